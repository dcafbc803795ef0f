import {
  KENO_SIDE_BET_LABELS,
  formatDateTime,
  formatMoney,
  getProduct,
  maskPhone,
  type ProductId,
} from '@veso/domain';
import type { Orm } from '../../db/database';
import { invalidRequest } from '../../http/errors';
import { OrderMessages } from '../orders';
import type { PricedNumberInfo } from '../orders';
import { paperRefsOf, type PaperTicketRef } from '../xskt';
import { findPrintedTicket } from './repo';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Digits of a printed number: the product's pick (loto 3/5 số: 3/5), the Max 3D family 3. */
function digitsOf(product: string): number {
  const info = getProduct(product as ProductId);
  return info?.pick?.digits ?? (info?.calendar === 'max3d' ? 3 : 2);
}

/** One number set as printed, in its play form (Max 3D family numbers have 3 digits). */
export function describeNumberInfo(info: PricedNumberInfo, digits = 2): string {
  const p = (n: number) => String(n).padStart(digits, '0');
  const numbers = info.numbers.map(p).join(' ');
  switch (info.form) {
    case 'kenoSideBet':
      return info.bet ? KENO_SIDE_BET_LABELS[info.bet] : '';
    case 'kenoBao':
      return `${numbers} (bao ${info.numbers.length}, bậc ${info.level ?? ''})`;
    case 'permutation':
      return `${numbers} (đảo số)`;
    case 'wildcard':
      return `${(info.patterns ?? []).join(' ')} (bao vị trí)`;
    case 'range':
      return `${numbers} với ${p(info.range?.from ?? 0)}–${p(info.range?.to ?? 0)}`;
    default: {
      const special =
        info.special !== null
          ? ` | ${pad(info.special)}`
          : info.specials.length > 0
            ? ` | ${info.specials.map(pad).join(' ')}`
            : '';
      const form = info.form === 'single' ? '' : ` (bao ${info.numbers.length})`;
      return `${numbers}${special}${form}`;
    }
  }
}

/** What the ticket image shows. */
export type TicketImageData = {
  productName: string;
  /** Digits of a printed number (3 for the Max 3D family); 2 when left out. */
  digits?: number;
  drawCode: string;
  drawAt: Date;
  serial: string;
  securityCode: string;
  buyer: string;
  price: number;
  numberInfos: PricedNumberInfo[];
};

const WIDTH = 360;

/** Label-value rows from `y` down (each 22 px): the SVG text and the y reached. */
function rowsSvg(rows: readonly (readonly [string, string])[], from: number) {
  let y = from;
  const text = rows
    .map(([k, v]) => {
      y += 22;
      return `<text x="20" y="${y}" font-size="13">${escapeXml(k)}</text><text x="${WIDTH - 20}" y="${y}" font-size="13" text-anchor="end">${escapeXml(v)}</text>`;
    })
    .join('');
  return { text, y };
}

/** A ticket's frame: the title and subtitle above the body, `height` tall. */
function ticketSvg(parts: {
  label: string;
  title: string;
  subtitle: string;
  height: number;
  body: string;
}): string {
  const { height } = parts;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escapeXml(parts.label)}">`,
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${height - 2}" rx="10" fill="#fff" stroke="#c8102e" stroke-width="2"/>`,
    `<text x="${WIDTH / 2}" y="40" font-size="22" font-weight="bold" text-anchor="middle" fill="#c8102e">${escapeXml(parts.title)}</text>`,
    `<text x="${WIDTH / 2}" y="64" font-size="12" text-anchor="middle">${escapeXml(parts.subtitle)}</text>`,
    parts.body,
    '</svg>',
  ].join('');
}

/** The printed ticket as an SVG image: product, draw, number sets, serial, code, buyer. */
export function renderTicketSvg(data: TicketImageData): string {
  const lines = data.numberInfos.map((info, i) => {
    const label = String.fromCharCode(65 + i);
    return `${label}: ${describeNumberInfo(info, data.digits ?? 2)}`;
  });
  const rows = [
    ['Kỳ quay', `#${data.drawCode}`],
    ['Ngày quay', formatDateTime(data.drawAt)],
    ['Giá vé', formatMoney(data.price)],
    ['Người mua', data.buyer],
    ['Số seri', data.serial],
    ['Mã bảo mật', data.securityCode],
  ] as const;
  let y = 84;
  const numberText = lines
    .map((line) => {
      y += 24;
      return `<text x="20" y="${y}" font-size="18" font-family="monospace">${escapeXml(line)}</text>`;
    })
    .join('');
  return ticketSvg({
    label: `Vé ${data.productName} kỳ #${data.drawCode}`,
    title: data.productName,
    subtitle: 'Vé đã in - đại lý giữ vé',
    height: 120 + lines.length * 24 + rows.length * 22,
    body: numberText + rowsSvg(rows, y + 16).text,
  });
}

/** What the scan of a paper lottery ticket shows: the stock ticket the order item holds. */
export type PaperImageData = {
  /** The region's lottery (`Xổ số kiến thiết miền Nam`). */
  productName: string;
  ref: PaperTicketRef;
  serial: string;
  buyer: string;
  price: number;
};

/**
 * The agent's scan of a paper ticket as an SVG image: the province (đài), the draw date,
 * the number and, in the north, its series code (ký hiệu), the buyer and the scan's serial.
 */
export function renderPaperTicketSvg(data: PaperImageData): string {
  const { ref } = data;
  const drawDate = ref.drawDate.split('-').reverse().join('/');
  const number = ref.series ? `${ref.series} ${ref.number}` : ref.number;
  const rows = [
    ['Đài', ref.province],
    ['Ngày mở thưởng', drawDate],
    ['Số vé', ref.number],
    ...(ref.series ? [['Ký hiệu', ref.series] as const] : []),
    ['Giá vé', formatMoney(data.price)],
    ['Người mua', data.buyer],
    ['Mã quét', data.serial],
  ] as const;
  const numberText = `<text x="${WIDTH / 2}" y="112" font-size="32" font-weight="bold" text-anchor="middle" font-family="monospace" letter-spacing="4">${escapeXml(number)}</text>`;
  return ticketSvg({
    label: `Vé ${data.productName} đài ${ref.province} ngày ${drawDate} số ${number}`,
    title: `XSKT ${ref.province}`,
    subtitle: `${data.productName} - ảnh quét vé của đại lý`,
    height: 150 + rows.length * 22,
    body: numberText + rowsSvg(rows, 128).text,
  });
}

/** The image of a printed ticket of the caller; not printed or another's: not found. */
export async function ticketImage(orm: Orm, accountId: number, ticketId: number): Promise<string> {
  const row = await findPrintedTicket(orm, accountId, ticketId);
  if (!row) throw invalidRequest(OrderMessages.ticketNotFound, 'ticketId', 'exists');
  const { ticket } = row;
  const productName = getProduct(ticket.product as ProductId)?.name ?? ticket.product;
  const buyer = [row.fullname, maskPhone(row.msisdn)].filter(Boolean).join(' - ');
  const [paper] = paperRefsOf([{ product: ticket.product, numberInfos: row.numberInfos }]);
  if (paper) {
    return renderPaperTicketSvg({
      productName,
      ref: paper.ref,
      serial: ticket.serial ?? '',
      buyer,
      price: ticket.price,
    });
  }
  return renderTicketSvg({
    productName,
    digits: digitsOf(ticket.product),
    drawCode: ticket.drawCode,
    drawAt: ticket.drawAt,
    serial: ticket.serial ?? '',
    securityCode: ticket.securityCode ?? '',
    buyer,
    price: ticket.price,
    numberInfos: row.numberInfos as PricedNumberInfo[],
  });
}

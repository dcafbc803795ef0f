import { formatDateTime, getProduct, PLAY_FORM_LABELS } from '@veso/domain';
import type { VietlottCartItem, VietlottNumberInfo } from '@veso/shop-core';

export const LETTERS = 'ABCDEF';

/** The checkout's route table entries other features own (spec §2). */
export const HOME = '/';
export const TOP_UP_PATH = '/nap-tien';
/** The order detail of the orders feature: `/lich-su-dat-mua/{id}`. */
export function orderDetailPath(orderId: number): string {
  return `/lich-su-dat-mua/${orderId}`;
}

/** 'Kỳ #01200 · 01/01/2030 18:00:00' */
export function drawLabel(drawCode: string, drawAt: string): string {
  return `Kỳ #${drawCode} · ${formatDateTime(drawAt)}`;
}

/** '03 11 19 25 38 44', with ' | ĐB 05' for Lotto 5/35's special number(s). */
export function numberInfoText(info: VietlottNumberInfo): string {
  const numbers = info.numbers.join(' ');
  if (info.form === 'baoSpecial') return `${numbers} | ĐB ${info.specials.join(' ')}`;
  return info.special !== null ? `${numbers} | ĐB ${info.special}` : numbers;
}

/** 'Cơ bản', 'Bao 7 số', 'Bao 3 số đặc biệt'. */
export function formText(info: VietlottNumberInfo): string {
  if (info.form === 'bao') return `Bao ${info.numbers.length} số`;
  if (info.form === 'baoSpecial') return `Bao ${info.specials.length} số đặc biệt`;
  return PLAY_FORM_LABELS.single;
}

export function productName(item: VietlottCartItem): string {
  return getProduct(item.product)?.name ?? item.product;
}

/** The earliest sales cut-off of the cart (ISO), or null. */
export function earliestCutoff(items: readonly VietlottCartItem[]): string | null {
  const all = items.flatMap((item) => item.drawInfos.map((draw) => draw.salesCloseAt));
  return all.length === 0 ? null : ([...all].sort()[0] ?? null);
}

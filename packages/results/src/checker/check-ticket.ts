import type { DrawResult } from '@veso/contract';
import type { ResultProduct } from '@veso/contract';
import {
  PRIZE_TABLES,
  settleDientoan636,
  settleKeno,
  settleLotto535,
  settleMax3d,
  settleMax3dPlus,
  settleMax3dPro,
  settleMega645,
  settlePower655,
  settleRegionalTicket,
  settleXsmbTicket,
} from '@veso/domain';
import type { PrizeWin } from '@veso/domain';

/** Products the checker knows: the three paper regions and the number draws. */
export const CHECK_PRODUCTS = [
  'xsmb',
  'xsmt',
  'xsmn',
  'mega645',
  'power655',
  'lotto535',
  'dientoan636',
  'keno',
  'max3d',
  'max3dplus',
  'max3dpro',
] as const;
export type CheckProduct = (typeof CHECK_PRODUCTS)[number];

/** What the checker offers, by name (Max 3D and Max 3D+ are checked on the same draw). */
export const CHECK_PRODUCT_LABELS: Record<CheckProduct, string> = {
  xsmb: 'Xổ số miền Bắc',
  xsmt: 'Xổ số miền Trung',
  xsmn: 'Xổ số miền Nam',
  mega645: 'Mega 6/45',
  power655: 'Power 6/55',
  lotto535: 'Lotto 5/35',
  dientoan636: 'Điện toán 6x36',
  keno: 'Keno',
  max3d: 'Max 3D',
  max3dplus: 'Max 3D+',
  max3dpro: 'Max 3D Pro',
};

/** The stored results a product is checked against. */
export function resultProductOf(product: CheckProduct): ResultProduct {
  return product === 'max3dplus' ? 'max3d' : product;
}

/** Products whose line is 3-digit numbers: one (Max 3D) or a pair (Max 3D+ and Pro). */
export function max3dNumbersOf(product: CheckProduct): 1 | 2 | null {
  if (product === 'max3d') return 1;
  return product === 'max3dplus' || product === 'max3dpro' ? 2 : null;
}

/** Parses '123 456' into 3-digit numbers; null when a part is not exactly 3 digits. */
export function parseMax3dNumbers(text: string): string[] | null {
  const parts = text.split(/[\s,;.-]+/).filter((part) => part !== '');
  return parts.every((part) => /^\d{3}$/.test(part)) ? parts : null;
}

export function isPaper(product: CheckProduct): product is 'xsmb' | 'xsmt' | 'xsmn' {
  return product === 'xsmb' || product === 'xsmt' || product === 'xsmn';
}

/** The stake the domain's prize tables are written for (one line), as the checker plays. */
const LINE_STAKE = PRIZE_TABLES.stakeUnit;

export type CheckTicket = {
  /** Paper ticket number (5 digits north, 6 central/south). */
  number?: string;
  /** Northern series code ("ký hiệu"), optional. */
  series?: string;
  /** Central/southern province. */
  province?: string;
  /** Number draws: the chosen numbers (Lotto: 5 + `special`; Keno: 1–10 numbers, the level). */
  numbers?: readonly number[];
  special?: number;
  /** Max 3D family: the 3-digit numbers of the line (one, or a pair). */
  digits?: readonly string[];
};

export type CheckOutcome =
  | { kind: 'wins'; wins: PrizeWin[] }
  /**
   * A northern number checked without its series whose prizes depend on it: `withSeries`
   * when the ticket's series is one of `series` (the winning codes of Đặc biệt), else
   * `otherwise` (each as the domain settles such a ticket).
   */
  | { kind: 'bySeries'; series: string[]; withSeries: PrizeWin[]; otherwise: PrizeWin[] }
  | { kind: 'noWin' }
  | { kind: 'invalid'; message: string }
  | { kind: 'provinceMissing'; provinces: string[] };

/** Northern tickets: 5 digits; central/southern: 6. */
export function paperDigits(product: 'xsmb' | 'xsmt' | 'xsmn'): number {
  return product === 'xsmb' ? 5 : 6;
}

/** Numbers each line of a number draw holds, and their range. */
export const NUMBER_RULES = {
  mega645: { count: 6, max: 45 },
  power655: { count: 6, max: 55 },
  lotto535: { count: 5, max: 35 },
  dientoan636: { count: 6, max: 36 },
} as const;

/** Parses '1 2 3, 4-5' into numbers; null when something is not a number. */
export function parseNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,;.-]+/).filter((part) => part !== '');
  if (parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  return parts.map(Number);
}

function samePrizes(a: readonly PrizeWin[], b: readonly PrizeWin[]): boolean {
  return a.length === b.length && a.every((win, i) => win.tier === b[i]?.tier);
}

/**
 * Every prize `ticket` wins on the stored `result`, settled with the domain's rules (the
 * same functions that settle customers' tickets). A result of another shape or a province
 * that did not draw is reported, never taken for "no win". A northern number checked
 * without its series is never under-reported: when its prizes depend on the series, both
 * answers are given.
 */
export function checkTicket(
  product: CheckProduct,
  result: DrawResult,
  ticket: CheckTicket,
): CheckOutcome {
  try {
    const numbers = result.result;
    if (isPaper(product)) {
      const digits = paperDigits(product);
      const number = (ticket.number ?? '').trim();
      if (!new RegExp(`^\\d{${digits}}$`).test(number)) {
        return { kind: 'invalid', message: `Vui lòng nhập số vé gồm ${digits} chữ số` };
      }
      let wins: PrizeWin[];
      if (product === 'xsmb') {
        if (numbers.kind !== 'groups') return { kind: 'invalid', message: 'Kết quả không hợp lệ' };
        const series = ticket.series?.trim().toUpperCase();
        const drawn = {
          groups: numbers.groups.map((group) => group.numbers),
          specialSeries: numbers.specialSeries,
        };
        wins = settleXsmbTicket(drawn, series ? { number, series } : { number });
        const [winning] = numbers.specialSeries;
        if (!series && winning !== undefined) {
          const withSeries = settleXsmbTicket(drawn, { number, series: winning });
          if (!samePrizes(withSeries, wins)) {
            return {
              kind: 'bySeries',
              series: numbers.specialSeries,
              withSeries,
              otherwise: wins,
            };
          }
        }
      } else {
        if (numbers.kind !== 'provinces')
          return { kind: 'invalid', message: 'Kết quả không hợp lệ' };
        const province = numbers.provinces.find((entry) => entry.province === ticket.province);
        if (!province) {
          return {
            kind: 'provinceMissing',
            provinces: numbers.provinces.map((entry) => entry.province),
          };
        }
        wins = settleRegionalTicket(
          { groups: province.groups.map((group) => group.numbers) },
          { number },
        );
      }
      return wins.length > 0 ? { kind: 'wins', wins } : { kind: 'noWin' };
    }
    if (product === 'max3d' || product === 'max3dplus' || product === 'max3dpro') {
      const pairSize = product === 'max3d' ? 1 : 2;
      if (numbers.kind !== 'groups') return { kind: 'invalid', message: 'Kết quả không hợp lệ' };
      const line = ticket.digits ?? [];
      if (line.length !== pairSize || line.some((value) => !/^\d{3}$/.test(value))) {
        return {
          kind: 'invalid',
          message:
            pairSize === 1
              ? 'Vui lòng nhập 1 số gồm 3 chữ số'
              : 'Vui lòng nhập 2 số, mỗi số gồm 3 chữ số',
        };
      }
      const drawn = { groups: numbers.groups.map((group) => group.numbers) };
      const wins =
        product === 'max3d'
          ? settleMax3d(drawn, { number: line[0]! }, LINE_STAKE)
          : product === 'max3dplus'
            ? settleMax3dPlus(drawn, { numbers: line }, LINE_STAKE)
            : settleMax3dPro(drawn, { numbers: line }, LINE_STAKE);
      return wins.length > 0 ? { kind: 'wins', wins } : { kind: 'noWin' };
    }
    if (numbers.kind !== 'balls') return { kind: 'invalid', message: 'Kết quả không hợp lệ' };
    if (product === 'keno') {
      const picked = ticket.numbers ?? [];
      if (
        picked.length < 1 ||
        picked.length > 10 ||
        new Set(picked).size !== picked.length ||
        picked.some((value) => value < 1 || value > 80)
      ) {
        return { kind: 'invalid', message: 'Vui lòng nhập từ 1 đến 10 số khác nhau từ 01 đến 80' };
      }
      const wins = settleKeno({ numbers: numbers.numbers }, { numbers: picked }, LINE_STAKE);
      return wins.length > 0 ? { kind: 'wins', wins } : { kind: 'noWin' };
    }
    const rule = NUMBER_RULES[product];
    const picked = ticket.numbers ?? [];
    if (
      picked.length !== rule.count ||
      new Set(picked).size !== picked.length ||
      picked.some((value) => value < 1 || value > rule.max)
    ) {
      return {
        kind: 'invalid',
        message: `Vui lòng nhập ${rule.count} số khác nhau từ 01 đến ${rule.max}`,
      };
    }
    let wins: PrizeWin[];
    if (product === 'mega645')
      wins = settleMega645({ numbers: numbers.numbers }, { numbers: picked }, LINE_STAKE);
    else if (product === 'dientoan636')
      wins = settleDientoan636({ numbers: numbers.numbers }, { numbers: picked }, LINE_STAKE);
    else if (product === 'power655') {
      if (numbers.bonus === null) return { kind: 'invalid', message: 'Kết quả không hợp lệ' };
      wins = settlePower655(
        { numbers: numbers.numbers, bonus: numbers.bonus },
        { numbers: picked },
        LINE_STAKE,
      );
    } else {
      const special = ticket.special;
      if (special === undefined || !Number.isInteger(special) || special < 1 || special > 12) {
        return { kind: 'invalid', message: 'Vui lòng nhập số đặc biệt từ 01 đến 12' };
      }
      if (numbers.special === null) return { kind: 'invalid', message: 'Kết quả không hợp lệ' };
      wins = settleLotto535(
        { numbers: numbers.numbers, special: numbers.special },
        { numbers: picked, special },
        LINE_STAKE,
      );
    }
    return wins.length > 0 ? { kind: 'wins', wins } : { kind: 'noWin' };
  } catch (error) {
    return {
      kind: 'invalid',
      message: error instanceof RangeError ? 'Số vé không hợp lệ' : 'Có lỗi xảy ra',
    };
  }
}

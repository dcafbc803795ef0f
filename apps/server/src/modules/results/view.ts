import { DRAW_CALENDARS, PRIZE_TABLES, drawsOn, formatDateTime, vnInstant } from '@veso/domain';
import type {
  DrawResult,
  Jackpot,
  KenoSummary,
  PrizeTier,
  ResultGroup,
  ResultNumbers,
  ResultProduct,
} from '@veso/contract';
import type { drawResults } from '../../db/schema';
import { drawCodeOf } from '../draws';

export type ResultRow = typeof drawResults.$inferSelect;

const MAX3D_NAMES = ['Giải Nhất', 'Giải Nhì', 'Giải Ba', 'Giải Khuyến khích'];
const MAX3D_PRO_NAMES = ['Giải Đặc biệt', 'Giải Nhất', 'Giải Nhì', 'Giải Ba'];
const XSMB_NAMES = PRIZE_TABLES.xsmb.groups.map((group) => group.name);
const REGIONAL_NAMES = PRIZE_TABLES.regional.groups.map((group) => group.name);

/** Vietnamese name of a result product (its draw calendar's name). */
export function productName(product: ResultProduct): string {
  return DRAW_CALENDARS[product].name;
}

/** Big (41–80) / small and even / odd counts of Keno's 20 numbers. */
export function kenoSummary(numbers: readonly number[]): KenoSummary {
  const big = numbers.filter((n) => n >= PRIZE_TABLES.keno.bigFrom).length;
  const even = numbers.filter((n) => n % 2 === 0).length;
  return { big, small: numbers.length - big, even, odd: numbers.length - even };
}

function named(groups: readonly (readonly string[])[], names: readonly string[]): ResultGroup[] {
  return groups.map((numbers, i) => ({ name: names[i] ?? `Giải ${i + 1}`, numbers: [...numbers] }));
}

type Stored = {
  numbers?: number[];
  bonus?: number;
  special?: number;
  groups?: string[][];
  specialSeries?: string[];
  provinces?: { province: string; groups: string[][] }[];
};

/** The wire shape of stored numbers. */
export function resultNumbers(product: ResultProduct, stored: unknown): ResultNumbers {
  const s = (stored ?? {}) as Stored;
  switch (product) {
    case 'max3d':
      return { kind: 'groups', groups: named(s.groups ?? [], MAX3D_NAMES), specialSeries: [] };
    case 'max3dpro':
      return { kind: 'groups', groups: named(s.groups ?? [], MAX3D_PRO_NAMES), specialSeries: [] };
    case 'xsmb':
      return {
        kind: 'groups',
        groups: named(s.groups ?? [], XSMB_NAMES),
        specialSeries: s.specialSeries ?? [],
      };
    case 'xsmt':
    case 'xsmn':
      return {
        kind: 'provinces',
        provinces: (s.provinces ?? []).map((p) => ({
          province: p.province,
          groups: named(p.groups, REGIONAL_NAMES),
        })),
      };
    default: {
      const numbers = s.numbers ?? [];
      return {
        kind: 'balls',
        numbers,
        bonus: s.bonus ?? null,
        special: s.special ?? null,
        summary: product === 'keno' ? kenoSummary(numbers) : null,
      };
    }
  }
}

const MATCH_CONDITION: Record<string, string> = {
  mega645: 'Trùng {n} số',
  power655: 'Trùng {n} số',
  lotto535: 'Trùng {n} số',
};

function matchTiers(
  product: 'mega645' | 'power655' | 'lotto535',
  jackpot: Jackpot | null,
): PrizeTier[] {
  const table = PRIZE_TABLES[product];
  const extraName = 'số đặc biệt';
  return table.tiers.map((tier) => {
    const matches = tier.matches.join(', ');
    let condition = (MATCH_CONDITION[product] ?? '').replace('{n}', matches);
    if (tier.extra === true) condition += ` + ${extraName}`;
    let amount = tier.amount;
    if (amount === null && jackpot)
      amount = tier.id === 'jackpot2' ? jackpot.jackpot2 : jackpot.jackpot;
    return { id: tier.id, name: tier.name, condition, amount, winners: null };
  });
}

function max3dTiers(product: 'max3d' | 'max3dpro'): PrizeTier[] {
  const table = product === 'max3d' ? PRIZE_TABLES.max3d : PRIZE_TABLES.max3dPro;
  const names = product === 'max3d' ? MAX3D_NAMES : MAX3D_PRO_NAMES;
  return table.tiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    condition:
      tier.groups.length === 4
        ? 'Trùng 2 số bất kỳ trong 20 số'
        : `${tier.rule === 'one' ? 'Trùng 1 số' : tier.rule === 'both' ? 'Trùng 2 số' : tier.rule === 'ordered' ? 'Trùng 2 số theo thứ tự' : 'Trùng 2 số ngược thứ tự'} của ${tier.groups.map((g) => names[g]).join(', ')}`,
    amount: tier.amount,
    winners: null,
  }));
}

/** The prize per tier of a draw (Mega, Power, Lotto 5/35, Max 3D family). */
export function prizeTiers(product: ResultProduct, jackpot: Jackpot | null): PrizeTier[] {
  if (product === 'mega645' || product === 'power655' || product === 'lotto535')
    return matchTiers(product, jackpot);
  if (product === 'max3d' || product === 'max3dpro') return max3dTiers(product);
  return [];
}

/**
 * `DD/MM/YYYY HH:mm:ss` of a stored draw: the draw time when the calendar knows it (one
 * draw a day, or the Keno/Lotto period of the code), else the day's first draw time.
 */
/**
 * `DD/MM/YYYY HH:mm:ss` of a stored draw: the period's draw time when known, else the
 * calendar draw of that day whose code is the draw's (Lotto 5/35's 13:00 or 21:00), else
 * the day's first draw time.
 */
export function openDateOf(
  product: ResultProduct,
  drawDate: string,
  drawCode: string,
  drawAt?: Date,
): string {
  if (drawAt) return formatDateTime(drawAt);
  const draws = drawsOn(product, drawDate);
  const draw = draws.find((d) => drawCodeOf(product, d) === drawCode) ?? draws[0];
  if (draw) return formatDateTime(draw.at);
  const { times } = DRAW_CALENDARS[product];
  const [h, m] = (times.kind === 'fixed' ? (times.times[0] ?? '00:00') : times.first)
    .split(':')
    .map(Number);
  return formatDateTime(vnInstant(drawDate, (h ?? 0) * 60 + (m ?? 0)));
}

/** The wire shape of a stored result. */
export function toDrawResult(row: ResultRow, jackpot: Jackpot | null, drawAt?: Date): DrawResult {
  const product = row.product as ResultProduct;
  return {
    product,
    name: productName(product),
    drawCode: row.drawCode,
    drawDate: row.drawDate,
    openDate: openDateOf(product, row.drawDate, row.drawCode, drawAt),
    result: resultNumbers(product, row.numbers),
    jackpot,
    prizes: prizeTiers(product, jackpot),
    source: row.source,
    generated: row.generated,
  };
}

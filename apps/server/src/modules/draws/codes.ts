import { addDays, drawsOn, type Draw } from '@veso/domain';
import type { ResultProduct } from '@veso/contract';

/**
 * Draw codes. The paper lotteries and 6x36 are keyed by their day (`YYYY-MM-DD`, one draw
 * a day, as the XSMB import is). Vietlott draws are numbered consecutively: a known draw
 * of the real history (the last row of `@veso/draw-history`) anchors the count, and every
 * calendar draw after it takes the next number (reference §4: ids stay consecutive, Tết
 * draws are skipped). Keno counts from its first draw of 2026. The code of a draw is a pure
 * function of the calendar, so several server processes agree on it.
 */
type Anchor = { day: string; indexInDay: number; code: number; width: number };

const ANCHORS: Partial<Record<ResultProduct, Anchor>> = {
  mega645: { day: '2026-08-21', indexInDay: 1, code: 1552, width: 5 },
  power655: { day: '2026-08-22', indexInDay: 1, code: 1388, width: 5 },
  lotto535: { day: '2026-08-22', indexInDay: 2, code: 840, width: 5 },
  max3d: { day: '2026-08-21', indexInDay: 1, code: 1122, width: 5 },
  max3dpro: { day: '2026-08-22', indexInDay: 1, code: 769, width: 5 },
  // Draw 1 is the first draw of 2026-01-01 (anchor: "draw 0" at the end of 2025-12-31).
  keno: { day: '2025-12-31', indexInDay: 119, code: 0, width: 7 },
};

/** True when the product's draws are keyed by their day. */
export function isDayCoded(product: ResultProduct): boolean {
  return ANCHORS[product] === undefined;
}

const dayCounts = new Map<string, number>();

function drawsInDay(product: ResultProduct, day: string): number {
  const key = `${product}:${day}`;
  let count = dayCounts.get(key);
  if (count === undefined) {
    count = drawsOn(product, day).length;
    if (dayCounts.size > 50_000) dayCounts.clear();
    dayCounts.set(key, count);
  }
  return count;
}

const dayBases = new Map<string, number>();

/**
 * The sequence number of draw 0 of `day` (a day after the anchor's): its draws are that
 * plus their index. Kept per day, so the draw job's hundreds of codes a pass walk the
 * calendar from the anchor once per process, not once per code.
 */
function baseOf(product: ResultProduct, anchor: Anchor, day: string): number {
  const walked: string[] = [];
  let base = anchor.code - anchor.indexInDay;
  for (let d = day; d > anchor.day; d = addDays(d, -1)) {
    const known = dayBases.get(`${product}:${d}`);
    if (known !== undefined) {
      base = known;
      break;
    }
    walked.push(d);
  }
  // `base` is that of the day before the earliest walked one (or the anchor's day).
  for (const d of walked.reverse()) {
    base += drawsInDay(product, addDays(d, -1));
    if (dayBases.size > 50_000) dayBases.clear();
    dayBases.set(`${product}:${d}`, base);
  }
  return base;
}

/** The sequence number of a draw relative to the anchor (anchor = its code). */
function sequenceOf(product: ResultProduct, anchor: Anchor, day: string, index: number): number {
  if (day === anchor.day) return anchor.code + (index - anchor.indexInDay);
  if (day > anchor.day) return baseOf(product, anchor, day) + index;
  // Before the anchor: count back.
  let n = anchor.code - anchor.indexInDay;
  for (let d = addDays(anchor.day, -1); d > day; d = addDays(d, -1)) n -= drawsInDay(product, d);
  return n - (drawsInDay(product, day) - index);
}

/** The code of a calendar draw of a product. */
export function drawCodeOf(product: ResultProduct, draw: Pick<Draw, 'day' | 'indexInDay'>): string {
  const anchor = ANCHORS[product];
  if (!anchor) return draw.day;
  const n = sequenceOf(product, anchor, draw.day, draw.indexInDay);
  return String(Math.max(n, 0)).padStart(anchor.width, '0');
}

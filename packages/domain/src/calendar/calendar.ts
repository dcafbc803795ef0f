import { DRAW_CALENDAR_IDS, getProduct } from '../catalog';
import type { DrawCalendarId, Product, ProductId } from '../catalog';
import { toInstant } from '../format';
import type { DateInput } from '../format';
import { DRAW_CALENDARS, PROVINCE_SCHEDULE } from './calendar-data';
import type { DrawCalendar, RegionalCalendarId } from './calendar-data';
import { addDays, minutesOf, timeOf, vnDayOf, vnInstant, vnMinuteOfDay, weekdayOf } from './days';
import { TET_DATES, tetCancelledDays } from './tet';

/** A product id, or the id of a draw calendar (`max3dpro` has no product). */
export type DrawSource = ProductId | DrawCalendarId;

/** One scheduled draw. */
export type Draw = {
  readonly calendar: DrawCalendarId;
  /** The Vietnam calendar day, `YYYY-MM-DD`. */
  readonly day: string;
  /** Vietnam wall-clock time, `HH:mm`. */
  readonly time: string;
  /** 1-based number of the draw within its day (the Keno period of the day; Lotto 1 or 2). */
  readonly indexInDay: number;
  /** The instant of the draw. */
  readonly at: Date;
  /** Orders placed at or after this instant go to a later draw. */
  readonly salesCloseAt: Date;
};

/** Why a scheduled draw day has no draw. */
export type Cancellation = 'tet' | 'stoppage';

/**
 * Whether an order can be placed at an instant, and for which draw:
 * - `notOnSale`: the product is discontinued, paused or not launched;
 * - `outsideSalesHours`: outside the daily sales window (Keno: 8:15–22:00, code 104);
 * - `noDraw`: the calendar has no later draw (it ended).
 */
export type SalesStatus =
  | { readonly open: true; readonly draw: Draw }
  | {
      readonly open: false;
      readonly reason: 'notOnSale' | 'outsideSalesHours' | 'noDraw';
      /** The spec §8 response code to answer with, or null when the spec has none. */
      readonly code: number | null;
    };

// A calendar that has not produced a draw in this many days has ended.
const SEARCH_DAYS = 3700;

const DRAW_MINUTES: ReadonlyMap<DrawCalendarId, readonly number[]> = new Map(
  DRAW_CALENDAR_IDS.map((id) => [id, drawMinutes(DRAW_CALENDARS[id])]),
);

function drawMinutes(calendar: DrawCalendar): number[] {
  const { times } = calendar;
  if (times.kind === 'fixed') return times.times.map(minutesOf).sort((a, b) => a - b);
  const minutes: number[] = [];
  for (let m = minutesOf(times.first); m <= minutesOf(times.last); m += times.minutes) {
    minutes.push(m);
  }
  return minutes;
}

function isCalendarId(id: string): id is DrawCalendarId {
  return (DRAW_CALENDAR_IDS as readonly string[]).includes(id);
}

function resolve(source: DrawSource): { calendar: DrawCalendar; product: Product | undefined } {
  const product = getProduct(source);
  if (product) return { calendar: DRAW_CALENDARS[product.calendar], product };
  if (isCalendarId(source)) return { calendar: DRAW_CALENDARS[source], product: undefined };
  throw new RangeError(`Unknown product or draw calendar: ${String(source)}`);
}

/**
 * The draw calendar of a product (or a calendar by its id).
 *
 * @throws RangeError for an unknown id.
 */
export function drawCalendarOf(source: DrawSource): DrawCalendar {
  return resolve(source).calendar;
}

function isTetDay(calendar: DrawCalendar, day: string): boolean {
  if (calendar.tet === 'none') return false;
  const year = Number(day.slice(0, 4));
  // Beyond the table there is no Tết date to go by; such days are not cancelled.
  if (TET_DATES[year] === undefined) return false;
  return tetCancelledDays(year, calendar.tet).includes(day);
}

/**
 * Why a draw day of the calendar has no draw on `day` (`YYYY-MM-DD`): Tết (from the
 * 2020–2040 table) or an explicit stoppage; null when nothing cancels it. Days that are
 * not draw days of the calendar are not "cancelled".
 *
 * @throws RangeError for an unknown id or a malformed day.
 */
export function cancellationOn(source: DrawSource, day: string): Cancellation | null {
  return cancellationIn(resolve(source).calendar, day);
}

function cancellationIn(calendar: DrawCalendar, day: string): Cancellation | null {
  if (!calendar.weekdays.includes(weekdayOf(day))) return null;
  if (isTetDay(calendar, day)) return 'tet';
  if (calendar.cancelled.some((range) => range.from <= day && day <= range.to)) return 'stoppage';
  return null;
}

function hasDraws(calendar: DrawCalendar, day: string): boolean {
  if (calendar.firstDay !== null && day < calendar.firstDay) return false;
  if (calendar.lastDay !== null && day > calendar.lastDay) return false;
  return calendar.weekdays.includes(weekdayOf(day)) && cancellationIn(calendar, day) === null;
}

function drawsOfDay(calendar: DrawCalendar, day: string): Draw[] {
  if (!hasDraws(calendar, day)) return [];
  return (DRAW_MINUTES.get(calendar.id) ?? []).map((minutes, index) => {
    const at = vnInstant(day, minutes);
    return Object.freeze({
      calendar: calendar.id,
      day,
      time: timeOf(minutes),
      indexInDay: index + 1,
      at,
      salesCloseAt: new Date(at.getTime() - calendar.salesCloseSeconds * 1000),
    });
  });
}

/**
 * The draws of a product on a Vietnam day (`YYYY-MM-DD`), in time order; empty when the
 * day is not a draw day, is cancelled, or is outside the product's first and last day.
 *
 * @throws RangeError for an unknown id or a malformed day.
 */
export function drawsOn(source: DrawSource, day: string): Draw[] {
  return drawsOfDay(resolve(source).calendar, day);
}

/**
 * The next `count` draws strictly after `after`, in Asia/Ho_Chi_Minh. Fewer (or none)
 * when the calendar ends first (Max 4D).
 *
 * @throws RangeError for an unknown id, an invalid instant or a negative count.
 */
export function nextDraws(source: DrawSource, after: DateInput, count: number): Draw[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count: ${count}`);
  const { calendar } = resolve(source);
  const from = toInstant(after).getTime();
  const draws: Draw[] = [];
  let day = vnDayOf(new Date(from));
  if (calendar.firstDay !== null && day < calendar.firstDay) day = calendar.firstDay;
  for (let searched = 0; draws.length < count && searched < SEARCH_DAYS; searched += 1) {
    if (calendar.lastDay !== null && day > calendar.lastDay) break;
    for (const draw of drawsOfDay(calendar, day)) {
      if (draw.at.getTime() > from && draws.length < count) draws.push(draw);
    }
    day = addDays(day, 1);
  }
  return draws;
}

function withinSalesHours(calendar: DrawCalendar, at: Date): boolean {
  if (calendar.salesHours === null) return true;
  const minute = vnMinuteOfDay(at);
  return (
    minute >= minutesOf(calendar.salesHours.from) && minute < minutesOf(calendar.salesHours.to)
  );
}

/**
 * Whether an order for a product can be placed at `at`, and the draw it would belong to:
 * the first draw whose sales have not closed yet. Keno outside 8:15–22:00 is closed with
 * code 104.
 *
 * @throws RangeError for an unknown id or an invalid instant.
 */
export function salesStatus(source: DrawSource, at: DateInput): SalesStatus {
  const { calendar, product } = resolve(source);
  const instant = toInstant(at);
  if (product !== undefined && !product.onSale) {
    return { open: false, reason: 'notOnSale', code: null };
  }
  if (!withinSalesHours(calendar, instant)) {
    return { open: false, reason: 'outsideSalesHours', code: calendar.closedCode };
  }
  const [draw] = nextDraws(source, instant.getTime() + calendar.salesCloseSeconds * 1000, 1);
  if (draw === undefined) return { open: false, reason: 'noDraw', code: null };
  return { open: true, draw };
}

/**
 * True when an order for the product can be placed at `at` (see {@link salesStatus}).
 *
 * @throws RangeError for an unknown id or an invalid instant.
 */
export function isSalesOpen(source: DrawSource, at: DateInput): boolean {
  return salesStatus(source, at).open;
}

/**
 * The next instant after `at` at which the product's sales hours open or close (Keno: 8:15
 * and 22:00 in Vietnam), or null for a product sold around the clock. What is on sale can
 * change then without any draw.
 *
 * @throws RangeError for an unknown id or an invalid instant.
 */
export function nextSalesHoursChange(source: DrawSource, at: DateInput): Date | null {
  const { calendar } = resolve(source);
  if (calendar.salesHours === null) return null;
  const instant = toInstant(at);
  const today = vnDayOf(instant);
  const bounds = [calendar.salesHours.from, calendar.salesHours.to].map(minutesOf);
  for (const day of [today, addDays(today, 1)]) {
    for (const minute of bounds) {
      const change = vnInstant(day, minute);
      if (change.getTime() > instant.getTime()) return change;
    }
  }
  return null;
}

/**
 * The draws an order placed at `orderedAt` covers when it buys `periods` consecutive
 * draws: the draw it belongs to and the ones after it. Empty when sales are closed.
 *
 * @throws RangeError for an unknown id, an invalid instant or a periods count below 1.
 */
export function drawsForOrder(source: DrawSource, orderedAt: DateInput, periods = 1): Draw[] {
  if (!Number.isInteger(periods) || periods < 1)
    throw new RangeError(`Not a periods count: ${periods}`);
  const status = salesStatus(source, orderedAt);
  if (!status.open) return [];
  const later = nextDraws(source, status.draw.at, periods - 1);
  return [status.draw, ...later];
}

/**
 * The draw an order placed at `orderedAt` belongs to, or null when sales are closed.
 *
 * @throws RangeError for an unknown id or an invalid instant.
 */
export function drawForOrder(source: DrawSource, orderedAt: DateInput): Draw | null {
  const status = salesStatus(source, orderedAt);
  return status.open ? status.draw : null;
}

/**
 * The lottery companies drawing on a Vietnam day (`YYYY-MM-DD`) in a region: three or four
 * southern provinces, two or three central ones, or the name of the northern draw. Empty
 * when the region has no draw that day (Tết).
 *
 * @throws RangeError for a malformed day.
 */
export function provincesOn(region: RegionalCalendarId, day: string): readonly string[] {
  if (drawsOn(region, day).length === 0) return [];
  return PROVINCE_SCHEDULE[region][weekdayOf(day)] ?? [];
}

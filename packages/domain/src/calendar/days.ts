/**
 * Calendar days and wall-clock times in Vietnam. Vietnam has kept UTC+7 without daylight
 * saving since 1975, so a fixed offset is exact and keeps the calendar loops cheap.
 */

export const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  }
  return [year, month, date];
}

/** True when `text` is a valid `YYYY-MM-DD` day (31/02 is not). */
export function isDay(text: string): boolean {
  try {
    parts(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The `YYYY-MM-DD` day `n` days after `day` (negative: before).
 *
 * @throws RangeError when `day` is not a valid `YYYY-MM-DD` day.
 */
export function addDays(day: string, n: number): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/**
 * The weekday of a `YYYY-MM-DD` day: 0 is Sunday, 6 is Saturday (as `Date#getDay`).
 *
 * @throws RangeError when `day` is not a valid `YYYY-MM-DD` day.
 */
export function weekdayOf(day: string): number {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The Vietnam calendar day (`YYYY-MM-DD`) of an instant. */
export function vnDayOf(instant: Date): string {
  return new Date(instant.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in Vietnam of the day `instant` falls on. */
export function vnDayStart(instant: Date): Date {
  return vnInstant(vnDayOf(instant), 0);
}

/** Minutes since Vietnam midnight of an instant, with the fraction of seconds and ms. */
export function vnMinuteOfDay(instant: Date): number {
  const ms = (((instant.getTime() + VN_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return ms / 60_000;
}

/**
 * The instant at `minutes` after midnight of a Vietnam day.
 *
 * @throws RangeError when `day` is not a valid `YYYY-MM-DD` day.
 */
export function vnInstant(day: string, minutes: number): Date {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date) - VN_OFFSET_MS + minutes * 60_000);
}

/**
 * Minutes since midnight of an `HH:mm` time.
 *
 * @throws RangeError when `time` is not a valid `HH:mm` time.
 */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not a time (HH:mm): ${time}`);
  return hours * 60 + minutes;
}

/** The `HH:mm` text of a whole number of minutes since midnight. */
export function timeOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

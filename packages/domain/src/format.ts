import { VN_OFFSET_MS } from './calendar/days';

/** The time zone of every date shown or computed by the shop, whatever the machine's zone. */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Display format of an instant (spec §1). */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** Display format of a calendar day. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** Anything that names an instant: a Date, epoch milliseconds, or a date string. */
export type DateInput = Date | number | string;

const DRAW_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2})$/;
// ISO-like text without an offset: read as Vietnam wall-clock time, never the machine's.
const ISO_WITHOUT_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

function invalid(instant: DateInput): RangeError {
  return new RangeError(`Invalid date: ${String(instant)}`);
}

/** The wall clock of an instant in Vietnam (fixed UTC+7, see calendar/days), as UTC fields. */
function vnWallClock(date: Date): Date {
  return new Date(date.getTime() + VN_OFFSET_MS);
}

/**
 * The instant of a Vietnam wall-clock time, or null when no such time exists (31/02,
 * 24:00): the fields must survive the round trip unchanged. Computed from the fixed
 * offset, never through the machine's zone (whose daylight-saving gap would shift it).
 */
function vnInstantOf(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date | null {
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  wall.setUTCFullYear(year); // Date.UTC reads years 0-99 as 1900-1999
  const same =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return same ? new Date(wall.getTime() - VN_OFFSET_MS) : null;
}

function parseDrawParts(text: string): Date | null {
  const match = DRAW_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return vnInstantOf(year, month, day, hour, minute, second);
}

/** ISO text without an offset, read as Vietnam wall-clock time; null when it is not one. */
function parseVnIso(text: string): Date | null {
  const match = ISO_WITHOUT_OFFSET.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second, fraction] = match.slice(1);
  return (
    vnInstantOf(
      Number(year),
      Number(month),
      Number(day),
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
      Number((fraction ?? '0').padEnd(3, '0')),
    ) ?? new Date(Number.NaN)
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The instant named by `instant`, as a new Date. Strings may be ISO 8601 (without an
 * offset they are read as Vietnam wall-clock time, never the machine's zone) or the
 * spec's `DD/MM/YYYY HH:mm:ss`.
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function toInstant(instant: DateInput): Date {
  let date: Date;
  if (instant instanceof Date) {
    date = new Date(instant.getTime());
  } else if (typeof instant === 'number') {
    date = new Date(instant);
  } else {
    const text = instant.trim();
    const drawTime = parseDrawParts(text);
    if (drawTime) return drawTime;
    date = parseVnIso(text) ?? new Date(text);
  }
  if (Number.isNaN(date.getTime())) throw invalid(instant);
  return date;
}

/**
 * Formats an instant as `DD/MM/YYYY HH:mm:ss` in Asia/Ho_Chi_Minh, whatever the machine's
 * time zone. Strings may be ISO 8601 (an ISO string without an offset is read as Vietnam
 * time) or the spec's `DD/MM/YYYY HH:mm:ss`.
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function formatDateTime(instant: DateInput): string {
  const wall = vnWallClock(toInstant(instant));
  return `${formatDay(wall)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** `DD/MM/YYYY` of a wall clock held in UTC fields. */
function formatDay(wall: Date): string {
  return `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCFullYear(), 4)}`;
}

/**
 * Formats the Vietnam calendar day of an instant as `DD/MM/YYYY`.
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function formatDate(instant: DateInput): string {
  return formatDay(vnWallClock(toInstant(instant)));
}

/**
 * An instant as ISO 8601 in Vietnam time, with its offset: `2026-03-04T10:00:00.000+07:00`
 * (the same instant as `toISOString()`, read as Vietnam wall-clock time).
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function formatVnIso(instant: DateInput): string {
  return `${vnWallClock(toInstant(instant)).toISOString().slice(0, 23)}+07:00`;
}

/** True when `text` is a valid date-time in the spec's `day/month/year hh:mm:ss` format. */
export function isDrawDateTime(text: string): boolean {
  return parseDrawParts(text) !== null;
}

/**
 * Reads the spec's `day/month/year hh:mm:ss` format (draw `openDate`, period
 * `start_time`, Keno period times) as Vietnam wall-clock time:
 * `parseDrawDateTime('21/11/2026 18:00:00')` is 2026-11-21T11:00:00Z.
 *
 * @throws RangeError when `text` is not in that format or names a day that does not exist.
 */
export function parseDrawDateTime(text: string): Date {
  const date = parseDrawParts(text);
  if (!date) throw new RangeError(`Not a draw date-time (DD/MM/YYYY HH:mm:ss): ${text}`);
  return date;
}

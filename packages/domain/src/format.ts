import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

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
const ISO_WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/;



function invalid(instant: DateInput): RangeError {
  return new RangeError(`Invalid date: ${String(instant)}`);
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
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const local = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const parsed = dayjs.tz(local, VN_TIME_ZONE);
  // dayjs rolls 31/02 over into March; a real draw time survives the round trip unchanged.
  if (!parsed.isValid() || parsed.tz(VN_TIME_ZONE).format('YYYY-MM-DDTHH:mm:ss') !== local)
    return null;
  return parsed.toDate();
}

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
    date = ISO_WITHOUT_OFFSET.test(text) ? dayjs.tz(text, VN_TIME_ZONE).toDate() : new Date(text);
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
  return dayjs(toInstant(instant)).tz(VN_TIME_ZONE).format(DATE_TIME_FORMAT);
}

/**
 * Formats the Vietnam calendar day of an instant as `DD/MM/YYYY`.
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function formatDate(instant: DateInput): string {
  return dayjs(toInstant(instant)).tz(VN_TIME_ZONE).format(DATE_FORMAT);
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isDay,
  minutesOf,
  timeOf,
  vnDayOf,
  vnDayStart,
  vnInstant,
  vnMinuteOfDay,
  weekdayOf,
} from './days';

/**
 * The zone database's own answer, through Intl (the oracle was dayjs's tz plugin, which
 * is wrong for an instant whose local time falls in the machine zone's DST gap:
 * 2052-03-09T19:00Z came out as 03:00 in Vietnam under TZ=America/New_York).
 */
const ZONED = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function zoned(instant: Date) {
  const part = (type: string) =>
    ZONED.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2060-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('Vietnam days', () => {
  it('agree with the Asia/Ho_Chi_Minh zone database for any instant since 2000', () => {
    // The instant dayjs got wrong, always tried.
    const gap = zoned(new Date('2052-03-09T19:00:00Z'));
    expect(gap).toEqual({ day: '2052-03-10', minute: 120, weekday: 0 });
    expect(vnDayOf(new Date('2052-03-09T19:00:00Z'))).toBe(gap.day);
    expect(vnMinuteOfDay(new Date('2052-03-09T19:00:00Z'))).toBe(gap.minute);
    fc.assert(
      fc.property(instants, (instant) => {
        const expected = zoned(instant);
        expect(vnDayOf(instant)).toBe(expected.day);
        expect(Math.floor(vnMinuteOfDay(instant))).toBe(expected.minute);
        expect(weekdayOf(vnDayOf(instant))).toBe(expected.weekday);
      }),
    );
  });

  it('put the day boundary at 17:00 UTC', () => {
    expect(vnDayOf(new Date('2026-02-16T16:59:59.999Z'))).toBe('2026-02-16');
    expect(vnDayOf(new Date('2026-02-16T17:00:00Z'))).toBe('2026-02-17');
    expect(vnInstant('2026-02-17', 18 * 60).toISOString()).toBe('2026-02-17T11:00:00.000Z');
  });

  it('start the Vietnam day at 17:00 UTC of the day before', () => {
    expect(vnDayStart(new Date('2026-02-17T16:59:59Z')).toISOString()).toBe(
      '2026-02-16T17:00:00.000Z',
    );
    expect(vnDayStart(new Date('2026-02-17T17:00:00Z')).toISOString()).toBe(
      '2026-02-17T17:00:00.000Z',
    );
    fc.assert(
      fc.property(instants, (instant) => {
        const start = vnDayStart(instant);
        expect(vnDayOf(start)).toBe(vnDayOf(instant));
        expect(vnMinuteOfDay(start)).toBe(0);
      }),
    );
  });

  it('add days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekdayOf('2026-08-21')).toBe(5);
  });

  it('refuse malformed days and times', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => weekdayOf('21/08/2026')).toThrow('Not a day');
    expect(() => vnInstant('2026-13-01', 0)).toThrow(RangeError);
    expect(() => minutesOf('24:00')).toThrow('Not a time');
    expect(() => minutesOf('8:15')).toThrow(RangeError);
  });

  it('convert HH:mm to minutes and back', () => {
    expect(minutesOf('08:15')).toBe(495);
    expect(timeOf(495)).toBe('08:15');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (m) => {
        expect(minutesOf(timeOf(m))).toBe(m);
      }),
    );
  });

  it('isDay takes real YYYY-MM-DD days only', () => {
    expect(isDay('2026-03-04')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-3-4', '04/03/2026', '', 'today']) {
      expect(isDay(text), text).toBe(false);
    }
  });
});

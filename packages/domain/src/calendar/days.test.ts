import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  minutesOf,
  timeOf,
  vnDayOf,
  vnDayStart,
  vnInstant,
  vnMinuteOfDay,
  weekdayOf,
} from './days';

dayjs.extend(utc);
dayjs.extend(timezone);

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2060-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('Vietnam days', () => {
  it('agree with the Asia/Ho_Chi_Minh zone database for any instant since 2000', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const zoned = dayjs(instant).tz('Asia/Ho_Chi_Minh');
        expect(vnDayOf(instant)).toBe(zoned.format('YYYY-MM-DD'));
        expect(Math.floor(vnMinuteOfDay(instant))).toBe(zoned.hour() * 60 + zoned.minute());
        expect(weekdayOf(vnDayOf(instant))).toBe(zoned.day());
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
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VN_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatVnIso,
  isDrawDateTime,
  parseDrawDateTime,
  toInstant,
} from './format';
import { formatCount, formatMoney, parseMoney } from './money';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("vi-VN") does', () => {
    expect(formatCount(20_000)).toBe('20.000');
    expect(formatCount(70)).toBe('70');
    expect(formatCount(-1_234_567)).toBe('-1.234.567');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('vi-VN'));
      }),
    );
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes dot thousand separators and the suffix đ', () => {
    expect(formatMoney(1250000)).toBe('1.250.000đ');
    expect(formatMoney(0)).toBe('0đ');
    expect(formatMoney(999)).toBe('999đ');
    expect(formatMoney(1000)).toBe('1.000đ');
    expect(formatMoney(10_000)).toBe('10.000đ');
    expect(formatMoney(20_000_000)).toBe('20.000.000đ');
  });

  it('puts a leading minus on negative amounts', () => {
    expect(formatMoney(-5000)).toBe('-5.000đ');
    expect(formatMoney(-1)).toBe('-1đ');
    expect(formatMoney(-0)).toBe('0đ');
  });

  it('formats bigint amounts beyond the safe integer range', () => {
    expect(formatMoney(1250000n)).toBe('1.250.000đ');
    expect(formatMoney(-12_345_678_901_234_567_890n)).toBe('-12.345.678.901.234.567.890đ');
  });

  it('rounds fractions half away from zero', () => {
    expect(formatMoney(1234.5)).toBe('1.235đ');
    expect(formatMoney(-1234.5)).toBe('-1.235đ');
    expect(formatMoney(0.4)).toBe('0đ');
  });

  it('refuses NaN and infinity', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips through parseMoney for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(parseMoney(formatMoney(amount))).toBe(amount === 0 ? 0 : amount);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt(), (amount) => {
        const text = formatMoney(amount);
        expect(text.replace(/^-/, '')).toMatch(/^\d{1,3}(?:\.\d{3})*đ$/);
        expect(BigInt(text.replaceAll('.', '').replace('đ', ''))).toBe(amount);
      }),
    );
  });
});

describe('parseMoney', () => {
  it('reads formatted amounts and plain digits', () => {
    expect(parseMoney('1.250.000đ')).toBe(1_250_000);
    expect(parseMoney(' 1.250.000 đ ')).toBe(1_250_000);
    expect(parseMoney('1250000')).toBe(1_250_000);
    expect(parseMoney('-5.000đ')).toBe(-5000);
  });

  it('rejects anything else', () => {
    for (const text of [
      '',
      'đ',
      '1,250,000',
      '1.25.000',
      '12.5',
      'abc',
      '1.250.000$',
      '99999999999999999999',
    ]) {
      expect(parseMoney(text), text).toBeNull();
    }
  });
});

describe('dates in Asia/Ho_Chi_Minh', () => {
  // 2026-11-21T11:00:00Z is 18:00 in Vietnam and 06:00 in New York.
  const instant = Date.UTC(2026, 10, 21, 11, 0, 0);

  it('runs in a machine zone other than Vietnam (so these tests can fail)', () => {
    expect(process.env.TZ).toBe('America/New_York');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(new Date(instant).getHours()).toBe(6);
    expect(VN_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
  });

  it('formatDateTime writes DD/MM/YYYY HH:mm:ss in Vietnam time for every input kind', () => {
    expect(formatDateTime(instant)).toBe('21/11/2026 18:00:00');
    expect(formatDateTime(new Date(instant))).toBe('21/11/2026 18:00:00');
    expect(formatDateTime('2026-11-21T11:00:00Z')).toBe('21/11/2026 18:00:00');
    expect(formatDateTime('2026-11-21T18:00:00+07:00')).toBe('21/11/2026 18:00:00');
    expect(formatDateTime('2026-11-21T18:00:00')).toBe('21/11/2026 18:00:00');
    expect(formatDateTime('21/11/2026 18:00:00')).toBe('21/11/2026 18:00:00');
  });

  it('crosses midnight by the Vietnam calendar, not the machine one', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 17, 30, 5);
    expect(formatDateTime(lateUtc)).toBe('01/01/2027 00:30:05');
    expect(formatDate(lateUtc)).toBe('01/01/2027');
    expect(formatDate('2026-02-01')).toBe('01/02/2026');
  });

  it('keeps Vietnam time when it falls in the machine zone’s daylight-saving gap', () => {
    // 02:00 on 10/03/2052 in Vietnam is the hour New York skips that night.
    const gap = Date.UTC(2052, 2, 9, 19, 0, 0);
    expect(formatDateTime(gap)).toBe('10/03/2052 02:00:00');
    expect(parseDrawDateTime('10/03/2052 02:30:00').toISOString()).toBe('2052-03-09T19:30:00.000Z');
    expect(toInstant('2052-03-10T02:30:00.250').toISOString()).toBe('2052-03-09T19:30:00.250Z');
    expect(toInstant('2052-03-10 02:30').toISOString()).toBe('2052-03-09T19:30:00.000Z');
  });

  it('refuses invalid dates', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDateTime('31/02/2026 18:00:00')).toThrow(RangeError);
    expect(() => formatDateTime('2026-02-31T18:00:00')).toThrow(RangeError);
  });

  it('parseDrawDateTime reads the spec format as Vietnam time', () => {
    expect(parseDrawDateTime('21/11/2026 18:00:00').toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(parseDrawDateTime('01/01/2027 00:00:00').toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(parseDrawDateTime('1/2/2026 6:08:00').toISOString()).toBe('2026-01-31T23:08:00.000Z');
  });

  it('parseDrawDateTime refuses malformed text and days that do not exist', () => {
    for (const text of [
      '',
      '2026-11-21 18:00:00',
      '21/11/2026',
      '31/02/2026 18:00:00',
      '21/13/2026 18:00:00',
      '21/11/2026 24:00:00',
      '21/11/2026 18:60:00',
    ]) {
      expect(() => parseDrawDateTime(text), text).toThrow(RangeError);
      expect(isDrawDateTime(text), text).toBe(false);
    }
    expect(isDrawDateTime('29/02/2028 18:00:00')).toBe(true);
  });

  it('formatDateTime and parseDrawDateTime are inverse on whole seconds', () => {
    const min = Date.UTC(2000, 0, 1);
    const max = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: min / 1000, max: max / 1000 }), (seconds) => {
        const ms = seconds * 1000;
        expect(parseDrawDateTime(formatDateTime(ms)).getTime()).toBe(ms);
      }),
    );
  });

  it("toInstant returns a copy, never the caller's Date", () => {
    const date = new Date(instant);
    const copy = toInstant(date);
    expect(copy).not.toBe(date);
    expect(copy.getTime()).toBe(instant);
  });

  it('formatVnIso writes the instant in Vietnam time with its offset, whatever the zone', () => {
    expect(formatVnIso(new Date('2026-03-04T03:00:00.000Z'))).toBe('2026-03-04T10:00:00.000+07:00');
    // 17:30 UTC is the next Vietnam day.
    expect(formatVnIso('2026-12-31T17:30:05.123Z')).toBe('2027-01-01T00:30:05.123+07:00');
    expect(() => formatVnIso('soon')).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(new Date(formatVnIso(ms)).getTime()).toBe(ms);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fixedClock, manualClock, systemClock } from './clock';

const START = '2026-11-21T11:00:00.000Z';

describe('systemClock', () => {
  it("follows the machine's time", () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('fixedClock', () => {
  it('always answers the same instant, as a fresh Date each time', () => {
    const clock = fixedClock(new Date(START));
    const first = clock.now();
    first.setFullYear(1999);
    expect(clock.now().toISOString()).toBe(START);
    expect(clock.now()).not.toBe(clock.now());
  });

  it('reads a string without offset as Vietnam time', () => {
    expect(fixedClock('2026-11-21T18:00:00').now().toISOString()).toBe(START);
    expect(fixedClock('21/11/2026 18:00:00').now().toISOString()).toBe(START);
  });

  it('refuses an invalid date', () => {
    expect(() => fixedClock('nope')).toThrow(RangeError);
  });
});

describe('manualClock', () => {
  it('moves only when told to', () => {
    const clock = manualClock(START);
    expect(clock.now().toISOString()).toBe(START);
    clock.advance(5 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-11-21T11:05:00.000Z');
    clock.advance(-60_000);
    expect(clock.now().toISOString()).toBe('2026-11-21T11:04:00.000Z');
    clock.set(Date.UTC(2027, 0, 1));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses invalid moves and keeps its time', () => {
    const clock = manualClock(START);
    expect(() => clock.set('not a date')).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe(START);
  });
});

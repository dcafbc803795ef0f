import { vnDayOf, vnInstant, vnMinuteOfDay } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { screenName, visualInstant } from './visual';

describe('visualInstant', () => {
  it('is the same day’s 10:04 in Vietnam before it, the next day’s after it', () => {
    const early = vnInstant('2026-11-27', 9 * 60);
    expect(visualInstant(early)).toEqual(vnInstant('2026-11-27', 10 * 60 + 4));
    const late = vnInstant('2026-11-27', 23 * 60);
    expect(visualInstant(late)).toEqual(vnInstant('2026-11-28', 10 * 60 + 4));
  });

  it('never answers the instant itself (the sandbox clock only moves forward)', () => {
    const at = vnInstant('2026-11-27', 10 * 60 + 4);
    const next = visualInstant(at);
    expect(vnDayOf(next)).toBe('2026-11-28');
    expect(vnMinuteOfDay(next)).toBe(10 * 60 + 4);
  });
});

describe('screenName', () => {
  it('names a route’s screenshot by its path and width', () => {
    expect(screenName('/', 360)).toBe('home-360.png');
    expect(screenName('/lo-to-235/5-so', 450)).toBe('lo-to-235-5-so-450.png');
  });
});

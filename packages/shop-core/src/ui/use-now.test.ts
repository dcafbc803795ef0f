import { describe, expect, it } from 'vitest';
import { countdownText } from './use-now';

describe('countdownText', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  it('counts down days, hours, minutes and seconds to the cut-off', () => {
    expect(countdownText('2030-01-02T02:03:04Z', now)).toBe('Còn 1 ngày 02:03:04');
    expect(countdownText('2030-01-01T00:00:59Z', now)).toBe('Còn 00:00:59');
  });
  it('says the sales have closed once the cut-off has passed', () => {
    expect(countdownText('2030-01-01T00:00:00Z', now)).toBe('Đã hết giờ bán');
    expect(countdownText('not a date', now)).toBe('Đã hết giờ bán');
  });
});

import { describe, expect, it } from 'vitest';
import { makeRequestId } from './request-id';

describe('makeRequestId', () => {
  it('is the epoch in milliseconds as a string', () => {
    expect(makeRequestId(1_700_000_000_123)).toBe('1700000000123');
  });

  it('defaults to now', () => {
    const before = Date.now();
    const id = Number(makeRequestId());
    expect(id).toBeGreaterThanOrEqual(before);
    expect(id).toBeLessThanOrEqual(Date.now());
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import {
  observeServerDate,
  resetServerClock,
  serverClockOffset,
  serverNow,
  withServerClock,
} from './server-clock';

afterEach(() => resetServerClock());

describe('server clock', () => {
  it('follows the phone until an answer came', () => {
    const before = Date.now();
    expect(serverNow()).toBeGreaterThanOrEqual(before);
    expect(serverClockOffset()).toBe(0);
  });

  it('takes the offset from the Date header at the middle of the round trip', () => {
    const phone = Date.parse('2026-11-25T10:00:00.000Z');
    // The phone is an hour behind: the server said 11:00:00 (whole seconds).
    observeServerDate('Wed, 25 Nov 2026 11:00:00 GMT', phone - 200, phone + 200);
    expect(serverClockOffset()).toBe(3_600_500);
  });

  it('keeps the offset through sub-second jitter and moves on a real change', () => {
    const phone = Date.parse('2026-11-25T10:00:00.000Z');
    observeServerDate('Wed, 25 Nov 2026 10:00:00 GMT', phone, phone);
    expect(serverClockOffset()).toBe(500);
    observeServerDate('Wed, 25 Nov 2026 10:00:01 GMT', phone + 300, phone + 300);
    expect(serverClockOffset()).toBe(500);
    observeServerDate('Wed, 25 Nov 2026 10:00:10 GMT', phone, phone);
    expect(serverClockOffset()).toBe(10_500);
  });

  it('ignores a missing or unreadable header', () => {
    observeServerDate(null, 0, 0);
    observeServerDate('soon', 0, 0);
    expect(serverClockOffset()).toBe(0);
  });

  it('reads the header of every answer that goes through the wrapped fetch', async () => {
    const serverTime = new Date(Date.now() - 7_200_000);
    serverTime.setMilliseconds(0);
    const fetchFn = withServerClock(
      async () => new Response('{}', { headers: { date: serverTime.toUTCString() } }),
    );
    await fetchFn('http://veso.test/api/result/latest');
    // Two hours behind, give or take the header's second.
    expect(Math.abs(serverNow() - serverTime.getTime())).toBeLessThan(1500);
  });
});

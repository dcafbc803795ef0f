import type { Page } from '@playwright/test';
import type { ResponseOf } from '@veso/contract';
import { devEndpoints } from '@veso/contract/endpoints/dev';
import { addDays, vnDayOf, vnInstant, vnMinuteOfDay } from '@veso/domain';
import { apiPath } from './api-path';
import { expect } from './fixtures';

/** An answer's envelope (its `data` read on an OK answer). */
type Envelope<T> = { code: number; message: string; data: T };

/** The sandbox server's clock, epoch milliseconds. */
export async function serverNow(page: Page): Promise<number> {
  const clock = (await (await page.request.get(apiPath(devEndpoints.clock))).json()) as Envelope<
    ResponseOf<typeof devEndpoints.clock>
  >;
  return Date.parse(clock.data.now);
}

/** Moves the server's sandbox clock forward to `instant` (never back: other draws depend on it). */
export async function moveClockTo(page: Page, instant: number): Promise<void> {
  const advanceMs = instant - (await serverNow(page));
  if (advanceMs <= 0) return;
  const answer = await page.request.post(apiPath(devEndpoints.moveClock), {
    data: { advanceMs },
  });
  const envelope = (await answer.json()) as Envelope<unknown>;
  expect(envelope.code, `/dev/clock: ${envelope.message}`).toBe(0);
}

const MINUTE = 60_000;
/** Keno draws on the minutes of the Vietnam day that are multiples of 8. */
const KENO_EVERY_MINUTES = 8;

/**
 * Keno sells 08:15–22:00 Vietnam time, a draw every 8 minutes (06:08 + 8 min × n, so on
 * the minutes of the day that are multiples of 8) with a 60 s cut-off. Moves the server's
 * sandbox clock forward, when needed, to inside 09:00–21:00 and at least 4 minutes before
 * the next draw, so a test can buy for the next draw at any real hour.
 */
export async function enterKenoSalesHours(page: Page): Promise<void> {
  const now = new Date(await serverNow(page));
  const today = vnDayOf(now);
  const minuteOfDay = vnMinuteOfDay(now);
  let target = now.getTime();
  if (minuteOfDay < 9 * 60) target = vnInstant(today, 9 * 60).getTime();
  else if (minuteOfDay >= 21 * 60) target = vnInstant(addDays(today, 1), 9 * 60).getTime();
  const untilDraw =
    (KENO_EVERY_MINUTES - (vnMinuteOfDay(new Date(target)) % KENO_EVERY_MINUTES)) * MINUTE;
  if (untilDraw < 4 * MINUTE) target += untilDraw + 5_000;
  await moveClockTo(page, target);
}

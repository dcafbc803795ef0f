import type { Locator, Page } from '@playwright/test';
import { addDays, vnDayOf, vnInstant } from '@veso/domain';
import { expect } from './fixtures';

/** The widths every route is compared at: the narrowest phone the shop supports and its column. */
export const VISUAL_WIDTHS = [360, 450] as const;

/** The screen height of a comparison (the first screen a customer sees, no full-page scroll). */
export const VISUAL_HEIGHT = 760;

/**
 * 10:04 in Vietnam: every product is on sale, Keno included, and the next Keno draw (every
 * 8 minutes, 10:08 here) is minutes away, so no draw or cut-off happens during the walk.
 */
const VISUAL_MINUTE_OF_DAY = 10 * 60 + 4;

/**
 * Parts of a screen that differ from run to run whatever the clock: times and countdowns,
 * the sandbox's random draw results, jackpots that grow with each draw, and ids.
 */
export const DYNAMIC_PARTS = [
  'time',
  '[role="timer"]',
  // the balls of a drawn result (the Keno bar's last result, the results pages)
  'ol[aria-label^="Kết quả kỳ"]',
  'ol[aria-label^="Các số"]',
  // jackpots (ui-kit JackpotAmount and the live draw's amounts)
  '[class*="_amount_"]',
] as const;

/** Texts that change with the day: a draw's code ('Kỳ #0039182') and any date. */
const DYNAMIC_TEXTS = [/Kỳ #\d/, /\d{2}\/\d{2}\/\d{4}/] as const;

/** The sandbox server's clock, epoch milliseconds. */
async function serverNow(page: Page): Promise<number> {
  const clock = (await (await page.request.get('/api/dev/clock')).json()) as {
    data: { now: string };
  };
  return Date.parse(clock.data.now);
}

/** The next 10:04 in Vietnam after `now` (never `now` itself: the clock only moves forward). */
export function visualInstant(now: Date): Date {
  const today = vnInstant(vnDayOf(now), VISUAL_MINUTE_OF_DAY);
  return today.getTime() > now.getTime()
    ? today
    : vnInstant(addDays(vnDayOf(now), 1), VISUAL_MINUTE_OF_DAY);
}

/**
 * Moves the shared sandbox clock forward to the next 10:04 Vietnam time, and the page's
 * clock with it, so that what is on sale and the Keno sales window are the same on every
 * run (a serial spec's move: no other spec runs meanwhile). Call before the first `goto`.
 */
export async function enterVisualTime(page: Page): Promise<void> {
  const now = await serverNow(page);
  const target = visualInstant(new Date(now)).getTime();
  const moved = await page.request.post('/api/dev/clock', { data: { advanceMs: target - now } });
  expect(moved.ok()).toBe(true);
  // The page's own clock too (sales-hour notices read it); it keeps ticking from there.
  await page.clock.install({ time: target });
}

/** Spec §2's opening overlay: about 1 s (2 s in the sign-in layout) after a page loads. */
const OPENING_OVERLAY_MS = 2_000;

/**
 * Waits until a freshly loaded page has settled: no request in flight, the opening overlay
 * skipped on the page's clock (installed by {@link enterVisualTime}), no loading state left.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(OPENING_OVERLAY_MS);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The dynamic parts of the page, to be painted over in a screenshot. */
export function dynamicParts(page: Page): Locator[] {
  return [
    ...DYNAMIC_PARTS.map((selector) => page.locator(selector)),
    ...DYNAMIC_TEXTS.map((text) => page.getByText(text)),
  ];
}

/** `/lich-su-dat-mua` → `lich-su-dat-mua`; `/` → `home` (a screenshot's file name). */
export function screenName(path: string, width: number): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';
  return `${slug}-${width}.png`;
}

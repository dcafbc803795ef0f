import type { Locator, Page } from '@playwright/test';
import { groupDevPaths, orderPaths, xsktPaths } from '@veso/contract';
import type { ResponseOf } from '@veso/contract';
import { devEndpoints } from '@veso/contract/endpoints/dev';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import { addDays, parseDrawDateTime, vnDayOf, vnInstant, weekdayOf } from '@veso/domain';
import { apiPath } from './api-path';
import { expect, test } from './fixtures';

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
 * Always a Saturday (0 is Sunday): which provinces draw (the paper region pages), which
 * Vietlott games draw next and the weekday names on the day tabs change the layout with the
 * weekday, so every run is compared on the same one, whatever day the CI runs on.
 */
export const VISUAL_WEEKDAY = 6;

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
  // a date field's value (a statement's range)
  'input[type="date"]',
] as const;

/**
 * Texts that change with the day or the run: a draw's code ('Kỳ #0039182', 'Kết quả kỳ
 * #0039181'), any date ('28/11/2026', the paper day tabs' '28/11'), and the paper stock left
 * ('Còn 8000 vé', '2000/2000 vé': specs before this one may have bought tickets of the day),
 * and a printed ticket's serial and security code (counted and random).
 */
export const DYNAMIC_TEXTS = [
  /kỳ #\d/i,
  /(^|\D)\d{2}\/\d{2}(\D|$)/,
  /Còn \d/,
  /\d\/\d+ vé/,
  /Số seri|Mã bảo mật/,
] as const;

/** The sandbox server's clock, epoch milliseconds. */
async function serverNow(page: Page): Promise<number> {
  const clock = (await (await page.request.get(apiPath(devEndpoints.clock))).json()) as {
    data: ResponseOf<typeof devEndpoints.clock>;
  };
  return Date.parse(clock.data.now);
}

/**
 * How far ahead of the sandbox clock the compared day at least is: an earlier serial spec
 * on the same worker's server may have drawn the next paper draw early (the sandbox then withdraws that day's stock), and
 * its clock was never past this one's, so that draw is at most a day and a half away.
 */
const VISUAL_MIN_AHEAD_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The first Saturday 10:04 in Vietnam at least two days after `now` (the sandbox clock only
 * moves forward), at most nine days ahead.
 */
export function visualInstant(now: Date): Date {
  const earliest = now.getTime() + VISUAL_MIN_AHEAD_MS;
  for (let days = 0; ; days += 1) {
    const day = addDays(vnDayOf(now), days);
    const at = vnInstant(day, VISUAL_MINUTE_OF_DAY);
    if (weekdayOf(day) === VISUAL_WEEKDAY && at.getTime() >= earliest) return at;
  }
}

type PaperDays = { days: { provinces: { total: number }[] }[] };

/** Keno draws every 8 minutes. */
const KENO_EVERY_MS = 8 * 60_000;

/**
 * After the clock's jump, the server's jobs have caught up: the draw job opened the day's
 * Keno draw (10:08) and drew every period on the way up to 10:00 (a few hundred Keno draws
 * after a jump of days; pages are slow until then), and the paper agent delivered the stock
 * of today and tomorrow. Until then a page could show yesterday's draws or no provinces.
 */
async function expectJobsCaughtUp(page: Page, target: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const latest = (await (
          await page.request.get(apiPath(resultsEndpoints.resultLatest))
        ).json()) as {
          data: ResponseOf<typeof resultsEndpoints.resultLatest>;
        };
        const keno = latest.data.items.find((item) => item.product === 'keno');
        const next = keno?.next ? Date.parse(keno.next.drawAt) - target : -1;
        const drawn = keno?.latest ? parseDrawDateTime(keno.latest.openDate).getTime() : 0;
        return next > 0 && next <= KENO_EVERY_MS && drawn > target - KENO_EVERY_MS;
      },
      { message: 'the draw job caught up with the moved clock', timeout: 180_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () => {
        const list = (await (
          await page.request.get(apiPath({ base: 'main', path: xsktPaths.utilityList }))
        ).json()) as { data: { items: PaperDays[] } };
        // The agent delivers today's and tomorrow's stock (the third day has none yet).
        return list.data.items.every((region) =>
          region.days
            .slice(0, 2)
            .every(
              (day) =>
                day.provinces.length > 0 && day.provinces.every((province) => province.total > 0),
            ),
        );
      },
      { message: 'the paper stock of today and tomorrow is in', timeout: 180_000 },
    )
    .toBe(true);
}

/**
 * Moves the server's sandbox clock forward to a Saturday 10:04 Vietnam time
 * ({@link visualInstant}), and the page's clock with it, so that what is on sale, which
 * provinces draw and the Keno sales window are the same on every run (a serial spec's move,
 * on its worker's own server: no other spec sees it), waits for the server's jobs to catch
 * up, turns group play
 * on and runs the order jobs once.
 * Call before the first `goto`.
 */
export async function enterVisualTime(page: Page): Promise<void> {
  // A step of its own: the report gives how long the jump and the jobs' catch-up took.
  await test.step('move the sandbox clock to the visual time', () => moveToVisualTime(page));
}

async function moveToVisualTime(page: Page): Promise<void> {
  const now = await serverNow(page);
  const target = visualInstant(new Date(now)).getTime();
  const moved = await page.request.post(apiPath(devEndpoints.moveClock), {
    data: { advanceMs: target - now },
  });
  expect(moved.ok()).toBe(true);
  await expectJobsCaughtUp(page, target);
  // The same shop on every run, whatever the specs before this one did: group play on (as a
  // shop turns it on in its app config; other specs do), and the groups they left open past
  // their deadline refunded now rather than while the screens are compared.
  const flag = await page.request.post(apiPath({ base: 'main', path: groupDevPaths.flag }), {
    data: { enabled: true },
  });
  expect(flag.ok()).toBe(true);
  const jobs = await page.request.post(
    apiPath({ base: 'main', path: orderPaths.devRunOrderJobs }),
    { data: {} },
  );
  expect(jobs.ok()).toBe(true);
  // The page's own clock too (sales-hour notices read it); it keeps ticking from there.
  await page.clock.install({ time: target });
}

/**
 * Installs the clock of another page (a second customer's context) at the sandbox clock's
 * time, once {@link enterVisualTime} has moved it.
 */
export async function installVisualClock(page: Page): Promise<void> {
  await page.clock.install({ time: await serverNow(page) });
}

/** Spec §2's opening overlay: about 1 s (2 s in the sign-in layout) after a page loads. */
const OPENING_OVERLAY_MS = 2_000;

/** A loading state's text ('Đang tải kỳ quay…', a QueryView's 'Đang tải đơn hàng'). */
const LOADING_TEXT = /^Đang tải/;

/**
 * Waits until a freshly loaded page has settled: no request in flight, a page in `main` (a
 * page the browser renders itself has none until the shop has rendered, and a page behind
 * the sign-in guard has none until it has sent a visitor to the sign-in page: on a loaded
 * machine the network can be idle long before either), the opening overlay skipped on the
 * page's clock (installed by {@link enterVisualTime}), no loading state left (`aria-busy`,
 * or a 'Đang tải…' text: requests started after the overlay), the fonts ready.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').first()).not.toBeEmpty();
  await page.clock.fastForward(OPENING_OVERLAY_MS);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The dynamic parts of the page, to be painted over in a screenshot. */
export function dynamicParts(page: Page): Locator[] {
  return [
    ...DYNAMIC_PARTS.map((selector) => page.locator(selector)),
    ...DYNAMIC_TEXTS.map((text) => page.getByText(text)),
  ];
}

/** The share of a screenshot's pixels that may differ from the baseline (anti-aliasing). */
export const VISUAL_MAX_DIFF_PIXEL_RATIO = 0.01;

/**
 * Compares the page's first screen at every width of {@link VISUAL_WIDTHS} with the baselines
 * named after `name` ({@link screenName}), the dynamic parts and `mask` painted over. Soft:
 * every screen is compared, the test fails at its end. `toHaveScreenshot` stops animations,
 * hides the caret and waits until two screenshots in a row agree (the relayout is done).
 */
export async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  for (const width of VISUAL_WIDTHS) {
    await page.setViewportSize({ width, height: VISUAL_HEIGHT });
    const file = screenName(name, width);
    const options = {
      mask: [...dynamicParts(page), ...mask],
      scale: 'css' as const,
      maxDiffPixelRatio: VISUAL_MAX_DIFF_PIXEL_RATIO,
    };
    await fixAmountWidths(page);
    try {
      await expect(page).toHaveScreenshot(file, options);
    } catch {
      // A loaded machine can catch the page between two states for longer than the two
      // screenshots in a row that `toHaveScreenshot` takes as stable (an answer that came
      // after `settle`): once settled anew, the second comparison is the one that counts.
      await settle(page);
      await fixAmountWidths(page);
      await expect.soft(page, `${name} at ${width} px`).toHaveScreenshot(file, options);
    }
  }
}

/**
 * A jackpot is masked, but its width still moves the layout around it (a pot that grew by
 * one digit wraps its line): every amount reads the same placeholder before a comparison.
 */
export const AMOUNT_PLACEHOLDER = '12.345.678.900đ';

async function fixAmountWidths(page: Page): Promise<void> {
  await page.evaluate((placeholder) => {
    for (const amount of document.querySelectorAll('[class*="_amount_"]')) {
      amount.textContent = placeholder;
    }
  }, AMOUNT_PLACEHOLDER);
}

/** `/lich-su-dat-mua` → `lich-su-dat-mua`; `/` → `home` (a screenshot's file name). */
export function screenName(path: string, width: number): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';
  return `${slug}-${width}.png`;
}

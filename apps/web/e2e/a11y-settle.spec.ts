import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { a11yReport, expect, settleAnimations, test, type Page } from '@veso/e2e';

/** The shop's own global style (ui-kit's theme), as every page of both shells loads it. */
const THEME = resolve(import.meta.dirname, '../../../packages/ui-kit/src/theme');
const themeCss = () =>
  [
    readFileSync(resolve(THEME, 'tokens.css'), 'utf8'),
    // Its tokens are added above: an @import has no folder to resolve from in this page.
    readFileSync(resolve(THEME, 'global.css'), 'utf8').replace(/^@import .*$/gm, ''),
  ].join('\n');

// The harness itself: axe measures colours as drawn, so it runs once the page's
// animations have ended (a dialog's or the drawer's fade-in caught half-way has text of
// next to no contrast). A page of its own: no server, no timing but the animations'.
const PAGE = `<!doctype html><html lang="vi"><head><title>Thử</title><style>
  body { margin: 0; background: #fff; color: #111; font: 16px sans-serif; }
  @keyframes spin { to { transform: rotate(360deg); } }
  .spinner { width: 24px; height: 24px; animation: spin 1s linear infinite; }
</style></head><body><main><h1>Kỳ quay</h1><p id="fading">Còn 01:02:03</p></main></body></html>`;

/** Starts a fade-in of the paragraph, `durationMs` long; paused early on when asked. */
async function fadeIn(page: Page, durationMs: number, paused = false): Promise<void> {
  await page.evaluate(
    ({ durationMs, paused }) => {
      const animation = document
        .getElementById('fading')!
        .animate([{ opacity: 0 }, { opacity: 1 }], { duration: durationMs, id: 'fade' });
      if (paused) {
        animation.pause();
        // A tenth in: text at opacity 0.1 (at 0 it would be hidden, and axe skips it).
        animation.currentTime = durationMs / 10;
      }
    },
    { durationMs, paused },
  );
}

test('axe runs once a fade-in has ended, not on the text half drawn', async ({ page }) => {
  await page.setContent(PAGE);
  // Paused early on (a paused animation is not waited for): axe sees the text at next to
  // no contrast, which is what a fade caught on its way looks like to it.
  await fadeIn(page, 1_000, true);
  expect(await a11yReport(page)).toMatch(/color-contrast[\s\S]*at #fading/);

  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.play();
  });
  expect(await a11yReport(page, { strict: true })).toBeNull();
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('an endless animation (a spinner) is not waited for', async ({ page }) => {
  await page.setContent(PAGE);
  await page.evaluate(() => {
    const spinner = document.createElement('div');
    spinner.className = 'spinner';
    spinner.setAttribute('aria-hidden', 'true');
    document.querySelector('main')!.append(spinner);
  });
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(1);
  expect(await settleAnimations(page)).toEqual([]);
});

test('an animation still running at the bound is named', async ({ page }) => {
  await page.setContent(PAGE);
  await fadeIn(page, 60_000);
  expect(await settleAnimations(page, 200)).toEqual(['fade on p#fading']);
});

test('the page’s own clock (Playwright’s, paused) does not hold the wait', async ({ browser }) => {
  // A context of its own: Playwright's clock is the whole context's and cannot be removed,
  // and the worker's persistent context serves the later specs (a paused clock there kept
  // a protected page from sending the visitor to sign in).
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-18T03:00:00Z') });
    await page.setContent(PAGE);
    await page.clock.pauseAt(new Date('2026-11-18T03:00:10Z'));
    // The page's time stands still.
    expect(await page.evaluate(() => Date.now())).toBe(Date.parse('2026-11-18T03:00:10Z'));
    await fadeIn(page, 300);
    expect(await settleAnimations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('axe runs under reduced motion: the theme ends a CSS fade-in at once', async ({ page }) => {
  await page.setContent(PAGE);
  await page.addStyleTag({ content: themeCss() });
  // A minute-long appearance from next to no contrast, as a component's CSS would draw it.
  await page.addStyleTag({
    content:
      '@keyframes appear { from { opacity: 0.1; } } .appear { animation: appear 60s ease-out; }',
  });
  await page.locator('#fading').evaluate((p) => p.classList.add('appear'));
  // For a visitor who did not ask for reduced motion it runs, past any bound of the wait.
  expect(await settleAnimations(page, 200)).toEqual(['appear on p#fading.appear']);
  expect(await a11yReport(page, { strict: true })).toBeNull();
  // The page's own setting is back once axe has run.
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
    false,
  );
});

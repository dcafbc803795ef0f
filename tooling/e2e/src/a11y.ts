import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/**
 * Rules that axe leaves off by default and the shop holds itself to: touch targets of at
 * least 24 px or enough space around them (WCAG 2.2 AA, 2.5.8) — every screen is a phone's.
 */
const EXTRA_RULES = { 'target-size': { enabled: true } } as const;

/** Rules whose "needs review" (incomplete) results fail a page as a violation would. */
const REVIEW_RULES = new Set(['color-contrast']);

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The violations that fail a page: impact serious or critical. */
export function blockingViolations(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * The "needs review" results that fail a page: a text's contrast axe could not compute
 * (text over a gradient, an image, a pseudo-element or a partly transparent background,
 * or text clipped/overlapped by another element). The shop's colours are solid, so axe
 * can always decide; a review item means a background it cannot see through.
 */
export function reviewItems(incomplete: readonly AxeViolation[]): AxeViolation[] {
  return incomplete.filter((result) => REVIEW_RULES.has(result.id));
}

/** A readable list: rule, impact, help, the first offending elements and what to fix. */
export function formatViolations(
  url: string,
  violations: readonly AxeViolation[],
  heading = 'serious or critical accessibility violation(s)',
): string {
  const lines = [`${violations.length} ${heading} on ${url}:`];
  for (const violation of violations) {
    lines.push(
      `- ${violation.id} (${violation.impact}): ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, 5)) {
      const fix = (node.failureSummary ?? reviewSummary(node))
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('; ');
      lines.push(`  at ${node.target.join(' ')}${fix ? ` — ${fix}` : ''}`);
    }
    if (violation.nodes.length > 5) lines.push(`  … and ${violation.nodes.length - 5} more`);
  }
  return lines.join('\n');
}

/** What axe could not decide about a node ("needs review"), from its checks' messages. */
function reviewSummary(node: AxeViolation['nodes'][number]): string {
  const messages = [...node.any, ...node.all, ...node.none].map((check) => check.message);
  return ['', ...messages].join('\n');
}

export type A11yOptions = {
  /** CSS selectors to leave out (for third-party content only). */
  exclude?: string[];
  /**
   * Also hold the page to the checks every route must pass: touch targets
   * (`target-size`, off in axe by default) and no contrast axe "needs reviewed". The link
   * walks (`walkLinks`) run every route of both shells this way.
   */
  strict?: boolean;
};

/** The longest axe waits for the page's animations and transitions to end. */
export const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Waits until every finite animation and transition of the page has ended (a dialog's or
 * the drawer's fade-in, a toast's drop, a button's colour change), and those they started
 * in turn, at most `timeoutMs`: axe measures the colours as drawn at that instant, and a
 * text fading in has next to no contrast. Endless ones (a spinner, a skeleton's shimmer)
 * and paused ones are not waited for. Needs no timer of the page's own (a spec may have
 * installed Playwright's clock); the bound is kept here. Answers the animations still
 * running at the bound (empty when all ended).
 */
export async function settleAnimations(
  page: Page,
  timeoutMs = SETTLE_TIMEOUT_MS,
): Promise<string[]> {
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        )
        .map((animation) => {
          const name =
            animation instanceof CSSAnimation
              ? animation.animationName
              : animation instanceof CSSTransition
                ? `transition ${animation.transitionProperty}`
                : animation.id || 'animation';
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const where = target
            ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${[...target.classList].map((c) => `.${c}`).join('')}`
            : '';
          return `${name} on ${where}`;
        }),
    );
  const ended = page
    .evaluate(async () => {
      const finite = () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
          );
      // Each round waits for the ones running now; one ending may start another.
      for (let now = finite(); now.length > 0; now = finite()) {
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      }
    })
    .then(
      () => true,
      // The page navigated or closed meanwhile: nothing left to wait for on it.
      () => true,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    if (await Promise.race([ended, bound])) return [];
  } finally {
    clearTimeout(timer);
  }
  return running().catch(() => []);
}

/**
 * Runs `check` on the page as a visitor who asked for reduced motion sees it: the shop's
 * global style (ui-kit's theme) then ends every CSS animation and transition at once, so
 * a fade-in, a toast's drop or a top bar's appearance has no half-drawn phase left for axe
 * to measure. The page's own setting comes back afterwards (the test goes on as it was).
 */
async function withReducedMotion<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const asked = await page
    .evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
    .catch(() => false);
  if (asked) return check();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await check();
  } finally {
    // A page closed meanwhile has nothing to restore.
    await page.emulateMedia({ reducedMotion: null }).catch(() => undefined);
  }
}

/**
 * Runs `check` with the page's sticky elements (the header, a game page's buy bar) laid out
 * in the flow: a sticky bar sits over the content below it wherever the page is scrolled,
 * and axe cannot see a text's background through it, though the visitor scrolls that text
 * out from under the bar. Every element is still checked, the bar too (at its place in the
 * flow, the page's end); the page's own inline styles come back afterwards.
 */
async function withStickyInFlow<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position !== 'sticky') continue;
      element.dataset.vesoAxeSticky = element.style.getPropertyValue('position');
      element.style.setProperty('position', 'static', 'important');
    }
  });
  try {
    return await check();
  } finally {
    // A page closed or navigated meanwhile has nothing to restore.
    await page
      .evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('[data-veso-axe-sticky]')) {
          const position = element.dataset.vesoAxeSticky ?? '';
          if (position) element.style.setProperty('position', position);
          else element.style.removeProperty('position');
          delete element.dataset.vesoAxeSticky;
        }
      })
      .catch(() => undefined);
  }
}

/**
 * Runs axe-core on the page under reduced motion ({@link withReducedMotion}), its sticky
 * elements in the flow ({@link withStickyInFlow}), once its animations and transitions have
 * ended ({@link settleAnimations}: those the style cannot end, the script's own and
 * transitions already running) and answers what fails it (null
 * when nothing does): serious or critical violations with their elements; with `strict`,
 * the touch-target rule too and any contrast axe has to ask a human to review.
 */
export async function a11yReport(page: Page, options: A11yOptions = {}): Promise<string | null> {
  const { results, unsettled } = await withReducedMotion(page, async () => {
    const unsettled = await settleAnimations(page);
    let builder = new AxeBuilder({ page });
    if (options.strict) builder = builder.options({ rules: EXTRA_RULES });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return { results: await withStickyInFlow(page, () => builder.analyze()), unsettled };
  });
  const blocking = blockingViolations(results.violations);
  const review = options.strict ? reviewItems(results.incomplete) : [];
  const report = [
    ...(blocking.length > 0 ? [formatViolations(page.url(), blocking)] : []),
    ...(review.length > 0
      ? [formatViolations(page.url(), review, 'accessibility item(s) axe needs reviewed')]
      : []),
  ];
  if (report.length === 0) return null;
  if (unsettled.length > 0) {
    report.push(
      `Still animating after ${SETTLE_TIMEOUT_MS / 1000} s when axe ran: ${unsettled.join(', ')}`,
    );
  }
  return report.join('\n');
}

/** Fails the test with `a11yReport`'s list when axe finds anything on the page as it is now. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<void> {
  await test.step('accessibility (axe-core): no serious or critical violations', async () => {
    const report = await a11yReport(page, options);
    if (report) throw new Error(report);
  });
}

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
   * Also hold the page to the checks issue #18 asks of every route: touch targets
   * (`target-size`, off in axe by default) and no contrast axe "needs reviewed". The link
   * walks (`walkLinks`) run every route of both shells this way.
   */
  strict?: boolean;
};

/**
 * Runs axe-core on the page as it is now and answers what fails it (null when nothing
 * does): serious or critical violations with their elements; with `strict`, the
 * touch-target rule too and any contrast axe has to ask a human to review.
 */
export async function a11yReport(page: Page, options: A11yOptions = {}): Promise<string | null> {
  let builder = new AxeBuilder({ page });
  if (options.strict) builder = builder.options({ rules: EXTRA_RULES });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = blockingViolations(results.violations);
  const review = options.strict ? reviewItems(results.incomplete) : [];
  const report = [
    ...(blocking.length > 0 ? [formatViolations(page.url(), blocking)] : []),
    ...(review.length > 0
      ? [formatViolations(page.url(), review, 'accessibility item(s) axe needs reviewed')]
      : []),
  ];
  return report.length > 0 ? report.join('\n') : null;
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

import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The violations that fail a page: impact serious or critical. */
export function blockingViolations(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/** A readable list: rule, impact, help, the first offending elements and what to fix. */
export function formatViolations(url: string, violations: readonly AxeViolation[]): string {
  const lines = [`${violations.length} serious or critical accessibility violation(s) on ${url}:`];
  for (const violation of violations) {
    lines.push(
      `- ${violation.id} (${violation.impact}): ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, 5)) {
      const fix = (node.failureSummary ?? '')
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

export type A11yOptions = {
  /** CSS selectors to leave out (for third-party content only). */
  exclude?: string[];
};

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical
 * violation, listing each one with its elements.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<void> {
  await test.step('accessibility (axe-core): no serious or critical violations', async () => {
    let builder = new AxeBuilder({ page });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const blocking = blockingViolations(results.violations);
    if (blocking.length > 0) throw new Error(formatViolations(page.url(), blocking));
  });
}

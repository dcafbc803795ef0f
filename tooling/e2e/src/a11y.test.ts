import { describe, expect, it } from 'vitest';
import { blockingViolations, formatViolations, reviewItems } from './a11y';
import type { AxeViolation } from './a11y';

function violation(id: string, impact: AxeViolation['impact'], targets: string[]): AxeViolation {
  return {
    id,
    impact,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.11/${id}`,
    description: '',
    tags: [],
    nodes: targets.map((target) => ({
      html: '<button></button>',
      target: [target],
      impact,
      any: [],
      all: [],
      none: [],
      failureSummary:
        'Fix any of the following:\n  Element does not have text that is visible to screen readers',
    })),
  };
}

describe('blockingViolations', () => {
  it('keeps serious and critical violations only', () => {
    const list = [
      violation('button-name', 'critical', ['#menu']),
      violation('color-contrast', 'serious', ['.price']),
      violation('region', 'moderate', ['main']),
      violation('heading-order', 'minor', ['h3']),
    ];
    expect(blockingViolations(list).map((v) => v.id)).toEqual(['button-name', 'color-contrast']);
  });
});

describe('formatViolations', () => {
  it('lists rule, impact, help, link, elements and the fix', () => {
    const text = formatViolations('http://127.0.0.1:1/', [
      violation('button-name', 'critical', ['#menu']),
    ]);
    expect(text).toBe(
      [
        '1 serious or critical accessibility violation(s) on http://127.0.0.1:1/:',
        '- button-name (critical): button-name help',
        '  https://dequeuniversity.com/rules/axe/4.11/button-name',
        '  at #menu — Element does not have text that is visible to screen readers',
      ].join('\n'),
    );
  });

  it('shows at most five elements per rule', () => {
    const targets = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const text = formatViolations('/', [violation('link-name', 'serious', targets)]);
    expect(text).toContain('  at e —');
    expect(text).not.toContain('  at f');
    expect(text).toContain('… and 2 more');
  });
});

describe('reviewItems', () => {
  it('keeps the contrast axe could not decide, nothing else', () => {
    const incomplete = [
      violation('color-contrast', 'serious', ['.over-image']),
      violation('aria-valid-attr-value', 'critical', ['#tab']),
    ];
    expect(reviewItems(incomplete).map((item) => item.id)).toEqual(['color-contrast']);
    expect(reviewItems([])).toEqual([]);
  });
});

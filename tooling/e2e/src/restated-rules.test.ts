import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  CLAIM_IN_PERSON_ABOVE,
  PAPER_TICKET_PRICE,
  SPENDING_LIMIT_AMOUNT,
  SUBSCRIPTION_LIMITS,
  TOPUP_AMOUNT,
  WITHDRAW_AMOUNT,
} from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';

/**
 * The money rules of `@veso/domain` (top-up, withdrawal, spending-limit and
 * subscription bounds, the paper ticket price, the in-person claim threshold) are written once, there: the contract, the
 * server and the screens import them. This scan fails when one is restated as a number in
 * their sources (tests, fixtures and stories aside, which spell amounts on purpose).
 */

const BOUNDS = [TOPUP_AMOUNT, WITHDRAW_AMOUNT, SPENDING_LIMIT_AMOUNT];
const RULE_VALUES: ReadonlySet<number> = new Set([
  ...BOUNDS.flatMap((b) => [b.min, b.max]),
  SUBSCRIPTION_LIMITS.maxDraws,
  SUBSCRIPTION_LIMITS.minAmount,
  PAPER_TICKET_PRICE,
  CLAIM_IN_PERSON_ABOVE,
]);

const BOUND_NAME = /min|max|amount|limit|price|above|threshold/i;
const CONSTANT = /\bconst\s+(\w+)\s*(?::[^=]+)?=\s*(\d[\d_]*)\s*;/g;
const RANGE = /\.min\(\s*(\d[\d_]*)\s*\)\s*\.max\(\s*(\d[\d_]*)\s*\)/g;

const numberOf = (digits: string) => Number(digits.replaceAll('_', ''));
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The restated rules of one file's text, as `line: what`. */
export function restatedRules(text: string): string[] {
  const found: { line: number; what: string }[] = [];
  for (const match of text.matchAll(CONSTANT)) {
    const [, name = '', digits = ''] = match;
    if (BOUND_NAME.test(name) && RULE_VALUES.has(numberOf(digits))) {
      found.push({ line: lineOf(text, match.index), what: `${name} = ${digits}` });
    }
  }
  for (const match of text.matchAll(RANGE)) {
    const [, min = '', max = ''] = match;
    if (BOUNDS.some((b) => b.min === numberOf(min) && b.max === numberOf(max))) {
      found.push({ line: lineOf(text, match.index), what: `.min(${min}).max(${max})` });
    }
  }
  return found.sort((a, b) => a.line - b.line).map((f) => `${f.line}: ${f.what}`);
}

const SKIPPED = /(?:\.test|\.stories|-test-kit|\.fixture)\.tsx?$|\.d\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'test' ? [] : sources(full);
    }
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(entry.name) ? [full] : [];
  });
}

/** Every source folder that must import the rules: the apps and packages, the domain aside. */
function scannedFolders(): string[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(REPO_ROOT, group))
      .filter((name) => !(group === 'packages' && name === 'domain'))
      .map((name) => join(REPO_ROOT, group, name, 'src'))
      .filter((dir) => {
        try {
          return readdirSync(dir).length > 0;
        } catch {
          return false;
        }
      }),
  );
}

describe('the money rules of the domain', () => {
  it('are found when a bound or a price is written as a number', () => {
    const fixture = [
      'const MIN = 10_000;',
      'export const TOPUP_MAX_AMOUNT = 20_000_000;',
      'export const LIMIT_MAX: number = 1_000_000_000;',
      'const limit = z.number().int().min(10_000).max(1_000_000_000).nullable();',
      'export const XSKT_TICKET_PRICE = 10000;',
      'export const MAX_SUBSCRIPTION_DRAWS = 365;',
      'export const CLAIM_IN_PERSON_ABOVE = 10_000_000;',
    ].join('\n');
    expect(restatedRules(fixture)).toEqual([
      '1: MIN = 10_000',
      '2: TOPUP_MAX_AMOUNT = 20_000_000',
      '3: LIMIT_MAX = 1_000_000_000',
      '4: .min(10_000).max(1_000_000_000)',
      '5: XSKT_TICKET_PRICE = 10000',
      '6: MAX_SUBSCRIPTION_DRAWS = 365',
      '7: CLAIM_IN_PERSON_ABOVE = 10_000_000',
    ]);
  });

  it('let imported rules, timings and other ranges pass', () => {
    const fixture = [
      'export const TOPUP_MIN_AMOUNT = TOPUP_AMOUNT.min;',
      'export const CONFIG_TIMEOUT_MS = 10_000;',
      'const BILLION = 1_000_000_000;',
      'const MAX_ITEMS = 12;',
      'const page = z.number().int().min(1).max(100);',
      'const amount = z.number().int().nonnegative().max(1_000_000_000);',
    ].join('\n');
    expect(restatedRules(fixture)).toEqual([]);
  });

  it('are restated nowhere in the apps and packages', () => {
    const folders = scannedFolders();
    expect(folders.map((dir) => relative(REPO_ROOT, dir))).toEqual(
      expect.arrayContaining(['apps/server/src', 'packages/contract/src', 'packages/wallet/src']),
    );
    const found = folders
      .flatMap(sources)
      .flatMap((file) =>
        restatedRules(readFileSync(file, 'utf8')).map(
          (hit) => `${relative(REPO_ROOT, file)}:${hit}`,
        ),
      );
    expect(found).toEqual([]);
  });
});

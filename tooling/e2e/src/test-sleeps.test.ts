import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';
import {
  findSleeps,
  isTestFile,
  scanSleeps,
  unallowedSleeps,
  type AllowedSleeps,
} from './test-sleeps';

// The detector and this test spell the patterns and the bad samples on purpose.
const SELF = ['tooling/e2e/src/test-sleeps.ts', 'tooling/e2e/src/test-sleeps.test.ts'];

/**
 * The sleeps the repository's tests keep, by file. Each is not a wait for something the
 * test then asserts: a poll interval between two looks at an observable condition (the
 * loop ends when the condition holds, or fails at its deadline), the pace of a load the
 * test applies, or the slowness a fixture plays. A new sleep fails the test; so does an
 * entry larger than its file's sleeps (lower it when one goes).
 */
const ALLOWED: AllowedSleeps = {
  // The pace of the load: a customer pausing before it sends again after a busy answer
  // (as the app does on Retry-After), and the database's terminations spaced through the
  // burst; between them, a poll of the customers' progress.
  'apps/server/src/db-outage.test.ts': { count: 3, why: 'load pace, poll' },
  // Polls of what PostgreSQL itself shows (a handle's reconnection, pg_locks waiters, a
  // setting's announcement, a timed job's row): the database offers no event to wait on.
  'apps/server/src/db/connection-loss.test.ts': { count: 1, why: 'poll' },
  'apps/server/src/modules/catalog/config-cache.test.ts': { count: 1, why: 'poll' },
  'apps/server/src/modules/draws/routes.test.ts': { count: 1, why: 'poll' },
  'apps/server/src/modules/order-jobs/scheduled-jobs.test.ts': { count: 1, why: 'poll' },
  'apps/server/src/modules/printing/ship-fee-refund.test.ts': { count: 1, why: 'poll' },
  // The fixture renderer is slow on one page: what the test checks is a slow render.
  'apps/server/src/plugins/shells-page-cache.test.ts': { count: 1, why: 'fixture slowness' },
  // Polls another process's files: the run's database snapshot being made by another worker.
  'tooling/e2e/src/snapshot.ts': { count: 2, why: 'poll' },
  // Polls other processes of the cluster test (a node's readiness, HAProxy's view of a node,
  // a draw reaching the viewers): HTTP endpoints offer no event to wait on.
  'tooling/scripts/cluster-kit.mjs': { count: 1, why: 'poll' },
};

const whys = (text: string, file = 'apps/server/src/x.test.ts') =>
  findSleeps(file, text).map((s) => s.why);

describe('findSleeps', () => {
  it('flags a promise resolved by a timer, in both spellings, with its line', () => {
    const text = [
      "it('waits', async () => {",
      '  await new Promise((resolve) => setTimeout(resolve, 50));',
      '  await new Promise<void>((r) => setTimeout(() => r(), 10));',
      '});',
    ].join('\n');
    expect(findSleeps('a.test.ts', text)).toEqual([
      {
        file: 'a.test.ts',
        line: 2,
        text: 'await new Promise((resolve) => setTimeout(resolve, 50));',
        why: 'a setTimeout sleep',
      },
      {
        file: 'a.test.ts',
        line: 3,
        text: 'await new Promise<void>((r) => setTimeout(() => r(), 10));',
        why: 'a setTimeout sleep',
      },
    ]);
  });

  it("flags Playwright's waitForTimeout, sleep and delay helpers and node:timers/promises", () => {
    expect(whys('await page.waitForTimeout(1500);')).toEqual(["Playwright's waitForTimeout"]);
    expect(whys('await sleep(200);')).toEqual(['a sleep or delay helper']);
    expect(whys('  await delay(pollMs);')).toEqual(['a sleep or delay helper']);
    expect(whys("import { setTimeout as wait } from 'node:timers/promises';")).toEqual([
      'node:timers/promises (its setTimeout is a sleep)',
    ]);
    expect(whys('import { setTimeout } from "timers/promises";')).toEqual([
      'node:timers/promises (its setTimeout is a sleep)',
    ]);
  });

  it('leaves bounds, test timeouts, fake timers, polls and comments alone', () => {
    const text = [
      // A bound raced against a latch: rejects, does not wait for anything.
      "const timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);",
      "new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 10_000)),",
      'const kill = setTimeout(() => child.kill("SIGKILL"), 5000);',
      'const timer = setTimeout(fail, timeoutMs);',
      // Playwright's and Vitest's own timeouts and clocks.
      'test.setTimeout(120_000);',
      "vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });",
      'await vi.advanceTimersByTimeAsync(2999);',
      'await page.clock.runFor(1000);',
      'await expect.poll(read, { timeout: 5_000 }).toBe(code);',
      // Names that only contain the words.
      'const retryDelay = backoff.delayMs;',
      'options.delay(3);',
      '// await sleep(100) would pass under load by luck.',
      ' * `await new Promise((r) => setTimeout(r, 50))` is a sleep.',
    ].join('\n');
    expect(findSleeps('b.test.ts', text)).toEqual([]);
  });

  it('reads tests, their kits and fixtures and the browser harness, not the shipped code', () => {
    for (const file of [
      'apps/server/src/jobs/runner.test.ts',
      'packages/shop/src/app/create-shop.test.tsx',
      'apps/web/e2e/home.spec.ts',
      'apps/web/e2e/support/held.ts',
      'apps/server/src/test/run-main.ts',
      'apps/server/src/modules/keno/live-test-kit.ts',
      'tooling/e2e/src/a11y.ts',
      'packages/vitest-config/src/stories.ts',
    ]) {
      expect(isTestFile(file), file).toBe(true);
    }
    for (const file of [
      'apps/server/src/jobs/runner.ts',
      'packages/shop/src/app/create-shop.tsx',
      'tooling/scripts/bench-web.mjs',
      'node_modules/x/e2e/a.spec.ts',
      'apps/web/e2e/README.md',
    ]) {
      expect(isTestFile(file), file).toBe(false);
    }
  });
});

describe('unallowedSleeps', () => {
  const sleeps = [
    ...findSleeps('a.test.ts', 'await sleep(1);\nawait sleep(2);'),
    ...findSleeps('b.test.ts', 'await sleep(3);'),
  ];

  it('passes exactly the allowed sleeps', () => {
    expect(
      unallowedSleeps(sleeps, {
        'a.test.ts': { count: 2, why: 'poll' },
        'b.test.ts': { count: 1, why: 'poll' },
      }),
    ).toEqual([]);
  });

  it('fails a sleep of a file not on the list, with its place', () => {
    expect(unallowedSleeps(sleeps, { 'a.test.ts': { count: 2, why: 'poll' } })).toEqual([
      'b.test.ts:1: a sleep or delay helper: await sleep(3);',
    ]);
  });

  it('fails a file with more sleeps than allowed, and an entry larger than its file', () => {
    const problems = unallowedSleeps(sleeps, {
      'a.test.ts': { count: 1, why: 'poll' },
      'b.test.ts': { count: 1, why: 'poll' },
      'c.test.ts': { count: 1, why: 'poll' },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^a\.test\.ts: 2 sleeps, 1 allowed:\n {2}1: .*\n {2}2: /);
    expect(problems[1]).toBe('c.test.ts: allowed 1 sleeps, has 0: lower its entry');
  });
});

describe('the repository', () => {
  it('has no sleep in a test but the allowed ones', () => {
    const problems = unallowedSleeps(scanSleeps(REPO_ROOT, SELF), ALLOWED);
    expect(
      problems,
      `Sleeps used as waits (use a latch, expect.poll or fake timers):\n${problems.join('\n')}`,
    ).toEqual([]);
  });
});

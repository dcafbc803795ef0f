import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';

/**
 * The test command (`./veso test`, tooling/scripts/veso.sh) runs turbo twice side by side
 * (issue #29): the long chains (the server's suites, the browser tests, and every task that
 * needs the packages' builds) in one run started first, the short tasks in another. Checked
 * with `turbo --dry=json` on the real tree: together the two runs are exactly the suites of
 * `turbo run lint typecheck test build-storybook e2e`, none twice, and only the first one
 * restores builds (two runs restoring the same files at once could hand a test a
 * half-written one).
 */

const TURBO = realpathSync(join(REPO_ROOT, 'node_modules/.bin/turbo'));
const SCRIPT = readFileSync(join(REPO_ROOT, 'tooling/scripts/veso.sh'), 'utf8');

type DryTask = { taskId: string; task: string; command: string; dependencies: string[] };

function dryRun(args: string[]): DryTask[] {
  const out = execFileSync(TURBO, ['run', ...args, '--dry=json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  const dry = JSON.parse(out) as { tasks: DryTask[] };
  // Tasks a package has no script for (the `transit` ones) run nothing.
  return dry.tasks.filter((task) => task.command !== '<NONEXISTENT>');
}

/** The `LONG_TASKS=( … )` array of veso.sh. */
function longTasks(): string[] {
  const match = /^LONG_TASKS=\(([^)]*)\)/m.exec(SCRIPT);
  expect(match, 'veso.sh defines LONG_TASKS=( … )').not.toBeNull();
  return (match?.[1] ?? '').split(/\s+/).filter(Boolean);
}

/** The arguments of veso.sh's other `turbo run lint typecheck test …` (up to its options). */
function shortRunArgs(): string[] {
  const match = /turbo run (lint typecheck test(?: --filter='[^']+')*)/.exec(SCRIPT);
  expect(match, "veso.sh runs 'turbo run lint typecheck test --filter=…'").not.toBeNull();
  return (match?.[1] ?? '').split(' ').map((arg) => arg.replace(/'/g, ''));
}

const ids = (tasks: DryTask[]) => tasks.map((task) => task.taskId).sort();
const isBuild = (id: string) => id.endsWith('#build');

describe('the test command', () => {
  it('runs every suite once: the long chains in one turbo run, the rest in the other', () => {
    const long = ids(dryRun(longTasks()));
    const short = ids(dryRun(shortRunArgs()));
    const all = ids(dryRun(['lint', 'typecheck', 'test', 'build-storybook', 'e2e']));
    expect(short.filter((id) => long.includes(id))).toEqual([]);
    expect([...new Set([...long, ...short])].sort()).toEqual(all);
    expect(short.filter(isBuild)).toEqual([]);
    for (const id of ['@veso/server#test', '@veso/web#e2e', '@veso/embed#e2e']) {
      expect(long).toContain(id);
    }
  });

  it('starts the browser tests without waiting for the server’s suites', () => {
    const tasks = dryRun(['e2e', '--filter=@veso/web', '--filter=@veso/embed']);
    const e2e = tasks.filter((task) => task.task === 'e2e');
    expect(e2e.map((task) => task.taskId).sort()).toEqual(['@veso/embed#e2e', '@veso/web#e2e']);
    for (const task of e2e) {
      expect(task.dependencies).toEqual(
        expect.arrayContaining(['@veso/server#build', '@veso/web#build', '@veso/embed#build']),
      );
      expect(task.dependencies.filter((id) => !isBuild(id) && !id.endsWith('#transit'))).toEqual(
        [],
      );
    }
  });
});

import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryFiles } from './docs-paths';
import { REPO_ROOT } from './repo';

/**
 * The Turborepo cache must never replay a pass after a dependency changed: the
 * hash of a package's `typecheck`, `lint` and `test` has to follow its dependencies' sources
 * (the `transit` tasks of turbo.json). Checked on a copy of the tree, with `turbo --dry=json`
 * before and after a one-line change: the copy keeps the real tree and its cache untouched.
 */

const TURBO = realpathSync(join(REPO_ROOT, 'node_modules/.bin/turbo'));
const TASKS = ['typecheck', 'lint', 'test', 'e2e', 'build-storybook'];
const FILTERS = ['@veso/shop', '@veso/server', '@veso/web', '@veso/domain', '@veso/storybook'];

let copy: string;

function hashes(): Map<string, string> {
  const out = execFileSync(
    TURBO,
    ['run', ...TASKS, ...FILTERS.map((f) => `--filter=${f}`), '--dry=json'],
    {
      cwd: copy,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    },
  );
  const dry = JSON.parse(out) as { tasks: { taskId: string; hash: string }[] };
  return new Map(dry.tasks.map((task) => [task.taskId, task.hash]));
}

/** The tasks whose hash differs between two dry runs (transit tasks left out). */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before]
    .filter(([id, hash]) => !id.endsWith('#transit') && after.get(id) !== hash)
    .map(([id]) => id)
    .sort();
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'veso-turbo-'));
  for (const file of repositoryFiles(REPO_ROOT)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(REPO_ROOT, file), join(copy, file));
  }
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('turbo task hashes', () => {
  it('change for every dependent package when a dependency’s source changes', () => {
    const before = hashes();
    appendFileSync(
      join(copy, 'packages/domain/src/money.ts'),
      '\n// changed by turbo-cache.test\n',
    );
    const after = hashes();
    const moved = changed(before, after);
    for (const id of [
      '@veso/domain#test',
      '@veso/shop#lint',
      '@veso/shop#test',
      '@veso/web#typecheck',
      '@veso/server#typecheck',
      '@veso/server#lint',
      '@veso/server#test',
      '@veso/web#e2e',
      '@veso/storybook#build-storybook',
    ]) {
      expect(moved, id).toContain(id);
    }
  });

  it('stay the same for packages that do not depend on the changed one', () => {
    const before = hashes();
    appendFileSync(join(copy, 'packages/shop/src/index.ts'), '\n// changed by turbo-cache.test\n');
    const after = hashes();
    const moved = changed(before, after);
    expect(moved).toContain('@veso/shop#test');
    expect(moved).toContain('@veso/web#e2e');
    expect(moved).toContain('@veso/web#typecheck');
    // The server and the domain package do not import the shop.
    expect(moved).not.toContain('@veso/server#test');
    expect(moved).not.toContain('@veso/server#typecheck');
    expect(moved).not.toContain('@veso/domain#test');
  });
});

describe('the format check', () => {
  it('runs with `pnpm lint` and the test command, and is never replayed from the cache', () => {
    const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts.lint).toContain('format:check');
    expect(readFileSync(join(REPO_ROOT, 'tooling/scripts/veso.sh'), 'utf8')).toMatch(
      /turbo run lint format:check /,
    );
    const out = execFileSync(TURBO, ['run', 'format:check', '--dry=json'], {
      cwd: copy,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
    const dry = JSON.parse(out) as {
      tasks: { taskId: string; command: string; resolvedTaskDefinition: { cache: boolean } }[];
    };
    const task = dry.tasks.find((t) => t.taskId === '//#format:check');
    expect(task?.command).toBe('prettier --check .');
    expect(task?.resolvedTaskDefinition.cache).toBe(false);
  });

  // Prettier over a package's sources: seconds alone, more than 30 s beside a whole test run.
  it('fails on a file prettier would rewrite', { timeout: 120_000 }, () => {
    const file = join(copy, 'packages/domain/src/format-check-probe.ts');
    writeFileSync(file, 'export const  probe = { a:1 }\n');
    // The shared configuration resolves through the root node_modules.
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'));
    const prettier = realpathSync(join(REPO_ROOT, 'node_modules/.bin/prettier'));
    let status = 0;
    try {
      execFileSync(prettier, ['--check', 'packages/domain/src'], { cwd: copy, stdio: 'ignore' });
    } catch (error) {
      status = (error as { status: number }).status;
    }
    rmSync(file);
    rmSync(join(copy, 'node_modules'));
    expect(status).toBe(1);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryFiles } from './docs-paths';

/**
 * Finds the sleeps in the repository's tests: a pause of a fixed time used to wait for
 * something (`await new Promise((r) => setTimeout(r, 50))`, Playwright's `waitForTimeout`,
 * a `sleep(…)` or `delay(…)` helper, `node:timers/promises`). A sleep passes or fails with
 * the machine's speed: too short under load, wasted time on a quiet machine, and an
 * absence asserted after one proves nothing. A test waits on a latch instead (a promise
 * the code under test resolves, an event, `expect.poll` on what a user or caller sees) or
 * moves fake time itself. A bound on a wait (`setTimeout(() => reject(…), ms)` raced
 * against the latch) is not a sleep and is not reported.
 */

/** One sleep in a test file. */
export type Sleep = {
  /** The file, relative to the repository root, with `/` separators. */
  file: string;
  /** 1-based line number. */
  line: number;
  /** The line, trimmed. */
  text: string;
  /** Which kind of sleep. */
  why: string;
};

/** The files {@link findSleeps} reads: tests, their kits and fixtures, the browser harness. */
const TEST_FILE =
  /(?:^|\/)(?:[^/]+\.(?:test|spec)\.[cm]?[jt]sx?|e2e\/.+\.[cm]?[jt]sx?|src\/test\/.+\.[cm]?[jt]sx?|[^/]+-kit\.[cm]?[jt]sx?)$/;

/** Harness folders whose every source runs only under a test. */
const HARNESS = /^(?:tooling\/e2e\/src|packages\/vitest-config\/src)\/.+\.[cm]?[jt]sx?$/;

/** The names a promise's resolver goes by in a sleep. */
const RESOLVER = '(?:resolve|res|r|done|wake|next|ok)';

const PATTERNS: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bwaitForTimeout\s*\(/, why: "Playwright's waitForTimeout" },
  { pattern: /(?<![\w$.])(?:sleep|delay)\(/, why: 'a sleep or delay helper' },
  {
    pattern: /\bfrom\s+['"](?:node:)?timers\/promises['"]/,
    why: 'node:timers/promises (its setTimeout is a sleep)',
  },
  // setTimeout(resolve, 50), setTimeout(r, 50): the timer's callback is a promise's resolver
  // (a bound's `setTimeout(fail, ms)` or `setTimeout(reject, ms)` is not a sleep).
  {
    pattern: new RegExp(`(?<![\\w$.])setTimeout\\s*\\(\\s*${RESOLVER}\\s*,`),
    why: 'a setTimeout sleep',
  },
  // setTimeout(() => resolve(), 50): the same, called without a value.
  {
    pattern: new RegExp(
      `(?<![\\w$.])setTimeout\\s*\\(\\s*\\(\\s*\\)\\s*=>\\s*${RESOLVER}\\s*\\(\\s*\\)\\s*,`,
    ),
    why: 'a setTimeout sleep',
  },
];

/** True for the files {@link findSleeps} reads. */
export function isTestFile(file: string): boolean {
  return !/(?:^|\/)node_modules\//.test(file) && (TEST_FILE.test(file) || HARNESS.test(file));
}

/** A line that is only a comment (`//`, `/*`, ` * `): its words are not code. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

/** The sleeps in `text`, the content of `file`, in line order (one per line at most). */
export function findSleeps(file: string, text: string): Sleep[] {
  const sleeps: Sleep[] = [];
  text.split('\n').forEach((line, index) => {
    if (COMMENT_LINE.test(line)) return;
    const hit = PATTERNS.find(({ pattern }) => pattern.test(line));
    if (hit) sleeps.push({ file, line: index + 1, text: line.trim(), why: hit.why });
  });
  return sleeps;
}

/** Every sleep in the repository's test files; `skip` lists files not to read. */
export function scanSleeps(root: string, skip: readonly string[] = []): Sleep[] {
  return repositoryFiles(root)
    .filter((file) => isTestFile(file) && !skip.includes(file))
    .sort()
    .flatMap((file) => findSleeps(file, readFileSync(join(root, file), 'utf8')));
}

/** A file allowed its sleeps: how many, and why each one is not a wait for something. */
export type AllowedSleeps = Readonly<Record<string, { count: number; why: string }>>;

/**
 * What the allow-list does not cover: the sleeps of files not on it, a file with more
 * sleeps than it is allowed, and an entry whose file has fewer (the list only shrinks).
 * Empty when the sleeps are exactly the allowed ones.
 */
export function unallowedSleeps(sleeps: readonly Sleep[], allowed: AllowedSleeps): string[] {
  const byFile = new Map<string, Sleep[]>();
  for (const sleep of sleeps) byFile.set(sleep.file, [...(byFile.get(sleep.file) ?? []), sleep]);
  const problems: string[] = [];
  for (const [file, found] of byFile) {
    const entry = allowed[file];
    if (!entry) {
      for (const s of found) problems.push(`${s.file}:${s.line}: ${s.why}: ${s.text}`);
    } else if (found.length > entry.count) {
      problems.push(
        `${file}: ${found.length} sleeps, ${entry.count} allowed:\n` +
          found.map((s) => `  ${s.line}: ${s.why}: ${s.text}`).join('\n'),
      );
    }
  }
  for (const [file, entry] of Object.entries(allowed)) {
    const count = byFile.get(file)?.length ?? 0;
    if (count < entry.count) {
      problems.push(`${file}: allowed ${entry.count} sleeps, has ${count}: lower its entry`);
    }
  }
  return problems;
}

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED } from './docs-paths';
import { REPO_ROOT } from './repo';

/**
 * Code and its comments state what holds, not how it came to be: the history of a choice
 * (which issue asked for it, what it replaced) is a line of `docs/decisions.md`. This scan
 * fails when a source of the apps, packages or tooling names an issue by number. Migrations
 * are left out: a released migration is never edited.
 */

const SOURCE = /\.(?:[cm]?[jt]sx?|css|sh)$/;

/** An issue named by number: the word, a space, `#` and digits (singular or plural). */
const ISSUE_REF = new RegExp(['\\bissues?', '#\\d+'].join('\\s+'), 'i');

/** The lines of a text that name an issue, as `line: text`. */
export function issueReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (ISSUE_REF.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (GENERATED.has(entry.name)) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Written in parts so that this file does not name an issue itself. */
const ref = (words: string) => words.replace('ISSUE', ['issue', ''].join(''));

describe('issue history in the code', () => {
  it('is found in a comment, a test name or a string, singular or plural', () => {
    const text = [
      `// Paper lotteries (${ref('ISSUE')} #16): the stock hooks.`,
      `describe('the pause seeded before ${ref('ISSUE')} #15', () => {});`,
      ` * Structural check of ${ref('ISSUE')}s #14 and #31.`,
      '// A ticket is for its own draw only.',
      "const tag = '#16'; // a colour: #161616",
    ].join('\n');
    expect(issueReferences(text).map((line) => line.split(':')[0])).toEqual(['1', '2', '3']);
  });

  it('is nowhere in the sources of the apps, packages and tooling', () => {
    const files = ['apps', 'packages', 'tooling'].flatMap((group) =>
      sources(join(REPO_ROOT, group)),
    );
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      issueReferences(readFileSync(file, 'utf8')).map(
        (line) => `${relative(REPO_ROOT, file)}:${line}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

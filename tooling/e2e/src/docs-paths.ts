import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * Finds the places where a document or a source file of the repository sends its reader
 * outside the repository: a relative path that climbs above the repository root
 * (`../shared/docs/…` from the root README), an absolute path of one machine (`/work/…`,
 * `/home/…`), or the name of a document that only ever lived beside the checkout. A fresh
 * clone has none of them, so such a pointer is a dead end for every newcomer.
 */

/** One place a file points outside the repository. */
export type OutsideReference = {
  /** The file, relative to the repository root, with `/` separators. */
  file: string;
  /** 1-based line number. */
  line: number;
  /** What was found. */
  found: string;
  /** Why it points outside. */
  why: string;
};

/** Markdown documents: every rule applies, relative links included. */
const MARKDOWN = /\.md$/i;
/** Source files: the same rules (comments, strings and imports alike). */
const SOURCE = /\.(?:[cm]?[jt]sx?|sh)$/i;

// An absolute path on one machine: the workspace and home folders. Not inside a URL
// (`https://host/home/…`): the character before the slash must not be part of a word,
// a path or a host.
const MACHINE_PATH = /(?<![\w.:/@~-])\/(?:work|home|Users|root|mnt)\/[\w.-]+/g;

// Documents that were never part of the repository (the product specification and the
// research notes it was built from), by name; `shared/docs` alone or after `../`, not a
// package's own `src/shared/` folder.
const OUTSIDE_DOCUMENT =
  /\b(?:domain-reference|lottery-shop-spec|product-requirements)\b|\bstyle-guide\.md\b|(?<![\w-])(?<![\w-]\/)shared\/(?:docs|spec|data|hooks)(?![\w-])/g;

// A relative path that starts by climbing: `../x`, `../../x/y.md`.
const CLIMBING_PATH = /(?<![\w./-])(?:\.\.\/)+[\w@$.-][\w@$./-]*/g;

/** True for the files {@link outsideReferences} reads. */
export function isCheckedFile(file: string): boolean {
  return MARKDOWN.test(file) || SOURCE.test(file);
}

/**
 * The places `text`, the content of `file` (relative to the repository root, `/`
 * separators), points outside the repository, in line order.
 */
export function outsideReferences(file: string, text: string): OutsideReference[] {
  const found: (OutsideReference & { column: number })[] = [];
  const dir = posix.dirname(file);
  text.split(/\r?\n/).forEach((content, index) => {
    const add = (match: RegExpMatchArray, why: string) =>
      found.push({ file, line: index + 1, found: match[0], why, column: match.index ?? 0 });
    for (const match of content.matchAll(MACHINE_PATH))
      add(match, 'an absolute path of one machine');
    for (const match of content.matchAll(OUTSIDE_DOCUMENT)) {
      add(match, 'a document that is not in the repository');
    }
    for (const match of content.matchAll(CLIMBING_PATH)) {
      const target = posix.normalize(posix.join(dir, match[0]));
      if (target === '..' || target.startsWith('../')) {
        add(match, 'a relative path above the repository root');
      }
    }
  });
  return found
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ column: _column, ...reference }) => reference);
}

/** Folders that hold installed, built or generated files, never the repository's own. */
export const GENERATED = new Set([
  '.git',
  '.data',
  '.reports',
  '.tools',
  '.turbo',
  'coverage',
  'dist',
  'dist-server',
  'node_modules',
  'playwright-report',
  'storybook-static',
  'test-results',
]);

/** Every file below `root` outside the generated folders, relative, with `/` separators. */
export function walkFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!GENERATED.has(entry.name)) files.push(...walkFiles(root, rel));
    } else if (entry.isFile()) {
      files.push(rel);
    }
  }
  return files;
}

/**
 * The repository's files: what git tracks plus the new files it does not ignore (so a
 * document about to be committed is checked too); without git (an exported tree), every
 * file outside the generated folders.
 */
export function repositoryFiles(root: string): string[] {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return walkFiles(root);
  }
  // A file deleted in the working tree but not yet in the index is still listed.
  return [...new Set(listed.split('\0'))].filter((f) => f !== '' && existsSync(join(root, f)));
}

/**
 * Every place a checked file of the repository points outside it. `skip` lists files
 * (relative paths) not to read: the detector's own sources, which spell the patterns and
 * hold bad samples on purpose.
 */
export function scanRepository(root: string, skip: readonly string[] = []): OutsideReference[] {
  return repositoryFiles(root)
    .filter((file) => isCheckedFile(file) && !skip.includes(file))
    .sort()
    .flatMap((file) => outsideReferences(file, readFileSync(join(root, file), 'utf8')));
}

/** One line per reference: `file:line: found (why)`. */
export function formatReferences(references: readonly OutsideReference[]): string {
  return references.map((r) => `${r.file}:${r.line}: ${r.found} (${r.why})`).join('\n');
}

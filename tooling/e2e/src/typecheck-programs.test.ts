import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';

/**
 * Type-checking runs once per environment: one program for the client (apps/web's
 * tsconfig.typecheck.json) and one for the server (apps/server's), instead of one `tsc` per
 * package re-checking its dependencies. A package without a `typecheck` script of its own must
 * then be inside one of the programs, or nothing checks it.
 */

const PROGRAMS = ['apps/web/tsconfig.typecheck.json', 'apps/server/tsconfig.typecheck.json'];

/** The folders a program includes, relative to the repository root. */
function included(program: string): string[] {
  const text = readFileSync(join(REPO_ROOT, program), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const config = JSON.parse(text) as { include: string[] };
  const dir = join(REPO_ROOT, program, '..');
  return config.include.map((entry) => relative(REPO_ROOT, resolve(dir, entry)));
}

function workspacePackages(): { dir: string; scripts: Record<string, string> }[] {
  return ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(REPO_ROOT, group))
      .map((name) => join(group, name))
      .filter((dir) => existsSync(join(REPO_ROOT, dir, 'package.json')))
      .map((dir) => {
        const json = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
          scripts?: Record<string, string>;
        };
        return { dir, scripts: json.scripts ?? {} };
      }),
  );
}

/** True when the folder holds TypeScript sources (declaration files aside). */
function hasTypeScript(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
}

describe('type-check programs', () => {
  const programs = PROGRAMS.flatMap(included);

  it('cover the sources of every package that has no typecheck of its own', () => {
    const unchecked = workspacePackages()
      .filter(
        ({ dir, scripts }) => !scripts.typecheck && hasTypeScript(join(REPO_ROOT, dir, 'src')),
      )
      .map(({ dir }) => dir)
      .filter((dir) => !programs.includes(join(dir, 'src')));
    expect(unchecked).toEqual([]);
  });

  it('each include an existing folder or pattern', () => {
    for (const entry of programs) {
      if (entry.includes('*')) continue;
      expect(existsSync(join(REPO_ROOT, entry)), entry).toBe(true);
    }
  });
});

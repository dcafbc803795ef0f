import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle between the server's files (type-only imports included): a cycle means
 * two files that cannot be read, tested or moved apart. The module-graph lint
 * (`veso/no-module-cycle`) sees cycles between modules; this one sees them inside a module
 * too (none is left: the settlement rules live in `@veso/domain`). Test code is
 * not checked: tests may import each other's kits.
 */

const SRC = import.meta.dirname;
const TEST_CODE = /(?:\.test|-test-kit|\.fixture)\.ts$/;

/** Every relative import and re-export of a file's text, type-only ones included. */
export function importsOf(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

/** The cycles of a graph (its strongly connected components of two or more files, or a self-import), each sorted. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let top: string | undefined;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      component.push(top);
    } while (top !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return dir === SRC && entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !TEST_CODE.test(entry.name) ? [full] : [];
  });
}

function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The file import graph of the server's sources, by path under `src`. */
function serverGraph(): Map<string, string[]> {
  const files = sources(SRC);
  const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
  return new Map(
    files.map((file) => [
      rel(file),
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = resolved(file, specifier);
        return target && !TEST_CODE.test(target) ? [rel(target)] : [];
      }),
    ]),
  );
}

describe('the file cycle check', () => {
  it('reads imports, type-only imports and re-exports, relative ones only', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b/b';",
      "export { c } from './c.js';",
      "export * from './d';",
      "import { z } from 'zod';",
      "const later = () => import('./lazy');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b/b', './c.js', './d']);
  });

  it('finds a cycle through a type-only import, and a file importing itself', () => {
    const graph = new Map([
      ['settlement/games.ts', ['settlement/paper-games.ts', 'settlement/repo.ts']],
      ['settlement/paper-games.ts', ['settlement/games.ts']],
      ['settlement/repo.ts', []],
      ['self.ts', ['self.ts']],
      ['a.ts', ['b.ts']],
      ['b.ts', []],
    ]);
    expect(cyclesOf(graph)).toEqual([
      ['settlement/games.ts', 'settlement/paper-games.ts'],
      ['self.ts'],
    ]);
  });

  it('finds no cycle between the server files', () => {
    const graph = serverGraph();
    expect(graph.has('modules/settlement/service.ts')).toBe(true);
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesOf(graph)).toEqual([]);
  });
});

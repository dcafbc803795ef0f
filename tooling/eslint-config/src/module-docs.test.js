import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  generateModuleDocs,
  layerDiagram,
  moduleLayers,
  orderModuleTable,
  readBlock,
  replaceBlock,
} from './module-docs.js';

const tree = (name) => fileURLToPath(new URL(`../fixtures/modules/${name}/src`, import.meta.url));
const CLI = fileURLToPath(new URL('./module-docs-cli.js', import.meta.url));

/** A graph from `from → to` pairs (the shape buildModuleGraph answers). */
function graphOf(pairs, extraNodes = []) {
  const edges = new Map();
  const nodes = new Set(extraNodes);
  for (const pair of pairs) {
    const [from, to] = pair.split(' → ');
    nodes.add(from);
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, [`${from}/x.ts → ${to}/y.ts`]);
  }
  return { nodes: [...nodes].sort(), edges };
}

const block = (name, body) =>
  `before\n<!-- generated:${name} (note) -->\n${body}\n<!-- /generated:${name} -->\nafter\n`;

describe('module layers', () => {
  it('puts each node one layer above the highest node it imports, the composition last', () => {
    const graph = graphOf([
      'orders → wallet',
      'wallet → db',
      'settlement → orders',
      'app.ts → settlement',
      'health → db',
    ]);
    const layered = moduleLayers(graph, ['app.ts', 'cli.ts']);
    expect(layered).toEqual({
      layers: [['db'], ['health', 'wallet'], ['orders'], ['settlement']],
      composition: ['app.ts'],
    });
    expect(layerDiagram(layered)).toBe(
      [
        '```',
        'db',
        '  → health, wallet',
        '  → orders',
        '  → settlement',
        '  → composition: app.ts',
        '```',
      ].join('\n'),
    );
  });

  it('refuses a cycle (lint reports it; the docs cannot be layered)', () => {
    expect(() => moduleLayers(graphOf(['a → b', 'b → a']))).toThrow(/cycle/);
  });
});

describe('marked blocks', () => {
  it('reads and replaces only the named block', () => {
    const text = block('layers', 'old') + block('module-list', 'keep');
    const next = replaceBlock(text, 'layers', 'new');
    expect(readBlock(next, 'layers')).toBe('new');
    expect(readBlock(next, 'module-list')).toBe('keep');
    expect(next.replace('new', 'old')).toBe(text);
  });

  it('fails on a file without the block', () => {
    expect(() => replaceBlock('no markers', 'layers', 'x')).toThrow(/generated:layers/);
  });
});

describe('the module table', () => {
  const table = [
    '| module | owns |',
    '|---|---|',
    '| `b` | bee |',
    '| `gone` | old |',
    '| `a` | ay |',
  ].join('\n');

  it('orders the rows as the modules, keeps the header and each row as written', () => {
    const ordered = orderModuleTable(table, ['a', 'b', 'c']);
    expect(ordered.table).toBe(
      ['| module | owns |', '|---|---|', '| `a` | ay |', '| `b` | bee |'].join('\n'),
    );
    expect(ordered.missing).toEqual(['c']);
    expect(ordered.extra).toEqual(['gone']);
  });
});

describe('generateModuleDocs on a fixture tree', () => {
  const options = {
    modulesDir: 'modules',
    composition: ['app.ts', 'commands/'],
    testDirs: ['test'],
    root: tree('acyclic'),
  };

  it('writes the layers and the module list from the imports (tests and harness left out)', () => {
    const doc = block('layers', 'stale') + block('module-list', 'stale');
    const { files, problems } = generateModuleDocs(
      { ...options, moduleNames: ['a', 'b', 'c'] },
      { 'doc.md': doc },
    );
    expect(problems).toEqual([]);
    expect(readBlock(files['doc.md'], 'layers')).toBe(
      ['```', 'c', '  → b', '  → a', '  → composition: app.ts, commands', '```'].join('\n'),
    );
    expect(readBlock(files['doc.md'], 'module-list')).toBe('`c`, `b`, `a`.');
  });

  it('reports a module the table has no row for', () => {
    const doc = block(
      'module-table',
      ['| module | owns |', '|---|---|', '| `a` | ay |', '| `b` | bee |'].join('\n'),
    );
    const { problems } = generateModuleDocs(
      { ...options, moduleNames: ['a', 'b', 'c'] },
      { 'doc.md': doc },
    );
    expect(problems).toEqual(['doc.md: the module table has no row for `c`']);
  });
});

describe('module-docs-cli', () => {
  function run(args) {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe' }),
      };
    } catch (error) {
      return { code: error.status, out: String(error.stderr) };
    }
  }

  it('checks, then rewrites a stale file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-docs-'));
    const file = path.join(dir, 'doc.md');
    writeFileSync(file, block('module-list', 'stale'));
    const checked = run(['--check', '--root', tree('acyclic'), file]);
    expect(checked.code).toBe(1);
    expect(checked.out).toContain('generated module docs differ from the code');
    expect(run(['--root', tree('acyclic'), file]).code).toBe(0);
    expect(readBlock(readFileSync(file, 'utf8'), 'module-list')).toBe('`c`, `b`, `a`.');
    expect(run(['--check', '--root', tree('acyclic'), file]).code).toBe(0);
  });
});

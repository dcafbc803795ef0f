import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { config } from './index.js';
import { buildModuleGraph, checkCycles, findCycles } from './module-graph.js';
import { SERVER_MODULES } from './server-modules.js';

const tree = (name) => fileURLToPath(new URL(`../fixtures/modules/${name}/src`, import.meta.url));

const MODULES = { modulesDir: 'modules', composition: ['app.ts', 'commands/'], testDirs: ['test'] };

/** Lints files of a fixture tree as the server does; answers the module rules' messages. */
async function lintTree(name, files, options = {}) {
  const root = tree(name);
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: config({
      layer: 'server',
      self: 'server',
      node: true,
      modules: { ...MODULES, root, ...options },
    }),
    ignore: false,
  });
  const messages = [];
  for (const file of files) {
    const filePath = `${root}/${file}`;
    const [result] = await eslint.lintText(readFileSync(filePath, 'utf8'), { filePath });
    for (const m of result.messages) messages.push({ file, rule: m.ruleId, message: m.message });
  }
  return messages;
}

describe('module graph', () => {
  it('reads module-level edges and leaves tests and the harness out', () => {
    const graph = buildModuleGraph({ ...MODULES, root: tree('acyclic') });
    const edges = [...graph.edges].flatMap(([from, to]) =>
      [...to.keys()].map((t) => `${from} → ${t}`),
    );
    // c → app.ts is no-composition-import's to report: the cycle graph leaves it out.
    expect(edges.sort()).toEqual(['a → b', 'app.ts → a', 'b → c', 'commands → a']);
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds each cycle once, from its smallest module', () => {
    const graph = buildModuleGraph({ ...MODULES, root: tree('cyclic') });
    expect(findCycles(graph)).toEqual([['a', 'b']]);
    expect(checkCycles(graph, [{ cycle: ['b', 'a'], reason: 'known' }])).toEqual({
      forbidden: [],
      stale: [],
    });
  });
});

describe('veso/no-module-cycle', () => {
  it('fails a two-module cycle on both imports, naming the cycle', async () => {
    const messages = await lintTree('cyclic', ['modules/a/service.ts', 'modules/b/service.ts']);
    expect(messages).toEqual([
      {
        file: 'modules/a/service.ts',
        rule: 'veso/no-module-cycle',
        message: expect.stringContaining('Module cycle a → b → a: a imports b'),
      },
      {
        file: 'modules/b/service.ts',
        rule: 'veso/no-module-cycle',
        message: expect.stringContaining('Module cycle a → b → a: b imports a'),
      },
    ]);
  });

  it('passes the same modules without the cycle', async () => {
    const messages = await lintTree('acyclic', [
      'modules/a/service.ts',
      'modules/b/service.ts',
      'modules/c/service.ts',
    ]);
    expect(messages).toEqual([]);
  });

  it('lets an allowlisted cycle pass, however it is written', async () => {
    const allowedCycles = [{ cycle: ['b', 'a'], reason: 'known, removed later' }];
    const messages = await lintTree('cyclic', ['modules/a/service.ts', 'modules/b/service.ts'], {
      allowedCycles,
    });
    expect(messages).toEqual([]);
  });

  it('fails an allowlisted cycle that no longer exists', async () => {
    const allowedCycles = [{ cycle: ['a', 'b'], reason: 'was removed' }];
    const messages = await lintTree('acyclic', ['modules/a/service.ts', 'modules/b/service.ts'], {
      allowedCycles,
    });
    expect(messages).toEqual([
      {
        file: 'modules/a/service.ts',
        rule: 'veso/no-module-cycle',
        message:
          'The allowed module cycle a → b → a no longer exists: remove it from allowedCycles.',
      },
    ]);
  });
});

describe('veso/no-composition-import', () => {
  it('fails a module importing the composition', async () => {
    const messages = await lintTree('acyclic', ['modules/c/uses-app.ts']);
    expect(messages).toEqual([
      {
        file: 'modules/c/uses-app.ts',
        rule: 'veso/no-composition-import',
        message: expect.stringContaining(
          'modules/c/uses-app.ts imports the app composition (app.ts)',
        ),
      },
    ]);
  });

  it('fails a module importing a file of a composition folder', async () => {
    const messages = await lintTree('acyclic', ['modules/b/uses-commands.ts']);
    expect(messages).toEqual([
      {
        file: 'modules/b/uses-commands.ts',
        rule: 'veso/no-composition-import',
        message: expect.stringContaining(
          'modules/b/uses-commands.ts imports the app composition (commands/run.ts)',
        ),
      },
    ]);
  });

  it('lets tests and the test harness build the whole app', async () => {
    expect(
      await lintTree('acyclic', [
        'modules/c/service.test.ts',
        'test/test-app.ts',
        'app.ts',
        'commands/run.ts',
      ]),
    ).toEqual([]);
  });
});

describe('veso/module-front-door', () => {
  const doors = { frontDoor: 'index.ts' };

  it('fails a module or the composition importing a file inside another module', async () => {
    const messages = await lintTree(
      'front-door',
      ['modules/a/reach-in.ts', 'commands/run.ts'],
      doors,
    );
    expect(messages).toEqual([
      {
        file: 'modules/a/reach-in.ts',
        rule: 'veso/module-front-door',
        message:
          'modules/a/reach-in.ts imports modules/b/internal.ts, a file inside the module `b`: import its front door (modules/b/index.ts) and export what is needed there.',
      },
      {
        file: 'commands/run.ts',
        rule: 'veso/module-front-door',
        message: expect.stringContaining('commands/run.ts imports modules/b/internal.ts'),
      },
    ]);
  });

  it("fails a module's file importing its own front door", async () => {
    const messages = await lintTree('front-door', ['modules/a/loop.ts'], doors);
    expect(messages).toEqual([
      {
        file: 'modules/a/loop.ts',
        rule: 'veso/module-front-door',
        message: expect.stringContaining(
          "imports its own module's front door (modules/a/index.ts)",
        ),
      },
    ]);
  });

  it('passes the front doors, files of one module, and tests', async () => {
    const files = [
      'app.ts',
      'modules/a/index.ts',
      'modules/a/service.ts',
      'modules/b/service.ts',
      'modules/a/service.test.ts',
    ];
    expect(await lintTree('front-door', files, doors)).toEqual([]);
  });

  it('is off without the option', async () => {
    expect(await lintTree('front-door', ['modules/a/reach-in.ts'])).toEqual([]);
  });
});

describe('the server allowlist', () => {
  it('is empty: the server has no module cycle left', () => {
    expect(SERVER_MODULES.allowedCycles).toEqual([]);
  });
});

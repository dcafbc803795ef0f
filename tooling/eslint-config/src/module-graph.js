/**
 * The module graph of an app (the server): which module imports which, read from every
 * source file under one folder. Two ESLint rules use it:
 * - `veso/no-module-cycle`: no import cycle between modules (the module-level graph, so
 *   `a/x.ts → b/y.ts` and `b/z.ts → a/w.ts` is a cycle even though no file cycle exists);
 * - `veso/no-composition-import`: no module imports the app's composition (`app.ts`,
 *   `server.ts`, …): only the composition, test files and the test harness folder may;
 * - `veso/module-front-door` (with the `frontDoor` option): a file outside a module imports
 *   only the module's front door (`<modulesDir>/<name>/index.ts`), which lists what other
 *   modules and the composition may use; a module's own files import each other directly,
 *   never through their front door.
 *
 * Nodes: `<modulesDir>/<name>/**` is the module `<name>`; any other folder directly under
 * the root is one module named by the folder (`db`, `http`, `jobs`…); a file directly
 * under the root is its own node named by the file (`app.ts`, `env.ts`…).
 * Test code (`*.test.*`, `*-test-kit.*`, `*.fixture.*`, the test harness folders) is not
 * part of the graph: tests may reach across modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const TEST_FILE = /(?:\.test|-test-kit|\.fixture)\.[cm]?[jt]sx?$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.js'];
/** How long a built graph is reused (one lint run reads the tree once; editors re-read). */
const GRAPH_TTL_MS = 2_000;

/**
 * @typedef {object} ModuleGraphOptions
 * @property {string} root absolute path of the folder whose files form the graph (`src`)
 * @property {string} [modulesDir] folder under root holding one folder per module
 * @property {string[]} [composition] root-level files that compose the app (`app.ts`…), and
 *   folders of it written with a trailing `/` (`commands/`: every file under it)
 * @property {string[]} [testDirs] root-level folders of the test harness (`test`)
 * @property {string} [frontDoor] the file of a module that others import (`index.ts`)
 * @property {{ cycle: string[], reason: string }[]} [allowedCycles] known cycles that lint
 *   lets pass until they are removed; each listed as its modules in import order
 */

/** @param {ModuleGraphOptions} options */
function normalized(options) {
  if (!options?.root) throw new Error('module graph: the `root` option is required');
  return {
    root: path.resolve(options.root),
    modulesDir: options.modulesDir ?? 'modules',
    composition: options.composition ?? [],
    testDirs: options.testDirs ?? [],
    allowedCycles: options.allowedCycles ?? [],
    frontDoor: options.frontDoor,
  };
}

/** The path of `file` under root with `/` separators, or undefined outside root. */
function relative(opts, file) {
  const rel = path.relative(opts.root, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/** True when `rel` (a path under root) is part of the composition: a listed file or under a listed folder. */
export function isCompositionRel(composition, rel) {
  return composition.some((entry) => (entry.endsWith('/') ? rel.startsWith(entry) : rel === entry));
}

/** The node of a file (its path under root): see the header. */
export function nodeOf(rel, modulesDir = 'modules') {
  const parts = rel.split('/');
  if (parts.length === 1) return parts[0];
  if (parts[0] === modulesDir && parts.length > 2) return parts[1];
  return parts[0];
}

function isTestRel(opts, rel) {
  return TEST_FILE.test(rel) || opts.testDirs.includes(rel.split('/')[0]);
}

/** The file a relative specifier names, or undefined (packages, missing files). */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext)];
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/\.([cm]?)js$/, '.$1ts'));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Reads the tree: `edges.get(a).get(b)` lists the imports (`file → target`, under root)
 * that make module `a` depend on module `b`.
 *
 * @param {ModuleGraphOptions} options
 * @returns {{ nodes: string[], edges: Map<string, Map<string, string[]>> }}
 */
export function buildModuleGraph(options) {
  const opts = normalized(options);
  /** @type {Map<string, Map<string, string[]>>} */
  const edges = new Map();
  const nodes = new Set();
  for (const file of sourceFiles(opts.root)) {
    const rel = relative(opts, file);
    if (!rel || isTestRel(opts, rel)) continue;
    const from = nodeOf(rel, opts.modulesDir);
    nodes.add(from);
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const target = resolveImport(file, fileName);
      const targetRel = target && relative(opts, target);
      // An import of the composition is `no-composition-import`'s to report, not a cycle.
      if (!targetRel || isCompositionRel(opts.composition, targetRel)) continue;
      const to = nodeOf(targetRel, opts.modulesDir);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from);
      if (!out.has(to)) out.set(to, []);
      out.get(to).push(`${rel} → ${targetRel}`);
    }
  }
  return { nodes: [...nodes].sort(), edges };
}

/** A cycle written from its smallest module, so each cycle has one spelling. */
export function canonicalCycle(cycle) {
  if (cycle.length === 0) return [];
  let start = 0;
  for (let i = 1; i < cycle.length; i++) if (cycle[i] < cycle[start]) start = i;
  return [...cycle.slice(start), ...cycle.slice(0, start)];
}

export const cycleText = (cycle) => [...cycle, cycle[0]].join(' → ');

/**
 * Every elementary cycle of the graph (each once, from its smallest module), shortest
 * first; stops after `limit` cycles (a graph that tangled reports plenty already).
 */
export function findCycles(graph, limit = 200) {
  const cycles = [];
  const next = (node) => [...(graph.edges.get(node)?.keys() ?? [])].sort();
  for (const start of [...graph.edges.keys()].sort()) {
    const stack = [[start, next(start)]];
    const onPath = new Set([start]);
    while (stack.length > 0 && cycles.length < limit) {
      const [, todo] = stack[stack.length - 1];
      const node = todo.shift();
      if (node === undefined) {
        onPath.delete(stack.pop()[0]);
        continue;
      }
      if (node === start) cycles.push(stack.map(([n]) => n));
      else if (node > start && !onPath.has(node)) {
        onPath.add(node);
        stack.push([node, next(node)]);
      }
    }
  }
  return cycles.sort((a, b) => a.length - b.length || cycleText(a).localeCompare(cycleText(b)));
}

/**
 * The cycles lint fails on (those not allowlisted) and the allowlisted cycles that no
 * longer exist (the allowlist must shrink with the code).
 */
export function checkCycles(graph, allowedCycles = []) {
  const allowed = new Set(allowedCycles.map(({ cycle }) => cycleText(canonicalCycle(cycle))));
  const all = findCycles(graph);
  const found = new Set(all.map(cycleText));
  return {
    forbidden: all.filter((cycle) => !allowed.has(cycleText(cycle))),
    stale: [...allowed].filter((text) => !found.has(text)),
  };
}

const cache = new Map();

function graphFor(opts) {
  const key = JSON.stringify(opts);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < GRAPH_TTL_MS) return hit;
  const graph = buildModuleGraph(opts);
  const entry = { at: Date.now(), graph, ...checkCycles(graph, opts.allowedCycles) };
  cache.set(key, entry);
  return entry;
}

const OPTIONS_SCHEMA = [
  {
    type: 'object',
    properties: {
      root: { type: 'string' },
      modulesDir: { type: 'string' },
      composition: { type: 'array', items: { type: 'string' } },
      testDirs: { type: 'array', items: { type: 'string' } },
      frontDoor: { type: 'string' },
      allowedCycles: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            cycle: { type: 'array', items: { type: 'string' }, minItems: 2 },
            reason: { type: 'string' },
          },
          required: ['cycle', 'reason'],
          additionalProperties: false,
        },
      },
      hint: { type: 'string' },
    },
    required: ['root'],
    additionalProperties: false,
  },
];

/** Calls `onImport(specifierNode, specifier)` for every import and re-export of a file. */
function importVisitors(onImport) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string')
      onImport(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
  };
}

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the modules of an app (module-level graph)' },
    schema: OPTIONS_SCHEMA,
  },
  create(context) {
    const options = context.options[0];
    const opts = normalized(options);
    const rel = relative(opts, context.filename);
    if (!rel || isTestRel(opts, rel)) return {};
    const self = nodeOf(rel, opts.modulesDir);
    const { forbidden, stale } = graphFor(opts);
    const hint =
      options.hint ??
      'move the shared piece into the module it belongs to, or down into a module both may import';
    return {
      Program(node) {
        for (const text of stale) {
          if (text.split(' → ')[0] !== self) continue;
          context.report({
            node,
            message: `The allowed module cycle ${text} no longer exists: remove it from allowedCycles.`,
          });
        }
      },
      ...importVisitors((node, specifier) => {
        const target = resolveImport(context.filename, specifier);
        const targetRel = target && relative(opts, target);
        if (!targetRel) return;
        const to = nodeOf(targetRel, opts.modulesDir);
        if (to === self) return;
        const cycle = forbidden.find((c) =>
          c.some((n, i) => n === self && c[(i + 1) % c.length] === to),
        );
        if (!cycle) return;
        context.report({
          node,
          message: `Module cycle ${cycleText(cycle)}: ${self} imports ${to}, which depends on ${self}; ${hint}.`,
        });
      }),
    };
  },
};

const noCompositionImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules do not import the app composition (app.ts, server.ts…)' },
    schema: OPTIONS_SCHEMA,
  },
  create(context) {
    const opts = normalized(context.options[0]);
    const rel = relative(opts, context.filename);
    // The composition itself, test files and the test harness may build the whole app.
    if (!rel || isCompositionRel(opts.composition, rel)) return {};
    if (/\.test\.[cm]?[jt]sx?$/.test(rel) || opts.testDirs.includes(rel.split('/')[0])) return {};
    return importVisitors((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      const targetRel = target && relative(opts, target);
      if (!targetRel || !isCompositionRel(opts.composition, targetRel)) return;
      context.report({
        node,
        message:
          `${rel} imports the app composition (${targetRel}): modules are composed by it, never ` +
          `the reverse. Pass what the module needs as a parameter; test kits that need the ` +
          `whole app belong in ${opts.testDirs[0] ?? 'the test harness'}/.`,
      });
    });
  },
};

/** The module a path under root belongs to (`<modulesDir>/<name>/…`), or undefined. */
function moduleOfRel(opts, rel) {
  const parts = rel.split('/');
  return parts[0] === opts.modulesDir && parts.length > 2 ? parts[1] : undefined;
}

const moduleFrontDoor = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A module is imported through its front door (index.ts), never its files',
    },
    schema: OPTIONS_SCHEMA,
  },
  create(context) {
    const opts = normalized(context.options[0]);
    if (!opts.frontDoor) return {};
    const rel = relative(opts, context.filename);
    if (!rel || isTestRel(opts, rel)) return {};
    const self = moduleOfRel(opts, rel);
    return importVisitors((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      const targetRel = target && relative(opts, target);
      const to = targetRel && moduleOfRel(opts, targetRel);
      if (!to) return;
      const door = `${opts.modulesDir}/${to}/${opts.frontDoor}`;
      if (to === self) {
        if (targetRel === door && rel !== door) {
          context.report({
            node,
            message: `${rel} imports its own module's front door (${door}): import the file that holds what it needs (the front door is for other modules).`,
          });
        }
        return;
      }
      if (targetRel === door) return;
      context.report({
        node,
        message: `${rel} imports ${targetRel}, a file inside the module \`${to}\`: import its front door (${door}) and export what is needed there.`,
      });
    });
  },
};

/** The ESLint plugin of the module rules (`veso/…`). */
export const modulePlugin = {
  meta: { name: 'veso' },
  rules: {
    'no-module-cycle': noModuleCycle,
    'no-composition-import': noCompositionImport,
    'module-front-door': moduleFrontDoor,
  },
};

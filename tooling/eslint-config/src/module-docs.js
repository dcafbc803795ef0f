/**
 * The server's module docs, made from its module graph (module-graph.js) so they cannot
 * drift from the code: the layer diagram, the list of modules and the order and set of
 * rows of the module table. Each lives in a marked block of a Markdown file:
 *
 *   <!-- generated:NAME (`pnpm docs:modules` rewrites this block) -->
 *   …
 *   <!-- /generated:NAME -->
 *
 * The module table's prose (what a module owns, its routes) is written by hand; the
 * generator keeps each row, orders the rows as the layers do and reports a module that has
 * no row (or a row for a module that no longer exists), which it cannot write itself.
 */
import { buildModuleGraph } from './module-graph.js';

/**
 * The graph in layers, lowest first: a node's layer is one above the highest layer of the
 * nodes it imports (a node that imports none is in layer 0). The composition files are kept
 * apart, as the last line: they import everything and nothing imports them.
 *
 * @param {{ nodes: string[], edges: Map<string, Map<string, string[]>> }} graph
 * @param {string[]} [composition]
 * @returns {{ layers: string[][], composition: string[] }}
 */
export function moduleLayers(graph, composition = []) {
  const nodes = new Set(graph.nodes);
  for (const out of graph.edges.values()) for (const to of out.keys()) nodes.add(to);
  /** A composition folder (`commands/`) is the node `commands`. */
  const names = composition.map((entry) => entry.replace(/\/$/, ''));
  const isComposition = (node) => names.includes(node);
  /** @type {Map<string, number>} */
  const level = new Map();
  const visiting = new Set();
  const levelOf = (node) => {
    const known = level.get(node);
    if (known !== undefined) return known;
    if (visiting.has(node)) throw new Error(`module layers: a cycle passes through ${node}`);
    visiting.add(node);
    let highest = -1;
    for (const to of graph.edges.get(node)?.keys() ?? []) {
      if (!isComposition(to)) highest = Math.max(highest, levelOf(to));
    }
    visiting.delete(node);
    level.set(node, highest + 1);
    return highest + 1;
  };
  const layers = [];
  for (const node of [...nodes].sort()) {
    if (isComposition(node)) continue;
    const at = levelOf(node);
    (layers[at] ??= []).push(node);
  }
  return {
    layers: layers.filter(Boolean),
    composition: names.filter((name) => nodes.has(name)),
  };
}

/** The layers as the docs show them: one line per layer, `→` before each higher one. */
export function layerDiagram({ layers, composition }) {
  const lines = layers.map((layer, i) => `${i === 0 ? '' : '  → '}${layer.join(', ')}`);
  if (composition.length > 0) lines.push(`  → composition: ${composition.join(', ')}`);
  return ['```', ...lines, '```'].join('\n');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function blockPattern(name) {
  return new RegExp(
    `(<!-- generated:${escape(name)}\\b[^>]*-->\\n)([\\s\\S]*?)(<!-- /generated:${escape(name)} -->)`,
  );
}

/** The body of the marked block `name` of a Markdown text (throws when it has none). */
export function readBlock(text, name) {
  const match = blockPattern(name).exec(text);
  if (!match) throw new Error(`no <!-- generated:${name} --> block`);
  return match[2].replace(/\n$/, '');
}

/** The text with the marked block `name` holding `body` (throws when it has none). */
export function replaceBlock(text, name, body) {
  readBlock(text, name);
  return text.replace(blockPattern(name), (_all, open, _old, close) => `${open}${body}\n${close}`);
}

/** The module named by a table row (`| \`orders\` | … |`), or undefined for other lines. */
function rowModule(line) {
  return /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
}

/**
 * The module table with its rows in `modules` order (header lines kept first); `missing`
 * lists the modules without a row, `extra` the rows naming no module.
 *
 * @param {string} table the block's body: a Markdown table whose first cell names a module
 * @param {string[]} modules
 */
export function orderModuleTable(table, modules) {
  const lines = table.split('\n');
  const header = lines.filter((line) => rowModule(line) === undefined);
  const rows = new Map(lines.flatMap((line) => (rowModule(line) ? [[rowModule(line), line]] : [])));
  return {
    table: [...header, ...modules.flatMap((m) => (rows.has(m) ? [rows.get(m)] : []))].join('\n'),
    missing: modules.filter((m) => !rows.has(m)),
    extra: [...rows.keys()].filter((m) => !modules.includes(m)),
  };
}

/**
 * The generated blocks of the docs for the app of `options`: `layers` (the diagram),
 * `module-list` (every module in layer order, comma-separated) and the module table
 * (`module-table`), each applied to the files that hold them.
 *
 * @param {import('./module-graph.js').ModuleGraphOptions & { moduleNames: string[] }} options
 *   moduleNames: the folders of `modulesDir` (a module that imports nothing and that no one
 *   imports is still a module)
 * @param {Record<string, string>} files Markdown file → its text
 * @returns {{ files: Record<string, string>, problems: string[] }} the texts as generated,
 *   and what the generator cannot fix (a module without a row, a row without a module)
 */
export function generateModuleDocs(options, files) {
  const graph = buildModuleGraph(options);
  const withModules = { ...graph, nodes: [...new Set([...graph.nodes, ...options.moduleNames])] };
  const layered = moduleLayers(withModules, options.composition ?? []);
  const modules = layered.layers.flat().filter((node) => options.moduleNames.includes(node));
  const problems = [];
  const out = {};
  for (const [file, text] of Object.entries(files)) {
    let next = text;
    if (blockPattern('layers').test(next))
      next = replaceBlock(next, 'layers', layerDiagram(layered));
    if (blockPattern('module-list').test(next)) {
      next = replaceBlock(next, 'module-list', modules.map((m) => `\`${m}\``).join(', ') + '.');
    }
    if (blockPattern('module-table').test(next)) {
      const ordered = orderModuleTable(readBlock(next, 'module-table'), modules);
      next = replaceBlock(next, 'module-table', ordered.table);
      for (const m of ordered.missing)
        problems.push(`${file}: the module table has no row for \`${m}\``);
      for (const m of ordered.extra)
        problems.push(`${file}: the module table has a row for \`${m}\`, which is not a module`);
    }
    out[file] = next;
  }
  return { files: out, problems };
}

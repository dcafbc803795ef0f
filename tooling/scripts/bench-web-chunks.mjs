// What a shell's first chunk holds, module by module (`pnpm bench:web`).
//
// The shell is built once more in memory (Vite's JS API, `write: false`, with source maps
// that the real build does not ship), its initial chunks found (the entry chunk and every
// chunk it imports statically: what a phone downloads before the first render), and each
// byte of their minified code attributed to the source module its source map names. A
// module's gzip figure is its own bytes compressed alone: an upper bound (gzip shares
// nothing across modules here), good for ranking, not for adding up.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Decodes one line of a source map's `mappings` into segments of relative numbers
 * (generated column, then optionally source, line, column, name).
 * @param {string} line
 * @returns {number[][]}
 */
export function decodeMappingLine(line) {
  const segments = [];
  for (const text of line.split(',')) {
    if (text === '') continue;
    const segment = [];
    let value = 0;
    let shift = 0;
    for (const char of text) {
      const digit = BASE64.indexOf(char);
      if (digit < 0) throw new Error(`Invalid base64 VLQ character '${char}' in a source map.`);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        segment.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    segments.push(segment);
  }
  return segments;
}

/**
 * Splits generated `code` by the source each byte comes from, following the source map
 * `map` ({ sources, mappings }): a segment's bytes run up to the next segment on its line.
 * Bytes before a line's first segment, or of a segment without a source, count as
 * `unmapped`.
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 * @param {string} unmapped the key of the unmapped bytes
 * @returns {Map<string, string>} source → its bytes, concatenated
 */
export function attributeBySource(code, map, unmapped = '(unmapped)') {
  const bySource = new Map();
  const add = (source, text) => {
    if (text) bySource.set(source, (bySource.get(source) ?? '') + text);
  };
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  code.split('\n').forEach((text, lineIndex) => {
    let column = 0;
    const points = [];
    for (const segment of decodeMappingLine(mappingLines[lineIndex] ?? '')) {
      column += segment[0];
      if (segment.length > 1) sourceIndex += segment[1];
      points.push({ column, source: segment.length > 1 ? map.sources[sourceIndex] : unmapped });
    }
    add(unmapped, text.slice(0, points[0]?.column ?? text.length));
    points.forEach((point, index) => {
      add(point.source, text.slice(point.column, points[index + 1]?.column ?? text.length));
    });
  });
  return bySource;
}

/** A module id as a reader knows it: `react-dom/cjs/…` or `packages/shop/src/…`. */
export function shortModuleName(source) {
  const path = source.replaceAll('\\', '/');
  const inPackage = /.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(.+)$/.exec(path);
  if (inPackage) return inPackage[1];
  const inRepo = /(?:^|\/)((?:apps|packages|tooling)\/.+)$/.exec(path);
  return inRepo ? inRepo[1] : path.replace(/^(\.\.\/)+/, '');
}

/**
 * The modules of a set of chunks, largest first: minified bytes and the gzip size of those
 * bytes alone.
 * @param {Array<{ fileName: string, code: string, map: { sources: string[], mappings: string } | null }>} chunks
 * @returns {Array<{ module: string, bytes: number, gzipBytes: number }>}
 */
export function modulesBySize(chunks) {
  const bySource = new Map();
  for (const chunk of chunks) {
    // A chunk without a map (the bundler's own runtime) counts as one module.
    const parts = chunk.map
      ? attributeBySource(chunk.code, chunk.map, `(unmapped in ${chunk.fileName})`)
      : new Map([[chunk.fileName, chunk.code]]);
    for (const [source, text] of parts) {
      const name = chunk.map ? shortModuleName(source) : source;
      bySource.set(name, (bySource.get(name) ?? '') + text);
    }
  }
  return [...bySource]
    .map(([module, text]) => ({
      module,
      bytes: Buffer.byteLength(text),
      gzipBytes: gzipSync(text, { level: 9 }).length,
    }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module));
}

/**
 * The entry chunks and every chunk they import statically (not `import()`), by file name.
 * @param {Array<{ type: string, fileName: string, isEntry?: boolean, imports?: string[] }>} output
 */
export function initialChunkNames(output) {
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const initial = new Set();
  const visit = (fileName) => {
    const chunk = chunks.get(fileName);
    if (!chunk || initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...initial];
}

/**
 * Builds the shell in `appDir` in memory with its own Vite config plus source maps, and
 * answers the modules of its initial chunks, largest first, with each chunk's gzip size.
 * @param {string} appDir
 */
export async function firstChunkModules(appDir) {
  const requireFromApp = createRequire(join(appDir, 'package.json'));
  const { build } = await import(requireFromApp.resolve('vite'));
  const result = await build({
    root: appDir,
    logLevel: 'silent',
    build: { write: false, sourcemap: 'hidden' },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const byName = new Map(output.map((o) => [o.fileName, o]));
  const chunks = initialChunkNames(output).map((fileName) => {
    const chunk = byName.get(fileName);
    const mapAsset = byName.get(`${fileName}.map`);
    const map =
      chunk.map ?? (mapAsset ? JSON.parse(Buffer.from(mapAsset.source).toString('utf8')) : null);
    return { fileName, code: chunk.code, map };
  });
  return {
    chunks: chunks.map(({ fileName, code }) => ({
      fileName,
      gzipBytes: gzipSync(code, { level: 9 }).length,
    })),
    modules: modulesBySize(chunks),
  };
}

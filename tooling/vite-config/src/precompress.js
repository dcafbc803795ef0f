import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { constants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files this plugin wrote itself; never compressed again. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * Lists every file under `dir`, recursively, as absolute paths.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes the `.br` (quality 11) and `.gz` (level 9) siblings of one file.
 * @param {string} path
 */
export async function compressFile(path) {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

/**
 * A build-only Vite plugin that writes `.br` and `.gz` siblings of every file of the
 * output directory (emitted assets, copied public files and index.html), so the server
 * can send precompressed bytes instead of compressing on every request.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'veso:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      const files = (await listFiles(dir)).filter((file) => !COMPRESSED_SIBLING.test(file));
      await Promise.all(files.map(compressFile));
    },
  };
}

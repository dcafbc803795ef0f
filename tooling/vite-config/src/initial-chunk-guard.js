/**
 * What the shop loads after the page is interactive (its data layer), never in the
 * first download: Redux and friends, ky and the api-client.
 */
export const DEFERRED_PACKAGES = [
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'redux-persist',
  'redux-thunk',
  'immer',
  'reselect',
  'ky',
  '@veso/api-client',
];

/**
 * What no browser chunk may hold, initial or not, with the reason the build gives: zod's
 * classic API (`zod`, `zod/v4/classic`) is the server's validation library, about 26 kB gzip
 * and not tree-shaken. A browser takes from `@veso/contract` only its zod-free modules
 * (paths, constants, guards) and the few schemas written with `zod/mini`.
 */
export const BROWSER_BANNED = [
  {
    pattern: /\/node_modules\/zod\/v4\/classic\//,
    reason:
      "zod's classic API (import the contract's zod-free values, or write the schema with zod/mini)",
  },
];

/**
 * True when the module `id` belongs to `entry`: a package name (found under
 * node_modules, or under packages/ for a workspace `@veso/*` package consumed as source)
 * or a RegExp tested against the id.
 * @param {string} id
 * @param {string | RegExp} entry
 */
function matches(id, entry) {
  if (entry instanceof RegExp) return entry.test(id);
  const path = id.replaceAll('\\', '/');
  if (path.includes(`/node_modules/${entry}/`)) return true;
  const workspace = /^@veso\/(.+)$/.exec(entry);
  return workspace !== null && path.includes(`/packages/${workspace[1]}/`);
}

/**
 * Build plugin that fails the build when a deferred package ends up in an initial chunk
 * (an entry chunk or a chunk it imports statically), i.e. in the JS a phone downloads
 * before the page is interactive. Dynamic imports (`import()`) are where such code belongs.
 * It also fails when {@link BROWSER_BANNED} code is in any chunk, initial or lazy.
 *
 * @param {{ deferred?: Array<string | RegExp> }} [options]
 *   deferred: package names or module-id patterns; `DEFERRED_PACKAGES` by default.
 * @returns {import('vite').Plugin}
 */
export function initialChunkGuard({ deferred = DEFERRED_PACKAGES } = {}) {
  return {
    name: 'veso:initial-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const initial = new Set();
      const visit = (fileName) => {
        const chunk = chunks.get(fileName);
        if (!chunk || initial.has(fileName)) return;
        initial.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

      const found = [];
      for (const fileName of initial) {
        for (const [id, module] of Object.entries(chunks.get(fileName).modules)) {
          const entry = module.renderedLength > 0 && deferred.find((d) => matches(id, d));
          if (entry) found.push(`${fileName}: ${id} (${String(entry)})`);
        }
      }
      if (found.length > 0) {
        this.error(
          `Deferred code is in the initial download (load it with import() after the page is ` +
            `interactive, e.g. through @veso/shop's data layer or a lazy island):\n  ${found.join('\n  ')}`,
        );
      }

      const banned = [];
      for (const chunk of chunks.values()) {
        for (const [id, module] of Object.entries(chunk.modules)) {
          const rule = module.renderedLength > 0 && BROWSER_BANNED.find((b) => b.pattern.test(id));
          if (rule) banned.push(`${chunk.fileName}: ${id} (${rule.reason})`);
        }
      }
      if (banned.length > 0) {
        this.error(`Code no browser chunk may hold is in the build:\n  ${banned.join('\n  ')}`);
      }
    },
  };
}

/**
 * The dependency directions of docs/architecture.md, as data. Each layer lists the
 * `@veso/*` packages it may import; everything else of ours is banned by lint with a
 * message that names the allowed alternative.
 */

export const FEATURE_PACKAGES = [
  'account',
  'checkout',
  'orders',
  'results',
  'content',
  'games-vietlott',
  'games-loto',
  'games-xskt',
  'group-play',
  'wallet',
];

export const BASE_PACKAGES = ['domain', 'contract', 'api-client', 'ui-kit', 'shop-core'];

const ALL_PACKAGES = [...BASE_PACKAGES, ...FEATURE_PACKAGES, 'shop'];
/** Node-only packages: the real draw history files (read by the server and domain tests). */
const NODE_PACKAGES = ['draw-history'];
const APPS = ['web', 'embed', 'server', 'storybook'];

/** @type {Record<string, { allow: string[], hint: string }>} */
export const LAYERS = {
  domain: {
    allow: ['draw-history'],
    hint: 'domain is pure business rules and imports nothing of ours (its tests read @veso/draw-history)',
  },
  contract: {
    allow: ['domain'],
    hint: 'contract may import @veso/domain only',
  },
  'api-client': {
    allow: ['contract', 'domain'],
    hint: 'api-client may import @veso/contract and @veso/domain only',
  },
  'ui-kit': {
    allow: ['domain'],
    hint: 'ui-kit is presentational; it may import @veso/domain formatters only — pass data in as props',
  },
  'shop-core': {
    allow: ['api-client', 'contract', 'domain', 'ui-kit'],
    hint: 'shop-core may import api-client, contract, domain and ui-kit; features build on it, not the reverse',
  },
  feature: {
    allow: ['shop-core', 'api-client', 'contract', 'domain', 'ui-kit'],
    hint: 'a feature package never imports another feature: move what both need down into @veso/domain, @veso/ui-kit or @veso/shop-core',
  },
  shop: {
    allow: ALL_PACKAGES.filter((p) => p !== 'shop'),
    hint: 'shop composes packages; nothing imports an app',
  },
  shell: {
    allow: ['shop'],
    hint: 'a shell only passes auth bootstrap and menu to @veso/shop; put feature logic in a package',
  },
  server: {
    allow: ['domain', 'contract', 'draw-history'],
    hint: 'the server may import @veso/domain, @veso/contract and @veso/draw-history only; client packages run in the browser',
  },
  storybook: {
    allow: ALL_PACKAGES,
    hint: 'storybook collects stories of packages; nothing imports an app',
  },
};

/**
 * Builds the `no-restricted-imports` options for a package of the given layer.
 *
 * @param {string} layer one of the keys of LAYERS
 * @param {string} [self] the package's own folder name (may import itself by name in tests)
 */
export function restrictedImports(layer, self) {
  const spec = LAYERS[layer];
  if (!spec) throw new Error(`Unknown layer "${layer}"`);
  const banned = [...ALL_PACKAGES, ...NODE_PACKAGES, ...APPS].filter(
    (p) => p !== self && !spec.allow.includes(p),
  );
  return {
    paths: banned.map((name) => ({
      name: `@veso/${name}`,
      message: `@veso/${name} is not allowed here: ${spec.hint}.`,
    })),
    patterns: [
      {
        group: [
          '@veso/*/*',
          '!@veso/*/*.css',
          '!@veso/*/package.json',
          '!@veso/vitest-config/*',
          '!@veso/eslint-config/*',
          '!@veso/tsconfig/*',
          // A package's test support (fast-check generators…), for other packages' tests.
          '!@veso/*/testing',
          // The shop's server renderer, for the shells' server entries (entry-server.tsx).
          '!@veso/shop/server',
          // The contract's endpoint table, one entry point per area (the browser loads only
          // the areas its routes call; `*.schemas` binds the zod schemas, server side).
          '!@veso/contract/endpoints',
          '!@veso/contract/endpoints/*',
        ],
        message: 'No deep imports into another package: import its public API from "@veso/<name>".',
      },
      {
        group: banned.map((name) => `@veso/${name}/*`),
        message: `Not allowed here: ${spec.hint}.`,
      },
      {
        group: ['../../*/src/*', '../../../packages/*', '../../../apps/*'],
        message:
          'No relative imports across packages: declare a workspace dependency and import "@veso/<name>".',
      },
    ],
  };
}

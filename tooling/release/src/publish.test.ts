import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, run } from './exec';
import { tarballFiles, undeclaredImports, workspaceRanges } from './inspect';
import type { Manifest } from './inspect';
import { startRegistry } from './registry';
import type { Registry } from './registry';

/**
 * The packages other apps may install, as they go to npm: each is built (turbo runs their
 * `build` before this test; see turbo.json), published with `pnpm publish` to a throwaway
 * Verdaccio, installed with npm into an empty project and used from plain Node and from
 * TypeScript. A missing file, export, type or dependency fails here, not in a consumer.
 */
const PUBLISHED = ['domain', 'contract', 'api-client', 'ui-kit'] as const;
type Folder = (typeof PUBLISHED)[number];

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const folderOf = (name: Folder) => join(ROOT, 'packages', name);
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** The built files of one entry point: its code, its source map and its types. */
const entryFiles = (name: string) => [
  `dist/${name}.d.ts`,
  `dist/${name}.js`,
  `dist/${name}.js.map`,
];

/** The contract's endpoint areas, each its own entry point (`@veso/contract/endpoints/<area>`). */
const ENDPOINT_AREAS = readdirSync(join(ROOT, 'packages/contract/src/endpoints'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `endpoints/${file.slice(0, -'.ts'.length)}`);

/**
 * Code and types the bundler shares between a package's entry points (`dist/chunk-<hash>.js`,
 * `dist/<module>-<hash>.d.ts`): their names change with their content, so the published
 * files are compared without them.
 */
const SHARED_CHUNK = /^dist\/(chunk-[A-Z0-9]+\.js(\.map)?|[a-z-]+-[A-Za-z0-9_-]{8}\.d\.ts)$/;

/** What a consumer gets: exactly the build and the package's own files. */
const EXPECTED_FILES: Record<Folder, string[]> = {
  domain: ['README.md', 'dist/index.d.ts', 'dist/index.js', 'dist/index.js.map', 'package.json'],
  contract: [
    'README.md',
    ...[...ENDPOINT_AREAS, 'index'].flatMap(entryFiles),
    'package.json',
  ].sort(),
  'api-client': [
    'README.md',
    'dist/index.d.ts',
    'dist/index.js',
    'dist/index.js.map',
    'package.json',
  ],
  'ui-kit': [
    'README.md',
    'dist/index.css',
    'dist/index.css.map',
    'dist/index.d.ts',
    'dist/index.js',
    'dist/index.js.map',
    'package.json',
  ],
};

type Published = {
  folder: Folder;
  manifest: Manifest;
  files: string[];
  js: string;
  dts: string;
  map: string;
};

let work: string;
let registry: Registry | undefined;
let app: string;
let consumerEnv: NodeJS.ProcessEnv;
const published = new Map<Folder, Published>();

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/** The published version of a package, its manifest and tarball, from the registry. */
async function fetchPublished(url: string, folder: Folder): Promise<Published> {
  const local = await readJson<Manifest>(join(folderOf(folder), 'package.json'));
  const response = await fetch(new URL(encodeURIComponent(local.name), url));
  expect(response.status, `${local.name} is in the registry`).toBe(200);
  const packument = (await response.json()) as {
    versions: Record<string, Manifest & { dist: { tarball: string } }>;
  };
  const manifest = packument.versions[local.version];
  if (!manifest) throw new Error(`${local.name}@${local.version} was not published`);
  const tarball = new Uint8Array(await (await fetch(manifest.dist.tarball)).arrayBuffer());
  const files = tarballFiles(tarball);
  const dist = join(folderOf(folder), 'dist');
  return {
    folder,
    manifest,
    files,
    js: await readFile(join(dist, 'index.js'), 'utf8'),
    dts: await readFile(join(dist, 'index.d.ts'), 'utf8'),
    map: await readFile(join(dist, 'index.js.map'), 'utf8'),
  };
}

beforeAll(async () => {
  // Under turbo the four builds ran first (turbo.json); run alone, build them (cached).
  if (!process.env.TURBO_HASH) {
    const filters = PUBLISHED.map((name) => `--filter=@veso/${name}`);
    await run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
      cwd: ROOT,
    });
  }
  for (const folder of PUBLISHED) {
    for (const file of ['index.js', 'index.d.ts']) {
      if (!existsSync(join(folderOf(folder), 'dist', file))) {
        throw new Error(`packages/${folder}/dist/${file} is missing: run its build first`);
      }
    }
  }

  work = await mkdtemp(join(tmpdir(), 'veso-release-'));
  registry = await startRegistry(join(work, 'registry'));
  await registry.checkUplink('react');
  const { host } = new URL(registry.url);
  const token = await registry.addUser('veso-release-test', randomBytes(12).toString('hex'));

  // npm and pnpm read only this config and cache, never the user's.
  const npmrc = join(work, 'npmrc');
  await writeFile(npmrc, `registry=${registry.url}\n//${host}/:_authToken=${token}\n`);
  consumerEnv = cleanEnv({
    npm_config_userconfig: npmrc,
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_registry: registry.url,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  });

  // --ignore-scripts: turbo built dist already; a release's publish rebuilds it (prepublishOnly).
  for (const folder of PUBLISHED) {
    await run(
      'pnpm',
      ['publish', '--registry', registry.url, '--no-git-checks', '--ignore-scripts'],
      {
        cwd: folderOf(folder),
        env: consumerEnv,
      },
    );
  }
  for (const folder of PUBLISHED) published.set(folder, await fetchPublished(registry.url, folder));

  // An empty project of another team: npm, third-party packages through the registry's proxy.
  app = join(work, 'app');
  await mkdir(app);
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify(
      { name: 'veso-consumer', version: '1.0.0', private: true, type: 'module' },
      null,
      2,
    ),
  );
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--registry',
      registry.url,
      ...PUBLISHED.map(
        (folder) =>
          `${published.get(folder)!.manifest.name}@${published.get(folder)!.manifest.version}`,
      ),
      'react',
      'react-dom',
      'react-redux',
      '@types/react',
      '@types/react-dom',
    ],
    { cwd: app, env: consumerEnv },
  );
});

afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.each(PUBLISHED)('@veso/%s as published', (folder) => {
  const get = () => published.get(folder)!;

  it('holds its build with types and nothing else', () => {
    expect(get().files.filter((file) => !SHARED_CHUNK.test(file))).toEqual(EXPECTED_FILES[folder]);
  });

  it('exports the build, with its types first, and workspace ranges rewritten', () => {
    const { manifest } = get();
    expect(manifest.type).toBe('module');
    expect((manifest.exports as Record<string, unknown>)['.']).toEqual({
      types: './dist/index.d.ts',
      default: './dist/index.js',
    });
    expect(workspaceRanges(manifest)).toEqual([]);
    expect(manifest.private).toBeUndefined();
  });

  it('imports at run time and in its types only what it declares', () => {
    const { js, dts, manifest } = get();
    expect(undeclaredImports(js, manifest), 'dist/index.js').toEqual([]);
    expect(undeclaredImports(dts, manifest), 'dist/index.d.ts').toEqual([]);
  });

  it('bundles no test, story or test helper', () => {
    const sources = (JSON.parse(get().map) as { sources: string[] }).sources;
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => /\.(test|stories)\.|\/test\//.test(source))).toEqual([]);
  });
});

describe('a project that installs the published packages', () => {
  it('installs each, with its own dependencies', async () => {
    const lock = await readJson<{
      packages: Record<string, { version: string; resolved?: string }>;
    }>(join(app, 'package-lock.json'));
    for (const folder of PUBLISHED) {
      const { name, version } = get(folder);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
    // Installed as dependencies of ours, not asked for by the project.
    for (const dependency of ['zod', 'ky', '@reduxjs/toolkit']) {
      expect(lock.packages[`node_modules/${dependency}`], dependency).toBeDefined();
    }

    function get(folder: Folder) {
      return published.get(folder)!.manifest;
    }
  });

  it('uses one function of each from plain Node', async () => {
    // Node loads no CSS: ui-kit's entry imports its stylesheet, which a bundler (Vite,
    // webpack, esbuild) handles; in Node a hook makes .css an empty module, as a bundler
    // for SSR does.
    await writeFile(
      join(app, 'ignore-css.mjs'),
      `import { registerHooks } from 'node:module';
registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
    return nextLoad(url, context);
  },
});
`,
    );
    await writeFile(
      join(app, 'use.mjs'),
      `import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cartItemPrice, formatMoney, getProduct } from '@veso/domain';
import { API_BASES, Code, messageForCode, paths } from '@veso/contract';
import { createApiClient, makeRequestId } from '@veso/api-client';
import { Money, pickCountText } from '@veso/ui-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const requested = [];
const client = createApiClient({
  baseUrls: { main: 'http://shop.example' + API_BASES.main },
  getToken: () => 'tok',
  fetch: async (request) => {
    requested.push({ url: request.url, token: request.headers.get('x-access-token') });
    return new Response(JSON.stringify({ code: 0, message: 'OK', data: { status: 'ok' } }), {
      headers: { 'content-type': 'application/json' },
    });
  },
});
const health = await client.get(paths.healthz);

const css = readFileSync(new URL(import.meta.resolve('@veso/ui-kit/global.css')), 'utf8');
const html = renderToStaticMarkup(createElement(Money, { amount: 1200000 }));
const className = /class="([^"]+)"/.exec(html)?.[1] ?? '';

console.log(JSON.stringify({
  product: getProduct('mega645').name,
  price: cartItemPrice({ product: 'mega645', lines: 40, stake: 1, draws: 3 }),
  money: formatMoney(1250000),
  message: messageForCode(Code.SYSTEM_BUSY) === messageForCode(-1) ? 'busy' : 'other',
  healthz: paths.healthz,
  requested,
  health,
  requestId: makeRequestId(1767225600000),
  html,
  cssHasClass: className !== '' && css.includes('.' + className + ' '),
  cssHasTokens: css.includes(':root'),
  pickCount: pickCountText(3, 6),
  required: createRequire(import.meta.url)('@veso/domain').formatMoney(5000),
}));
`,
    );
    const stdout = await run(process.execPath, ['--import', './ignore-css.mjs', 'use.mjs'], {
      cwd: app,
      env: consumerEnv,
      timeoutMs: 60_000,
    });
    const used = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(used).toEqual({
      product: 'Mega 6/45',
      price: 1_200_000,
      money: '1.250.000đ',
      message: 'busy',
      healthz: '/healthz',
      requested: [{ url: 'http://shop.example/api/healthz', token: 'tok' }],
      health: { ok: true, code: 0, message: 'OK', data: { status: 'ok' } },
      requestId: '1767225600000',
      html: expect.stringContaining('>1.200.000đ</span>'),
      cssHasClass: true,
      cssHasTokens: true,
      pickCount: 'Đã chọn 3/6 số',
      required: '5.000đ',
    });
  });

  it('type-checks against their declarations with strict NodeNext', async () => {
    await writeFile(
      join(app, 'check.ts'),
      `import { cartItemPrice, formatMoney } from '@veso/domain';
import type { ProductId } from '@veso/domain';
import { paths } from '@veso/contract';
import type { Envelope } from '@veso/contract';
import { createApiClient } from '@veso/api-client';
import type { ApiResult } from '@veso/api-client';
import { Money } from '@veso/ui-kit';
import type { MoneyProps } from '@veso/ui-kit';
import { createElement } from 'react';
import type { ReactElement } from 'react';

const product: ProductId = 'mega645';
const price: number = cartItemPrice({ product, lines: 1, stake: 1, draws: 2 });
const text: string = formatMoney(price);
const healthz: '/healthz' = paths.healthz;
const client = createApiClient({ baseUrls: { main: 'http://shop.example/api' } });
const health: Promise<ApiResult<{ status: string }>> = client.get<{ status: string }>(healthz);
const envelope: Envelope<number> = { code: 0, message: text, data: price };
const props: MoneyProps = { amount: envelope.data ?? 0, strong: true };
export const element: ReactElement = createElement(Money, props);
export { health };

// The declarations are real types, not \`any\`:
// @ts-expect-error not a product of the catalogue
cartItemPrice({ product: 'nope', lines: 1, stake: 1, draws: 1 });
// @ts-expect-error Money takes an amount
createElement(Money, { value: 1 });
`,
    );
    await run(
      process.execPath,
      [
        TSC,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2023',
        '--lib',
        'es2023,dom,dom.iterable',
        '--types',
        'react,react-dom',
        'check.ts',
      ],
      { cwd: app, env: consumerEnv, timeoutMs: 120_000 },
    );
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, mergeConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialChunkGuard, shellConfig } from './index.js';

const fixture = fileURLToPath(new URL('../fixtures/app', import.meta.url));

describe('shellConfig', () => {
  it('sets the base, React and the precompress plugin, without the preload polyfill', () => {
    const config = shellConfig({ base: '/webview/' });
    expect(config.base).toBe('/webview/');
    const names = config.plugins.flat().map((plugin) => plugin && plugin.name);
    expect(names).toContain('veso:precompress');
    expect(names).toContain('veso:initial-chunk-guard');
    expect(names.some((name) => typeof name === 'string' && name.startsWith('vite:react'))).toBe(
      true,
    );
    expect(config.build.modulePreload).toBe(false);
    expect(config.server.proxy['/api'].target).toBe('http://127.0.0.1:3000');
  });
});

describe('a build with shellConfig', () => {
  let outDir = '';
  let files = [];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'veso-vite-config-'));
    await build(
      mergeConfig(shellConfig({ base: '/webview/' }), {
        root: fixture,
        logLevel: 'silent',
        build: { outDir },
      }),
    );
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  });

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('writes a .br and a .gz sibling of every output file, index.html included', async () => {
    const originals = files.filter((f) => !/\.(br|gz)$/.test(f));
    expect(originals.map((f) => f.slice(outDir.length + 1)).sort()).toEqual(
      expect.arrayContaining(['favicon.svg', 'index.html']),
    );
    expect(originals.some((f) => f.endsWith('.js'))).toBe(true);
    expect(originals.some((f) => f.endsWith('.css'))).toBe(true);
    for (const file of originals) {
      const source = await readFile(file);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(source), file).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(source), file).toBe(true);
    }
    expect(files.filter((f) => /\.(br|gz)\.(br|gz)$/.test(f))).toEqual([]);
  });

  it('writes one stylesheet with the lazy parts’ CSS, and no module preload, in the HTML or at run time', async () => {
    const originals = files.filter((f) => !/\.(br|gz)$/.test(f));
    const sheets = originals.filter((f) => f.endsWith('.css'));
    expect(sheets).toHaveLength(1);
    const css = await readFile(sheets[0] ?? '', 'utf8');
    expect(css).toContain('.lazy');
    // Two lazy modules share one chunk: Vite's helper would preload it at run time.
    const scripts = originals.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    let lazyImports = 0;
    for (const script of scripts) {
      // Vite's helper call around each import(): `helper(async () => …import(…)…, [deps])`.
      for (const [, deps] of (await readFile(script, 'utf8')).matchAll(/\},\s*\[([^\]]*)\]\)/g)) {
        lazyImports += 1;
        expect(deps, script).toBe('');
      }
    }
    expect(lazyImports).toBe(2);
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).not.toContain('modulepreload');
  });

  it('emits index.html with no inline script and assets under the base', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/\ssrc="\/webview\/assets\/[^"]+\.js"/);
      expect(script).toMatch(/><\/script>$/);
    }
    expect(html).toContain('href="/webview/favicon.svg"');
  });
});

describe('initialChunkGuard', () => {
  async function buildFixture(deferred) {
    const outDir = await mkdtemp(join(tmpdir(), 'veso-vite-guard-'));
    try {
      await build({
        root: fixture,
        logLevel: 'silent',
        build: { outDir, write: false },
        plugins: [initialChunkGuard({ deferred })],
      });
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }

  it('lets deferred code live in a dynamically imported chunk', async () => {
    await expect(buildFixture([/\/src\/lazy\.js$/])).resolves.toBeUndefined();
  });

  it('fails the build when deferred code is in the initial chunks, naming it', async () => {
    await expect(buildFixture([/\/src\/main\.js$/])).rejects.toThrow(
      /Deferred code is in the initial download[\s\S]*src\/main\.js/,
    );
  });

  it('matches package names under node_modules and workspace packages under packages/', async () => {
    const plugin = initialChunkGuard({ deferred: ['react-redux', '@veso/api-client'] });
    const errors = [];
    const chunk = (fileName, modules, imports = [], isEntry = false) => ({
      type: 'chunk',
      fileName,
      isEntry,
      imports,
      modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 10 }])),
    });
    plugin.generateBundle.call(
      { error: (message) => errors.push(message) },
      {},
      {
        'index.js': chunk('index.js', ['/r/node_modules/react/index.js'], ['shared.js'], true),
        'shared.js': chunk('shared.js', ['/r/packages/api-client/src/index.ts']),
        'lazy.js': chunk('lazy.js', ['/r/node_modules/.pnpm/x/node_modules/react-redux/dist/a.js']),
      },
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      'shared.js: /r/packages/api-client/src/index.ts (@veso/api-client)',
    );
    expect(errors[0]).not.toContain('react-redux');
  });

  it("fails the build when zod's classic API is in any chunk, lazy ones too; zod/mini passes", () => {
    const plugin = initialChunkGuard();
    const errors = [];
    const zod = '/r/node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4';
    const chunk = (fileName, modules, isEntry = false) => ({
      type: 'chunk',
      fileName,
      isEntry,
      imports: [],
      modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 10 }])),
    });
    const bundle = (lazyModules) => ({
      'index.js': chunk('index.js', ['/r/node_modules/react/index.js'], true),
      'keno-live.js': chunk('keno-live.js', lazyModules),
    });
    const context = { error: (message) => errors.push(message) };

    plugin.generateBundle.call(
      context,
      {},
      bundle([`${zod}/mini/schemas.js`, `${zod}/core/schemas.js`]),
    );
    expect(errors).toEqual([]);

    plugin.generateBundle.call(context, {}, bundle([`${zod}/classic/schemas.js`]));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`keno-live.js: ${zod}/classic/schemas.js (zod's classic API`);
  });
});

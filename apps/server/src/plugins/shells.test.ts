import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const WEB_INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>web shell</body></html>';
const EMBED_INDEX =
  '<!doctype html><html><head><script type="module" src="/webview/assets/embed-def456.js"></script></head><body>embed shell</body></html>';
const APP_JS = `console.info(${JSON.stringify('x'.repeat(2000))});`;
const SW_JS = 'self.addEventListener("fetch", () => {});';
const MANIFEST = JSON.stringify({ name: 'VeSo', start_url: '/' });

async function writeWithSiblings(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  // Distinct bodies prove which sibling was sent.
  await writeFile(`${file}.br`, brotliCompressSync(`${content}/*br*/`));
  await writeFile(`${file}.gz`, gzipSync(`${content}/*gz*/`));
}

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'veso-shells-'));
  const web = path.join(dir, 'web');
  const embed = path.join(dir, 'embed');
  await writeWithSiblings(path.join(web, 'index.html'), WEB_INDEX);
  await writeWithSiblings(path.join(web, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(web, 'sw.js'), SW_JS);
  await writeFile(path.join(web, 'manifest.webmanifest'), MANIFEST);
  await mkdir(path.join(embed, 'assets'), { recursive: true });
  await writeFile(path.join(embed, 'index.html'), EMBED_INDEX);
  await writeFile(path.join(embed, 'assets', 'embed-def456.js'), APP_JS);
  t = await createTestApp({ config: { webDist: web, embedDist: embed } });
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the web shell at /', () => {
  it('serves index.html at / and for any client route that accepts HTML, never cached', async () => {
    for (const url of [
      '/',
      '/ket-qua',
      '/lich-su-dat-mua/123/so-ket-qua',
      '/dang-nhap?next=%2Fgio-hang',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: HTML } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(WEB_INDEX);
    }
  });

  it('serves hashed assets as immutable for a year, and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe(APP_JS);

    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web manifest revalidated on every visit, as what they are', async () => {
    // A cached sw.js would hide a new release from the browser's update check.
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.body).toBe(SW_JS);
    expect(sw.headers['content-security-policy']).toContain("worker-src 'self'");

    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('picks the precompressed sibling by Accept-Encoding', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload).toEqual(brotliCompressSync(`${APP_JS}/*br*/`));

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(gzipSync(`${APP_JS}/*gz*/`));

    const index = await t.app.inject({
      method: 'GET',
      url: '/some/route',
      headers: { accept: HTML, 'accept-encoding': 'br' },
    });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a missing file with the 404 envelope, not the shell', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-000.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(14);

    const json = await t.app.inject({
      method: 'GET',
      url: '/ket-qua',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });
});

describe('the embed shell at /webview/', () => {
  it('serves its own index.html for /webview/ routes and its assets', async () => {
    for (const url of ['/webview/', '/webview/?tab=1', '/webview/huong-dan-choi', '/webview']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: HTML } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(EMBED_INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/webview/assets/embed-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the server public files', () => {
  it('serves the promo image the app config points at', async () => {
    const config = (
      await t.app.inject({ method: 'GET', url: '/api/customer/get_config_v2' })
    ).json().data;
    const res = await t.app.inject({ method: 'GET', url: config.promoPopup.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });
});

describe('a shell that is not built', () => {
  it('answers a bilingual notice page instead of crashing', async () => {
    const bare = await createTestApp({
      config: { webDist: path.join(dir, 'nope-web'), embedDist: path.join(dir, 'nope-embed') },
    });
    try {
      for (const [url, shell] of [
        ['/', 'web'],
        ['/webview/?tab=1', 'embed'],
      ] as const) {
        const res = await bare.app.inject({ method: 'GET', url, headers: { accept: HTML } });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('Giao diện chưa được build');
        expect(res.body).toContain('Shell not built');
        expect(res.body).toContain(`pnpm --filter @veso/${shell} build`);
      }
      const api = await bare.app.inject({ method: 'GET', url: '/api/healthz' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

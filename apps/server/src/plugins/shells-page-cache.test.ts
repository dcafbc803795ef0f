import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { SSR_STATE_ID } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../db/database';
import { markReadsChanged, READS_CHANNEL } from '../http/read-cache';
import { SETTINGS_CHANNEL, writeSetting } from '../modules/catalog/repo';
import { writeContent } from '../modules/content/repo';
import { PAGE_CACHE_TTL_MS, PAGE_REFRESH_AHEAD_MS } from '../http/page-cache';
import { notificationsDelivered } from '../test/notifications';
import { createTestApp, type TestApp } from '../test/test-app';
import { fillTemplate } from './shells';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/index-a1.css"></head><body><div id="root"></div></body></html>';

/**
 * A shell's server renderer (the contract of `dist-server/entry-server.js`) that numbers
 * its renders: a page served from memory shows the number of the render it came from.
 */
const RENDERER = `
let renders = 0;
export async function render({ url, fetch, now }) {
  const { pathname, search } = new URL(url);
  renders += 1;
  const n = renders;
  const state = JSON.stringify({ api: { queries: {} }, now });
  if (pathname === '/lent') await new Promise((resolve) => setTimeout(resolve, 50));
  if (pathname === '/tai-khoan') return { status: 200, html: '', state: null };
  if (pathname === '/loi') return { status: 500, html: '<p>render ' + n + '</p>', state };
  if (pathname === '/trong') return { status: 200, html: '<p>render ' + n + '</p>', state: '{}' };
  if (pathname === '/chuyen') return { status: 302, location: '/', html: '', state: null };
  if (pathname === '/lon') {
    const rows = Array.from({ length: 300 }, (_, i) => '<p>Kết quả kỳ #' + i + '</p>').join('');
    return { status: 200, html: '<p>render ' + n + '</p>' + rows, state };
  }
  const config = await fetch('http://veso.internal/api/customer/get_config_v2?os_type=0&current_version=61');
  if (pathname === '/qua-tai') await fetch('http://veso.internal/api/test/busy');
  return {
    status: pathname === '/khong-co' ? 404 : 200,
    html: '<p>render ' + n + ' of ' + pathname + search + ', config ' + config.status + '</p>',
    state,
  };
}
`;

type State = { servedAt?: number; now: number; api: unknown };
type Page = { status: number; body: string; render: number; state: State | null };

const STATE_BLOCK = new RegExp(
  `<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`,
);

let dir: string;
let web: string;
let embed: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'veso-page-cache-'));
  web = path.join(dir, 'web', 'dist');
  embed = path.join(dir, 'embed', 'dist');
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), INDEX);
  await mkdir(path.join(dir, 'web', 'dist-server'), { recursive: true });
  await writeFile(path.join(dir, 'web', 'dist-server', 'entry-server.js'), RENDERER);
  await mkdir(embed, { recursive: true });
  await writeFile(path.join(embed, 'index.html'), INDEX);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function startApp(pageCache?: boolean): Promise<TestApp> {
  const t = await createTestApp({
    config: { webDist: web, embedDist: embed, ...(pageCache === undefined ? {} : { pageCache }) },
  });
  // An API call that fails for a moment (the server is busy).
  t.app.get('/api/test/busy', async (_request, reply) => reply.code(503).send({ code: 1 }));
  await t.app.ready();
  return t;
}

function pagesOf(t: TestApp) {
  return async (url: string, headers: Record<string, string> = {}): Promise<Page> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: HTML, ...headers } });
    const block = STATE_BLOCK.exec(res.body)?.[1];
    return {
      status: res.statusCode,
      body: res.body,
      render: Number(/render (\d+)/.exec(res.body)?.[1] ?? Number.NaN),
      state: block ? (JSON.parse(block) as State) : null,
    };
  };
}

describe('rendered public pages from memory', () => {
  let t: TestApp;
  let page: ReturnType<typeof pagesOf>;

  beforeAll(async () => {
    t = await startApp();
    page = pagesOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The number of a render made now: of a page not asked for yet. */
  async function freshRender(): Promise<number> {
    return (await page(`/moi-${Math.random().toString(36).slice(2)}`)).render;
  }

  it('serves a public page again without rendering it again', async () => {
    const first = await page('/ket-qua');
    expect(first.status).toBe(200);
    expect(first.body).toContain('config 200');
    const second = await page('/ket-qua');
    expect(second.status).toBe(200);
    expect(second.render).toBe(first.render);
    expect(second.body).toBe(first.body);
  });

  it('keeps a 404 page too', async () => {
    const first = await page('/khong-co');
    expect(first.status).toBe(404);
    const second = await page('/khong-co');
    expect(second.status).toBe(404);
    expect(second.render).toBe(first.render);
  });

  it('keys on the shell, the path and the whole query, in any order', async () => {
    const first = await page('/mega-645?b=2&a=1');
    expect((await page('/mega-645?a=1&b=2')).render).toBe(first.render);
    expect((await page('/mega-645?a=1&b=3')).render).not.toBe(first.render);
    expect((await page('/mega-645')).render).not.toBe(first.render);
    expect((await page('/mega-645/')).render).not.toBe(first.render);
  });

  it('stamps servedAt, the time it is sent at, on fresh and remembered pages; now stays the render’s', async () => {
    const renderedAt = t.clock.now().getTime();
    const fresh = await page('/xo-so');
    expect(fresh.state).toEqual({ servedAt: renderedAt, api: { queries: {} }, now: renderedAt });
    // servedAt comes last: the state's own fields before it unchanged.
    expect(fresh.body).toContain(
      `>{"api":{"queries":{}},"now":${renderedAt},"servedAt":${renderedAt}}<`,
    );
    t.clock.advance(4_000);
    const remembered = await page('/xo-so');
    expect(remembered.render).toBe(fresh.render);
    expect(remembered.state).toEqual({
      servedAt: renderedAt + 4_000,
      api: { queries: {} },
      now: renderedAt,
    });
  });

  it('stamps an empty state as valid JSON', async () => {
    const at = t.clock.now().getTime();
    const res = await page('/trong');
    expect(res.state).toEqual({ servedAt: at });
  });

  it('renders again once the reads changed in this process (markReadsChanged)', async () => {
    const first = await page('/ket-qua/mega-645');
    expect((await page('/ket-qua/mega-645')).render).toBe(first.render);
    markReadsChanged('stock');
    const after = await page('/ket-qua/mega-645');
    expect(after.render).toBeGreaterThan(first.render);
    expect((await page('/ket-qua/mega-645')).render).toBe(after.render);
  });

  it('renders again once the database announced a change of the reads', async () => {
    const first = await page('/power-655');
    await notify(t.db.orm, READS_CHANNEL, 'draw_results');
    await notificationsDelivered(t.db);
    expect((await page('/power-655')).render).toBeGreaterThan(first.render);
  });

  it('renders again once the app settings or the content changed (an operator’s pause, a banner)', async () => {
    const first = await page('/lo-to');
    expect((await page('/lo-to')).render).toBe(first.render);
    // This process's own write drops the pages at once (the trigger's word comes later).
    await writeSetting(t.db.orm, 'page_cache_test', { at: 1 });
    const afterSetting = await page('/lo-to');
    expect(afterSetting.render).toBeGreaterThan(first.render);
    // Another process's write, as the database announces it.
    await notify(t.db.orm, SETTINGS_CHANNEL, 'app_settings');
    await notificationsDelivered(t.db);
    const announced = await page('/lo-to');
    expect(announced.render).toBeGreaterThan(afterSetting.render);
    await writeContent(t.db.orm, {
      key: 'banner',
      value: { items: [] },
      source: 'test',
      at: t.clock.now(),
    });
    expect((await page('/lo-to')).render).toBeGreaterThan(announced.render);
  });

  it('renders again after the TTL, and when the clock goes back before the render', async () => {
    const first = await page('/keno');
    t.clock.advance(PAGE_CACHE_TTL_MS - PAGE_REFRESH_AHEAD_MS - 1);
    expect((await page('/keno')).render).toBe(first.render);
    t.clock.advance(PAGE_REFRESH_AHEAD_MS + 1);
    const expired = await page('/keno');
    expect(expired.render).toBeGreaterThan(first.render);
    // The sandbox clock moved back: a page rendered "later" is not shown.
    t.clock.advance(-60_000);
    expect((await page('/keno')).render).toBeGreaterThan(expired.render);
  });

  it('renders a page asked for near its expiry again meanwhile, once, while serving it', async () => {
    const first = await page('/xsmb');
    t.clock.advance(PAGE_CACHE_TTL_MS - PAGE_REFRESH_AHEAD_MS);
    expect((await page('/xsmb')).render).toBe(first.render);
    // Served as it was until its successor is in; then the successor, rendered once.
    let next = first.render;
    await vi.waitFor(async () => {
      next = (await page('/xsmb')).render;
      expect(next).toBeGreaterThan(first.render);
    });
    expect(next).toBe(first.render + 1);
    // The successor holds a whole TTL from its own render.
    t.clock.advance(PAGE_CACHE_TTL_MS - PAGE_REFRESH_AHEAD_MS - 1);
    expect((await page('/xsmb')).render).toBe(next);
  });

  it('never keeps a personal page (no state: the browser renders it)', async () => {
    const first = await page('/tai-khoan');
    expect(first.status).toBe(200);
    expect(first.state).toBeNull();
    expect(first.body).toContain('<div id="root"></div>');
    const before = await freshRender();
    await page('/tai-khoan');
    expect(await freshRender()).toBe(before + 2);
  });

  it('never keeps a 500, even with a state', async () => {
    const first = await page('/loi');
    expect(first.status).toBe(500);
    const second = await page('/loi');
    expect(second.status).toBe(500);
    expect(second.render).toBeGreaterThan(first.render);
  });

  it('never keeps a page whose data met a passing failure (5xx, 429)', async () => {
    const first = await page('/qua-tai');
    expect(first.status).toBe(200);
    expect((await page('/qua-tai')).render).toBeGreaterThan(first.render);
  });

  it('never keeps a redirect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/chuyen', headers: { accept: HTML } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('renders for itself a request that carries a session, and keeps nothing of it', async () => {
    const shared = await page('/xsdt');
    const signed = await page('/xsdt', { 'x-access-token': 'a-token' });
    expect(signed.render).toBeGreaterThan(shared.render);
    const authorized = await page('/xsdt', { authorization: 'Bearer a-token' });
    expect(authorized.render).toBeGreaterThan(signed.render);
    expect((await page('/xsdt')).render).toBe(shared.render);
  });

  it('renders concurrent misses of one page once', async () => {
    const pages = await Promise.all(Array.from({ length: 6 }, () => page('/lent')));
    const renders = new Set(pages.map((p) => p.render));
    expect(renders.size).toBe(1);
    const [only] = renders;
    expect(await freshRender()).toBe(only! + 1);
    // Each waiter got its own stamp on the one render.
    expect(pages.every((p) => p.state?.servedAt === t.clock.now().getTime())).toBe(true);
  });

  it('sends a remembered page compressed (brotli, gzip) with its own servedAt', async () => {
    const plain = await page('/lon');
    expect(plain.body.length).toBeGreaterThan(4096);
    t.clock.advance(1_500);
    const servedAt = t.clock.now().getTime();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/lon',
          headers: { accept: HTML, 'accept-encoding': encoding === 'br' ? 'gzip, br' : 'gzip' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.rawPayload.length).toBeLessThan(plain.body.length / 4);
        const body = decode(res.rawPayload).toString('utf8');
        expect(body).toBe(
          plain.body.replace(`"servedAt":${plain.state!.servedAt}`, `"servedAt":${servedAt}`),
        );
      }
    }
  });

  it('keeps cache-control no-cache on the page', async () => {
    await page('/ve-so');
    const res = await t.app.inject({ method: 'GET', url: '/ve-so', headers: { accept: HTML } });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('VESO_PAGE_CACHE=0', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(false);
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders every page for its request, still stamped with servedAt', async () => {
    const page = pagesOf(t);
    const first = await page('/ket-qua');
    const second = await page('/ket-qua');
    expect(second.render).toBe(first.render + 1);
    expect(second.state?.servedAt).toBe(t.clock.now().getTime());
  });
});

describe('fillTemplate', () => {
  const template = '<body><div id="root"></div></body>';

  it('puts servedAt last in the state object when given one', () => {
    const page = { status: 200, html: '<p>x</p>', state: '{"api":{},"now":5}' };
    expect(fillTemplate(template, page)).toBe(
      `<body><div id="root" data-ssr=""><p>x</p></div><script type="application/json" id="${SSR_STATE_ID}">{"api":{},"now":5}</script></body>`,
    );
    expect(fillTemplate(template, page, 9)).toContain('>{"api":{},"now":5,"servedAt":9}<');
    expect(fillTemplate(template, { ...page, state: '{ }' }, 9)).toContain('>{ "servedAt":9}<');
    // Not an object: left as it is.
    expect(fillTemplate(template, { ...page, state: '[1]' }, 9)).toContain('>[1]<');
  });

  it('leaves a page without state as it is', () => {
    expect(fillTemplate(template, { status: 200, html: '', state: null }, 9)).toBe(template);
  });

  it('gives a rendered page its own document title, as text', () => {
    const titled =
      '<head><title>VeSo - Mua vé số online</title></head><body><div id="root"></div></body>';
    const page = {
      status: 200,
      html: '<p>x</p>',
      state: '{}',
      title: 'Kết quả <Mega> & Power | VeSo',
    };
    expect(fillTemplate(titled, page)).toContain(
      '<title>Kết quả &lt;Mega&gt; &amp; Power | VeSo</title>',
    );
    // A page the browser renders sets its own once there.
    expect(fillTemplate(titled, { ...page, state: null })).toContain(
      '<title>VeSo - Mua vé số online</title>',
    );
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SSR_STATE_ID } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX =
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><div id="root"></div></body></html>';

/**
 * A shell's server renderer with the contract of `dist-server/entry-server.js`: it asks the
 * server for the app config through the fetch it is given (in-process), and renders what
 * the path asks for.
 */
const RENDERER = `
export async function render({ url, fetch, onError, now }) {
  const path = new URL(url).pathname;
  if (path === '/hong') throw new Error('renderer crashed');
  if (path === '/loi') {
    onError(new Error('page threw'));
    return { status: 500, html: '<section class="_screen_x1_1">Có lỗi xảy ra</section>', state: null };
  }
  const answer = await fetch('http://veso.internal/api/customer/get_config_v2?os_type=0&current_version=61');
  const config = await answer.json();
  const status = path === '/khong-co' ? 404 : 200;
  return {
    status,
    html: '<p class="_card_k2_3 plain">config code ' + config.code + ' at ' + now + '</p>',
    state: JSON.stringify({ api: { queries: {} }, now }).replace(/</g, '\\\\u003c'),
  };
}
`;

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'veso-shells-render-'));
  const web = path.join(dir, 'web', 'dist');
  const embed = path.join(dir, 'embed', 'dist');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), INDEX);
  await writeFile(path.join(web, 'assets', 'index-a1.css'), '._card_k2_3{margin:0}');
  await mkdir(path.join(dir, 'web', 'dist-server'), { recursive: true });
  await writeFile(path.join(dir, 'web', 'dist-server', 'entry-server.js'), RENDERER);
  await mkdir(embed, { recursive: true });
  await writeFile(path.join(embed, 'index.html'), INDEX);
  t = await createTestApp({ config: { webDist: web, embedDist: embed } });
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pages rendered by the server', () => {
  it('answers the rendered markup and the state to hydrate from, in the built page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ket-qua', headers: { accept: HTML } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The renderer's call reached the API in-process and got its envelope.
    expect(res.body).toContain(
      '<div id="root" data-ssr=""><p class="_card_k2_3 plain">config code 0',
    );
    expect(res.body).toContain(`<script type="application/json" id="${SSR_STATE_ID}">`);
    // The template's own head: its one stylesheet, once.
    expect(res.body.match(/index-a1\.css/g)).toHaveLength(1);
  });

  it('answers a page no route answers with the renderer’s 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/khong-co', headers: { accept: HTML } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('config code 0');
  });

  it('answers 500 with the error screen and nothing to hydrate when the page threw', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/loi', headers: { accept: HTML } });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<div id="root"><section');
    expect(res.body).not.toContain(SSR_STATE_ID);
  });

  it('answers 500 with the plain shell (the browser renders) when the renderer itself fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hong', headers: { accept: HTML } });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('leaves a shell without a built renderer to the browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/webview/ket-qua',
      headers: { accept: HTML },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

function scriptSrc(csp: string | undefined): string {
  const directive = (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return directive ?? '';
}

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'veso-csp-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  t = await createTestApp({ config: { webDist: dir, embedDist: dir } });
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  it('allows scripts from this origin only, never inline, on API answers, shell pages and docs', async () => {
    const urls = ['/api/healthz', '/', '/ket-qua', '/webview/?tab=1', '/api/docs/', '/api/no-such'];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = res.headers['content-security-policy'] as string | undefined;
      expect(csp, url).toBeDefined();
      expect(scriptSrc(csp), url).toBe("script-src 'self'");
      expect(csp, url).toContain("script-src-attr 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    }
  });

  it('sends the other helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('Swagger UI under that policy', () => {
  it('loads every script from a file of this origin, so it runs without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="[^"]+"/);
      expect(content?.trim()).toBe('');
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('SwaggerUIBundle');
  });
});

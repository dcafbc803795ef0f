import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, messageForCode } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call, createAccount, sessionFor, uniqueMsisdn } from '../modules/auth/auth-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { cachedTokenAccounts, rateLimitScopeOf } from './security';

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

describe('rate limit: per account, per IP where there is no account, never on public reads', () => {
  const MAX = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      config: { sandbox: true, rateLimit: { max: MAX, windowMs: 60_000 } },
    });
  });
  afterAll(() => limited.close());

  /** A signed-in customer; each signs in from an IP of its own, used for nothing else. */
  let signIns = 0;
  async function customer() {
    const account = await createAccount(limited);
    signIns += 1;
    return sessionFor(limited, account, { ip: `10.9.0.${signIns}` });
  }

  async function codes(n: number, send: (i: number) => ReturnType<typeof call>) {
    const result: number[] = [];
    for (let i = 0; i < n; i += 1) result.push((await send(i)).json().code as number);
    return result;
  }

  const info = (token: string | undefined, ip: string) =>
    call(limited, 'GET', '/api/auth/info', undefined, { token, ip });

  it('gives two accounts behind one IP each their full budget', async () => {
    const [first, second] = [await customer(), await customer()];
    const nat = '100.64.0.1';
    expect(await codes(MAX, () => info(first, nat))).toEqual(Array(MAX).fill(0));
    expect(await codes(MAX, () => info(second, nat))).toEqual(Array(MAX).fill(0));
    const over = await info(first, nat);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: Code.TOO_FAST, message: messageForCode(Code.TOO_FAST) });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await info(second, nat)).json().code).toBe(Code.TOO_FAST);
    // A third customer behind the same NAT is not affected.
    expect((await info(await customer(), nat)).json().code).toBe(0);
  });

  it('gives one account one budget across its IPs', async () => {
    const token = await customer();
    const ips = ['203.0.113.1', '203.0.113.2'];
    expect(await codes(MAX, (i) => info(token, ips[i % 2]!))).toEqual(Array(MAX).fill(0));
    expect((await info(token, '203.0.113.3')).json().code).toBe(Code.TOO_FAST);
  });

  it('still limits an anonymous OTP or sign-in flood per IP', async () => {
    const ip = '198.51.100.7';
    const otp = () =>
      call(limited, 'POST', '/api/otp/message', { accountId: uniqueMsisdn() }, { ip });
    expect(await codes(MAX, otp)).not.toContain(Code.TOO_FAST);
    const signin = (options: { ip: string; token?: string }) =>
      call(limited, 'POST', '/api/auth/signin', { msisdn: uniqueMsisdn() }, options);
    const over = await signin({ ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(Code.TOO_FAST);
    // Neither a made-up token nor a real one buys a sign-in flood a fresh budget.
    expect((await signin({ ip, token: 'x'.repeat(43) })).json().code).toBe(Code.TOO_FAST);
    expect((await signin({ ip, token: await customer() })).json().code).toBe(Code.TOO_FAST);
    // An account route called with an unknown token counts against the IP as well.
    expect((await info('x'.repeat(43), ip)).json().code).toBe(Code.TOO_FAST);
    // Is-this-number-registered is a sign-on step: limited per IP too.
    const lookup = await call(
      limited,
      'GET',
      `/api/auth/check_account?msisdn=${uniqueMsisdn()}`,
      undefined,
      { ip },
    );
    expect(lookup.json().code).toBe(Code.TOO_FAST);
    // Another IP has its own budget.
    expect((await signin({ ip: '198.51.100.8' })).json().code).not.toBe(Code.TOO_FAST);
  });

  it('never limits public reads, with or without a session', async () => {
    const ip = '192.0.2.50';
    const token = await customer();
    const urls = [
      '/api/customer/get_config_v2',
      '/api/result/latest',
      '/api/draw/periods',
      '/api/customer/method_payment_ext?os_type=web&version=1.0.0',
      '/api/keno-stats/get',
    ];
    for (const url of urls) {
      for (let i = 0; i < MAX * 3; i += 1) {
        const res = await call(limited, 'GET', url, undefined, {
          ip,
          token: i % 2 ? token : undefined,
        });
        expect(res.statusCode, url).not.toBe(429);
        expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
    }
    // The account's own budget was not spent by those reads.
    expect(await codes(MAX, () => info(token, ip))).toEqual(Array(MAX).fill(0));
  });

  it('cachedTokenAccounts reads a token once per ttl and never caches an unknown one', async () => {
    const account = await createAccount(limited);
    const token = await sessionFor(limited, account, { ip: '10.9.1.1' });
    let now = 0;
    let queries = 0;
    // Every statement that reads a session, prepared or not.
    const stop = limited.db.onQuery((text) => {
      if (/\bsessions\b/i.test(text)) queries += 1;
    });
    onTestFinished(stop);
    const resolve = cachedTokenAccounts(limited.db.orm, { ttlMs: 1000, now: () => now });
    expect(await resolve(token)).toBe(account.id);
    expect(await resolve(token)).toBe(account.id);
    expect(queries).toBe(1);
    now = 1000;
    expect(await resolve(token)).toBe(account.id);
    expect(queries).toBe(2);
    expect(await resolve('unknown-token')).toBeUndefined();
    expect(await resolve('unknown-token')).toBeUndefined();
    expect(queries).toBe(4);
    expect(await resolve('y'.repeat(201))).toBeUndefined();
    expect(queries).toBe(4);
  });
});

describe('rateLimitScopeOf', () => {
  it('reads the scope from the route: session → account, anonymous write → IP, public GET → none', () => {
    const scope = (method: string, url: string, session?: 'required' | 'optional') =>
      rateLimitScopeOf({ method, url, config: { session } });
    expect(scope('GET', '/api/result/latest')).toBe('none');
    expect(scope('GET', '/api/auth/info', 'required')).toBe('account');
    expect(scope('POST', '/api/payments/create', 'required')).toBe('account');
    expect(scope('POST', '/api/otp/verify', 'optional')).toBe('account');
    expect(scope('POST', '/api/otp/message')).toBe('ip');
    expect(scope('GET', '/api/auth/check_account')).toBe('ip');
    expect(scope('GET', '/sandbox/pay/:id')).toBe('none');
    expect(scope('POST', '/sandbox/pay/:id')).toBe('none');
  });
});

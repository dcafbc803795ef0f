import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_CAPTCHA_TOKEN } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import {
  CaptchaUnavailableError,
  RecaptchaVerifier,
  createCaptchaVerifier,
  sandboxCaptchaVerifier,
} from './captcha';

type Seen = { method?: string; form: URLSearchParams };

/** A local stand-in for Google's siteverify endpoint. */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The stand-in verify endpoint: records the form and answers as the real one would. */
async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(request));
  seen.push({ method: request.method, form });
  if (request.url === '/broken') {
    response.writeHead(500).end('oops');
    return;
  }
  if (request.url === '/nonsense') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":1}');
    return;
  }
  const success = form.get('secret') === 'server-secret' && form.get('response') === 'good';
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
}

describe('RecaptchaVerifier', () => {
  const verifier = (path = '/siteverify') =>
    new RecaptchaVerifier({
      siteKey: 'site-key',
      secret: 'server-secret',
      verifyUrl: `${baseUrl}${path}`,
    });

  it('posts secret, token and client address as a form and trusts "success"', async () => {
    seen.length = 0;
    expect(await verifier().verify('good', '203.0.113.9')).toBe(true);
    expect(seen[0]?.method).toBe('POST');
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({
      secret: 'server-secret',
      response: 'good',
      remoteip: '203.0.113.9',
    });
    expect(await verifier().verify('bad')).toBe(false);
  });

  it('refuses a missing token without asking', async () => {
    seen.length = 0;
    expect(await verifier().verify(undefined)).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('reports an unreachable or broken endpoint as unavailable, not as a wrong captcha', async () => {
    await expect(verifier('/broken').verify('good')).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
    await expect(verifier('/nonsense').verify('good')).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
    const closed = new RecaptchaVerifier({
      siteKey: 'k',
      secret: 's',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    await expect(closed.verify('good')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});

describe('createCaptchaVerifier', () => {
  it('uses reCAPTCHA when keys are configured, the dev token in the sandbox, else refuses', async () => {
    const recaptcha = createCaptchaVerifier(
      testConfig({
        sandbox: true,
        captcha: { siteKey: 'site-key', secret: 'server-secret', verifyUrl: `${baseUrl}/x` },
      }),
    );
    expect(recaptcha).toMatchObject({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(await recaptcha.verify(SANDBOX_CAPTCHA_TOKEN)).toBe(false);

    const sandbox = createCaptchaVerifier(testConfig({ sandbox: true }));
    expect(sandbox.provider).toBe('sandbox');
    expect(await sandbox.verify(SANDBOX_CAPTCHA_TOKEN)).toBe(true);
    expect(await sandbox.verify('anything-else')).toBe(false);

    const live = createCaptchaVerifier(testConfig({ sandbox: false }));
    expect(live.provider).toBe('none');
    expect(await live.verify(SANDBOX_CAPTCHA_TOKEN)).toBe(false);
    expect(await sandboxCaptchaVerifier().verify(undefined)).toBe(false);
  });
});

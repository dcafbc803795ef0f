import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageForCode } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encodeEmbedData } from '../embed/signature';
import { SANDBOX_EMBED_SECRET } from '../embed/partners';
import { call, countRows, createAccount, sendOtp, signin, uniqueMsisdn } from './auth-test-kit';
import { AuthMessages } from './messages';

/**
 * Outside sandbox mode: reCAPTCHA keys and a partner are configured, the verify endpoint
 * is a local stand-in for Google's.
 */
const MOMO_SECRET = 'momo-secret-0123456789';
let verify: Server;
let t: TestApp;

beforeAll(async () => {
  verify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const success = form.get('secret') === 'secret' && form.get('response') === 'human';
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => verify.listen(0, '127.0.0.1', resolve));
  const verifyUrl = `http://127.0.0.1:${(verify.address() as AddressInfo).port}/siteverify`;
  t = await createTestApp({
    config: {
      sandbox: false,
      captcha: { siteKey: 'site', secret: 'secret', verifyUrl },
      embedPartners: { momo: MOMO_SECRET },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => verify.close(() => resolve()));
});

function hmac(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

describe('outside the sandbox', () => {
  it('asks reCAPTCHA on sign-in; the sandbox dev token means nothing', async () => {
    const account = await createAccount(t);
    expect((await call(t, 'GET', '/api/auth/captcha')).json().data).toEqual({
      provider: 'recaptcha',
      siteKey: 'site',
    });
    expect((await signin(t, account.msisdn, account.password)).json().code).toBe(20);
    expect((await signin(t, account.msisdn, account.password, { captcha: null })).json().code).toBe(
      20,
    );
    const res = await signin(t, account.msisdn, account.password, { captcha: 'human' });
    expect(res.json().code).toBe(0);
  });

  it('has no OTP delivery yet: sending answers -1 and nothing reaches the outbox', async () => {
    const res = await sendOtp(t, uniqueMsisdn());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: -1, message: messageForCode(-1) });
    expect(await countRows(t, 'otp_outbox')).toBe(0);
  });

  it('trusts configured partners only, and has no gen-check-sum', async () => {
    const data = encodeEmbedData({
      msisdn: uniqueMsisdn(),
      fullName: '',
      mid: 'MOMO-1',
      time: t.clock.now().getTime(),
    });
    const momo = await call(t, 'POST', '/api/app-service/auth/signin', {
      source: 'momo',
      data,
      sig: hmac(data, MOMO_SECRET),
    });
    expect(momo.json().data).toMatchObject({ source: 'momo', linked: false });
    const sandbox = await call(t, 'POST', '/api/app-service/auth/signin', {
      source: 'sandbox',
      data,
      sig: hmac(data, SANDBOX_EMBED_SECRET),
    });
    // Outside the sandbox the sandbox wallet is unknown: code 12, told in the customer's words.
    expect(sandbox.json()).toEqual({
      code: 12,
      message: AuthMessages.launchUnknownWallet,
      data: { reason: { field: 'source', rule: 'value' } },
    });
    const gen = await call(t, 'GET', '/api/app-service/gen-check-sum?msg=x');
    expect(gen.statusCode).toBe(404);
    expect(gen.json().code).toBe(14);
  });
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { manualClock } from '../../providers/clock';
import { openTestDb, TEST_NOW, testConfig, type TestApp } from '../../test/test-app';
import {
  call,
  latestCode,
  md5,
  requestId,
  sendOtp,
  uniqueMsisdn,
  verifyOtp,
} from './auth-test-kit';
import { PRODUCT_FAMILIES } from '../../families';

/** Every log line the app writes, at the most verbose level. */
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const db = await openTestDb();
  const clock = manualClock(TEST_NOW);
  const config = testConfig({ sandbox: true, logLevel: 'trace' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ config, db, clock, logger: pino({ level: 'trace' }, stream) });
  t = {
    app,
    db,
    clock,
    config,
    families: PRODUCT_FAMILIES,
    close: async () => (await app.close(), await db.dispose()),
  };
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain a password, its MD5, an OTP code or a token, whatever happens', async () => {
    const msisdn = uniqueMsisdn();
    const password = 'Bi-Mat-9x!';
    const newPassword = 'Moi-Hon-7y?';
    const secrets = [password, md5(password), newPassword, md5(newPassword)];

    await sendOtp(t, msisdn);
    const code = await latestCode(t, msisdn);
    secrets.push(code);
    await verifyOtp(t, msisdn, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    const verified = await verifyOtp(t, msisdn, code);
    secrets.push(verified.json().data.token);
    await call(t, 'POST', '/api/auth/register', {
      msisdn,
      password: md5(password),
      token: verified.json().data.token,
      requestId: requestId(),
    });
    await call(t, 'POST', '/api/auth/signin', {
      msisdn,
      password: md5('wrong'),
      requestId: requestId(),
    });
    const signin = await call(t, 'POST', '/api/auth/signin', {
      msisdn,
      password: md5(password),
      requestId: requestId(),
    });
    const session = signin.json().data.session;
    secrets.push(session);
    await call(
      t,
      'PUT',
      '/api/update_account_info',
      { oldPassword: md5(password), newPassword: md5(newPassword), requestId: requestId() },
      { token: session },
    );
    // A malformed body that carries a password: the parse error must not echo it.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: `{"msisdn":"${msisdn}","password":"${md5(password)}",`,
    });
    await call(t, 'POST', '/api/auth/signin', { msisdn, password, requestId: requestId() });

    expect(lines.some((line) => line.includes('/api/auth/signin'))).toBe(true);
    expect(signin.json().code).toBe(0);
    for (const secret of secrets) {
      const leaks = lines.filter((line) => line.includes(secret));
      expect(leaks, `leaked ${secret}`).toEqual([]);
    }
  });
});

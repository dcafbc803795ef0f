import { createHash } from 'node:crypto';
import { SESSION_TTL_MS, messageForCode } from '@veso/contract';
import { vnDayOf } from '@veso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  countRows,
  createAccount,
  latestCode,
  md5,
  requestId,
  sendOtp,
  sessionFor,
  signin,
  snapshot,
  storedAccount,
  uniqueMsisdn,
  verifiedToken,
  verifyOtp,
} from './auth-test-kit';
import { DEMO_ACCOUNT } from './demo-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());

let ipSeq = 0;
/** A client address of its own for each test, so lockouts never leak between tests. */
function freshIp(): string {
  ipSeq += 1;
  return `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
}

/** A refusal's code and message (its `data.reason` is checked by the spec-conformance suite). */
function refusal(code: number): unknown {
  return expect.objectContaining({ code, message: messageForCode(code) });
}

describe('GET /api/auth/check_account', () => {
  it('answers a registered account by msisdn, local number or accountId', async () => {
    const account = await createAccount(t);
    const local = `0${account.msisdn.slice(2)}`;
    for (const query of [
      `msisdn=${account.msisdn}`,
      `msisdn=${local}`,
      `accountId=${local}&deviceId=d1`,
      // Typed with spaces, dots or +84: normalised before validating (spec §5).
      `msisdn=${encodeURIComponent(`+84 ${account.msisdn.slice(2, 5)} ${account.msisdn.slice(5)}`)}`,
      `msisdn=${encodeURIComponent(`${local.slice(0, 4)}.${local.slice(4, 7)}.${local.slice(7)}`)}`,
      // The nine digits typed after the +84 prefix, without the 0.
      `msisdn=${account.msisdn.slice(2)}`,
      `accountId=${encodeURIComponent(`${account.msisdn.slice(2, 5)} ${account.msisdn.slice(5)}`)}`,
    ]) {
      const res = await call(t, 'GET', `/api/auth/check_account?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toEqual({
        code: 0,
        message: 'Thành công',
        data: { account_id: account.msisdn, registered: true, error: null },
      });
    }
  });

  it('answers 200 with error 300 for an unknown number and 305 for one without a password', async () => {
    const msisdn = uniqueMsisdn();
    const unknown = await call(t, 'GET', `/api/auth/check_account?msisdn=${msisdn}`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      code: 0,
      message: 'Thành công',
      data: {
        account_id: msisdn,
        registered: false,
        error: { code: 300, message: 'Tài khoản không tồn tại, hãy đăng ký tài khoản mới' },
      },
    });

    const pending = await createAccount(t, { status: 'pending' });
    const res = await call(t, 'GET', `/api/auth/check_account?msisdn=${pending.msisdn}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registered: false, error: { code: 305 } });
  });

  it('answers 1 when malformed or without a number', async () => {
    for (const bad of ['12ab', '0123', '+1 912 345 678', '012345678', '91234567']) {
      const malformed = await call(
        t,
        'GET',
        `/api/auth/check_account?msisdn=${encodeURIComponent(bad)}`,
      );
      expect(malformed.json(), bad).toEqual(refusal(1));
    }
    for (const query of ['', '?msisdn=', '?accountId=%20']) {
      const missing = await call(t, 'GET', `/api/auth/check_account${query}`);
      expect(missing.statusCode, query).toBe(400);
      expect(missing.json(), query).toMatchObject({
        code: 1,
        message: 'Vui lòng nhập số điện thoại',
        data: { reason: { rule: 'required' } },
      });
    }
  });
});

describe('GET /api/auth/captcha', () => {
  it('tells the sandbox client to send the dev token', async () => {
    const res = await call(t, 'GET', '/api/auth/captcha');
    expect(res.json().data).toEqual({ provider: 'sandbox', siteKey: null });
  });
});

describe('POST /api/auth/signin', () => {
  it('opens a 7-day session whose token is stored only hashed and opens /auth/info', async () => {
    const account = await createAccount(t, { fullname: 'Trần Thị B' });
    const res = await signin(t, account.msisdn, account.password, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.account_id).toBe(account.msisdn);
    expect(data.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresAt).toBe(new Date(t.clock.now().getTime() + SESSION_TTL_MS).toISOString());

    const stored = await t.db.withSession((s) =>
      s.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE account_id = $1', [
        account.id,
      ]),
    );
    expect(stored).toEqual([
      { token_hash: createHash('sha256').update(data.session).digest('hex') },
    ]);

    const info = await call(t, 'GET', '/api/auth/info', undefined, { token: data.session });
    expect(info.json().data).toMatchObject({ account_id: account.msisdn, fullname: 'Trần Thị B' });
  });

  it('accepts the local form of the number, and the number typed after +84 without its 0', async () => {
    const account = await createAccount(t);
    const res = await signin(t, `0${account.msisdn.slice(2)}`, account.password, { ip: freshIp() });
    expect(res.json().data.account_id).toBe(account.msisdn);
    const bare = await signin(t, account.msisdn.slice(2), account.password, { ip: freshIp() });
    expect(bare.json().data.account_id).toBe(account.msisdn);
  });

  it('refuses with 300, 303, 305, 1 and 14, and opens no session', async () => {
    const ip = freshIp();
    const account = await createAccount(t);
    const pending = await createAccount(t, { status: 'pending' });
    const before = await countRows(t, 'sessions');

    const unknown = await signin(t, uniqueMsisdn(), 'whatever', { ip });
    expect(unknown.json()).toEqual(refusal(300));

    const wrong = await signin(t, account.msisdn, 'not-the-password', { ip });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 303,
      message: 'Tài khoản hoặc mật khẩu không đúng',
      data: { reason: { field: 'password', rule: 'mismatch' } },
    });

    expect((await signin(t, pending.msisdn, 'x', { ip })).json()).toEqual(refusal(305));
    expect((await signin(t, '12345', 'x', { ip })).json()).toEqual(refusal(1));

    // The password itself (spec §3's login payload) is taken as its MD5; one longer than a
    // password may be (25) and not an MD5 is malformed.
    const tooLong = await call(
      t,
      'POST',
      '/api/auth/signin',
      { msisdn: account.msisdn, password: 'p'.repeat(26), requestId: requestId() },
      { ip },
    );
    expect(tooLong.json()).toMatchObject({ code: 14 });
    const noRequestId = await call(
      t,
      'POST',
      '/api/auth/signin',
      { msisdn: account.msisdn, password: md5(account.password) },
      { ip },
    );
    // The spec §7 form (msisdn) names a requestId; §3's (account_id) does not.
    expect(noRequestId.json()).toEqual({
      code: 14,
      message: 'Yêu cầu không hợp lệ: nội dung "requestId" là bắt buộc',
      data: { reason: { field: 'requestId', rule: 'required' } },
    });
    expect(await countRows(t, 'sessions')).toBe(before);
  });

  it('needs the captcha: none or a wrong token answers 20', async () => {
    const account = await createAccount(t);
    const ip = freshIp();
    for (const captcha of [null, 'not-the-dev-token']) {
      const res = await signin(t, account.msisdn, account.password, { ip, captcha });
      expect(res.json().code).toBe(20);
    }
    expect(await countRows(t, `sessions WHERE account_id = ${account.id}`)).toBe(0);
  });

  it('slows down then locks an account after repeated wrong passwords (code 4)', async () => {
    const account = await createAccount(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await signin(t, account.msisdn, 'wrong', { ip })).json().code).toBe(303);
    }
    // Three failures: the next try must wait 2 s, even with the right password.
    expect((await signin(t, account.msisdn, account.password, { ip })).json()).toEqual(refusal(4));
    t.clock.advance(2_000);
    expect((await signin(t, account.msisdn, 'wrong', { ip })).json().code).toBe(303);
    expect((await signin(t, account.msisdn, 'wrong', { ip })).json().code).toBe(4);
    t.clock.advance(4_000);
    expect((await signin(t, account.msisdn, 'wrong', { ip })).json().code).toBe(303);
    // Five failures: locked for 15 minutes, from any address.
    t.clock.advance(60_000);
    expect((await signin(t, account.msisdn, account.password, { ip: freshIp() })).json().code).toBe(
      4,
    );
    t.clock.advance(14 * 60_000);
    const res = await signin(t, account.msisdn, account.password, { ip: freshIp() });
    expect(res.json().code).toBe(0);
  });

  it('locks a client address that fails on many accounts, not the others', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await signin(t, uniqueMsisdn(), 'guess', { ip })).json().code).toBe(300);
    }
    const account = await createAccount(t);
    expect((await signin(t, account.msisdn, account.password, { ip })).json()).toEqual(refusal(4));
    expect((await signin(t, account.msisdn, account.password, { ip: freshIp() })).json().code).toBe(
      0,
    );
    t.clock.advance(16 * 60_000);
    expect((await signin(t, account.msisdn, account.password, { ip })).json().code).toBe(0);
  });

  it('keeps one session per account: a second sign-in makes the first token answer 5', async () => {
    const account = await createAccount(t);
    const first = await sessionFor(t, account, { ip: freshIp() });
    const second = await sessionFor(t, account, { ip: freshIp() });
    const old = await call(t, 'GET', '/api/auth/info', undefined, { token: first });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(refusal(5));
    expect((await call(t, 'GET', '/api/auth/info', undefined, { token: second })).json().code).toBe(
      0,
    );
    expect(
      await countRows(t, `sessions WHERE account_id = ${account.id} AND revoked_at IS NULL`),
    ).toBe(1);
  });

  it('ends a session after 7 days (10), and a sign-in afterwards keeps 10 for the old token', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect((await call(t, 'GET', '/api/auth/info', undefined, { token })).json().code).toBe(0);
    t.clock.advance(1000);
    const expired = await call(t, 'GET', '/api/auth/info', undefined, { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(refusal(10));
    await sessionFor(t, account, { ip: freshIp() });
    expect((await call(t, 'GET', '/api/auth/info', undefined, { token })).json()).toEqual(
      refusal(10),
    );
  });

  it('signs the seeded sandbox demo account in', async () => {
    await seed(t.db, { sandbox: true });
    const res = await signin(t, DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password, { ip: freshIp() });
    expect(res.json().code).toBe(0);
    const info = await call(t, 'GET', '/api/auth/info', undefined, {
      token: res.json().data.session,
    });
    expect(info.json().data).toMatchObject({
      account_id: DEMO_ACCOUNT.msisdn,
      fullname: DEMO_ACCOUNT.fullname,
      birthday: DEMO_ACCOUNT.birthday,
      canBuy: true,
      registered: true,
    });
    expect(String((await storedAccount(t, DEMO_ACCOUNT.msisdn)).password_hash)).toMatch(
      /^scrypt\$/,
    );
  });
});

describe('sessions: logout, refresh, missing tokens', () => {
  it('logout revokes the token: it answers 6 afterwards', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const res = await call(t, 'POST', '/api/auth/logout', { requestId: requestId() }, { token });
    expect(res.json()).toEqual({ code: 0, message: 'Thành công', data: { loggedOut: true } });
    for (const url of [
      '/api/auth/info',
      '/api/auth/getPrizeBalance?balanceName=TKTT&requestId=1&subscriber=0912345678',
    ]) {
      const dead = await call(t, 'GET', url, undefined, { token });
      expect(dead.json(), url).toEqual(refusal(6));
    }
    const again = await call(t, 'POST', '/api/auth/logout', { requestId: requestId() }, { token });
    expect(again.json()).toEqual(refusal(6));
  });

  it('logout ends the session whatever its body: missing, empty, garbled or invalid', async () => {
    const loggedOut = { code: 0, message: 'Thành công', data: { loggedOut: true } };
    const bodies: Array<{ name: string; headers: Record<string, string>; payload?: string }> = [
      { name: 'no body', headers: {} },
      { name: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
      { name: 'bad JSON', headers: { 'content-type': 'application/json' }, payload: '{"requ' },
      { name: 'no requestId', headers: { 'content-type': 'application/json' }, payload: '{}' },
      {
        name: 'NUL in requestId',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ requestId: 'a\u0000b' }),
      },
      { name: 'text body', headers: { 'content-type': 'text/plain' }, payload: 'bye' },
      {
        name: 'unsupported media type',
        headers: { 'content-type': 'application/xml' },
        payload: '<bye/>',
      },
    ];
    for (const body of bodies) {
      const account = await createAccount(t);
      const token = await sessionFor(t, account, { ip: freshIp() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...body.headers, 'x-access-token': token },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      expect(res.statusCode, body.name).toBe(200);
      expect(res.json(), body.name).toEqual(loggedOut);
      const dead = await call(t, 'GET', '/api/auth/info', undefined, { token });
      expect(dead.json(), body.name).toEqual(refusal(6));
    }

    // Without a valid token a bad body still answers the session code; a bad header, 14.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.json()).toEqual(refusal(6));
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const badHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-access-token': `${token}\u007f` },
      payload: {},
    });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().code).toBe(14);
    const alive = await call(t, 'GET', '/api/auth/info', undefined, { token });
    expect(alive.json().code).toBe(0);
  });

  it('refresh keeps the same token valid 7 days from now', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    t.clock.advance(6 * 24 * 3600_000);
    const res = await call(
      t,
      'POST',
      '/api/refresh_session?endpoint=home',
      { requestId: requestId() },
      { token },
    );
    expect(res.json().data).toEqual({
      account_id: account.msisdn,
      expiresAt: new Date(t.clock.now().getTime() + SESSION_TTL_MS).toISOString(),
    });
    t.clock.advance(3 * 24 * 3600_000);
    expect((await call(t, 'GET', '/api/auth/info', undefined, { token })).json().code).toBe(0);
    // The spec names no body: none, or an empty one, refreshes too.
    for (const payload of [undefined, {}]) {
      const again = await call(t, 'POST', '/api/refresh_session', payload, { token });
      expect(again.json()).toMatchObject({ code: 0, data: { account_id: account.msisdn } });
    }
  });

  it('answers 6 without a token or with an unknown one', async () => {
    expect((await call(t, 'GET', '/api/auth/info')).json()).toEqual(refusal(6));
    const unknown = await call(t, 'GET', '/api/auth/info', undefined, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(refusal(6));
    const huge = await call(t, 'GET', '/api/auth/info', undefined, { token: 'y'.repeat(500) });
    expect(huge.json()).toEqual(refusal(6));
  });
});

describe('POST /api/auth/register', () => {
  it('plain: the account waits (305) until a code asked for afterwards is verified', async () => {
    const msisdn = uniqueMsisdn();
    const res = await call(t, 'POST', '/api/auth/register', {
      msisdn,
      password: md5('matkhau1'),
      requestId: requestId(),
    });
    expect(res.json().data).toEqual({ account_id: msisdn, registered: false, nextStep: 'otp' });
    expect(
      (await call(t, 'GET', `/api/auth/check_account?msisdn=${msisdn}`)).json().data.error.code,
    ).toBe(305);
    expect((await signin(t, msisdn, 'matkhau1', { ip: freshIp() })).json().code).toBe(305);

    await sendOtp(t, msisdn, { type: 'register' });
    const verified = await verifyOtp(t, msisdn, await latestCode(t, msisdn));
    expect(verified.json().data).toMatchObject({ account_id: msisdn, registered: true });
    expect((await signin(t, msisdn, 'matkhau1', { ip: freshIp() })).json().code).toBe(0);
  });

  it('OTP variant: the verification token makes the account active at once, once', async () => {
    const msisdn = uniqueMsisdn();
    const token = await verifiedToken(t, msisdn);
    const body = {
      msisdn,
      password: md5('matkhau2'),
      requestId: requestId(),
      deviceId: 'device-1',
      activeMethod: 'sms',
      token,
    };
    const res = await call(t, 'POST', '/api/auth/register', body);
    expect(res.json().data).toEqual({ account_id: msisdn, registered: true, nextStep: 'signin' });
    // A retry with the same requestId gets the same answer; nothing is done twice.
    const retry = await call(t, 'POST', '/api/auth/register', body);
    expect(retry.json()).toEqual(res.json());
    expect((await signin(t, msisdn, 'matkhau2', { ip: freshIp() })).json().code).toBe(0);
    const devices = await countRows(t, `devices WHERE id = 'device-1'`);
    expect(devices).toBe(1);
    // A new call (new requestId) for a registered number is refused.
    const again = await call(t, 'POST', '/api/auth/register', { ...body, requestId: requestId() });
    expect(again.json().code).toBe(20);
  });

  it('keeps the birthday asked at registration and refuses one under 18 (14), changing nothing', async () => {
    const msisdn = uniqueMsisdn();
    const token = await verifiedToken(t, msisdn);
    const today = t.clock.now();
    const year = Number(today.toISOString().slice(0, 4));
    const minor = `${year - 17}-01-01`;
    const before = await snapshot(t);
    const body = { msisdn, password: md5('matkhau2'), activeMethod: 'sms', token };
    const refused = await call(t, 'POST', '/api/auth/register', {
      ...body,
      requestId: requestId(),
      birthday: minor,
    });
    expect(refused.json()).toMatchObject({
      code: 14,
      message: 'Quý khách phải đủ 18 tuổi trở lên để mua vé số',
    });
    expect(await snapshot(t)).toEqual(before);

    const res = await call(t, 'POST', '/api/auth/register', {
      ...body,
      requestId: requestId(),
      birthday: '1990-05-17',
    });
    expect(res.json().data).toMatchObject({ registered: true });
    const session = await sessionFor(t, { msisdn, password: 'matkhau2' }, { ip: freshIp() });
    const info = (await call(t, 'GET', '/api/auth/info', undefined, { token: session })).json();
    expect(info.data).toMatchObject({ birthday: '1990-05-17', canBuy: true });
  });

  it('refuses a used, unknown or foreign token (37 / 301) and creates nothing', async () => {
    const owner = uniqueMsisdn();
    const token = await verifiedToken(t, owner);
    const other = uniqueMsisdn();
    const before = await snapshot(t);
    const foreign = await call(t, 'POST', '/api/auth/register', {
      msisdn: other,
      password: md5('x'),
      requestId: requestId(),
      token,
    });
    expect(foreign.json()).toEqual(refusal(301));
    const unknown = await call(t, 'POST', '/api/auth/register', {
      msisdn: other,
      password: md5('x'),
      requestId: requestId(),
      token: 'not-a-token',
    });
    expect(unknown.json()).toEqual(refusal(37));
    expect(await snapshot(t)).toEqual(before);

    await call(t, 'POST', '/api/auth/register', {
      msisdn: owner,
      password: md5('x'),
      requestId: requestId(),
      token,
    });
    const reused = await call(t, 'POST', '/api/auth/register', {
      msisdn: owner,
      password: md5('y'),
      requestId: requestId(),
      token,
    });
    expect(reused.json().code).toBe(20);
  });

  it('refuses a registered number (20), a malformed one (1) and a non-MD5 password (14)', async () => {
    const account = await createAccount(t);
    const before = await snapshot(t);
    const hashBefore = (await storedAccount(t, account.msisdn)).password_hash;
    const taken = await call(t, 'POST', '/api/auth/register', {
      msisdn: account.msisdn,
      password: md5('new'),
      requestId: requestId(),
    });
    expect(taken.json().code).toBe(20);
    const malformed = await call(t, 'POST', '/api/auth/register', {
      msisdn: 'abc',
      password: md5('new'),
      requestId: requestId(),
    });
    expect(malformed.json()).toEqual(refusal(1));
    const plain = await call(t, 'POST', '/api/auth/register', {
      msisdn: uniqueMsisdn(),
      password: 'secret',
      requestId: requestId(),
    });
    expect(plain.json().code).toBe(14);
    expect(await snapshot(t)).toEqual(before);
    expect((await storedAccount(t, account.msisdn)).password_hash).toBe(hashBefore);
  });
});

describe('POST /api/auth/reset_password', () => {
  it('sets a new password with a forgot-password code, ends sessions and clears the lockout', async () => {
    const account = await createAccount(t);
    const ip = freshIp();
    const oldToken = await sessionFor(t, account, { ip });
    for (let i = 0; i < 3; i += 1) await signin(t, account.msisdn, 'wrong', { ip });
    expect((await signin(t, account.msisdn, account.password, { ip })).json().code).toBe(4);

    expect(
      (await sendOtp(t, account.msisdn, { type: 'forgot-password', channel: 'call' })).json().code,
    ).toBe(0);
    const verified = await verifyOtp(t, account.msisdn, await latestCode(t, account.msisdn));
    const body = {
      deviceId: 'device-r',
      msisdn: account.msisdn,
      activeMethod: 'sms',
      password: md5('moi-123'),
      token: verified.json().data.token,
      requestId: requestId(),
    };
    const res = await call(t, 'POST', '/api/auth/reset_password', body, { ip });
    expect(res.json()).toEqual({
      code: 0,
      message: 'Thành công',
      data: { account_id: account.msisdn },
    });
    expect((await call(t, 'POST', '/api/auth/reset_password', body, { ip })).json()).toEqual(
      res.json(),
    );

    expect((await call(t, 'GET', '/api/auth/info', undefined, { token: oldToken })).json()).toEqual(
      refusal(6),
    );
    expect((await signin(t, account.msisdn, account.password, { ip })).json().code).toBe(303);
    expect((await signin(t, account.msisdn, 'moi-123', { ip })).json().code).toBe(0);
  });

  it('refuses 300, 37, 301 and 14 and changes nothing', async () => {
    const account = await createAccount(t);
    const otherToken = await verifiedToken(t, uniqueMsisdn());
    const hashBefore = (await storedAccount(t, account.msisdn)).password_hash;
    const before = await snapshot(t);
    const base = { msisdn: account.msisdn, password: md5('n'), requestId: requestId() };
    const unknown = await call(t, 'POST', '/api/auth/reset_password', {
      ...base,
      msisdn: uniqueMsisdn(),
      token: otherToken,
    });
    expect(unknown.json()).toEqual(refusal(300));
    expect(
      (await call(t, 'POST', '/api/auth/reset_password', { ...base, token: 'nope' })).json(),
    ).toEqual(refusal(37));
    expect(
      (await call(t, 'POST', '/api/auth/reset_password', { ...base, token: otherToken })).json(),
    ).toEqual(refusal(301));
    expect((await call(t, 'POST', '/api/auth/reset_password', base)).json().code).toBe(14);
    expect(await snapshot(t)).toEqual(before);
    expect((await storedAccount(t, account.msisdn)).password_hash).toBe(hashBefore);
  });
});

describe('POST /api/auth/update and PUT /api/update_account_info', () => {
  const profile = {
    fullname: 'Lê Văn C',
    birthday: '1995-06-15',
    address: '12 Lý Thường Kiệt, Hà Nội',
    email: 'c@example.vn',
    job: 'Kỹ sư',
    gender: 'male',
    cmnd: '001095012345',
    avatar_url: 'https://cdn.example.vn/a.png',
    area: 'mien-bac',
  };

  it('saves the profile form and answers userInfo; an adult may buy', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const res = await call(
      t,
      'POST',
      '/api/auth/update',
      { ...profile, msisdn: account.msisdn, serviceId: 'VESO', requestId: requestId() },
      { token },
    );
    expect(res.json().data).toEqual({
      account_id: account.msisdn,
      fullname: 'Lê Văn C',
      balance: 0,
      prizeBalance: 0,
      cmnd: '001095012345',
      address: '12 Lý Thường Kiệt, Hà Nội',
      email: 'c@example.vn',
      area: 'mien-bac',
      birthday: '1995-06-15',
      job: 'Kỹ sư',
      gender: 'male',
      avatar_url: 'https://cdn.example.vn/a.png',
      registered: true,
      canBuy: true,
    });
    const info = await call(t, 'GET', '/api/auth/info', undefined, { token });
    expect(info.json().data).toEqual(res.json().data);
  });

  it('keeps under-18 accounts from buying (canBuy false), to the day', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    // TEST_NOW-based clock: 18 years ago tomorrow (Vietnam date) is still 17.
    const today = vnDayOf(t.clock.now());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const eighteenToday = `${y - 18}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const tomorrow = new Date(Date.UTC(y - 18, m - 1, d + 1)).toISOString().slice(0, 10);
    const minor = await call(
      t,
      'POST',
      '/api/auth/update',
      { fullname: 'Bé D', birthday: tomorrow, accountId: account.msisdn, requestId: requestId() },
      { token },
    );
    expect(minor.json().data).toMatchObject({ birthday: tomorrow, canBuy: false });
    const adult = await call(
      t,
      'POST',
      '/api/auth/update',
      {
        fullname: 'Bé D',
        birthday: eighteenToday,
        accountId: account.msisdn,
        requestId: requestId(),
      },
      { token },
    );
    expect(adult.json().data).toMatchObject({ canBuy: true });
  });

  it('refuses 304, 12, 14, 1 and 6, and changes nothing', async () => {
    const account = await createAccount(t, { fullname: 'Cũ' });
    const token = await sessionFor(t, account, { ip: freshIp() });
    const before = await storedAccount(t, account.msisdn);
    const body = { ...profile, msisdn: account.msisdn, requestId: requestId() };
    const cases: Array<[Record<string, unknown>, number, string?]> = [
      [{ ...body, msisdn: uniqueMsisdn() }, 304],
      [{ ...body, serviceId: 'OTHER' }, 12],
      [{ ...body, birthday: '2999-01-01' }, 14],
      [{ ...body, birthday: undefined }, 14],
      [{ ...body, email: 'not-an-email' }, 14],
      [{ ...body, cmnd: '123' }, 14],
      [{ ...body, msisdn: 'xyz' }, 1],
    ];
    for (const [payload, code] of cases) {
      const res = await call(t, 'POST', '/api/auth/update', payload, { token });
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect((await call(t, 'POST', '/api/auth/update', body)).json()).toEqual(refusal(6));
    expect(await storedAccount(t, account.msisdn)).toEqual(before);
  });

  it('is idempotent: the same requestId answers the first result and changes nothing more', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const id = requestId();
    const body = { ...profile, accountId: account.msisdn, requestId: id };
    const first = await call(t, 'POST', '/api/auth/update', body, { token });
    const retry = await call(t, 'POST', '/api/auth/update', body, { token });
    expect(retry.json()).toEqual(first.json());
    // Another request under the same requestId (another device) is refused, not answered.
    const other = await call(
      t,
      'POST',
      '/api/auth/update',
      { ...body, fullname: 'Tên khác' },
      { token },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 14,
      data: { reason: { field: 'requestId', rule: 'reused' } },
    });
    expect((await storedAccount(t, account.msisdn)).fullname).toBe('Lê Văn C');
  });

  it('update_account_info changes only the given fields and clears with ""', async () => {
    const account = await createAccount(t, { fullname: 'Giữ Nguyên', birthday: '1980-01-01' });
    const token = await sessionFor(t, account, { ip: freshIp() });
    await call(
      t,
      'PUT',
      '/api/update_account_info',
      { email: 'x@example.vn', requestId: requestId() },
      { token },
    );
    const res = await call(
      t,
      'PUT',
      '/api/update_account_info',
      { area: 'mien-nam', email: '', requestId: requestId() },
      { token },
    );
    expect(res.json().data).toMatchObject({
      fullname: 'Giữ Nguyên',
      birthday: '1980-01-01',
      area: 'mien-nam',
      email: null,
    });
  });

  it('update_account_info changes the password with the right old one (303 otherwise)', async () => {
    const account = await createAccount(t);
    const ip = freshIp();
    const token = await sessionFor(t, account, { ip });
    const wrong = await call(
      t,
      'PUT',
      '/api/update_account_info',
      { oldPassword: md5('wrong'), newPassword: md5('doi-mat-khau'), requestId: requestId() },
      { token, ip },
    );
    expect(wrong.json()).toEqual(refusal(303));
    const body = {
      oldPassword: md5(account.password),
      newPassword: md5('doi-mat-khau'),
      requestId: requestId(),
    };
    const res = await call(t, 'PUT', '/api/update_account_info', body, { token, ip });
    expect(res.json().code).toBe(0);
    // A retry is answered from the first call, not judged against the new password.
    expect((await call(t, 'PUT', '/api/update_account_info', body, { token, ip })).json()).toEqual(
      res.json(),
    );
    expect((await signin(t, account.msisdn, account.password, { ip: freshIp() })).json().code).toBe(
      303,
    );
    expect((await signin(t, account.msisdn, 'doi-mat-khau', { ip: freshIp() })).json().code).toBe(
      0,
    );
  });

  it('update_account_info refuses nothing to update, half a password change and a bad field (14)', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const before = await storedAccount(t, account.msisdn);
    for (const payload of [
      { requestId: requestId() },
      { newPassword: md5('x'), requestId: requestId() },
      { gender: 'robot', requestId: requestId() },
      { birthday: '2999-01-01', requestId: requestId() },
    ]) {
      const res = await call(t, 'PUT', '/api/update_account_info', payload, { token });
      expect(res.json().code, JSON.stringify(payload)).toBe(14);
    }
    expect(await storedAccount(t, account.msisdn)).toEqual(before);
  });
});

describe('the API document states what the account calls require', () => {
  type BodyRules = {
    anyOf?: { required: string[] }[];
    dependentRequired?: Record<string, string[]>;
  };

  /** Whether `body` meets the document's `anyOf` of required fields and `dependentRequired`. */
  function meets(rules: BodyRules, body: Record<string, unknown>): boolean {
    const has = (field: string) => Object.hasOwn(body, field);
    const anyOf = rules.anyOf ?? [];
    if (anyOf.length > 0 && !anyOf.some((branch) => branch.required.every(has))) return false;
    return Object.entries(rules.dependentRequired ?? {}).every(
      ([field, needed]) => !has(field) || needed.every(has),
    );
  }

  it('update_account_info: a body the document refuses is refused (14), one it accepts is not', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json();
    const rules = doc.paths['/api/update_account_info'].put.requestBody.content['application/json']
      .schema as BodyRules;
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const payloads: [Record<string, unknown>, boolean][] = [
      [{}, false],
      [{ requestId: requestId() }, false],
      [{ newPassword: md5('x'), requestId: requestId() }, false],
      [{ oldPassword: md5('x') }, false],
      [{ address: '1 Lê Lợi', requestId: requestId() }, true],
      [{ job: 'Kỹ sư' }, true],
    ];
    for (const [payload, valid] of payloads) {
      expect(meets(rules, payload), JSON.stringify(payload)).toBe(valid);
      const res = await call(t, 'PUT', '/api/update_account_info', payload, { token });
      expect(res.json().code, JSON.stringify(payload)).toBe(valid ? 0 : 14);
    }
  });

  it('update: a body the document refuses is refused (14), one it accepts is not', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json();
    const rules = doc.paths['/api/auth/update'].post.requestBody.content['application/json']
      .schema as BodyRules;
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const form = { fullname: 'Lê Văn C', birthday: '1995-06-15' };
    const payloads: [Record<string, unknown>, boolean][] = [
      [{ ...form, requestId: requestId() }, false],
      [{ ...form, msisdn: account.msisdn }, false],
      [{ ...form, msisdn: account.msisdn, requestId: requestId() }, true],
      [{ ...form, accountId: account.msisdn }, true],
    ];
    for (const [payload, valid] of payloads) {
      expect(meets(rules, payload), JSON.stringify(payload)).toBe(valid);
      const res = await call(t, 'POST', '/api/auth/update', payload, { token });
      expect(res.json().code, JSON.stringify(payload)).toBe(valid ? 0 : 14);
    }
  });

  it('signin and register: the document ties requestId to msisdn, as the server does', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json();
    for (const path of ['/api/auth/signin', '/api/auth/register']) {
      const rules = doc.paths[path].post.requestBody.content['application/json']
        .schema as BodyRules;
      expect(rules.dependentRequired, path).toEqual({ msisdn: ['requestId'] });
      const res = await call(t, 'POST', path, { msisdn: uniqueMsisdn(), password: md5('x') });
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({
        code: 14,
        data: { reason: { field: 'requestId' } },
      });
    }
  });

  it('check_account: the document says a number is required, as the server refuses none (1)', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json();
    const parameters = doc.paths['/api/auth/check_account'].get.parameters as {
      name: string;
      description?: string;
    }[];
    const msisdn = parameters.find((p) => p.name === 'msisdn');
    expect(msisdn?.description).toMatch(/This or accountId is required.*code 1/);
    const res = await call(t, 'GET', '/api/auth/check_account');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1);
  });
});

describe('GET /api/auth/getPrizeBalance', () => {
  it('answers rewardBalance for the signed-in subscriber in either form', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const local = `0${account.msisdn.slice(2)}`;
    for (const subscriber of [local, account.msisdn]) {
      const res = await call(
        t,
        'GET',
        `/api/auth/getPrizeBalance?balanceName=TKTT&requestId=${requestId()}&subscriber=${subscriber}`,
        undefined,
        { token },
      );
      expect(res.json().data).toEqual({ balanceName: 'TKTT', subscriber: local, rewardBalance: 0 });
    }
  });

  it('refuses another subscriber (304), another balance (14) and no session (6)', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: freshIp() });
    const url = (name: string, subscriber: string) =>
      `/api/auth/getPrizeBalance?balanceName=${name}&requestId=1&subscriber=${subscriber}`;
    expect(
      (await call(t, 'GET', url('TKTT', uniqueMsisdn()), undefined, { token })).json(),
    ).toEqual(refusal(304));
    expect(
      (await call(t, 'GET', url('TKC', account.msisdn), undefined, { token })).json().code,
    ).toBe(14);
    expect((await call(t, 'GET', url('TKTT', account.msisdn))).json()).toEqual(refusal(6));
  });
});

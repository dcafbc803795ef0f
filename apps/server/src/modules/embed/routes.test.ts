import { createHmac } from 'node:crypto';
import { checkSumMessage, messageForCode } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed';
import { ConfigError, loadConfig } from '../../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  createAccount,
  latestCode,
  md5,
  requestId,
  sendOtp,
  snapshot,
  storedAccount,
  uniqueMsisdn,
  verifyOtp,
} from '../auth/auth-test-kit';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { AuthMessages } from '../auth/messages';
import { SANDBOX_EMBED_SECRET } from './partners';
import { ensurePartners } from './repo';
import { encodeEmbedData } from './signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
  await seed(t.db, { sandbox: true });
});
afterAll(() => t.close());

const BASE = '/api/app-service';

/** A refusal's code and message (its `data.reason` is checked by the spec-conformance suite). */
function refusal(code: number): unknown {
  return expect.objectContaining({ code, message: messageForCode(code) });
}

function hmac(message: string, secret = SANDBOX_EMBED_SECRET): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Signed parameters as the sandbox wallet would put in the query. */
function params(
  fields: { msisdn: string; fullName?: string; mid: string; time?: number },
  options: { source?: string; secret?: string } = {},
) {
  const data = encodeEmbedData({ fullName: '', time: t.clock.now().getTime(), ...fields });
  return { source: options.source ?? 'sandbox', data, sig: hmac(data, options.secret) };
}

function embedSignin(body: Record<string, unknown>) {
  return call(t, 'POST', `${BASE}/auth/signin`, body);
}

describe('POST /api/app-service/auth/signin', () => {
  it('signs a linked wallet user in (the demo MID) with a working session', async () => {
    const res = await embedSignin({
      ...params({ msisdn: DEMO_ACCOUNT.msisdn, fullName: 'Ví Demo', mid: DEMO_ACCOUNT.sandboxMid }),
      deviceId: 'wallet-webview',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      account_id: DEMO_ACCOUNT.msisdn,
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      fullname: DEMO_ACCOUNT.fullname,
      source: 'sandbox',
      mid: DEMO_ACCOUNT.sandboxMid,
      linked: true,
      registered: true,
      nextStep: null,
    });
    const token = res.json().data.session;
    const info = await call(t, 'GET', '/api/auth/info', undefined, { token });
    expect(info.json().data.account_id).toBe(DEMO_ACCOUNT.msisdn);
    const viaEmbed = await call(
      t,
      'POST',
      `${BASE}/get-account-info`,
      { account_id: DEMO_ACCOUNT.msisdn },
      { token },
    );
    expect(viaEmbed.json().data).toEqual(info.json().data);
  });

  it('refuses a tampered signature or data (20), an unknown partner (12) and changes nothing', async () => {
    const good = params({ msisdn: uniqueMsisdn(), mid: 'MID-T1' });
    const before = await snapshot(t);
    const tamperedSig = { ...good, sig: good.sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    // The webview shows the message: what to do, not 'Chữ ký không hợp lệ'; the code stays.
    expect((await embedSignin(tamperedSig)).json()).toEqual({
      code: 20,
      message:
        'Không xác thực được liên kết mở VeSo từ ví. Quý khách vui lòng đóng trang này và mở lại VeSo từ ứng dụng ví',
      data: { reason: { field: 'sig', rule: 'signature' } },
    });
    const forged = params({ msisdn: DEMO_ACCOUNT.msisdn, mid: 'MID-T1' });
    expect((await embedSignin({ ...good, data: forged.data })).json().code).toBe(20);
    const wrongSecret = params(
      { msisdn: uniqueMsisdn(), mid: 'MID-T1' },
      { secret: 'guessed-secret-1234' },
    );
    expect((await embedSignin(wrongSecret)).json().code).toBe(20);
    const unknown = await embedSignin({ ...good, source: 'momo' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 12, message: AuthMessages.launchUnknownWallet });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses data older than 5 minutes (10), from the future (20), malformed (14, 1)', async () => {
    const before = await snapshot(t);
    const now = t.clock.now().getTime();
    const old = params({ msisdn: uniqueMsisdn(), mid: 'MID-T2', time: now - 5 * 60_000 - 1 });
    const expired = await embedSignin(old);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      code: 10,
      message:
        'Liên kết mở VeSo từ ví đã hết hạn. Quý khách vui lòng đóng trang này và mở lại VeSo từ ứng dụng ví',
      data: { reason: { field: 'data.time', rule: 'min' } },
    });
    const future = params({ msisdn: uniqueMsisdn(), mid: 'MID-T2', time: now + 5 * 60_000 });
    expect((await embedSignin(future)).json()).toEqual({
      code: 20,
      message: AuthMessages.launchBadSignature,
      data: { reason: { field: 'data.time', rule: 'max' } },
    });
    const notJson = Buffer.from('not json').toString('base64url');
    expect(
      (await embedSignin({ source: 'sandbox', data: notJson, sig: hmac(notJson) })).json(),
    ).toEqual({
      code: 14,
      message: AuthMessages.launchBadSignature,
      data: { reason: { field: 'data', rule: 'format' } },
    });
    const noMid = encodeEmbedData({ msisdn: uniqueMsisdn(), time: now });
    expect(
      (await embedSignin({ source: 'sandbox', data: noMid, sig: hmac(noMid) })).json().code,
    ).toBe(14);
    const badPhone = params({ msisdn: '12ab', mid: 'MID-T2' });
    expect((await embedSignin(badPhone)).json()).toEqual(refusal(1));
    expect((await embedSignin({ source: 'sandbox' })).json().code).toBe(14);
    expect(await snapshot(t)).toEqual(before);
    const fresh = params({ msisdn: uniqueMsisdn(), mid: 'MID-T2', time: now - 5 * 60_000 + 1000 });
    expect((await embedSignin(fresh)).json().code).toBe(0);
  });

  it('refuses a replayed (data, sig) (20)', async () => {
    const once = params({ msisdn: uniqueMsisdn(), mid: 'MID-T3' });
    expect((await embedSignin(once)).json().code).toBe(0);
    const before = await snapshot(t);
    const replay = await embedSignin(once);
    expect(replay.json().code).toBe(20);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('a launch reopened (the webview reloaded on its URL)', () => {
  function relaunch(body: Record<string, unknown>, token: string) {
    return call(t, 'POST', `${BASE}/auth/signin`, body, { token });
  }

  it('resumes the session it opened at the step the account stands on, until it is linked', async () => {
    const msisdn = uniqueMsisdn();
    const mid = `MID-R-${msisdn}`;
    const launch = params({ msisdn, fullName: 'Lê Văn R', mid });
    const first = (await embedSignin(launch)).json().data;
    expect(first).toMatchObject({ linked: false, registered: false, nextStep: 'otp' });
    const token = first.session;

    // Reopened on the OTP screen: the same session, still at the OTP step; nothing is added.
    const before = await snapshot(t);
    const onOtp = await relaunch(launch, token);
    expect(onOtp.json().data).toEqual({ ...first, nextStep: 'otp' });
    expect(await snapshot(t)).toEqual(before);
    expect((await call(t, 'GET', '/api/auth/info', undefined, { token })).json().code).toBe(0);

    // Reopened after the password (the profile screen): the MID is to be linked at once.
    await sendOtp(t, msisdn, { type: 'link' });
    const verified = await verifyOtp(t, msisdn, await latestCode(t, msisdn), { token });
    await call(
      t,
      'POST',
      `${BASE}/user/register`,
      {
        accountId: msisdn,
        password: md5('vi-123'),
        token: verified.json().data.token,
        requestId: requestId(),
      },
      { token },
    );
    t.clock.advance(20 * 60_000);
    const onProfile = await relaunch(launch, token);
    expect(onProfile.json().data).toMatchObject({
      session: token,
      linked: false,
      registered: true,
      nextStep: 'active_data',
    });
    const link = await call(
      t,
      'POST',
      `${BASE}/active_data`,
      { ...launch, requestId: requestId() },
      { token },
    );
    expect(link.json().data.linked).toBe(true);

    // Linked, the launch may be reopened at any age.
    t.clock.advance(3 * 3_600_000);
    const later = await relaunch(launch, token);
    expect(later.json().data).toMatchObject({ session: token, linked: true, nextStep: null });
  });

  it('says to reopen from the wallet when the link can no longer be made (10), or the session is gone (20)', async () => {
    const msisdn = uniqueMsisdn();
    const launch = params({ msisdn, mid: `MID-X-${msisdn}` });
    const token = (await embedSignin(launch)).json().data.session;
    t.clock.advance(30 * 60_000 + 1000);
    const before = await snapshot(t);
    const expired = await relaunch(launch, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 10, message: AuthMessages.launchExpired });
    expect(AuthMessages.launchExpired).toContain('mở lại VeSo từ ứng dụng ví');
    expect(await snapshot(t)).toEqual(before);

    // Another number's session does not resume this launch: it is a replay.
    const other = await createAccount(t);
    const otherToken = (await embedSignin(params({ msisdn: other.msisdn, mid: 'MID-O' }))).json()
      .data.session;
    const fresh = params({ msisdn, mid: `MID-Y-${msisdn}` });
    expect((await embedSignin(fresh)).json().code).toBe(0);
    expect((await relaunch(fresh, otherToken)).json()).toEqual({
      code: 20,
      message: AuthMessages.replayed,
      data: { reason: { field: 'sig', rule: 'reused' } },
    });
    // A token that no longer works is no caller either.
    expect((await relaunch(fresh, 'not-a-session')).json().code).toBe(20);
  });
});

describe('the first-time wallet flow', () => {
  it('check account, check MID, OTP, set password, update account, link; next visit is linked', async () => {
    const msisdn = uniqueMsisdn();
    const mid = `MID-${msisdn}`;
    const arrival = params({ msisdn, fullName: 'Phạm Thị E', mid });
    const signin = await embedSignin(arrival);
    expect(signin.json().data).toMatchObject({
      account_id: msisdn,
      fullname: 'Phạm Thị E',
      linked: false,
      registered: false,
      nextStep: 'otp',
    });
    const token = signin.json().data.session;

    const check = await call(t, 'GET', `${BASE}/web_check_account?accountId=${msisdn}&deviceId=w1`);
    expect(check.json().data).toEqual({ account_id: msisdn, exists: true, registered: false });
    const midBefore = await call(
      t,
      'POST',
      `${BASE}/check_mid`,
      { source: 'sandbox', mid },
      { token },
    );
    expect(midBefore.json().data).toEqual({
      source: 'sandbox',
      mid,
      linked: false,
      linkedToOther: false,
    });

    // Linking needs a password first.
    const early = await call(
      t,
      'POST',
      `${BASE}/active_data`,
      { ...arrival, requestId: requestId() },
      { token },
    );
    expect(early.json()).toEqual(refusal(305));

    await sendOtp(t, msisdn, { type: 'link' });
    const verified = await verifyOtp(t, msisdn, await latestCode(t, msisdn), { token });
    const otpToken = verified.json().data.token;
    const registered = await call(
      t,
      'POST',
      `${BASE}/user/register`,
      { accountId: msisdn, password: md5('vi-123'), token: otpToken, requestId: requestId() },
      { token },
    );
    expect(registered.json().data).toEqual({ account_id: msisdn, registered: true });

    const updated = await call(
      t,
      'POST',
      `${BASE}/user/web_update_account`,
      {
        accountId: msisdn,
        fullName: 'Phạm Thị E',
        email: 'e@example.vn',
        birthday: '1990-02-03',
        requestId: requestId(),
      },
      { token },
    );
    expect(updated.json().data).toMatchObject({
      fullname: 'Phạm Thị E',
      email: 'e@example.vn',
      canBuy: true,
    });

    const linkBody = { ...arrival, requestDate: t.clock.now().getTime(), requestId: requestId() };
    const linked = await call(t, 'POST', `${BASE}/active_data`, linkBody, { token });
    expect(linked.json().data).toEqual({
      account_id: msisdn,
      source: 'sandbox',
      mid,
      linked: true,
    });
    expect((await call(t, 'POST', `${BASE}/active_data`, linkBody, { token })).json()).toEqual(
      linked.json(),
    );

    const midAfter = await call(
      t,
      'POST',
      `${BASE}/check_mid`,
      { source: 'sandbox', mid },
      { token },
    );
    expect(midAfter.json().data.linked).toBe(true);

    t.clock.advance(60_000);
    const again = await embedSignin(params({ msisdn, fullName: 'Phạm Thị E', mid }));
    expect(again.json().data).toMatchObject({ linked: true, registered: true, nextStep: null });
    const web = await call(
      t,
      'POST',
      '/api/auth/signin',
      { msisdn, password: md5('vi-123'), requestId: requestId() },
      { ip: '10.8.0.1' },
    );
    expect(web.json().code).toBe(0);
  });

  it('active_data refuses another number (304), old data (10) and no session (6)', async () => {
    const account = await createAccount(t);
    const token = (
      await embedSignin(params({ msisdn: account.msisdn, mid: `MID-A-${account.msisdn}` }))
    ).json().data.session;
    const before = await snapshot(t);
    const other = params({ msisdn: uniqueMsisdn(), mid: 'MID-OTHER' });
    expect(
      (
        await call(
          t,
          'POST',
          `${BASE}/active_data`,
          { ...other, requestId: requestId() },
          { token },
        )
      ).json(),
    ).toEqual(refusal(304));
    const stale = params({
      msisdn: account.msisdn,
      mid: 'MID-X',
      time: t.clock.now().getTime() - 31 * 60_000,
    });
    expect(
      (
        await call(
          t,
          'POST',
          `${BASE}/active_data`,
          { ...stale, requestId: requestId() },
          { token },
        )
      ).json(),
    ).toMatchObject({ code: 10, message: AuthMessages.launchExpired });
    const own = params({ msisdn: account.msisdn, mid: 'MID-X' });
    expect(
      (await call(t, 'POST', `${BASE}/active_data`, { ...own, requestId: requestId() })).json(),
    ).toEqual(refusal(6));
    expect(await snapshot(t)).toEqual(before);
    expect(
      (
        await call(t, 'POST', `${BASE}/active_data`, { ...own, requestId: requestId() }, { token })
      ).json().code,
    ).toBe(0);
    // Once linked, the same MID signed long ago answers linked (the profile step after a
    // link made at the password step): no refusal for a link that exists.
    const staleOwn = { ...stale, requestId: requestId() };
    const relinked = await call(t, 'POST', `${BASE}/active_data`, staleOwn, { token });
    expect(relinked.json().data).toEqual({
      account_id: account.msisdn,
      source: 'sandbox',
      mid: 'MID-X',
      linked: true,
    });
  });
});

describe('the other app-service calls', () => {
  async function signedIn(account: { msisdn: string }) {
    const res = await embedSignin(
      params({ msisdn: account.msisdn, mid: `MID-S-${account.msisdn}-${requestId()}` }),
    );
    return res.json().data.session as string;
  }

  it('check-sig checks without using the parameters up', async () => {
    const p = params({ msisdn: uniqueMsisdn(), fullName: 'Võ F', mid: 'MID-CS' });
    const query = new URLSearchParams(p).toString();
    const res = await call(t, 'GET', `${BASE}/check-sig?${query}`);
    expect(res.json().data).toEqual({
      valid: true,
      source: 'sandbox',
      msisdn: expect.stringMatching(/^84/),
      fullName: 'Võ F',
      mid: 'MID-CS',
      time: t.clock.now().getTime(),
    });
    expect((await embedSignin(p)).json().code).toBe(0);
    const bad = new URLSearchParams({ ...p, sig: hmac('other') }).toString();
    expect((await call(t, 'GET', `${BASE}/check-sig?${bad}`)).json().code).toBe(20);
  });

  it('web_check_account tells an unknown number apart (and answers 1 when malformed or missing)', async () => {
    const msisdn = uniqueMsisdn();
    const res = await call(t, 'GET', `${BASE}/web_check_account?accountId=0${msisdn.slice(2)}`);
    expect(res.json().data).toEqual({ account_id: msisdn, exists: false, registered: false });
    expect((await call(t, 'GET', `${BASE}/web_check_account?accountId=99`)).json()).toEqual(
      refusal(1),
    );
    // No number at all: §5's empty phone, as check_account answers it.
    expect((await call(t, 'GET', `${BASE}/web_check_account`)).json()).toMatchObject({
      code: 1,
      message: 'Vui lòng nhập số điện thoại',
    });
  });

  it('check_mid sees a MID linked elsewhere, refuses an unknown partner (12) and no session (6)', async () => {
    const account = await createAccount(t);
    const token = await signedIn(account);
    const res = await call(
      t,
      'POST',
      `${BASE}/check_mid`,
      { source: 'sandbox', mid: DEMO_ACCOUNT.sandboxMid },
      { token },
    );
    expect(res.json().data).toEqual({
      source: 'sandbox',
      mid: DEMO_ACCOUNT.sandboxMid,
      linked: false,
      linkedToOther: true,
    });
    expect(
      (
        await call(t, 'POST', `${BASE}/check_mid`, { source: 'zalopay', mid: 'M' }, { token })
      ).json(),
    ).toEqual(refusal(12));
    expect(
      (await call(t, 'POST', `${BASE}/check_mid`, { source: 'sandbox', mid: 'M' })).json(),
    ).toEqual(refusal(6));
  });

  it('update_mid moves an account to a new MID with a good checkSum (20, 10, 300, 12, 1 otherwise)', async () => {
    const account = await createAccount(t);
    const now = t.clock.now().getTime();
    const body = (fields: {
      msisdn?: string;
      mid?: string;
      requestDate?: number;
      checkSum?: string;
      source?: string;
    }) => {
      const msisdn = fields.msisdn ?? account.msisdn;
      const mid = fields.mid ?? 'MID-NEW-1';
      const requestDate = fields.requestDate ?? now;
      return {
        source: fields.source ?? 'sandbox',
        msisdn,
        mid,
        requestDate,
        checkSum: fields.checkSum ?? hmac(checkSumMessage([msisdn, mid, requestDate])),
        requestId: requestId(),
      };
    };
    const before = await snapshot(t);
    expect(
      (await call(t, 'POST', `${BASE}/update_mid`, body({ checkSum: hmac('x') }))).json().code,
    ).toBe(20);
    expect(
      (await call(t, 'POST', `${BASE}/update_mid`, body({ requestDate: now - 6 * 60_000 }))).json(),
    ).toEqual(refusal(10));
    expect(
      (await call(t, 'POST', `${BASE}/update_mid`, body({ msisdn: uniqueMsisdn() }))).json(),
    ).toEqual(refusal(300));
    expect((await call(t, 'POST', `${BASE}/update_mid`, body({ msisdn: '12x' }))).json()).toEqual(
      refusal(1),
    );
    expect((await call(t, 'POST', `${BASE}/update_mid`, body({ source: 'momo' }))).json()).toEqual(
      refusal(12),
    );
    expect(
      (await call(t, 'POST', `${BASE}/update_mid`, { ...body({}), checkSum: 'short' })).json().code,
    ).toBe(14);
    expect(await snapshot(t)).toEqual(before);

    const res = await call(t, 'POST', `${BASE}/update_mid`, body({}));
    expect(res.json().data).toEqual({
      account_id: account.msisdn,
      source: 'sandbox',
      mid: 'MID-NEW-1',
      linked: true,
    });
    await call(t, 'POST', `${BASE}/update_mid`, body({ mid: 'MID-NEW-2' }));
    const arrival = await embedSignin(params({ msisdn: account.msisdn, mid: 'MID-NEW-2' }));
    expect(arrival.json().data).toMatchObject({ linked: true, nextStep: null });
    const oldMid = await embedSignin(
      params({ msisdn: account.msisdn, mid: 'MID-NEW-1', time: now - 1000 }),
    );
    expect(oldMid.json().data.linked).toBe(false);
  });

  it('check_password confirms the password (303 wrong, 304 other number, 305 none yet, 4 locked)', async () => {
    const account = await createAccount(t);
    const token = await signedIn(account);
    const ip = '10.7.0.1';
    const check = (accountId: string, password: string) =>
      call(
        t,
        'POST',
        `${BASE}/check_password`,
        { accountId, password: md5(password), requestId: requestId() },
        { token, ip },
      );
    expect((await check(account.msisdn, account.password)).json().data).toEqual({
      account_id: account.msisdn,
      valid: true,
    });
    expect((await check(uniqueMsisdn(), account.password)).json()).toEqual(refusal(304));
    for (let i = 0; i < 3; i += 1)
      expect((await check(account.msisdn, 'wrong')).json()).toEqual(refusal(303));
    expect((await check(account.msisdn, account.password)).json()).toEqual(refusal(4));

    const fresh = uniqueMsisdn();
    const pendingToken = (
      await embedSignin(params({ msisdn: fresh, mid: `MID-P-${fresh}` }))
    ).json().data.session;
    const pending = await call(
      t,
      'POST',
      `${BASE}/check_password`,
      { accountId: fresh, password: md5('x'), requestId: requestId() },
      { token: pendingToken, ip: '10.7.0.2' },
    );
    expect(pending.json()).toEqual(refusal(305));
  });

  it('user/register refuses another number (304), a bad token (37) and a registered account (20)', async () => {
    const fresh = uniqueMsisdn();
    const token = (await embedSignin(params({ msisdn: fresh, mid: `MID-R-${fresh}` }))).json().data
      .session;
    const before = await snapshot(t);
    const reg = (accountId: string, otpToken: string) =>
      call(
        t,
        'POST',
        `${BASE}/user/register`,
        { accountId, password: md5('p'), token: otpToken, requestId: requestId() },
        { token },
      );
    expect((await reg(uniqueMsisdn(), 'x')).json()).toEqual(refusal(304));
    expect((await reg(fresh, 'not-a-token')).json()).toEqual(refusal(37));
    expect(await snapshot(t)).toEqual(before);

    const account = await createAccount(t);
    const registeredToken = await signedIn(account);
    await sendOtp(t, account.msisdn);
    const otp = (await verifyOtp(t, account.msisdn, await latestCode(t, account.msisdn))).json()
      .data.token;
    const again = await call(
      t,
      'POST',
      `${BASE}/user/register`,
      { accountId: account.msisdn, password: md5('p'), token: otp, requestId: requestId() },
      { token: registeredToken },
    );
    expect(again.json().code).toBe(20);
  });

  it('web_update_account and get-account-info check an optional checkSum (20, 14, 10) and the number (304)', async () => {
    const account = await createAccount(t);
    const token = await signedIn(account);
    const time = t.clock.now().getTime();
    const fields = {
      accountId: account.msisdn,
      fullName: 'Đỗ G',
      cmnd: '012345678',
      address: 'Huế',
      email: 'g@example.vn',
    };
    const checkSum = hmac(
      checkSumMessage([
        fields.accountId,
        fields.fullName,
        fields.cmnd,
        fields.address,
        fields.email,
        time,
      ]),
    );
    const signed = await call(
      t,
      'POST',
      `${BASE}/user/web_update_account`,
      { ...fields, time, source: 'sandbox', checkSum, requestId: requestId() },
      { token },
    );
    expect(signed.json().data).toMatchObject({
      fullname: 'Đỗ G',
      cmnd: '012345678',
      address: 'Huế',
    });

    const before = await storedAccount(t, account.msisdn);
    const update = (extra: Record<string, unknown>) =>
      call(
        t,
        'POST',
        `${BASE}/user/web_update_account`,
        { ...fields, fullName: 'Khác', requestId: requestId(), ...extra },
        { token },
      );
    expect((await update({ time, source: 'sandbox', checkSum })).json().code).toBe(20);
    expect((await update({ source: 'sandbox', checkSum })).json().code).toBe(14);
    expect((await update({ accountId: uniqueMsisdn() })).json()).toEqual(refusal(304));
    expect((await update({ fullName: '' })).json().code).toBe(14);
    expect(await storedAccount(t, account.msisdn)).toEqual(before);

    const info = (body: Record<string, unknown>) =>
      call(t, 'POST', `${BASE}/get-account-info`, body, { token });
    const infoSum = hmac(checkSumMessage([account.msisdn, 'dev-1', time]));
    expect(
      (
        await info({
          account_id: account.msisdn,
          device_id: 'dev-1',
          time,
          source: 'sandbox',
          check_sum: infoSum,
        })
      ).json().data.fullname,
    ).toBe('Đỗ G');
    expect(
      (
        await info({
          account_id: account.msisdn,
          device_id: 'dev-2',
          time,
          source: 'sandbox',
          check_sum: infoSum,
        })
      ).json().code,
    ).toBe(20);
    t.clock.advance(6 * 60_000);
    expect(
      (
        await info({
          account_id: account.msisdn,
          device_id: 'dev-1',
          time,
          source: 'sandbox',
          check_sum: infoSum,
        })
      ).json(),
    ).toEqual(refusal(10));
    expect((await info({ account_id: uniqueMsisdn() })).json()).toEqual(refusal(304));
    expect(
      (await call(t, 'POST', `${BASE}/get-account-info`, { account_id: account.msisdn })).json(),
    ).toEqual(refusal(6));
  });

  it('gen-check-sum signs with the sandbox partner only (12 for another)', async () => {
    const res = await call(t, 'GET', `${BASE}/gen-check-sum?msg=${encodeURIComponent('a|b|c')}`);
    expect(res.json().data).toEqual({ source: 'sandbox', msg: 'a|b|c', checkSum: hmac('a|b|c') });
    expect((await call(t, 'GET', `${BASE}/gen-check-sum?msg=x&source=momo`)).json()).toEqual(
      refusal(12),
    );
    expect((await call(t, 'GET', `${BASE}/gen-check-sum`)).json().code).toBe(14);
  });
});

describe('POST /api/app-service/sandbox/launch', () => {
  it("signs a launch at the server's time, so a phone's clock does not matter", async () => {
    // The sandbox clock is 10 minutes away from the real one (a phone's clock could be
    // anything): the launch carries the server's time and opens a session.
    const msisdn = uniqueMsisdn();
    t.clock.advance(10 * 60_000);
    const res = await call(t, 'POST', `${BASE}/sandbox/launch`, {
      msisdn: `0${msisdn.slice(2)}`,
      fullName: 'Khách Ví',
      mid: 'MID-LAUNCH',
    });
    expect(res.json().code).toBe(0);
    const launch = res.json().data;
    expect(launch).toEqual({
      source: 'sandbox',
      data: expect.any(String),
      sig: hmac(launch.data),
      time: t.clock.now().getTime(),
    });
    expect(JSON.parse(Buffer.from(launch.data, 'base64url').toString('utf8'))).toEqual({
      msisdn,
      fullName: 'Khách Ví',
      mid: 'MID-LAUNCH',
      time: t.clock.now().getTime(),
    });
    const signin = await embedSignin({ source: launch.source, data: launch.data, sig: launch.sig });
    expect(signin.json().code).toBe(0);
    expect(signin.json().data.account_id).toBe(msisdn);
    expect(
      (await call(t, 'POST', `${BASE}/sandbox/launch`, { msisdn: '12ab', mid: 'M' })).json(),
    ).toEqual(refusal(1));
  });

  it('does not exist outside sandbox mode', async () => {
    const live = await createTestApp({ config: { sandbox: false } });
    try {
      const res = await call(live, 'POST', `${BASE}/sandbox/launch`, {
        msisdn: uniqueMsisdn(),
        mid: 'MID-LIVE',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});

describe('partners from the configuration', () => {
  it('parses VESO_EMBED_PARTNERS and refuses malformed entries', () => {
    expect(
      loadConfig({ VESO_EMBED_PARTNERS: 'momo:0123456789abcdef, zalopay:fedcba9876543210' })
        .embedPartners,
    ).toEqual({
      momo: '0123456789abcdef',
      zalopay: 'fedcba9876543210',
    });
    expect(loadConfig({}).embedPartners).toEqual({});
    for (const bad of ['momo', 'momo:short', 'Mo Mo:0123456789abcdef']) {
      expect(() => loadConfig({ VESO_EMBED_PARTNERS: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ VESO_RECAPTCHA_SITE_KEY: 'only-the-site-key' })).toThrow(
      /go together/,
    );
  });

  it('records the configured partners as active, the others as inactive', async () => {
    const rows = () =>
      t.db.withSession((s) =>
        s.query<{ source: string; active: boolean }>(
          'SELECT source, active FROM embed_partners ORDER BY source',
        ),
      );
    expect(await rows()).toEqual([{ source: 'sandbox', active: true }]);
    await ensurePartners(t.db.orm, ['momo']);
    expect(await rows()).toEqual([
      { source: 'momo', active: true },
      { source: 'sandbox', active: false },
    ]);
    await ensurePartners(t.db.orm, ['sandbox']);
    expect(await rows()).toEqual([
      { source: 'momo', active: false },
      { source: 'sandbox', active: true },
    ]);
  });
});

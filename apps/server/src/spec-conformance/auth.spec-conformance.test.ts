import { describe, expect, it } from 'vitest';
import {
  call,
  changesNothing,
  createAccount,
  expectRefusal,
  latestCode,
  launchParams,
  md5,
  partnerHmac,
  specRequestId,
  uniqueMsisdn,
  useSpecApp,
} from './auth-test-kit';

/**
 * The account calls as the spec writes them (§3 Accounts and devices, §7 Account and
 * Wallet-embedded), in both forms where §3 and §7 differ. Bodies are copied field by field
 * from the spec; the captcha header is the sandbox's token.
 */

const app = useSpecApp();
const CAPTCHA = { captcha: 'veso-sandbox-captcha' };
const EMPTY_PHONE = 'Vui lòng nhập số điện thoại';
const INVALID = /^Yêu cầu không hợp lệ/;

/** 84… without the leading zero, and the local 0… form of the same number. */
function forms(msisdn: string): { international: string; local: string } {
  return { international: msisdn, local: `0${msisdn.slice(2)}` };
}

/** §3 Send OTP then §3 Verify OTP; the verification token. */
async function otpToken(msisdn: string, sessionToken?: string): Promise<string> {
  const t = app();
  const sent = await call(t, 'POST', '/api/otp/message', {
    accountId: msisdn,
    deviceInfo: { devId: `dev-${msisdn}`, devName: 'Pixel', osVersion: '14', other: '' },
  });
  expect(sent.json().code).toBe(0);
  const verified = await call(
    t,
    'POST',
    '/api/otp/verify',
    {
      accountId: msisdn,
      deviceInfo: {
        devId: `dev-${msisdn}`,
        deviceName: 'Pixel',
        osName: 'Android',
        osVersion: '14',
        other: '',
      },
      otpCode: await latestCode(t, msisdn),
      requestId: specRequestId(),
    },
    { token: sessionToken },
  );
  expect(verified.json().code).toBe(0);
  return verified.json().data.token as string;
}

async function signedIn(account: { msisdn: string; password: string }): Promise<string> {
  const res = await call(
    app(),
    'POST',
    '/api/auth/signin',
    { account_id: account.msisdn, password: md5(account.password) },
    CAPTCHA,
  );
  expect(res.json().code).toBe(0);
  return res.json().data.session as string;
}

describe('GET /auth/check_account', () => {
  it('answers §7 (msisdn) and §3 (accountId, deviceId) alike', async () => {
    const account = await createAccount(app());
    const { international, local } = forms(account.msisdn);
    for (const query of [`msisdn=${local}`, `accountId=${international}&deviceId=web-1`]) {
      const res = await call(app(), 'GET', `/api/auth/check_account?${query}`);
      expect(res.json(), query).toMatchObject({
        code: 0,
        data: { account_id: international, error: null },
      });
    }
  });

  it('answers an empty number with §5 "Vui lòng nhập số điện thoại" and code 1', async () => {
    await changesNothing(app(), async () => {
      for (const query of ['msisdn=', 'accountId=&deviceId=web-1', '']) {
        expectRefusal(await call(app(), 'GET', `/api/auth/check_account?${query}`), {
          code: 1,
          message: EMPTY_PHONE,
          reason: {
            field: query.startsWith('accountId') ? 'accountId' : 'msisdn',
            rule: 'required',
          },
        });
      }
    });
  });
});

describe('POST /auth/signin', () => {
  it('signs in with §7 {msisdn, password, requestId}, §3 {account_id, password} and the embedded {accountId, password}', async () => {
    const account = await createAccount(app());
    const { international, local } = forms(account.msisdn);
    const bodies = [
      { msisdn: local, password: md5(account.password), requestId: specRequestId() },
      { account_id: international, password: md5(account.password) },
      { accountId: international, password: md5(account.password) },
    ];
    for (const body of bodies) {
      const res = await call(app(), 'POST', '/api/auth/signin', body, CAPTCHA);
      expect(res.json(), Object.keys(body).join()).toMatchObject({
        code: 0,
        data: { account_id: international, session: expect.any(String) },
      });
    }
  });

  it('signs in with the §3 login payload as the spec writes it: the password itself, trimmed', async () => {
    const account = await createAccount(app());
    const { international } = forms(account.msisdn);
    const res = await call(
      app(),
      'POST',
      '/api/auth/signin',
      { account_id: international, password: `  ${account.password} ` },
      CAPTCHA,
    );
    expect(res.json()).toMatchObject({ code: 0, data: { account_id: international } });
    // A wrong plain password is 303, as a wrong MD5 is; one longer than 25 characters is malformed.
    expectRefusal(
      await call(
        app(),
        'POST',
        '/api/auth/signin',
        { account_id: international, password: `${account.password}x` },
        { ...CAPTCHA, ip: '10.9.0.3' },
      ),
      {
        code: 303,
        message: 'Tài khoản hoặc mật khẩu không đúng',
        reason: { field: 'password', rule: 'mismatch' },
      },
    );
    await changesNothing(app(), async () => {
      const long = await call(
        app(),
        'POST',
        '/api/auth/signin',
        { account_id: international, password: 'x'.repeat(26) },
        { ...CAPTCHA, ip: '10.9.0.4' },
      );
      expect(long.json()).toMatchObject({ code: 14, data: { reason: { field: 'password' } } });
    });
  });

  it('refuses §7 without its requestId, no password and no number, opening no session', async () => {
    const account = await createAccount(app());
    await changesNothing(app(), async () => {
      expectRefusal(
        await call(
          app(),
          'POST',
          '/api/auth/signin',
          { msisdn: account.msisdn, password: md5(account.password) },
          CAPTCHA,
        ),
        { code: 14, message: INVALID, reason: { field: 'requestId', rule: 'required' } },
      );
      expectRefusal(
        await call(app(), 'POST', '/api/auth/signin', { account_id: account.msisdn }, CAPTCHA),
        { code: 14, message: INVALID, reason: { field: 'password', rule: 'required' } },
      );
      expectRefusal(
        await call(
          app(),
          'POST',
          '/api/auth/signin',
          { account_id: '', password: md5(account.password) },
          CAPTCHA,
        ),
        { code: 1, message: EMPTY_PHONE, reason: { field: 'account_id', rule: 'required' } },
      );
    });
  });
});

describe('POST /auth/signin refusals of §8', () => {
  it("answers §8's messages for an unknown account (300) and a wrong password (303), opening no session", async () => {
    const account = await createAccount(app());
    await changesNothing(app(), async () => {
      expectRefusal(
        await call(
          app(),
          'POST',
          '/api/auth/signin',
          { account_id: uniqueMsisdn(), password: md5('matkhau1') },
          { ...CAPTCHA, ip: '10.9.0.1' },
        ),
        {
          code: 300,
          message: 'Tài khoản không tồn tại, hãy đăng ký tài khoản mới',
          reason: { field: 'account_id', rule: 'exists' },
        },
      );
    });
    expectRefusal(
      await call(
        app(),
        'POST',
        '/api/auth/signin',
        { accountId: account.msisdn, password: md5('not-the-password') },
        { ...CAPTCHA, ip: '10.9.0.2' },
      ),
      {
        code: 303,
        message: 'Tài khoản hoặc mật khẩu không đúng',
        reason: { field: 'password', rule: 'mismatch' },
      },
    );
  });
});

describe('POST /auth/register', () => {
  it('registers with §7 {msisdn, password, requestId} (an OTP to follow)', async () => {
    const msisdn = uniqueMsisdn();
    const res = await call(app(), 'POST', '/api/auth/register', {
      msisdn: forms(msisdn).local,
      password: md5('matkhau1'),
      requestId: specRequestId(),
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { account_id: msisdn, registered: false, nextStep: 'otp' },
    });
  });

  it('registers with §3 {accountId, activeMethod, deviceId, password, token}, then signs in with §3', async () => {
    const msisdn = uniqueMsisdn();
    const token = await otpToken(msisdn);
    const res = await call(app(), 'POST', '/api/auth/register', {
      accountId: msisdn,
      activeMethod: 'sms',
      deviceId: 'web-device-1',
      password: md5('matkhau1'),
      token,
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { account_id: msisdn, registered: true, nextStep: 'signin' },
    });
    expect(await signedIn({ msisdn, password: 'matkhau1' })).toEqual(expect.any(String));
  });

  it('refuses a password that is not an MD5 hex and §7 without its requestId, creating nothing', async () => {
    const msisdn = uniqueMsisdn();
    await changesNothing(app(), async () => {
      expectRefusal(
        await call(app(), 'POST', '/api/auth/register', {
          accountId: msisdn,
          activeMethod: 'sms',
          deviceId: 'web-device-1',
          password: 'matkhau1',
          token: 'x',
        }),
        { code: 14, message: INVALID, reason: { field: 'password', rule: 'format' } },
      );
      expectRefusal(
        await call(app(), 'POST', '/api/auth/register', {
          msisdn,
          password: md5('matkhau1'),
        }),
        { code: 14, message: INVALID, reason: { field: 'requestId', rule: 'required' } },
      );
    });
  });
});

describe('OTP (§3 Send OTP, Verify OTP)', () => {
  it('sends a code without a requestId, once a minute (code 100 for a repeat)', async () => {
    const msisdn = uniqueMsisdn();
    const body = {
      accountId: msisdn,
      deviceInfo: { devId: 'd-1', devName: 'Pixel', osVersion: '14', other: '' },
    };
    expect((await call(app(), 'POST', '/api/otp/message', body)).json().code).toBe(0);
    await changesNothing(app(), async () => {
      expect((await call(app(), 'POST', '/api/otp/call', body)).json().code).toBe(100);
    });
  });

  it('refuses a verification without its requestId (named by §3), counting no try', async () => {
    const msisdn = uniqueMsisdn();
    await call(app(), 'POST', '/api/otp/message', {
      accountId: msisdn,
      deviceInfo: { devId: 'd-2', devName: 'Pixel', osVersion: '14', other: '' },
    });
    await changesNothing(app(), async () => {
      expectRefusal(
        await call(app(), 'POST', '/api/otp/verify', {
          accountId: msisdn,
          deviceInfo: { devId: 'd-2', deviceName: 'Pixel', osName: 'Android', osVersion: '14' },
          otpCode: await latestCode(app(), msisdn),
        }),
        { code: 14, message: INVALID, reason: { field: 'requestId', rule: 'required' } },
      );
    });
  });
});

describe('POST /refresh_session', () => {
  it('refreshes with only its §7 query (no body)', async () => {
    const account = await createAccount(app());
    const token = await signedIn(account);
    for (const url of ['/api/refresh_session?endpoint=home', '/api/refresh_session']) {
      const res = await call(app(), 'POST', url, undefined, { token });
      expect(res.json(), url).toMatchObject({ code: 0, data: { account_id: account.msisdn } });
    }
    // An empty body sent with a JSON content type (a client's default header) is no body.
    const declared = await app().app.inject({
      method: 'POST',
      url: '/api/refresh_session?endpoint=home',
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(declared.json()).toMatchObject({ code: 0, data: { account_id: account.msisdn } });
  });
});

describe('POST /auth/update', () => {
  it('updates with §7 (account fields, msisdn, requestId) and §3 (…, deviceId, accountId, sessionId)', async () => {
    const account = await createAccount(app());
    const token = await signedIn(account);
    const seven = await call(
      app(),
      'POST',
      '/api/auth/update',
      {
        fullname: 'Nguyễn Văn A',
        birthday: '1990-05-20',
        msisdn: account.msisdn,
        requestId: specRequestId(),
      },
      { token },
    );
    expect(seven.json()).toMatchObject({ code: 0, data: { fullname: 'Nguyễn Văn A' } });
    const three = await call(
      app(),
      'POST',
      '/api/auth/update',
      {
        fullname: 'Nguyễn Văn B',
        address: '1 Tràng Tiền, Hà Nội',
        email: 'b@example.vn',
        birthday: '1990-05-20',
        job: 'Kỹ sư',
        cmnd: '012345678901',
        avatar_url: 'https://example.vn/a.png',
        deviceId: 'web-device-1',
        accountId: account.msisdn,
        sessionId: token,
      },
      { token },
    );
    expect(three.json()).toMatchObject({
      code: 0,
      data: { fullname: 'Nguyễn Văn B', address: '1 Tràng Tiền, Hà Nội', cmnd: '012345678901' },
    });
  });

  it('refuses another account (304) and a missing fullname (14), changing nothing', async () => {
    const account = await createAccount(app());
    const token = await signedIn(account);
    await changesNothing(app(), async () => {
      expectRefusal(
        await call(
          app(),
          'POST',
          '/api/auth/update',
          { fullname: 'X', birthday: '1990-05-20', accountId: uniqueMsisdn() },
          { token },
        ),
        {
          code: 304,
          message: /\S/,
          reason: { field: 'accountId', rule: 'mismatch' },
        },
      );
      expectRefusal(
        await call(
          app(),
          'POST',
          '/api/auth/update',
          { birthday: '1990-05-20', accountId: account.msisdn },
          { token },
        ),
        { code: 14, message: INVALID, reason: { field: 'fullname', rule: 'required' } },
      );
    });
  });
});

describe('the wallet-embedded calls (§3, §7 Wallet-embedded)', () => {
  const BASE = '/api/app-service';

  it('links a first-time wallet user with §3 bodies: user/register, web_update_account, active_data, update_mid', async () => {
    const t = app();
    const msisdn = uniqueMsisdn();
    const launch = launchParams(t, { msisdn, fullName: 'Trần Thị C', mid: `MID-${msisdn}` });
    const opened = await call(t, 'POST', `${BASE}/auth/signin`, launch);
    expect(opened.json()).toMatchObject({ code: 0, data: { linked: false, nextStep: 'otp' } });
    const token = opened.json().data.session as string;

    const registered = await call(
      t,
      'POST',
      `${BASE}/user/register`,
      {
        accountId: msisdn,
        activeMethod: 'sms',
        deviceId: 'wallet-webview',
        password: md5('vi-123456'),
        token: await otpToken(msisdn, token),
      },
      { token },
    );
    expect(registered.json()).toMatchObject({ code: 0, data: { registered: true } });

    const time = t.clock.now().getTime();
    const profile = {
      accountId: msisdn,
      fullName: 'Trần Thị C',
      cmnd: '012345678901',
      address: '2 Lê Lợi, Huế',
      email: 'c@example.vn',
      time,
    };
    const checkSum = partnerHmac(
      [msisdn, profile.fullName, profile.cmnd, profile.address, profile.email, time].join('|'),
    );
    const updated = await call(
      t,
      'POST',
      `${BASE}/user/web_update_account`,
      { ...profile, checkSum },
      { token },
    );
    expect(updated.json()).toMatchObject({ code: 0, data: { fullname: 'Trần Thị C' } });

    const linked = await call(
      t,
      'POST',
      `${BASE}/active_data`,
      { requestDate: time, data: launch.data, source: launch.source, sig: launch.sig },
      { token },
    );
    expect(linked.json()).toMatchObject({ code: 0, data: { linked: true, mid: `MID-${msisdn}` } });

    const newMid = `MID2-${msisdn}`;
    const moved = await call(t, 'POST', `${BASE}/update_mid`, {
      requestDate: time,
      mid: newMid,
      checkSum: partnerHmac(`${msisdn}|${newMid}|${time}`),
      msisdn,
    });
    expect(moved.json()).toMatchObject({
      code: 0,
      data: { account_id: msisdn, source: 'sandbox', mid: newMid, linked: true },
    });
  });

  it('refuses a checkSum no partner signed (20) and user/register without its token (14), changing nothing', async () => {
    const t = app();
    const msisdn = uniqueMsisdn();
    const opened = await call(
      t,
      'POST',
      `${BASE}/auth/signin`,
      launchParams(t, { msisdn, mid: `MID-${msisdn}` }),
    );
    const token = opened.json().data.session as string;
    const time = t.clock.now().getTime();
    await changesNothing(t, async () => {
      expectRefusal(
        await call(t, 'POST', `${BASE}/update_mid`, {
          requestDate: time,
          mid: 'MID-X',
          checkSum: partnerHmac('something else'),
          msisdn,
        }),
        {
          code: 20,
          message: /\S/,
          reason: { field: 'checkSum', rule: 'signature' },
        },
      );
      expectRefusal(
        await call(
          t,
          'POST',
          `${BASE}/user/web_update_account`,
          {
            accountId: msisdn,
            fullName: 'X',
            cmnd: '012345678',
            address: 'Y',
            email: 'x@example.vn',
            time,
            checkSum: partnerHmac('forged'),
          },
          { token },
        ),
        {
          code: 20,
          message: /\S/,
          reason: { field: 'checkSum', rule: 'signature' },
        },
      );
      expectRefusal(
        await call(
          t,
          'POST',
          `${BASE}/user/register`,
          { accountId: msisdn, activeMethod: 'sms', deviceId: 'w', password: md5('vi-123456') },
          { token },
        ),
        { code: 14, message: INVALID, reason: { field: 'token', rule: 'required' } },
      );
    });
  });
});

describe('the other account calls of §7', () => {
  it('reads the account and its prize balance (§7: balanceName TKTT, requestId, subscriber)', async () => {
    const account = await createAccount(app());
    const token = await signedIn(account);
    const info = await call(app(), 'GET', '/api/auth/info', undefined, { token });
    expect(info.json()).toMatchObject({ code: 0, data: { account_id: account.msisdn } });
    // §4: an 84… account id is sent with a leading 0 to the prize balance call.
    const subscriber = forms(account.msisdn).local;
    const prize = await call(
      app(),
      'GET',
      `/api/auth/getPrizeBalance?balanceName=TKTT&requestId=${specRequestId()}&subscriber=${subscriber}`,
      undefined,
      { token },
    );
    expect(prize.json()).toMatchObject({
      code: 0,
      data: { balanceName: 'TKTT', subscriber, rewardBalance: 0 },
    });
    expectRefusal(
      await call(
        app(),
        'GET',
        `/api/auth/getPrizeBalance?balanceName=TKTT&requestId=${specRequestId()}&subscriber=${uniqueMsisdn()}`,
        undefined,
        { token },
      ),
      { code: 304, message: /\S/, reason: { field: 'subscriber', rule: 'mismatch' } },
    );
  });

  it('resets a password with §7 {deviceId, msisdn, activeMethod, password, token, requestId}', async () => {
    const account = await createAccount(app());
    const token = await otpToken(account.msisdn);
    const reset = await call(app(), 'POST', '/api/auth/reset_password', {
      deviceId: 'web-device-1',
      msisdn: forms(account.msisdn).local,
      activeMethod: 'sms',
      password: md5('matkhau-moi'),
      token,
      requestId: specRequestId(),
    });
    expect(reset.json()).toMatchObject({ code: 0, data: { account_id: account.msisdn } });
    expect(await signedIn({ msisdn: account.msisdn, password: 'matkhau-moi' })).toEqual(
      expect.any(String),
    );
    await changesNothing(app(), async () => {
      expectRefusal(
        await call(app(), 'POST', '/api/auth/reset_password', {
          deviceId: 'web-device-1',
          msisdn: account.msisdn,
          activeMethod: 'sms',
          password: md5('matkhau-khac'),
          token,
          requestId: specRequestId(),
        }),
        { code: 37, message: /\S/, reason: { field: 'token', rule: 'exists' } },
      );
    });
  });

  it('answers web_check_account (§3 Check account: accountId, deviceId), check-sig and get-account-info (§3: account_id, device_id, time, check_sum)', async () => {
    const t = app();
    const account = await createAccount(t);
    const check = await call(
      t,
      'GET',
      `/api/app-service/web_check_account?accountId=${account.msisdn}&deviceId=wallet-webview`,
    );
    expect(check.json()).toMatchObject({
      code: 0,
      data: { account_id: account.msisdn, exists: true, registered: true },
    });
    const launch = launchParams(t, { msisdn: account.msisdn, mid: `MID-${account.msisdn}` });
    const query = new URLSearchParams(launch).toString();
    const sig = await call(t, 'GET', `/api/app-service/check-sig?${query}`);
    expect(sig.json()).toMatchObject({ code: 0, data: { valid: true, msisdn: account.msisdn } });

    const token = await signedIn(account);
    const time = t.clock.now().getTime();
    const info = await call(
      t,
      'POST',
      '/api/app-service/get-account-info',
      {
        account_id: account.msisdn,
        device_id: 'wallet-webview',
        time,
        check_sum: partnerHmac(`${account.msisdn}|wallet-webview|${time}`),
      },
      { token },
    );
    expect(info.json()).toMatchObject({ code: 0, data: { account_id: account.msisdn } });
    for (const query of ['accountId=&deviceId=w', 'deviceId=w', '']) {
      expectRefusal(await call(t, 'GET', `/api/app-service/web_check_account?${query}`), {
        code: 1,
        message: EMPTY_PHONE,
        reason: { field: 'accountId', rule: 'required' },
      });
    }
  });
});

describe('PUT /update_account_info', () => {
  it('takes a profile change and a password change without a requestId (the spec names none); the same change sent again is answered as done', async () => {
    const account = await createAccount(app());
    const token = await signedIn(account);
    const profile = await call(
      app(),
      'PUT',
      '/api/update_account_info',
      { address: 'Hà Nội' },
      {
        token,
      },
    );
    expect(profile.json()).toMatchObject({ code: 0 });
    const change = { oldPassword: md5(account.password), newPassword: md5('matkhaumoi1') };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await call(app(), 'PUT', '/api/update_account_info', change, { token });
      expect(res.json(), `attempt ${attempt + 1}`).toMatchObject({ code: 0 });
    }
    // The new password signs in; a wrong old one is still 303.
    // (Signing in opens the account's only session: the new one carries on.)
    const again = await signedIn({ msisdn: account.msisdn, password: 'matkhaumoi1' });
    expectRefusal(
      await call(
        app(),
        'PUT',
        '/api/update_account_info',
        { oldPassword: md5('khongphai1'), newPassword: md5('matkhaukhac1') },
        { token: again },
      ),
      {
        code: 303,
        message: 'Tài khoản hoặc mật khẩu không đúng',
        reason: { field: 'oldPassword', rule: 'mismatch' },
      },
    );
  });
});

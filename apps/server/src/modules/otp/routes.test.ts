import { messageForCode } from '@veso/contract';
import { vnDayStart } from '@veso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  countRows,
  createAccount,
  latestCode,
  requestId,
  sendOtp,
  sessionFor,
  snapshot,
  uniqueMsisdn,
  verifyOtp,
} from '../auth/auth-test-kit';
import { listOtpOutbox } from '../otp/repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());

/** A refusal's code and message (its `data.reason` is checked by the spec-conformance suite). */
function refusal(code: number): unknown {
  return expect.objectContaining({ code, message: messageForCode(code) });
}

/** A code that is not the right one. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('sending a code', () => {
  it('sends 6 digits by the messaging app or a call, stored only hashed', async () => {
    const msisdn = uniqueMsisdn();
    const res = await sendOtp(t, `0${msisdn.slice(2)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      account_id: msisdn,
      channel: 'message',
      expiresIn: 300,
      resendIn: 60,
    });
    const [sent] = await listOtpOutbox(t.db.orm, msisdn, 5);
    expect(sent).toMatchObject({ channel: 'message' });
    expect(sent?.code).toMatch(/^\d{6}$/);
    const stored = await t.db.withSession((s) =>
      s.query<{ code_hash: string }>('SELECT code_hash FROM otp_requests WHERE msisdn = $1', [
        msisdn,
      ]),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(sent?.code);

    t.clock.advance(60_000);
    const voice = await sendOtp(t, msisdn, { channel: 'call' });
    expect(voice.json().data.channel).toBe('voice');
    expect((await listOtpOutbox(t.db.orm, msisdn, 5)).map((r) => r.channel)).toEqual([
      'voice',
      'message',
    ]);
  });

  it('refuses a new code within 60 s of the last (100)', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    t.clock.advance(59_000);
    const before = await snapshot(t);
    const tooFast = await sendOtp(t, msisdn, { channel: 'call' });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json()).toEqual(refusal(100));
    expect(await snapshot(t)).toEqual(before);
    t.clock.advance(1_000);
    expect((await sendOtp(t, msisdn)).json().code).toBe(0);
  });

  it('allows 5 codes per number per Vietnam day (41), and 5 more the next day', async () => {
    const msisdn = uniqueMsisdn();
    // Start at 00:00 Vietnam time so the five minutes stay within one day.
    const now = t.clock.now();
    t.clock.advance(vnDayStart(now).getTime() + 86_400_000 - now.getTime());
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(t, msisdn)).json().code, `code ${i + 1}`).toBe(0);
      t.clock.advance(60_000);
    }
    const capped = await sendOtp(t, msisdn);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual(refusal(41));
    expect(await countRows(t, `otp_requests WHERE msisdn = '${msisdn}'`)).toBe(5);
    t.clock.advance(86_400_000 - 5 * 60_000);
    expect((await sendOtp(t, msisdn)).json().code).toBe(0);
  });

  it('forgets codes sent while the sandbox clock was days ahead once it is back (a restart)', async () => {
    const msisdn = uniqueMsisdn();
    t.clock.advance(3 * 86_400_000);
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(t, msisdn)).json().code, `code ${i + 1}`).toBe(0);
      t.clock.advance(60_000);
    }
    expect((await sendOtp(t, msisdn)).json()).toEqual(refusal(41));
    // Back to the time it was: neither the daily limit nor the 60 s wait holds.
    t.clock.advance(-(3 * 86_400_000 + 5 * 60_000));
    expect((await sendOtp(t, msisdn)).json().code).toBe(0);
    expect(await countRows(t, `otp_requests WHERE msisdn = '${msisdn}'`)).toBe(6);
  });

  it('answers a retry with the same requestId without sending again', async () => {
    const msisdn = uniqueMsisdn();
    const id = requestId();
    const first = await sendOtp(t, msisdn, { id });
    const retry = await sendOtp(t, msisdn, { id });
    expect(retry.json()).toEqual(first.json());
    expect(await listOtpOutbox(t.db.orm, msisdn, 5)).toHaveLength(1);
  });

  it('refuses forgot-password for an unknown number (300), register for a registered one (20), 1 and 14', async () => {
    const account = await createAccount(t);
    const before = await snapshot(t);
    expect((await sendOtp(t, uniqueMsisdn(), { type: 'forgot-password' })).json()).toEqual(
      refusal(300),
    );
    expect((await sendOtp(t, account.msisdn, { type: 'register' })).json().code).toBe(20);
    expect((await sendOtp(t, '0123')).json()).toEqual(refusal(1));
    const noDevice = await call(t, 'POST', '/api/otp/message', {
      accountId: uniqueMsisdn(),
      requestId: requestId(),
    });
    expect(noDevice.json()).toMatchObject({ code: 14 });
    const badType = await sendOtp(t, uniqueMsisdn(), { type: 'spam' });
    expect(badType.json().code).toBe(14);
    expect(await snapshot(t)).toEqual(before);
    expect((await sendOtp(t, account.msisdn, { type: 'forgot-password' })).json().code).toBe(0);
  });
});

describe('verifying a code', () => {
  it('answers a single-use token, with the service id when asked', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const res = await verifyOtp(t, msisdn, await latestCode(t, msisdn), {
      query: '?includesServiceId=true',
    });
    expect(res.json().code).toBe(0);
    expect(res.json().data).toEqual({
      account_id: msisdn,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      registered: false,
      serviceId: 'VESO',
    });
    const plain = uniqueMsisdn();
    await sendOtp(t, plain);
    const noService = await verifyOtp(t, plain, await latestCode(t, plain));
    expect(noService.json().data).not.toHaveProperty('serviceId');
  });

  it('counts wrong codes: 3 four times, 40 the fifth, then 4 even for the right code', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const code = await latestCode(t, msisdn);
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await verifyOtp(t, msisdn, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json(), `try ${i}`).toEqual(refusal(3));
    }
    const fifth = await verifyOtp(t, msisdn, otherCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(refusal(40));
    const sixth = await verifyOtp(t, msisdn, code);
    expect(sixth.json()).toEqual(refusal(4));
    // A new code works again.
    t.clock.advance(60_000);
    await sendOtp(t, msisdn);
    expect((await verifyOtp(t, msisdn, await latestCode(t, msisdn))).json().code).toBe(0);
  });

  it('expires a code after 5 minutes (2)', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const code = await latestCode(t, msisdn);
    t.clock.advance(5 * 60_000);
    expect((await verifyOtp(t, msisdn, code)).json()).toEqual(refusal(2));
  });

  it('only the latest code counts', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const old = await latestCode(t, msisdn);
    t.clock.advance(60_000);
    await sendOtp(t, msisdn);
    const latest = await latestCode(t, msisdn);
    if (old !== latest) expect((await verifyOtp(t, msisdn, old)).json()).toEqual(refusal(3));
    expect((await verifyOtp(t, msisdn, latest)).json().code).toBe(0);
  });

  it('refuses a verification for another number than the code went to (301)', async () => {
    const sentTo = uniqueMsisdn();
    const other = uniqueMsisdn();
    await sendOtp(t, sentTo, { devId: 'shared-device' });
    const code = await latestCode(t, sentTo);
    const res = await verifyOtp(t, other, code, { devId: 'shared-device' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal(301));
    expect((await verifyOtp(t, sentTo, code, { devId: 'shared-device' })).json().code).toBe(0);
  });

  it('refuses a verification for another number than the signed-in one (304)', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account, { ip: '10.9.0.1' });
    const other = uniqueMsisdn();
    await sendOtp(t, other);
    const res = await verifyOtp(t, other, await latestCode(t, other), { token });
    expect(res.json()).toEqual(refusal(304));
    t.clock.advance(60_000);
    await sendOtp(t, account.msisdn);
    const own = await verifyOtp(t, account.msisdn, await latestCode(t, account.msisdn), { token });
    expect(own.json().data).toMatchObject({ account_id: account.msisdn, registered: true });
  });

  it('answers 37 when no code was asked for or it was already used', async () => {
    const before = await snapshot(t);
    expect((await verifyOtp(t, uniqueMsisdn(), '123456')).json()).toEqual(refusal(37));
    expect(await snapshot(t)).toEqual(before);
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const code = await latestCode(t, msisdn);
    expect((await verifyOtp(t, msisdn, code)).json().code).toBe(0);
    expect((await verifyOtp(t, msisdn, code)).json()).toEqual(refusal(37));
  });

  it('gives a retry with the same requestId a fresh token (the first one is void)', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const code = await latestCode(t, msisdn);
    const id = requestId();
    const first = (await verifyOtp(t, msisdn, code, { id })).json().data.token;
    const retry = (await verifyOtp(t, msisdn, code, { id })).json().data.token;
    expect(retry).not.toBe(first);
    const register = (token: string) =>
      call(t, 'POST', '/api/auth/register', {
        msisdn,
        password: 'e10adc3949ba59abbe56e057f20f883e',
        requestId: requestId(),
        token,
      });
    expect((await register(first)).json()).toEqual(refusal(37));
    expect((await register(retry)).json().code).toBe(0);
  });

  it('refuses malformed input with 1 or 14 and counts no try', async () => {
    const msisdn = uniqueMsisdn();
    await sendOtp(t, msisdn);
    const code = await latestCode(t, msisdn);
    expect((await verifyOtp(t, 'abc', code)).json()).toEqual(refusal(1));
    for (const bad of ['12345', '1234567', 'abcdef']) {
      expect((await verifyOtp(t, msisdn, bad)).json().code, bad).toBe(14);
    }
    const tries = await t.db.withSession((s) =>
      s.query<{ attempts: number }>('SELECT attempts FROM otp_requests WHERE msisdn = $1', [
        msisdn,
      ]),
    );
    expect(tries).toEqual([{ attempts: 0 }]);
    expect((await verifyOtp(t, msisdn, code)).json().code).toBe(0);
  });
});

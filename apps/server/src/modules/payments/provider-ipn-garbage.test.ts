import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOMO_SANDBOX_KEYS, ZALOPAY_SANDBOX_KEYS } from '../../env';
import { MOMO_SIGNED_FIELDS, momoSign } from '../../providers/momo';
import { zaloMac, zaloTransId } from '../../providers/zalopay';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { findPayment } from './repo';

/**
 * Garbage and replays at MoMo's IPN and ZaloPay's callback (and their return routes), as the
 * VNPay IPN's garbage test does: every field of a real notification replaced by hostile
 * values, kept under the old signature and signed anew, bodies that are no JSON object, the
 * good notification replayed in parallel and in turn. No answer is a 5xx, and the payment
 * is credited exactly once.
 */
let t: VnpayTestApp;
const origin = { url: '' };

beforeAll(async () => {
  t = await vnpayTestApp(
    { gateways: { momo: { ...MOMO_SANDBOX_KEYS }, zalopay: { ...ZALOPAY_SANDBOX_KEYS } } },
    origin,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const HOSTILE: unknown[] = [
  '',
  '\u0000',
  '\ud800',
  'x'.repeat(100_000),
  '-1',
  '1e99',
  '%',
  null,
  true,
  0,
  -1,
  1e99,
  1.5,
  [],
  {},
  { $gt: '' },
];
const BODIES = ['', 'null', '[]', '"text"', '42', '{"a":', '{"data":{}}', 'x'.repeat(200_000)];

async function topUp(method: string, amount: number) {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const body = { requestId: requestId(), method, amount };
  const res = (await call(t, 'POST', '/api/payments/create', body, { token })).json();
  expect(res.code).toBe(0);
  return { account, payment: (await findPayment(t.db.orm, res.data.id as string))! };
}

async function post(gateway: string, payload: string, type = 'application/json') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/ipn/${gateway}`,
    headers: { 'content-type': type },
    payload,
  });
  return res.statusCode;
}

/** Every status of `bodies` posted, then the same as GET queries and at the return route. */
async function hammer(gateway: string, bodies: Record<string, unknown>[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const body of bodies) statuses.push(await post(gateway, JSON.stringify(body)));
  for (const raw of BODIES) {
    statuses.push(await post(gateway, raw));
    statuses.push(await post(gateway, raw, 'application/x-www-form-urlencoded'));
    statuses.push(await post(gateway, raw, 'text/plain'));
  }
  for (const body of bodies.slice(0, 40)) {
    const query = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    );
    for (const path of ['ipn', 'return']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${path}/${gateway}?${query}`,
      });
      statuses.push(res.statusCode);
    }
  }
  return statuses;
}

/** The good notification sent 4 times at once, then twice more: the answers. */
async function replay(gateway: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const parallel = await Promise.all([1, 2, 3, 4].map(() => post(gateway, payload)));
  return [...parallel, await post(gateway, payload), await post(gateway, payload)];
}

describe('MoMo’s IPN route', () => {
  it('answers garbage without a 5xx and credits a replayed IPN once', async () => {
    const { account, payment } = await topUp('momo', 20_000);
    const good: Record<string, unknown> = {
      partnerCode: MOMO_SANDBOX_KEYS.partnerCode,
      orderId: payment.id,
      requestId: payment.id,
      amount: payment.amount,
      orderInfo: 'Nạp tiền vào tài khoản VeSo',
      orderType: 'momo_wallet',
      transId: 4_100_000_001,
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: t.clock.now().getTime(),
      extraData: '',
    };
    const sign = (m: Record<string, unknown>) => ({
      ...m,
      signature: momoSign(MOMO_SANDBOX_KEYS, MOMO_SIGNED_FIELDS.result, m),
    });
    const signed = sign(good);
    const bodies: Record<string, unknown>[] = [];
    for (const key of [...Object.keys(good), 'signature']) {
      for (const value of HOSTILE) {
        bodies.push({ ...signed, [key]: value });
        if (key !== 'signature' && value !== '\ud800') bodies.push(sign({ ...good, [key]: value }));
      }
    }
    const statuses = await hammer('momo', bodies);
    expect(statuses.length).toBeGreaterThan(400);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // A refused one is 400: MoMo's "do not call again"; none took money.
    expect(statuses).toContain(400);

    const answers = await replay('momo', signed);
    expect(answers).toEqual([204, 204, 204, 204, 204, 204]);
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(20_000);
  });
});

describe('ZaloPay’s callback route', () => {
  it('answers garbage without a 5xx and credits a replayed callback once', async () => {
    const { account, payment } = await topUp('zalopay', 30_000);
    const data: Record<string, unknown> = {
      app_id: ZALOPAY_SANDBOX_KEYS.appId,
      app_trans_id: zaloTransId(payment.id, payment.createdAt),
      app_time: payment.createdAt.getTime(),
      app_user: 'VeSo',
      amount: payment.amount,
      embed_data: '{}',
      item: '[]',
      zp_trans_id: 240_000_000_001,
      server_time: t.clock.now().getTime(),
      channel: 38,
      merchant_user_id: '',
      user_fee_amount: 0,
      discount_amount: 0,
    };
    const callback = (d: Record<string, unknown>) => {
      const text = JSON.stringify(d);
      return { data: text, mac: zaloMac(ZALOPAY_SANDBOX_KEYS.key2, text), type: 1 };
    };
    const good = callback(data);
    const bodies: Record<string, unknown>[] = [];
    for (const key of Object.keys(data)) {
      for (const value of HOSTILE) {
        if (value !== '\ud800') bodies.push(callback({ ...data, [key]: value }));
        bodies.push({ ...good, data: JSON.stringify({ ...data, [key]: value }) });
      }
    }
    for (const key of ['data', 'mac', 'type']) {
      for (const value of HOSTILE) bodies.push({ ...good, [key]: value });
    }
    bodies.push({ ...good, data: '{"app_id":' }, callback({}) as Record<string, unknown>);
    const statuses = await hammer('zalopay', bodies);
    expect(statuses.length).toBeGreaterThan(400);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const answers = await replay('zalopay', good);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(30_000);
    // ZaloPay is told 1 (taken) once, then 2 (already taken) for every replay.
    const codes = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/ipn/zalopay',
        payload: good,
      });
      codes.push(res.json().return_code);
    }
    expect(codes).toEqual([2, 2]);
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { ZALOPAY_SANDBOX_KEYS } from '../../env';
import { zaloMac } from '../../providers/zalopay';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { RECONCILE_AFTER_MS, reconcilePending } from './reconcile';

/** A ZaloPay top-up end to end on a listening server and its database, through the emulator. */
let t: VnpayTestApp;
const origin = { url: '' };

beforeAll(async () => {
  t = await vnpayTestApp({ gateways: { zalopay: { ...ZALOPAY_SANDBOX_KEYS } } }, origin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const emulator = () => t.gateways.zalopayEmulator!;
const balance = async (id: number) => (await customerBalances(t.db.orm, id)).balance;

async function topUp(amount: number) {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const body = { requestId: requestId(), method: 'zalopay', amount };
  const res = (await call(t, 'POST', '/api/payments/create', body, { token })).json();
  expect(res.code).toBe(0);
  return { account, token, payment: res.data as { id: string; payUrl: string } };
}

async function pay(payUrl: string, action: string, ipn = 'normal') {
  const html = await (await fetch(payUrl)).text();
  const ref = /name="ref" value="([^"]+)"/.exec(html)?.[1];
  const answer = await fetch(new URL(payUrl).origin + new URL(payUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ref: ref!, action, ipn }).toString(),
    redirect: 'manual',
  });
  return { html, ref: ref!, back: answer.headers.get('location')! };
}

async function status(token: string, id: string) {
  return (await call(t, 'GET', `/api/payments/${id}`, undefined, { token })).json().data.status;
}

async function postCallback(body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/ipn/zalopay',
    payload: body as object,
  });
  expect(res.statusCode).toBe(200);
  return res.json().return_code as number;
}

describe('a top-up through the ZaloPay emulator', () => {
  it('is ordered at ZaloPay, paid on its page, credited once by a duplicated callback', async () => {
    const { account, token, payment } = await topUp(50_000);
    const { html, ref, back } = await pay(payment.payUrl, 'pay', 'duplicate');
    expect(ref).toMatch(new RegExp(`^\\d{6}_${payment.id}$`));
    expect(html).toContain('data-testid="wallet">ZaloPay<');
    const answers = emulator()
      .deliveries()
      .filter((d) => d.ref === ref)
      .flatMap((d) => d.answers);
    expect(answers.sort()).toEqual(['1', '2']);
    expect(await balance(account.id)).toBe(50_000);
    expect(await status(token, payment.id)).toBe('paid');
    const shop = await fetch(back, { redirect: 'manual' });
    expect(shop.headers.get('location')).toBe(`/nap-tien?paymentId=${payment.id}`);
  });

  it('refuses tampered, key1-signed and unknown callbacks (-1), credits the genuine one once', async () => {
    const { account, payment } = await topUp(20_000);
    const { ref } = await pay(payment.payUrl, 'pay', 'lost');
    const order = emulator().order(ref)!;
    const data = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        app_id: ZALOPAY_SANDBOX_KEYS.appId,
        app_trans_id: ref,
        amount: 20_000,
        zp_trans_id: order.zpTransId,
        ...over,
      });
    const signed = (d: string, key: string = ZALOPAY_SANDBOX_KEYS.key2) => ({
      data: d,
      mac: zaloMac(key, d),
      type: 1,
    });
    expect(await postCallback({ ...signed(data()), data: data({ amount: 2_000_000 }) })).toBe(-1);
    expect(await postCallback(signed(data(), ZALOPAY_SANDBOX_KEYS.key1))).toBe(-1);
    expect(await postCallback(signed(data({ amount: 2_000_000 })))).toBe(-1);
    expect(await postCallback(signed(data({ app_trans_id: `260304_${'f'.repeat(32)}` })))).toBe(-1);
    expect(await postCallback({ nonsense: true })).toBe(-1);
    expect(await balance(account.id)).toBe(0);
    expect(await postCallback(signed(data()))).toBe(1);
    expect(await postCallback(signed(data()))).toBe(2);
    expect(await balance(account.id)).toBe(20_000);
  });

  it('settles by query what was never called back: a lost callback credited, a cancel failed', async () => {
    const lost = await topUp(30_000);
    await pay(lost.payment.payUrl, 'pay', 'lost');
    const cancelled = await topUp(10_000);
    await pay(cancelled.payment.payUrl, 'cancel');
    // ZaloPay calls back only paid orders: the cancelled one is pending until asked.
    expect(await status(cancelled.token, cancelled.payment.id)).toBe('pending');
    t.clock.advance(RECONCILE_AFTER_MS);
    const deps: AppDeps = { config: t.config, db: t.db, clock: t.clock, families: t.families };
    const outcomes = await reconcilePending(deps, t.gateways.gateways!, []);
    expect(outcomes).toContainEqual({
      paymentId: lost.payment.id,
      provider: 'paid',
      action: 'credited',
    });
    expect(outcomes).toContainEqual({
      paymentId: cancelled.payment.id,
      provider: 'failed',
      action: 'failed',
    });
    expect(await balance(lost.account.id)).toBe(30_000);
    expect(await balance(cancelled.account.id)).toBe(0);
  });
});

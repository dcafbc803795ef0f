import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { MOMO_SANDBOX_KEYS } from '../../env';
import { MOMO_SIGNED_FIELDS, momoSign } from '../../providers/momo';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { RECONCILE_AFTER_MS, reconcilePending } from './reconcile';

/**
 * A MoMo top-up end to end on a listening server and its database: the adapter's signed
 * `create` to the emulator, its page, the IPN back over HTTP, `query` for a lost IPN.
 */
let t: VnpayTestApp;
const origin = { url: '' };

beforeAll(async () => {
  t = await vnpayTestApp({ gateways: { momo: { ...MOMO_SANDBOX_KEYS } } }, origin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const emulator = () => t.gateways.momoEmulator!;
const balance = async (id: number) => (await customerBalances(t.db.orm, id)).balance;

async function topUp(amount: number) {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const body = { requestId: requestId(), method: 'momo', amount };
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
  return { html, back: answer.headers.get('location')! };
}

const answersOf = (id: string) =>
  emulator()
    .deliveries()
    .filter((d) => d.ref === id)
    .map((d) => d.answers);

async function status(token: string, id: string) {
  return (await call(t, 'GET', `/api/payments/${id}`, undefined, { token })).json().data.status;
}

function postIpn(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/ipn/momo', payload: body });
}

describe('a top-up through the MoMo emulator', () => {
  it('is created at MoMo, paid on its page, credited once by a duplicated IPN', async () => {
    const { account, token, payment } = await topUp(50_000);
    expect(payment.payUrl).toBe(`${origin.url}/sandbox/momo/pay?orderId=${payment.id}`);
    const { html, back } = await pay(payment.payUrl, 'pay', 'duplicate');
    expect(html).toContain('data-testid="wallet">Ví MoMo<');
    expect(html).toContain('>Thanh toán 50.000đ</button>');
    expect(answersOf(payment.id).flat()).toEqual(['204', '204']);
    expect(await balance(account.id)).toBe(50_000);
    expect(await status(token, payment.id)).toBe('paid');
    const shop = await fetch(back, { redirect: 'manual' });
    expect(shop.headers.get('location')).toBe(`/nap-tien?paymentId=${payment.id}`);
  });

  it('refuses tampered and unknown IPNs (400), takes a replay (204), credits once', async () => {
    const { account, payment } = await topUp(20_000);
    await pay(payment.payUrl, 'pay', 'lost');
    const txn = emulator().transaction(payment.id)!;
    const message = {
      partnerCode: MOMO_SANDBOX_KEYS.partnerCode,
      orderId: payment.id,
      requestId: payment.id,
      amount: 20_000,
      orderInfo: txn.orderInfo,
      orderType: 'momo_wallet',
      transId: txn.transId,
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: t.clock.now().getTime(),
      extraData: '',
    };
    const signed = (m: Record<string, unknown>) => ({
      ...m,
      signature: momoSign(MOMO_SANDBOX_KEYS, MOMO_SIGNED_FIELDS.result, m),
    });
    const good = signed(message);
    expect((await postIpn({ ...good, amount: 2_000_000 })).statusCode).toBe(400);
    expect((await postIpn(signed({ ...message, amount: 2_000_000 }))).statusCode).toBe(400);
    expect((await postIpn(signed({ ...message, orderId: 'f'.repeat(32) }))).statusCode).toBe(400);
    expect((await postIpn({ nonsense: true })).statusCode).toBe(400);
    expect(await balance(account.id)).toBe(0);
    expect((await postIpn(good)).statusCode).toBe(204);
    expect((await postIpn(good)).statusCode).toBe(204);
    expect(await balance(account.id)).toBe(20_000);
  });

  it('settles a lost IPN by querying MoMo, and fails a cancelled payment', async () => {
    const lost = await topUp(30_000);
    await pay(lost.payment.payUrl, 'pay', 'lost');
    const cancelled = await topUp(10_000);
    await pay(cancelled.payment.payUrl, 'cancel');
    expect(await status(cancelled.token, cancelled.payment.id)).toBe('failed');
    t.clock.advance(RECONCILE_AFTER_MS);
    const deps: AppDeps = { config: t.config, db: t.db, clock: t.clock, families: t.families };
    expect(await reconcilePending(deps, t.gateways.gateways!, [])).toContainEqual({
      paymentId: lost.payment.id,
      provider: 'paid',
      action: 'credited',
    });
    expect(await balance(lost.account.id)).toBe(30_000);
    expect(await balance(cancelled.account.id)).toBe(0);
  });

  it('refunds through MoMo once per refund id', async () => {
    const { payment } = await topUp(25_000);
    await pay(payment.payUrl, 'pay');
    const momo = t.gateways.gateways!.named('momo')!;
    const txn = emulator().transaction(payment.id)!;
    const refund = {
      paymentId: payment.id,
      amount: 25_000,
      createdAt: t.clock.now(),
      providerRef: String(txn.transId),
      refundId: `rf${payment.id}`,
      refundAt: t.clock.now(),
      refundAmount: 25_000,
      by: 'VeSo',
      reason: 'Vé không in được',
    };
    expect(await momo.refund!(refund)).toMatchObject({ ok: true });
    // The same refund id again: MoMo's query lists it, so it is the same refund, not a second.
    const first = txn.refunds[0]!;
    expect(await momo.refund!(refund)).toEqual({ ok: true, providerRef: String(first.transId) });
    expect(txn.refunds).toHaveLength(1);
  });
});

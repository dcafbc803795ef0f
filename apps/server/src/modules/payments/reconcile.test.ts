import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { RECONCILE_AFTER_MS, reconcilePending } from './reconcile';
import { PAYMENT_TTL_MS, latePayments } from './service';

/**
 * The reconciliation job against the VNPay emulator on a listening server: payments whose
 * IPN never came are asked about with `querydr` and settled as the IPN would have.
 */
let t: VnpayTestApp;
const origin = { url: '' };
let live = '';

beforeAll(async () => {
  t = await vnpayTestApp({}, origin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  live = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  origin.url = live;
});
afterAll(() => t.close());
afterEach(() => {
  origin.url = live;
  return expectLedgerClean(t);
});

const deps = (): AppDeps => ({ config: t.config, db: t.db, clock: t.clock, families: t.families });
const reconcile = () => reconcilePending(deps(), t.gateways.gateways!, []);
const balance = async (id: number) => (await customerBalances(t.db.orm, id)).balance;

async function topUp(amount: number) {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const body = { requestId: requestId(), method: 'vnpay', amount };
  const res = (await call(t, 'POST', '/api/payments/create', body, { token })).json();
  return { account, token, payment: res.data as { id: string; payUrl: string } };
}

/** The customer pays (or cancels) on the emulator's page; the IPN is lost. */
async function finishLost(payUrl: string, action: 'pay' | 'cancel') {
  const opened = t.gateways.vnpayEmulator!.open(Object.fromEntries(new URL(payUrl).searchParams));
  if (!opened.ok) throw new Error(opened.message);
  await t.gateways.vnpayEmulator!.finish(opened.transaction.txnRef, action, 'lost');
}

async function status(token: string, id: string) {
  return (await call(t, 'GET', `/api/payments/${id}`, undefined, { token })).json().data.status;
}

describe('the reconciliation of pending payments', () => {
  it('credits once a payment whose IPN was lost, after the delay, however often it runs', async () => {
    const { account, token, payment } = await topUp(60_000);
    await finishLost(payment.payUrl, 'pay');
    expect(await status(token, payment.id)).toBe('pending');
    // Not before the delay.
    t.clock.advance(RECONCILE_AFTER_MS - 1000);
    expect((await reconcile()).filter((o) => o.paymentId === payment.id)).toEqual([]);
    t.clock.advance(1000);
    const runs = await Promise.all([reconcile(), reconcile(), reconcile()]);
    const mine = runs.flat().filter((o) => o.paymentId === payment.id);
    expect(mine.filter((o) => o.action === 'credited')).toHaveLength(1);
    expect(mine.every((o) => o.provider === 'paid')).toBe(true);
    expect(await balance(account.id)).toBe(60_000);
    expect(await status(token, payment.id)).toBe('paid');
    t.clock.advance(RECONCILE_AFTER_MS);
    expect((await reconcile()).filter((o) => o.paymentId === payment.id)).toEqual([]);
    expect(await balance(account.id)).toBe(60_000);
  });

  it('fails a cancelled payment, and closes one never taken once it expired', async () => {
    const cancelled = await topUp(10_000);
    await finishLost(cancelled.payment.payUrl, 'cancel');
    const untouched = await topUp(10_000);
    t.clock.advance(RECONCILE_AFTER_MS);
    const first = await reconcile();
    expect(first).toContainEqual({
      paymentId: cancelled.payment.id,
      provider: 'failed',
      action: 'failed',
    });
    expect(first).toContainEqual({
      paymentId: untouched.payment.id,
      provider: 'not-found',
      action: 'none',
    });
    expect(await status(cancelled.token, cancelled.payment.id)).toBe('failed');
    // Asked again only after the delay, and closed once the page expired too.
    expect((await reconcile()).map((o) => o.paymentId)).not.toContain(untouched.payment.id);
    t.clock.advance(PAYMENT_TTL_MS);
    expect(await reconcile()).toContainEqual({
      paymentId: untouched.payment.id,
      provider: 'not-found',
      action: 'expired',
    });
    expect(await status(untouched.token, untouched.payment.id)).toBe('expired');
    expect(await balance(cancelled.account.id)).toBe(0);
    expect(await balance(untouched.account.id)).toBe(0);
  });

  it('asks again later when VNPay cannot be reached, then credits, late if it had expired', async () => {
    const { account, token, payment } = await topUp(70_000);
    await finishLost(payment.payUrl, 'pay');
    origin.url = 'http://127.0.0.1:9';
    t.clock.advance(PAYMENT_TTL_MS);
    expect(await reconcile()).toContainEqual({
      paymentId: payment.id,
      provider: 'error',
      action: 'none',
    });
    expect(await status(token, payment.id)).toBe('expired');
    origin.url = live;
    expect((await reconcile()).map((o) => o.paymentId)).not.toContain(payment.id);
    t.clock.advance(RECONCILE_AFTER_MS);
    expect(await reconcile()).toContainEqual({
      paymentId: payment.id,
      provider: 'paid',
      action: 'credited',
    });
    expect(await balance(account.id)).toBe(70_000);
    expect(await latePayments(t.db.orm)).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, reason: 'expired' }),
    );
  });
});

import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema-orders';
import type { AppDeps } from '../../deps';
import { MOMO_SANDBOX_KEYS, ZALOPAY_SANDBOX_KEYS } from '../../env';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, requestId } from '../auth/auth-test-kit';
import { createPeriod, megaItem } from '../orders/orders-test-kit';
import { refundUnprinted } from '../printing/service';
import { SystemAccount, customerBalances } from '../wallet/ledger';
import { entriesSum } from '../wallet/repo';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';
import { refundsOfPayment } from './refunds-repo';
import { refundToSources } from './source-refunds';

/**
 * Refunds to the source, end to end on a listening server, its database and the providers'
 * emulators: a webview order paid through MoMo or ZaloPay whose tickets miss their cut-off
 * is given back through the provider's refund API, once, whatever the job runs do.
 */
const SECRETS = { momo: 'momo-partner-secret-refunds', zalopay: 'zalopay-partner-secret-refunds' };
const HOUR = 60 * 60 * 1000;
let t: VnpayTestApp;
const origin = { url: '' };
let live = '';

beforeAll(async () => {
  t = await vnpayTestApp(
    {
      gateways: { momo: { ...MOMO_SANDBOX_KEYS }, zalopay: { ...ZALOPAY_SANDBOX_KEYS } },
      embedPartners: SECRETS,
    },
    origin,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  live = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  origin.url = live;
});
afterAll(() => t.close());
beforeEach(() => {
  origin.url = live;
  t.clock.advance(24 * HOUR);
});
afterEach(async () => {
  await expectLedgerClean(t);
  // Nothing is left held: every refund went to its source or to the main balance.
  expect(await entriesSum(t.db.orm, SystemAccount.sourceRefunds)).toBe(0);
});

const deps = (): AppDeps => ({ config: t.config, db: t.db, clock: t.clock, families: t.families });
const gateways = () => t.gateways.gateways;
const balance = async (id: number) => (await customerBalances(t.db.orm, id)).balance;

/** The customer's choice on an emulator's page (its form's hidden `ref`). */
async function payOnPage(payUrl: string) {
  const html = await (await fetch(payUrl)).text();
  const ref = /name="ref" value="([^"]+)"/.exec(html)?.[1];
  const url = new URL(payUrl);
  await fetch(url.origin + url.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ref: ref!, action: 'pay', ipn: 'normal' }).toString(),
    redirect: 'manual',
  });
}

/** A webview order of `draws` Mega 6/45 tickets paid through `source`'s emulator. */
async function paidOrder(source: 'momo' | 'zalopay', draws = 1) {
  const buyer = await embeddedBuyer(t, { source, secret: SECRETS[source] });
  const items = [];
  for (let i = 0; i < draws; i += 1) {
    const { drawCode } = await createPeriod(t, 'mega645');
    items.push(megaItem([drawCode], ['01', '02', '03', '04', '05', `${10 + i}`]));
  }
  const created = (
    await call(
      t,
      'POST',
      '/api/xsdt/xsdt/order/create',
      { requestId: requestId(), orderItemInfos: items },
      { token: buyer.token },
    )
  ).json();
  expect(created).toMatchObject({ code: 0 });
  const orderId = created.data.orderId as number;
  const pay = (
    await call(
      t,
      'POST',
      '/api/gateway/api/gateway/create_pay',
      { requestId: requestId(), orderId },
      { token: buyer.token },
    )
  ).json();
  expect(pay.code).toBe(0);
  await payOnPage(pay.data.payUrl as string);
  const status = (
    await call(
      t,
      'GET',
      `/api/gateway/api/gateway/pay_status?paymentId=${pay.data.paymentId}`,
      undefined,
      { token: buyer.token },
    )
  ).json();
  expect(status.data).toMatchObject({ status: 'paid', orderPaid: true });
  return {
    ...buyer,
    orderId,
    paymentId: pay.data.paymentId as string,
    amount: pay.data.amount as number,
  };
}

/** The tickets miss their cut-off: the cut-off refund job cancels them. */
async function missCutOff() {
  t.clock.advance(2 * HOUR);
  return refundUnprinted(deps());
}

async function notices(accountId: number) {
  return t.db.orm
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.accountId, accountId));
}

describe('a webview order paid through a provider, not printed', () => {
  it('is refunded through MoMo once, even with two job runs at the same time', async () => {
    const order = await paidOrder('momo', 2);
    expect(await missCutOff()).toBe(2);
    // Held for the source: nothing lands on the main balance.
    expect(await balance(order.id)).toBe(0);
    expect(await entriesSum(t.db.orm, SystemAccount.sourceRefunds)).toBe(order.amount);

    const runs = await Promise.all([
      refundToSources(deps(), gateways()),
      refundToSources(deps(), gateways()),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    // A later run finds nothing left to do.
    expect(await refundToSources(deps(), gateways())).toBe(0);

    const txn = t.gateways.momoEmulator!.transaction(order.paymentId)!;
    expect(txn.refunds.map((r) => r.amount)).toEqual([10_000, 10_000]);
    const rows = await refundsOfPayment(t.db.orm, order.paymentId);
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(new Set(rows.map((r) => r.refundId)).size).toBe(2);
    expect(await balance(order.id)).toBe(0);
    const refunded = (await notices(order.id)).filter((n) => n.body.includes('Ví MoMo'));
    expect(refunded).toHaveLength(2);
    expect(refunded[0]!.title).toBe('Vé đã được huỷ và hoàn tiền');
    expect(refunded[0]!.body).toMatch(
      new RegExp(`đơn hàng #${order.orderId} chưa được in .* đã được hoàn về Ví MoMo\\.$`),
    );
  });

  it('is refunded through ZaloPay’s v2/refund', async () => {
    const order = await paidOrder('zalopay');
    expect(await missCutOff()).toBe(1);
    expect(await refundToSources(deps(), gateways())).toBe(1);
    const emulated = t.gateways.zalopayEmulator!.orderOfPayment(order.paymentId)!;
    expect(emulated.refunds.map((r) => r.amount)).toEqual([order.amount]);
    const [row] = await refundsOfPayment(t.db.orm, order.paymentId);
    expect(row).toMatchObject({
      status: 'refunded',
      providerRef: String(emulated.refunds[0]!.refundId),
    });
    expect(await balance(order.id)).toBe(0);
    expect((await notices(order.id)).map((n) => n.body).join('\n')).toContain(
      'đã được hoàn về Ví ZaloPay.',
    );
  });

  it('asks again after the provider could not be reached, and refunds once', async () => {
    const order = await paidOrder('momo');
    expect(await missCutOff()).toBe(1);
    origin.url = 'http://127.0.0.1:9';
    expect(await refundToSources(deps(), gateways())).toBe(0);
    const [waiting] = await refundsOfPayment(t.db.orm, order.paymentId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.retryAt!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(t.gateways.momoEmulator!.transaction(order.paymentId)!.refunds).toEqual([]);

    origin.url = live;
    // Not before its back-off.
    expect(await refundToSources(deps(), gateways())).toBe(0);
    t.clock.advance(10 * 60 * 1000);
    expect(await refundToSources(deps(), gateways())).toBe(1);
    const [done] = await refundsOfPayment(t.db.orm, order.paymentId);
    expect(done).toMatchObject({ status: 'refunded', refundId: waiting!.refundId });
    expect(t.gateways.momoEmulator!.transaction(order.paymentId)!.refunds).toHaveLength(1);
    expect(await balance(order.id)).toBe(0);
  });

  it('goes to the main balance, the customer told so, when the provider refuses it', async () => {
    const order = await paidOrder('momo');
    // The payment was already refunded in full at MoMo (by its portal): MoMo refuses more.
    const txn = t.gateways.momoEmulator!.transaction(order.paymentId)!;
    const momo = gateways()!.named('momo')!;
    expect(
      await momo.refund!({
        paymentId: order.paymentId,
        amount: order.amount,
        createdAt: t.clock.now(),
        providerRef: String(txn.transId),
        refundId: 'portal0refund',
        refundAt: t.clock.now(),
        refundAmount: order.amount,
        by: 'operator',
        reason: 'portal',
      }),
    ).toMatchObject({ ok: true });
    expect(await missCutOff()).toBe(1);
    expect(await refundToSources(deps(), gateways())).toBe(1);
    const [row] = await refundsOfPayment(t.db.orm, order.paymentId);
    expect(row).toMatchObject({ status: 'to_balance', providerRef: null });
    expect(row!.failureReason).toMatch(/^momo refused: 12/);
    expect(await balance(order.id)).toBe(order.amount);
    expect((await notices(order.id)).map((n) => n.body).join('\n')).toMatch(
      /đã được hoàn vào tài khoản chính vì Ví MoMo không nhận hoàn tiền cho giao dịch này\.$/m,
    );
  });
});

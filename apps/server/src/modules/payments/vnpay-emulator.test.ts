import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vnpayGateway } from '../../providers/vnpay-gateway';
import { IPN_MAX_RETRIES, IPN_RETRY_MS } from '../../providers/vnpay-emulator';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { findPayment } from './repo';

/**
 * The sandbox's VNPay end to end on a listening server and its database: the shop's real
 * adapter builds the URL, the emulator's page takes the customer's choice, its IPN comes
 * back over HTTP to the shop's notification route, and the API answers querydr and refund.
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

const emulator = () => {
  const found = t.gateways.vnpayEmulator;
  if (!found) throw new Error('the sandbox VNPay has no emulator');
  return found;
};
const vnpay = () => t.gateways.gateways!.named('vnpay')!;
const balance = async (id: number) => (await customerBalances(t.db.orm, id)).balance;

async function topUp(amount: number) {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const body = { requestId: requestId(), method: 'vnpay', amount };
  const res = (await call(t, 'POST', '/api/payments/create', body, { token })).json();
  expect(res.code).toBe(0);
  return { account, token, payment: res.data as { id: string; payUrl: string } };
}

/** The customer on the emulator's page: opens it, presses a button. */
async function payOnPage(payUrl: string, action: string, ipn = 'normal') {
  const page = await fetch(payUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const txnRef = /name="ref" value="([^"]+)"/.exec(html)?.[1];
  expect(txnRef).toBeDefined();
  const answer = await fetch(new URL(payUrl).origin + new URL(payUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ref: txnRef!, action, ipn }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return { html, back: answer.headers.get('location')! };
}

const answersOf = (txnRef: string) =>
  emulator()
    .deliveries()
    .filter((d) => d.ref === txnRef)
    .map((d) => d.answers);

async function status(token: string, id: string) {
  return (await call(t, 'GET', `/api/payments/${id}`, undefined, { token })).json().data.status;
}

describe('a top-up through the VNPay emulator', () => {
  it('pays on the page, is credited once by a duplicated IPN, and brings the customer back', async () => {
    const { account, token, payment } = await topUp(50_000);
    expect(payment.payUrl.startsWith(`${live}/sandbox/vnpay/paymentv2/vpcpay.html?`)).toBe(true);
    const { html, back } = await payOnPage(payment.payUrl, 'pay', 'duplicate');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('data-testid="amount">50.000đ<');
    expect(html).toContain('>Thanh toán 50.000đ</button>');
    expect(html).toContain('>Huỷ thanh toán</button>');
    expect(html).toContain('>Hết thời gian chờ</button>');
    expect(html).not.toContain('<script');

    // Both IPNs raced; one credited ("00"), the other was told it was confirmed already.
    expect(answersOf(payment.id).flat().sort()).toEqual(['00', '02']);
    expect(await balance(account.id)).toBe(50_000);
    expect(await status(token, payment.id)).toBe('paid');

    // VNPay's return goes to the shop, which sends the customer to the top-up page.
    expect(back.startsWith(`${live}/api/payments/return/vnpay?`)).toBe(true);
    expect(new URL(back).searchParams.get('vnp_ResponseCode')).toBe('00');
    const shop = await fetch(back, { redirect: 'manual' });
    expect(shop.status).toBe(303);
    expect(shop.headers.get('location')).toBe(`/nap-tien?paymentId=${payment.id}`);

    // The page is finished now: no second payment of the same order.
    const again = await fetch(payment.payUrl);
    expect(await again.text()).not.toContain('value="pay"');
    expect(await balance(account.id)).toBe(50_000);
  });

  it('keeps a payment paid when a stale failure comes after the success', async () => {
    const { account, token, payment } = await topUp(20_000);
    await payOnPage(payment.payUrl, 'pay', 'out-of-order');
    expect(answersOf(payment.id)).toEqual([['00'], ['02']]);
    expect(await status(token, payment.id)).toBe('paid');
    expect(await balance(account.id)).toBe(20_000);
  });

  it('fails a payment cancelled on the page or timed out, crediting nothing', async () => {
    const cancelled = await topUp(10_000);
    const { back } = await payOnPage(cancelled.payment.payUrl, 'cancel');
    expect(new URL(back).searchParams.get('vnp_ResponseCode')).toBe('24');
    expect(answersOf(cancelled.payment.id)).toEqual([['00']]);
    expect(await status(cancelled.token, cancelled.payment.id)).toBe('failed');

    const timedOut = await topUp(10_000);
    const late = await payOnPage(timedOut.payment.payUrl, 'timeout');
    expect(new URL(late.back).searchParams.get('vnp_ResponseCode')).toBe('11');
    expect(await status(timedOut.token, timedOut.payment.id)).toBe('failed');
    expect(await balance(cancelled.account.id)).toBe(0);
    expect(await balance(timedOut.account.id)).toBe(0);
  });

  it('calls again every 5 minutes while the shop does not answer, and credits on the retry', async () => {
    const { account, token, payment } = await topUp(30_000);
    origin.url = 'http://127.0.0.1:9';
    await payOnPage(payment.payUrl, 'pay');
    expect(answersOf(payment.id)).toEqual([['no-answer']]);
    expect(await status(token, payment.id)).toBe('pending');
    // Not before its time.
    t.clock.advance(IPN_RETRY_MS - 1000);
    expect(await emulator().deliverDue()).toEqual([]);
    origin.url = live;
    t.clock.advance(1000);
    await emulator().deliverDue();
    expect(answersOf(payment.id)).toEqual([['no-answer', '00']]);
    expect(await balance(account.id)).toBe(30_000);
    expect(await status(token, payment.id)).toBe('paid');
  });

  it('gives up after 10 retries; querydr then tells the shop the payment was made', async () => {
    const { account, payment } = await topUp(40_000);
    origin.url = 'http://127.0.0.1:9';
    await payOnPage(payment.payUrl, 'pay');
    for (let i = 0; i < IPN_MAX_RETRIES + 2; i += 1) {
      t.clock.advance(IPN_RETRY_MS);
      await emulator().deliverDue();
    }
    const [delivery] = emulator()
      .deliveries()
      .filter((d) => d.ref === payment.id);
    expect(delivery).toMatchObject({ attempts: IPN_MAX_RETRIES + 1, done: true });
    expect(await balance(account.id)).toBe(0);

    origin.url = live;
    const row = (await findPayment(t.db.orm, payment.id))!;
    const ref = {
      paymentId: row.id,
      amount: row.amount,
      createdAt: row.createdAt,
      providerRef: null,
    };
    expect(await vnpay().queryPayment!(ref)).toEqual({
      status: 'paid',
      amount: 40_000,
      providerRef: emulator().transaction(row.id)!.transactionNo,
    });
    expect(await vnpay().queryPayment!({ ...ref, paymentId: 'f'.repeat(32) })).toEqual({
      status: 'not-found',
    });
  });
});

describe("the VNPay emulator's checks and API", () => {
  it('refuses a payment URL whose amount was changed (97), opening nothing', async () => {
    const { payment } = await topUp(15_000);
    const forged = new URL(payment.payUrl);
    forged.searchParams.set('vnp_Amount', '100');
    const page = await fetch(forged);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('data-testid="error-code">97<');
    expect(emulator().transaction(payment.id)).toBeUndefined();
  });

  it('refunds a paid payment once per request id, never more than was paid', async () => {
    const { payment } = await topUp(25_000);
    await payOnPage(payment.payUrl, 'pay');
    const row = (await findPayment(t.db.orm, payment.id))!;
    const ref = {
      paymentId: row.id,
      amount: row.amount,
      createdAt: row.createdAt,
      providerRef: row.gatewayRef,
    };
    const refund = {
      ...ref,
      refundId: 'r1',
      refundAt: t.clock.now(),
      by: 'VeSo',
      reason: 'Ve khong in duoc',
    };
    const first = await vnpay().refund!({ ...refund, refundAmount: 10_000 });
    expect(first).toMatchObject({ ok: true });
    // A repeat of the request id (94): VNPay has it, the shop cannot tell its outcome: retried.
    await expect(vnpay().refund!({ ...refund, refundAmount: 10_000 })).rejects.toThrow(/94/);
    expect(
      await vnpay().refund!({ ...refund, refundId: 'r2', refundAmount: 20_000 }),
    ).toMatchObject({ ok: false, code: '03' });
    expect(emulator().transaction(row.id)!.refunds).toHaveLength(1);

    // A shop with another key is refused (97), and finds the emulator's answer unsigned for it.
    const stranger = vnpayGateway({
      tmnCode: emulator().tmnCode,
      hashSecret: 'NOTTHESANDBOXSECRET0000000000000',
      payUrl: () => `${live}/sandbox/vnpay/paymentv2/vpcpay.html`,
      apiUrl: () => `${live}/sandbox/vnpay/merchant_webapi/api/transaction`,
      returnUrl: () => `${live}/api/payments/return/vnpay`,
      now: () => t.clock.now(),
    });
    await expect(stranger.queryPayment!(ref)).rejects.toThrow('invalid checksum');
  });
});

import { Code } from '@veso/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { SANDBOX_GATEWAY_SECRET, hmacGateway } from '../../providers/payment-gateway';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { PAYMENT_TTL_MS, latePayments } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const gateway = hmacGateway('sandbox', SANDBOX_GATEWAY_SECRET, '/sandbox/pay');

async function customer() {
  const account = await createAccount(t);
  return { account, token: await sessionFor(t, account) };
}

async function create(token: string, body: Record<string, unknown> = {}) {
  return (
    await call(
      t,
      'POST',
      '/api/payments/create',
      { requestId: requestId(), method: 'momo', amount: 50_000, ...body },
      { token },
    )
  ).json();
}

function signedCallback(paymentId: string, amount: number, status: 'paid' | 'failed' = 'paid') {
  const callback = { paymentId, status, amount, gatewayRef: `REF-${paymentId}` };
  return { ...callback, signature: gateway.sign(callback) };
}

function callback(payload: Record<string, unknown>, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/payments/callback', payload });
}

describe('top-up methods and banks', () => {
  it('lists the methods with their limits and the banks', async () => {
    const methods = (
      await call(t, 'GET', '/api/customer/method_payment_ext?os_type=web&version=1.0.0')
    ).json();
    expect(methods.data.methods).toHaveLength(7);
    expect(methods.data.methods[0]).toMatchObject({
      method: 'momo',
      minAmount: 10_000,
      enabled: true,
    });
    const banks = (await call(t, 'GET', '/api/config/bank')).json();
    expect(banks.data.banks.length).toBeGreaterThan(3);
  });
});

describe('top-up through the sandbox gateway', () => {
  it('credits only when the page is paid: pending until then, once however often replayed', async () => {
    const { account, token } = await customer();
    const payment = await create(token);
    expect(payment.code).toBe(0);
    expect(payment.data).toMatchObject({ status: 'pending', amount: 50_000 });
    expect(payment.data.payUrl).toBe(`/sandbox/pay/${payment.data.id}`);
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(0);

    const page = await t.app.inject({ method: 'GET', url: payment.data.payUrl });
    expect(page.statusCode).toBe(200);
    // The customer sees the wallet's name and the amount in the house format, never the
    // raw method id, on a styled Vietnamese page with a clear Pay and Cancel.
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain('<style>');
    expect(page.body).toMatch(/data-testid="wallet">Ví MoMo</);
    expect(page.body).toMatch(/data-testid="amount">50\.000đ</);
    expect(page.body).toMatch(/data-testid="purpose">Nạp tiền vào tài khoản VeSo</);
    expect(page.body).toContain('>Thanh toán 50.000đ</button>');
    expect(page.body).toContain('>Huỷ giao dịch</button>');
    expect(page.body).not.toMatch(/>\s*momo\s*</);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await t.app.inject({
      method: 'POST',
      url: payment.data.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/nap-tien?paymentId=${payment.data.id}`);
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(50_000);
    const status = (
      await call(t, 'GET', `/api/payments/${payment.data.id}`, undefined, { token })
    ).json();
    expect(status.data.status).toBe('paid');

    // 20 replays of the paid callback, in parallel, credit nothing more.
    const replays = await Promise.all(
      Array.from({ length: 20 }, () => callback(signedCallback(payment.data.id, 50_000))),
    );
    expect(replays.map((r) => r.json().data.credited)).toEqual(Array(20).fill(false));
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(50_000);
    const info = (await call(t, 'GET', '/api/auth/info', undefined, { token })).json();
    expect(info.data.balance).toBe(50_000);
  });

  it('two servers on one database processing the same callback credit once', async () => {
    const { account, token } = await customer();
    const payment = await create(token, { amount: 20_000 });
    const second = await buildApp({ config: t.config, db: t.db, clock: t.clock });
    try {
      const payload = signedCallback(payment.data.id, 20_000);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => callback(payload)),
        ...Array.from({ length: 5 }, () => callback(payload, second)),
      ]);
      expect(answers.filter((r) => r.json().data?.credited === true)).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(20_000);
  });

  it('refuses a bad signature or a wrong amount and credits nothing', async () => {
    const { account, token } = await customer();
    const payment = await create(token);
    const forged = { ...signedCallback(payment.data.id, 50_000), signature: 'a'.repeat(64) };
    expect((await callback(forged)).json().code).toBe(Code.INVALID_REQUEST_ALT);
    const cheap = signedCallback(payment.data.id, 5_000);
    expect((await callback(cheap)).json().code).toBe(Code.INVALID_REQUEST);
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(0);
  });

  it('Cancel fails the payment; an unpaid one expires', async () => {
    const { account, token } = await customer();
    const cancelled = await create(token);
    await t.app.inject({
      method: 'POST',
      url: cancelled.data.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    const failed = (
      await call(t, 'GET', `/api/payments/${cancelled.data.id}`, undefined, { token })
    ).json();
    expect(failed.data.status).toBe('failed');
    const unpaid = await create(token);
    t.clock.advance(PAYMENT_TTL_MS);
    const expired = (
      await call(t, 'GET', `/api/payments/${unpaid.data.id}`, undefined, { token })
    ).json();
    expect(expired.data.status).toBe('expired');
    const page = await t.app.inject({ method: 'GET', url: unpaid.data.payUrl });
    expect(page.body).not.toContain('value="pay"');
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(0);
  });

  it('refuses amounts outside the limits; another customer’s payment is not found', async () => {
    const { token } = await customer();
    expect((await create(token, { amount: 9_999 })).message).toBe(
      'Số tiền nạp tối thiểu là 10.000đ',
    );
    expect((await create(token, { amount: 20_000_001 })).code).toBe(Code.INVALID_REQUEST);
    expect((await create(token, { method: 'paypal' })).code).toBe(Code.INVALID_REQUEST);
    const payment = await create(token);
    const other = await customer();
    const res = (
      await call(t, 'GET', `/api/payments/${payment.data.id}`, undefined, { token: other.token })
    ).json();
    expect(res).toMatchObject({ code: Code.INVALID_REQUEST, message: 'Không tìm thấy giao dịch' });
  });
});

describe('late payments: a paid callback after failed or expired', () => {
  it('credits a failed top-up once when the gateway later says paid, and lists it as late', async () => {
    const { account, token } = await customer();
    const payment = await create(token, { amount: 30_000 });
    const id = payment.data.id as string;
    const failed = { ...signedCallback(id, 30_000, 'failed') };
    expect((await callback(failed)).json().data).toEqual({ status: 'failed', credited: false });
    const failedAt = t.clock.now();
    expect(await latePayments(t.db.orm)).not.toContainEqual(
      expect.objectContaining({ paymentId: id }),
    );

    t.clock.advance(60_000);
    const paid = {
      paymentId: id,
      status: 'paid' as const,
      amount: 30_000,
      gatewayRef: 'GW-LATE-1',
    };
    const signed = { ...paid, signature: gateway.sign(paid) };
    expect((await callback(signed)).json().data).toEqual({ status: 'paid', credited: true });
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(30_000);
    const status = (await call(t, 'GET', `/api/payments/${id}`, undefined, { token })).json();
    expect(status.data.status).toBe('paid');

    const expected = {
      paymentId: id,
      msisdn: account.msisdn,
      amount: 30_000,
      method: 'momo',
      gatewayRef: 'GW-LATE-1',
      reason: 'failed',
      failedAt,
      paidAt: t.clock.now(),
    };
    expect((await latePayments(t.db.orm)).filter((p) => p.paymentId === id)).toEqual([expected]);

    // Replays of the paid and of the failed callback change nothing.
    t.clock.advance(60_000);
    const replays = await Promise.all([
      callback(signed),
      callback(signed),
      callback(failed),
      callback(signedCallback(id, 30_000, 'failed')),
    ]);
    expect(replays.map((r) => r.json().data)).toEqual(
      Array(4).fill({ status: 'paid', credited: false }),
    );
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(30_000);
    expect((await latePayments(t.db.orm)).filter((p) => p.paymentId === id)).toEqual([expected]);
    // --since: paid that Vietnam day or later.
    const later = new Date(t.clock.now().getTime() + 86_400_000);
    expect(await latePayments(t.db.orm, { since: later })).toEqual([]);
  });

  it('marks a paid after expiry late (expired at its expiry), an on-time paid not', async () => {
    const { account, token } = await customer();
    const onTime = await create(token, { amount: 10_000 });
    await callback(signedCallback(onTime.data.id, 10_000));
    const expiring = await create(token, { amount: 15_000 });
    t.clock.advance(PAYMENT_TTL_MS + 1000);
    const res = (await callback(signedCallback(expiring.data.id, 15_000))).json();
    expect(res.data).toEqual({ status: 'paid', credited: true });
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(25_000);
    const mine = (await latePayments(t.db.orm)).filter((p) => p.msisdn === account.msisdn);
    expect(mine).toEqual([
      expect.objectContaining({
        paymentId: expiring.data.id,
        reason: 'expired',
        gatewayRef: `REF-${expiring.data.id}`,
        failedAt: new Date(expiring.data.expiresAt),
        paidAt: t.clock.now(),
      }),
    ]);
  });
});

describe('live mode without a payment gateway', () => {
  it('has no top-up, status, callback, bank transfer or order capture route (404, code 14)', async () => {
    const live = await createTestApp();
    try {
      const absent: Array<[string, string]> = [
        ['POST', '/api/payments/callback'],
        ['POST', '/api/payments/create'],
        ['GET', '/api/payments/abc'],
        ['GET', '/api/payments/bank_transfer?amount=50000'],
        ['POST', '/api/gateway/api/gateway/create_pay'],
        ['GET', '/api/gateway/api/gateway/pay_status?paymentId=abc'],
      ];
      for (const [method, url] of absent) {
        const payload = method === 'POST' ? signedCallback('abc', 50_000) : undefined;
        const res = await live.app.inject({ method: method as 'GET' | 'POST', url, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code, `${method} ${url}`).toBe(Code.INVALID_REQUEST);
      }
      // The methods are still listed, all disabled, so clients offer no online top-up.
      const methods = (
        await call(live, 'GET', '/api/customer/method_payment_ext?os_type=web&version=1.0.0')
      ).json();
      expect(methods.code).toBe(0);
      expect(methods.data.methods.every((m: { enabled: boolean }) => !m.enabled)).toBe(true);
    } finally {
      await live.close();
    }
  });
});

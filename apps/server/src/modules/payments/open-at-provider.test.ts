import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOMO_SANDBOX_KEYS, ZALOPAY_SANDBOX_KEYS } from '../../env';
import type { GatewayPaymentRequest } from '../../providers/payment-gateway';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { findPayment } from './repo';

/**
 * MoMo's and ZaloPay's `create` are HTTP calls: the shop commits the pending payment first,
 * asks the provider with no transaction open, then stores the page; a provider that fails
 * leaves a failed payment, a "busy" answer and nothing charged.
 */
let t: VnpayTestApp;
const origin = { url: '' };
let live = '';

beforeAll(async () => {
  t = await vnpayTestApp(
    { gateways: { momo: { ...MOMO_SANDBOX_KEYS }, zalopay: { ...ZALOPAY_SANDBOX_KEYS } } },
    origin,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  live = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  origin.url = live;
});
afterAll(() => t.close());
beforeEach(() => {
  origin.url = live;
});
afterEach(() => expectLedgerClean(t));

async function customer() {
  const account = await createAccount(t);
  return { account, token: await sessionFor(t, account) };
}

const create = (token: string, method: string, id = requestId()) =>
  call(t, 'POST', '/api/payments/create', { requestId: id, method, amount: 50_000 }, { token });

describe.each(['momo', 'zalopay'])('a %s payment', (method) => {
  it('is committed before the provider is asked, then gets its page', async () => {
    const { token } = await customer();
    const gateway = t.gateways.gateways!.named(method)!;
    const real = gateway.createPayment;
    let asked!: (id: string) => void;
    const askedFor = new Promise<string>((resolve) => (asked = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    gateway.createPayment = async (payment: GatewayPaymentRequest) => {
      asked(payment.paymentId);
      await answered;
      return real(payment);
    };
    try {
      const pending = create(token, method);
      const id = await askedFor;
      // Read on another connection while the provider is asked: already committed, no page.
      expect(await findPayment(t.db.orm, id)).toMatchObject({ status: 'pending', payUrl: null });
      answer();
      const res = (await pending).json();
      expect(res.code).toBe(0);
      expect(res.data.id).toBe(id);
      expect(res.data.payUrl).toMatch(new RegExp(`^${live}/sandbox/${method}/pay\\?`));
      expect((await findPayment(t.db.orm, id))!.payUrl).toBe(res.data.payUrl);
    } finally {
      gateway.createPayment = real;
    }
  });

  it('fails when the provider cannot be reached: busy, nothing charged, not asked again', async () => {
    const { account, token } = await customer();
    const id = requestId();
    origin.url = 'http://127.0.0.1:9';
    const res = await create(token, method, id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: -1,
      message: 'Hệ thống đang bận, quý khách vui lòng thử lại sau',
    });
    const [row] = await t.db.orm.query.payments.findMany({
      where: (p, { eq }) => eq(p.accountId, account.id),
    });
    expect(row).toMatchObject({ status: 'failed', payUrl: null });

    // The same requestId with the provider back: the failed payment stands, no second one.
    origin.url = live;
    expect((await create(token, method, id)).json().code).toBe(-1);
    const rows = await t.db.orm.query.payments.findMany({
      where: (p, { eq }) => eq(p.accountId, account.id),
    });
    expect(rows).toHaveLength(1);
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(0);

    // A new request opens a payment as usual.
    expect((await create(token, method)).json().code).toBe(0);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { PAYMENT_TTL_MS } from './service';
import {
  VNPAY_KEYS,
  signVnp,
  vnpIpn,
  vnpayTestApp,
  type VnpayTestApp,
} from '../../test/vnpay-test-kit';

let t: VnpayTestApp;
beforeAll(async () => {
  t = await vnpayTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

async function topUp(amount = 50_000, method = 'vnpay') {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const res = (
    await call(
      t,
      'POST',
      '/api/payments/create',
      { requestId: requestId(), method, amount },
      { token },
    )
  ).json();
  expect(res.code).toBe(0);
  return { account, token, payment: res.data as { id: string; payUrl: string; status: string } };
}

async function ipn(query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/payments/ipn/vnpay?${new URLSearchParams(query).toString()}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { RspCode: string; Message: string };
}

const balance = async (accountId: number) => (await customerBalances(t.db.orm, accountId)).balance;

async function status(token: string, id: string) {
  return (await call(t, 'GET', `/api/payments/${id}`, undefined, { token })).json().data.status;
}

describe('a VNPay top-up', () => {
  it('is opened at VNPay with a signed URL, and credited once by its IPN', async () => {
    const { account, token, payment } = await topUp();
    const url = new URL(payment.payUrl);
    expect(url.pathname).toBe('/sandbox/vnpay/paymentv2/vpcpay.html');
    expect(url.searchParams.get('vnp_TxnRef')).toBe(payment.id);
    expect(url.searchParams.get('vnp_Amount')).toBe('5000000');
    // The customer's address (the test kit's requests come from 10.0.0.1).
    expect(url.searchParams.get('vnp_IpAddr')).toBe('10.0.0.1');
    // The status read shows the same page.
    const again = (
      await call(t, 'GET', `/api/payments/${payment.id}`, undefined, { token })
    ).json();
    expect(again.data.payUrl).toBe(payment.payUrl);

    expect(await ipn(signVnp(vnpIpn(payment.id, 50_000)))).toEqual({
      RspCode: '00',
      Message: 'Confirm Success',
    });
    expect(await balance(account.id)).toBe(50_000);
    expect(await status(token, payment.id)).toBe('paid');

    // Replayed (also in parallel), or followed by a stale failure: confirmed already, once.
    const replays = await Promise.all([
      ipn(signVnp(vnpIpn(payment.id, 50_000))),
      ipn(signVnp(vnpIpn(payment.id, 50_000))),
      ipn(
        signVnp(
          vnpIpn(payment.id, 50_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
        ),
      ),
    ]);
    expect(replays.map((r) => r.RspCode)).toEqual(['02', '02', '02']);
    expect(await balance(account.id)).toBe(50_000);
    expect(await status(token, payment.id)).toBe('paid');
  });

  it('moves no money on a tampered, foreign-keyed, unknown or wrong-amount IPN', async () => {
    const { account, token, payment } = await topUp(20_000);
    const good = signVnp(vnpIpn(payment.id, 20_000));
    const cancelled = signVnp(
      vnpIpn(payment.id, 20_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
    );
    const answers = {
      amountChanged: await ipn({ ...good, vnp_Amount: '200000000' }),
      orderChanged: await ipn({ ...good, vnp_TxnRef: 'f'.repeat(32) }),
      statusChanged: await ipn({
        ...cancelled,
        vnp_ResponseCode: '00',
        vnp_TransactionStatus: '00',
      }),
      wrongKey: await ipn(signVnp(vnpIpn(payment.id, 20_000), 'SOMEONEELSESSECRET00000000000000')),
      unsigned: await ipn(vnpIpn(payment.id, 20_000)),
      noParameters: await ipn({}),
      unknownOrder: await ipn(signVnp(vnpIpn('0'.repeat(32), 20_000))),
      signedOtherAmount: await ipn(signVnp(vnpIpn(payment.id, 2_000_000))),
      signedNonsense: await ipn(signVnp({ ...vnpIpn(payment.id, 20_000), vnp_Amount: '12x' })),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.RspCode]))).toEqual({
      amountChanged: '97',
      orderChanged: '97',
      statusChanged: '97',
      wrongKey: '97',
      unsigned: '97',
      noParameters: '97',
      unknownOrder: '01',
      signedOtherAmount: '04',
      signedNonsense: '99',
    });
    expect(answers.signedOtherAmount.Message).toBe('invalid amount');
    expect(await balance(account.id)).toBe(0);
    expect(await status(token, payment.id)).toBe('pending');
    // The genuine one still goes through afterwards.
    expect((await ipn(good)).RspCode).toBe('00');
    expect(await balance(account.id)).toBe(20_000);
  });

  it('fails on a cancelled IPN; a later paid one is credited, late; a payment of another gateway is not found', async () => {
    const { account, token, payment } = await topUp(30_000);
    const cancelled = signVnp(
      vnpIpn(payment.id, 30_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
    );
    expect((await ipn(cancelled)).RspCode).toBe('00');
    expect(await status(token, payment.id)).toBe('failed');
    expect((await ipn(cancelled)).RspCode).toBe('02');
    t.clock.advance(PAYMENT_TTL_MS);
    expect((await ipn(signVnp(vnpIpn(payment.id, 30_000)))).RspCode).toBe('00');
    expect(await balance(account.id)).toBe(30_000);

    // MoMo is collected by the sandbox's double here: VNPay cannot settle its payment.
    const other = await topUp(40_000, 'momo');
    expect(other.payment.payUrl).toBe(`/sandbox/pay/${other.payment.id}`);
    expect((await ipn(signVnp(vnpIpn(other.payment.id, 40_000)))).RspCode).toBe('01');
    expect(await balance(other.account.id)).toBe(0);
  });

  it('sends the customer back from VNPay to the top-up page, crediting nothing there', async () => {
    const { account, payment } = await topUp(10_000);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/vnpay?${new URLSearchParams(signVnp(vnpIpn(payment.id, 10_000)))}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/nap-tien?paymentId=${payment.id}`);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/vnpay?${new URLSearchParams(vnpIpn(payment.id, 10_000))}`,
    });
    expect(forged.headers.location).toBe('/nap-tien');
    expect(await balance(account.id)).toBe(0);
  });
});

describe('garbage at the VNPay notification route', () => {
  it('is answered without a 5xx, and credits at most once', async () => {
    const { account, payment } = await topUp(10_000);
    const good = signVnp(vnpIpn(payment.id, 10_000));
    const bad = ['', '\u0000', 'x'.repeat(100_000), '\ud800', '-1', '1e99', '%', '[]'];
    const urls: string[] = [];
    for (const key of Object.keys(good)) {
      for (const value of bad) {
        urls.push(`?${new URLSearchParams({ ...good, [key]: value })}`);
        // Signed garbage too: the checksum holds, the value does not (a lone surrogate
        // cannot be signed: it has no UTF-8).
        if (value !== '\ud800') {
          const signed = signVnp({ ...vnpIpn(payment.id, 10_000), [key]: value });
          urls.push(`?${new URLSearchParams(signed)}`);
        }
      }
      // A parameter given twice.
      urls.push(
        `?${new URLSearchParams(good)}&${key}=${encodeURIComponent(good[key as keyof typeof good])}`,
      );
    }
    const answers = [];
    for (const query of urls) {
      const res = await t.app.inject({ method: 'GET', url: `/api/payments/ipn/vnpay${query}` });
      answers.push(res.statusCode);
      expect(res.statusCode, query.slice(0, 200)).toBeLessThan(500);
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/payments/ipn/vnpay',
      headers: { 'content-type': 'application/json' },
      payload: '{"vnp_TxnRef":',
    });
    expect(posted.statusCode).toBeLessThan(500);
    expect(answers.length).toBeGreaterThan(100);
    // Signed garbage in a field the shop does not read (the bank code, the order's words)
    // is still VNPay saying "paid": credited, once for all of them.
    expect(await balance(account.id)).toBe(10_000);
  });
});

describe('without VNPay', () => {
  it('has no VNPay notification route, and the vnpay method is the double’s in the sandbox', async () => {
    const plain = await createTestApp({ config: { sandbox: true } });
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: `/api/payments/ipn/vnpay?${new URLSearchParams(signVnp(vnpIpn('a', 10_000)))}`,
      });
      expect(res.statusCode).toBe(404);
      expect(VNPAY_KEYS.tmnCode).toHaveLength(8);
    } finally {
      await plain.close();
    }
  });
});

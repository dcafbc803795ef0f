import { Code } from '@veso/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';

describe('POST /api/dev/prize-credit (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandbox: true } });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerClean(t));

  it('credits the prize balance of the account, balanced against the system prize account', async () => {
    const account = await createAccount(t);
    const local = `0${account.msisdn.slice(2)}`;
    const res = await call(t, 'POST', '/api/dev/prize-credit', { msisdn: local, amount: 120_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { msisdn: account.msisdn, amount: 120_000, prizeBalance: 120_000, balance: 0 },
    });
    await call(t, 'POST', '/api/dev/prize-credit', { msisdn: account.msisdn, amount: 30_000 });
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 0,
      prizeBalance: 150_000,
    });

    // The credited prize can be withdrawn like a won one.
    const token = await sessionFor(t, account);
    const withdrawn = await call(
      t,
      'POST',
      '/api/withdraw/makeWithdraw',
      { requestId: requestId(), method: 1, amount: 50_000 },
      { token },
    );
    expect(withdrawn.json()).toMatchObject({
      code: 0,
      data: { prizeBalance: 100_000, balance: 50_000 },
    });

    const statement = await call(t, 'GET', '/api/wallet/statement?kind=prize', undefined, {
      token,
    });
    expect(statement.json().data.items.map((i: { amount: number }) => i.amount)).toEqual(
      expect.arrayContaining([120_000, 30_000]),
    );
  });

  it('refuses a bad amount, a malformed number and an unknown account, crediting nothing', async () => {
    const account = await createAccount(t);
    for (const amount of [0, -5_000, 1.5, '10000']) {
      const res = await call(t, 'POST', '/api/dev/prize-credit', {
        msisdn: account.msisdn,
        amount,
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().code).toBe(14);
    }
    const malformed = await call(t, 'POST', '/api/dev/prize-credit', {
      msisdn: 'abc',
      amount: 10_000,
    });
    expect(malformed.json().code).toBe(Code.PHONE_INVALID);
    const unknown = await call(t, 'POST', '/api/dev/prize-credit', {
      msisdn: '84999999991',
      amount: 10_000,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(Code.ACCOUNT_NOT_FOUND);
    expect(await customerBalances(t.db.orm, account.id)).toEqual({ balance: 0, prizeBalance: 0 });
  });

  it('does not exist outside the sandbox', async () => {
    const off = await createTestApp({ config: { sandbox: false } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/dev/prize-credit',
        payload: { msisdn: '84912345678', amount: 10_000 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

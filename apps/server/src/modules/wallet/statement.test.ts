import { addDays, vnDayOf, vnDayStart } from '@veso/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { TICKET_SALES_ACCOUNT } from '../orders/service';
import { mainAccountOf, post } from './ledger';
import { creditMain, creditPrize, expectLedgerClean } from './wallet-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

describe('GET /api/wallet/statement', () => {
  it('lists the customer’s own movements, filtered, paged and as CSV', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    const other = await createAccount(t);
    await creditPrize(t, other.id, 99_000);

    await creditPrize(t, account.id, 100_000); // day 1 (2026-03-04 in Vietnam)
    t.clock.advance(24 * 60 * 60 * 1000);
    await creditMain(t, account.id, 20_000); // day 2
    await call(
      t,
      'POST',
      '/api/withdraw/makeWithdraw',
      { requestId: requestId(), method: 1, amount: 30_000 },
      { token },
    );

    const get = async (query: string) =>
      (await call(t, 'GET', `/api/wallet/statement?${query}`, undefined, { token })).json();

    const all = await get('');
    expect(all.data.total).toBe(4);
    expect(all.data.items.map((i: { amount: number }) => i.amount).sort()).toEqual(
      [-30_000, 100_000, 20_000, 30_000].sort(),
    );
    const prizeOnly = await get('balance=prize');
    expect(prizeOnly.data.items.map((i: { amount: number }) => i.amount)).toEqual([
      -30_000, 100_000,
    ]);
    const day1 = await get('from=2026-03-04&to=2026-03-04');
    expect(day1.data.items).toHaveLength(1);
    expect(day1.data.items[0]).toMatchObject({ amount: 100_000, balance: 'prize' });
    const withdrawals = await get('kind=withdraw');
    expect(withdrawals.data.total).toBe(2);
    const page2 = await get('page=2&pageSize=3');
    expect(page2.data).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page2.data.items).toHaveLength(1);
    expect((await get('kind=nope')).code).toBe(14);

    const csv = await call(t, 'GET', '/api/wallet/statement?format=csv', undefined, { token });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,balance,kind,ref,amount');
    expect(lines).toHaveLength(5);
    expect(csv.body).not.toContain('99000');
  });

  it('files a refund under "refund", not under the purchase it refunds', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    await creditMain(t, account.id, 50_000);
    const move = (kind: 'order.pay' | 'order.refund', amount: number) =>
      t.db.orm.transaction((tx) =>
        post(tx, {
          kind,
          ref: `${kind}:statement-${account.id}`,
          at: t.clock.now(),
          entries: [
            { account: mainAccountOf(account.id), amount },
            { account: TICKET_SALES_ACCOUNT, amount: -amount },
          ],
        }),
      );
    await move('order.pay', -20_000);
    await move('order.refund', 20_000);
    const kinds = async (query: string) =>
      (await call(t, 'GET', `/api/wallet/statement?${query}`, undefined, { token }))
        .json()
        .data.items.map((i: { kind: string }) => i.kind);
    expect(await kinds('kind=order')).toEqual(['order.pay']);
    expect(await kinds('kind=refund')).toEqual(['order.refund']);
    expect(await kinds('kind=topup')).toEqual(['sandbox.topup']);
  });

  it('cuts the days at Vietnam midnight and refuses a day the calendar does not have', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    // One second before and one second after the next midnight in Vietnam.
    const midnight = vnDayStart(new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000));
    t.clock.set(new Date(midnight.getTime() - 1000));
    const before = vnDayOf(t.clock.now());
    await creditMain(t, account.id, 1_000);
    t.clock.set(new Date(midnight.getTime() + 1000));
    const after = vnDayOf(t.clock.now());
    expect(after).toBe(addDays(before, 1));
    await creditMain(t, account.id, 2_000);

    const get = async (query: string) =>
      (await call(t, 'GET', `/api/wallet/statement?${query}`, undefined, { token })).json();
    const amounts = async (query: string) =>
      (await get(query)).data.items.map((i: { amount: number }) => i.amount);
    expect(await amounts(`from=${before}&to=${before}`)).toEqual([1_000]);
    expect(await amounts(`from=${after}&to=${after}`)).toEqual([2_000]);
    expect(await amounts(`from=${before}&to=${after}`)).toEqual([2_000, 1_000]);

    for (const query of ['from=2026-02-30', 'to=2026-13-01']) {
      const refused = await call(t, 'GET', `/api/wallet/statement?${query}`, undefined, { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(14);
    }
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/wallet/statement')).json().code).not.toBe(0);
  });
});

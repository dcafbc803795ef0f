import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAccount } from '../auth/auth-test-kit';
import {
  SystemAccount,
  balanceOf,
  customerBalances,
  mainAccountOf,
  postCredits,
  prizeAccountOf,
  type BatchPosting,
} from './ledger';
import { creditPrize, expectLedgerClean } from './wallet-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const TAX = 'system:prize_tax';

/** A prize posting as settlement writes it: gross from the prizes, net to the winner, tax. */
function prize(ref: string, accountId: number, gross: number, tax: number): BatchPosting {
  return {
    kind: 'test.batch',
    ref,
    entries: [
      { account: SystemAccount.prizes, amount: -gross },
      { account: prizeAccountOf(accountId), amount: gross - tax },
      ...(tax > 0 ? [{ account: TAX, amount: tax }] : []),
    ],
  };
}

async function transactionsOf(refPrefix: string): Promise<{ ref: string; n: number }[]> {
  const rows = (await t.db.orm.execute(
    sql`select ref, count(*)::int as n from ledger_transactions where ref like ${`${refPrefix}%`} group by ref`,
  )) as unknown as { rows: { ref: string; n: number }[] };
  return rows.rows;
}

describe('posting credits in a batch', () => {
  it('credits every posting once across statements, several to one balance, opening new ones', async () => {
    const accounts = await Promise.all(Array.from({ length: 7 }, () => createAccount(t)));
    // Two of them already hold a prize balance; the others are opened by the batch.
    await creditPrize(t, accounts[0]!.id, 40_000);
    await creditPrize(t, accounts[1]!.id, 1_000);
    const prizesBefore = await balanceOf(t.db.orm, SystemAccount.prizes);
    const taxBefore = await balanceOf(t.db.orm, TAX);
    // 2,345 postings: more than two statements' worth, each balance credited in every one.
    const postings: BatchPosting[] = [];
    const expected = new Map<number, number>([
      [accounts[0]!.id, 40_000],
      [accounts[1]!.id, 1_000],
    ]);
    let gross = 0;
    let tax = 0;
    for (let i = 0; i < 2_345; i += 1) {
      const account = accounts[i % accounts.length]!.id;
      const g = 10_000 + (i % 13) * 1_000;
      const x = i % 5 === 0 ? g / 10 : 0;
      postings.push(prize(`batch-a:${i}`, account, g, x));
      expected.set(account, (expected.get(account) ?? 0) + g - x);
      gross += g;
      tax += x;
    }
    await t.db.orm.transaction((tx) => postCredits(tx, postings, t.clock.now()));

    for (const [id, balance] of expected) {
      expect((await customerBalances(t.db.orm, id)).prizeBalance).toBe(balance);
    }
    expect(await balanceOf(t.db.orm, SystemAccount.prizes)).toBe(prizesBefore - gross);
    expect(await balanceOf(t.db.orm, TAX)).toBe(taxBefore + tax);
    const written = await transactionsOf('batch-a:');
    expect(written).toHaveLength(2_345);
    expect(written.every((row) => row.n === 1)).toBe(true);
  });

  it('writes nothing of a batch whose transaction rolls back, and pays on the replay once', async () => {
    const account = await createAccount(t);
    const postings = [
      prize('batch-b:1', account.id, 20_000, 0),
      prize('batch-b:2', account.id, 30_000, 3_000),
    ];
    await expect(
      t.db.orm.transaction(async (tx) => {
        await postCredits(tx, postings, t.clock.now());
        throw new Error('crash after the postings');
      }),
    ).rejects.toThrow('crash after the postings');
    expect((await customerBalances(t.db.orm, account.id)).prizeBalance).toBe(0);
    expect(await transactionsOf('batch-b:')).toEqual([]);

    await t.db.orm.transaction((tx) => postCredits(tx, postings, t.clock.now()));
    expect((await customerBalances(t.db.orm, account.id)).prizeBalance).toBe(47_000);
    expect(await transactionsOf('batch-b:')).toHaveLength(2);
  });

  it('refuses a batch with a debit of a customer balance, a ref twice or a posting off zero', async () => {
    const account = await createAccount(t);
    await creditPrize(t, account.id, 10_000);
    const at = t.clock.now();
    const refused = async (postings: BatchPosting[], message: string) => {
      await expect(t.db.orm.transaction((tx) => postCredits(tx, postings, at))).rejects.toThrow(
        message,
      );
    };
    await refused(
      [
        {
          kind: 'test.batch',
          ref: 'batch-c:1',
          entries: [
            { account: prizeAccountOf(account.id), amount: -5_000 },
            { account: mainAccountOf(account.id), amount: 5_000 },
          ],
        },
      ],
      'only credits customer balances',
    );
    await refused(
      [prize('batch-c:2', account.id, 1_000, 0), prize('batch-c:2', account.id, 1_000, 0)],
      'twice in one batch',
    );
    await refused(
      [
        {
          kind: 'test.batch',
          ref: 'batch-c:3',
          entries: [
            { account: SystemAccount.prizes, amount: -1_000 },
            { account: prizeAccountOf(account.id), amount: 999 },
          ],
        },
      ],
      'sum to zero',
    );
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 0,
      prizeBalance: 10_000,
    });
    expect(await transactionsOf('batch-c:')).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../commands';
import { openDatabase } from '../../db/database';
import { createTestApp, dropSchema, testDatabaseUrl, type TestApp } from '../../test/test-app';
import { call, createAccount, sessionFor } from '../auth/auth-test-kit';
import {
  balanceOf,
  InsufficientFunds,
  SystemAccount,
  checkLedger,
  customerBalances,
  mainAccountOf,
  post,
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

describe('ledger', () => {
  it('moves money between balances and keeps each balance equal to its entries', async () => {
    const account = await createAccount(t);
    await creditPrize(t, account.id, 100_000);
    await t.db.orm.transaction((tx) =>
      post(tx, {
        kind: 'withdraw.to_main',
        ref: 'test:move',
        at: t.clock.now(),
        entries: [
          { account: prizeAccountOf(account.id), amount: -40_000 },
          { account: mainAccountOf(account.id), amount: 40_000 },
        ],
      }),
    );
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 40_000,
      prizeBalance: 60_000,
    });
  });

  it('keeps no running balance on system accounts: theirs is the sum of their entries', async () => {
    const before = await balanceOf(t.db.orm, SystemAccount.prizes);
    const account = await createAccount(t);
    await creditPrize(t, account.id, 25_000);
    await creditPrize(t, account.id, 5_000);
    expect(await balanceOf(t.db.orm, SystemAccount.prizes)).toBe(before - 30_000);
    expect(await balanceOf(t.db.orm, prizeAccountOf(account.id))).toBe(30_000);
    const rows = await t.db.orm.execute(
      sql`select balance::text as balance from ledger_accounts where id = ${SystemAccount.prizes}`,
    );
    expect((rows as unknown as { rows: { balance: string }[] }).rows[0]?.balance).toBe('0');
  });

  it('refuses a posting that does not sum to zero or is not whole đồng', async () => {
    const account = await createAccount(t);
    const at = t.clock.now();
    await expect(
      t.db.orm.transaction((tx) =>
        post(tx, {
          kind: 'prize.sandbox',
          ref: 'x',
          at,
          entries: [
            { account: SystemAccount.prizes, amount: -10 },
            { account: prizeAccountOf(account.id), amount: 9 },
          ],
        }),
      ),
    ).rejects.toThrow('sum to zero');
    await expect(
      t.db.orm.transaction((tx) =>
        post(tx, {
          kind: 'prize.sandbox',
          ref: 'x',
          at,
          entries: [
            { account: SystemAccount.prizes, amount: -0.5 },
            { account: prizeAccountOf(account.id), amount: 0.5 },
          ],
        }),
      ),
    ).rejects.toThrow('whole');
  });

  it('never takes a customer balance below zero and rolls the whole movement back', async () => {
    const account = await createAccount(t);
    await creditPrize(t, account.id, 5_000);
    await expect(
      t.db.orm.transaction((tx) =>
        post(tx, {
          kind: 'prize.sandbox',
          ref: 'x',
          at: t.clock.now(),
          entries: [
            { account: prizeAccountOf(account.id), amount: -5_001 },
            { account: mainAccountOf(account.id), amount: 5_001 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 0,
      prizeBalance: 5_000,
    });
  });

  it('shows the real balances in userInfo', async () => {
    const account = await createAccount(t);
    await creditPrize(t, account.id, 70_000);
    const token = await sessionFor(t, account);
    const info = (await call(t, 'GET', '/api/auth/info', undefined, { token })).json();
    expect(info.data).toMatchObject({ balance: 0, prizeBalance: 70_000 });
  });

  it('check finds a balance edited behind the ledger’s back', async () => {
    const account = await createAccount(t);
    await creditPrize(t, account.id, 1_000);
    await t.db.orm.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = ${prizeAccountOf(account.id)}`,
    );
    expect(await checkLedger(t.db.orm)).toEqual([
      `account ${prizeAccountOf(account.id)} holds 1001 but its entries sum to 1000`,
    ]);
    await t.db.orm.execute(
      sql`update ledger_accounts set balance = balance - 1 where id = ${prizeAccountOf(account.id)}`,
    );
  });
});

describe('cli ledger check', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  // The ledger check needs no draw history: skip the seed's import of the real results.
  const noResults = { VESO_RESULTS_DIR: path.join(tmpdir(), 'veso-no-results') };

  async function freshEnv(): Promise<Record<string, string>> {
    const url = testDatabaseUrl();
    if (url) {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      cleanups.push(() => dropSchema(url, schema));
      return { DATABASE_URL: url, VESO_DB_SCHEMA: schema, ...noResults };
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'veso-ledger-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return { VESO_DATA_DIR: dir, ...noResults };
  }

  it(
    'exits 0 on a sound ledger and 1 with the problem when an entry is off',
    { timeout: 90_000 },
    async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const env = await freshEnv();
      const lines: string[] = [];
      expect(await runCli(['ledger', 'check'], env, (line) => lines.push(line))).toBe(0);
      expect(lines.at(-1)).toBe('ledger check: ok');

      const db = await openDatabase(
        env.DATABASE_URL
          ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.VESO_DB_SCHEMA }
          : { kind: 'pglite', dataDir: env.VESO_DATA_DIR },
      );
      try {
        await db.orm.execute(sql`insert into ledger_accounts (id, kind, allow_negative)
        values ('system:prizes', 'system:prizes', true)`);
        await db.orm.execute(sql`insert into ledger_transactions (kind, ref, created_at)
        values ('bad', 'bad', now())`);
        await db.orm.execute(sql`insert into ledger_entries
        (transaction_id, ledger_account_id, amount, created_at)
        select id, 'system:prizes', 7, now() from ledger_transactions`);
      } finally {
        await db.close();
      }
      expect(await runCli(['ledger', 'check'], env, (line) => lines.push(line))).toBe(1);
      expect(lines.at(-1)).toBe('ledger check: 2 problem(s)');
      expect(errors).toHaveBeenCalledWith('ledger: entries sum to 7, not 0');
      errors.mockRestore();
    },
  );
});

const TAX = 'system:prize_tax';

/** A prize posting as settlement writes it: gross from the prizes, net to the winner, tax. */
function prize(ref: string, accountId: number, gross: number, tax: number): BatchPosting {
  return {
    kind: 'prize.settle',
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
          kind: 'prize.settle',
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
          kind: 'prize.settle',
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

import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { SystemAccount, checkLedger, mainAccountOf, post, prizeAccountOf } from './ledger';

/** Test helpers for suites that move money. */

let creditSeq = 0;

/** Credits a won prize to an account's prize balance, as settlement will. */
export async function creditPrize(t: TestApp, accountId: number, amount: number): Promise<void> {
  creditSeq += 1;
  await t.db.orm.transaction((tx) =>
    post(tx, {
      kind: 'prize.sandbox',
      ref: `test-prize:${creditSeq}`,
      at: t.clock.now(),
      entries: [
        { account: SystemAccount.prizes, amount: -amount },
        { account: prizeAccountOf(accountId), amount },
      ],
    }),
  );
}

/** Credits an account's main balance from outside (a top-up stand-in). */
export async function creditMain(t: TestApp, accountId: number, amount: number): Promise<void> {
  creditSeq += 1;
  await t.db.orm.transaction((tx) =>
    post(tx, {
      kind: 'sandbox.topup',
      ref: `test-topup:${creditSeq}`,
      at: t.clock.now(),
      entries: [
        { account: SystemAccount.payouts, amount: -amount },
        { account: mainAccountOf(accountId), amount },
      ],
    }),
  );
}

/** The `ledger check` of the app's database must find nothing (run it in afterEach). */
export async function expectLedgerClean(t: TestApp): Promise<void> {
  expect(await checkLedger(t.db.orm)).toEqual([]);
}

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema';
import {
  SANDBOX_PAYOUT_DELAY_MS,
  sandboxPayoutProvider,
  type PayoutProvider,
  type PayoutRequest,
} from '../../providers/payout';
import {
  crashingCall,
  expectRowFreeAndPoolOpen,
  failingCall,
  hangingCall,
} from '../../test/job-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { customerBalances, SystemAccount } from '../wallet/ledger';
import { creditPrize, expectLedgerClean } from '../wallet/wallet-test-kit';
import { WithdrawStatus } from './repo';
import { WITHDRAW_FEES, payoutRunner, settleDuePayouts } from './service';

/**
 * The payout job on the job runner: the provider is asked outside any
 * transaction, a hung or failing provider is timed out and retried with back-off (the money
 * stays held), and a crash between the payment and its record is resumed with the same
 * idempotency key (one payment).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const BANK = { bankCode: 'VCB', accountNumber: '0123456789', accountName: 'NGUYEN VAN A' };
const AMOUNT = 50_000;
const TOTAL = AMOUNT + WITHDRAW_FEES[2];

/** A held bank withdrawal, due now; resolves with its id, key and account. */
async function heldWithdrawal() {
  // Whatever earlier tests left due is paid first, so each test sees its own only.
  await settleDuePayouts(t, sandboxPayoutProvider());
  const account = await createAccount(t);
  await creditPrize(t, account.id, 100_000);
  const token = await sessionFor(t, account);
  const res = (
    await call(
      t,
      'POST',
      '/api/withdraw/makeWithdraw',
      { requestId: requestId(), method: 2, amount: AMOUNT, ...BANK },
      { token },
    )
  ).json();
  expect(res.code).toBe(0);
  t.clock.advance(SANDBOX_PAYOUT_DELAY_MS);
  const id = res.data.withdrawal.id as number;
  return { id, key: `withdrawal-${id}`, accountId: account.id };
}

async function withdrawalRow(id: number) {
  const [row] = await t.db.orm
    .select()
    .from(withdrawals)
    .where(sql`${withdrawals.id} = ${id}`);
  return row;
}

async function postings(id: number): Promise<string[]> {
  const rows = await t.db.withSession((s) =>
    s.query<{ kind: string }>(`SELECT kind FROM ledger_transactions WHERE ref = $1 ORDER BY id`, [
      `withdrawal:${id}`,
    ]),
  );
  return rows.map((r) => r.kind);
}

describe('payout job', () => {
  it('holds no lock and no connection while the provider hangs, then times it out', async () => {
    const { id, key, accountId } = await heldWithdrawal();
    const hung = hangingCall();
    const hanging: PayoutProvider = { name: 'hanging', delayMs: 0, pay: hung.call };
    const pass = payoutRunner(t, hanging, { callTimeoutMs: 1_500, leaseMs: 3_000 }).pass();
    await hung.called;
    await expectRowFreeAndPoolOpen(t.db, 'withdrawals', id);
    expect(await pass).toMatchObject({ claimed: 1, retried: 1, done: 0 });
    expect(hung.aborted).toEqual([key]);
    const row = await withdrawalRow(id);
    expect(row).toMatchObject({ status: WithdrawStatus.pending, leaseId: null, attempts: 1 });
    expect(row?.failureReason).toMatch(/did not answer/);
    expect(row?.payAfter?.getTime()).toBe(t.clock.now().getTime() + 1_000);
    // After the back-off the sandbox pays it once.
    t.clock.advance(1_000);
    const provider = sandboxPayoutProvider();
    expect(await settleDuePayouts(t, provider)).toBe(1);
    expect(provider.answered.get(key)).toEqual({ ok: true, providerRef: `SBX-${key}` });
    expect(await withdrawalRow(id)).toMatchObject({ status: WithdrawStatus.done, attempts: 2 });
    expect(await postings(id)).toEqual(['withdraw.hold', 'withdraw.paid']);
    expect((await customerBalances(t.db.orm, accountId)).prizeBalance).toBe(100_000 - TOTAL);
  });

  it('retries a failing provider with back-off, then keeps the money held for the operators', async () => {
    const { id, key, accountId } = await heldWithdrawal();
    const { call, keys } = failingCall('bank gateway down');
    const failing: PayoutProvider = { name: 'failing', delayMs: 0, pay: call };
    const options = { backoffMs: 1_000, maxAttempts: 3 };
    expect(await settleDuePayouts(t, failing, 50, options)).toBe(0);
    t.clock.advance(1_000);
    expect(await settleDuePayouts(t, failing, 50, options)).toBe(0);
    t.clock.advance(2_000);
    expect(await settleDuePayouts(t, failing, 50, options)).toBe(0);
    expect(keys).toEqual([key, key, key]);
    const row = await withdrawalRow(id);
    // Given up: the provider may have paid, so nothing is refunded blind; it is not retried.
    expect(row).toMatchObject({ status: WithdrawStatus.pending, payAfter: null, attempts: 3 });
    expect(row?.failureReason).toMatch(/after 3 attempts: bank gateway down/);
    t.clock.advance(3_600_000);
    expect(await settleDuePayouts(t, failing, 50, options)).toBe(0);
    expect(keys).toHaveLength(3);
    expect(await postings(id)).toEqual(['withdraw.hold']);
    expect((await customerBalances(t.db.orm, accountId)).prizeBalance).toBe(100_000 - TOTAL);
    const [hold] = await t.db.withSession((s) =>
      s.query<{ n: string }>(
        `SELECT coalesce(sum(e.amount), 0)::text AS n FROM ledger_entries e
           JOIN ledger_transactions x ON x.id = e.transaction_id
          WHERE x.ref = $1 AND e.ledger_account_id = $2`,
        [`withdrawal:${id}`, SystemAccount.withdrawHold],
      ),
    );
    expect(Number(hold?.n)).toBe(TOTAL);
  });

  it('refunds in full when the provider refuses, once, even when asked twice', async () => {
    const { id, accountId } = await heldWithdrawal();
    const refusing: PayoutProvider = {
      name: 'refusing',
      delayMs: 0,
      pay: async () => ({ ok: false, reason: 'account closed' }),
    };
    const [a, b] = await Promise.all([
      settleDuePayouts(t, refusing),
      settleDuePayouts(t, refusing),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(await withdrawalRow(id)).toMatchObject({
      status: WithdrawStatus.failed,
      failureReason: 'account closed',
    });
    expect(await postings(id)).toEqual(['withdraw.hold', 'withdraw.refund']);
    expect((await customerBalances(t.db.orm, accountId)).prizeBalance).toBe(100_000);
  });

  it('resumes a payout whose answer was lost in a crash: same key, paid once', async () => {
    const { id, key, accountId } = await heldWithdrawal();
    const bank = sandboxPayoutProvider();
    // The process dies after the bank paid, before the answer is recorded.
    const { call, keys, crash } = crashingCall((request: PayoutRequest) => bank.pay(request));
    const provider: PayoutProvider = { name: 'crashing', delayMs: 0, pay: call };
    const first = payoutRunner(t, provider);
    crash.after = () => first.kill();
    expect(await first.pass()).toMatchObject({ claimed: 1, done: 0, dropped: 1 });
    expect(await withdrawalRow(id)).toMatchObject({ status: WithdrawStatus.pending });
    expect(await postings(id)).toEqual(['withdraw.hold']);

    crash.after = () => undefined;
    const second = payoutRunner(t, provider);
    expect(await second.pass()).toMatchObject({ claimed: 0 });
    t.clock.advance(60_000);
    expect(await second.pass()).toMatchObject({ claimed: 1, done: 1 });
    expect(keys).toEqual([key, key]);
    expect(bank.answered.size).toBe(1);
    expect(await withdrawalRow(id)).toMatchObject({
      status: WithdrawStatus.done,
      payoutRef: `SBX-${key}`,
      leaseId: null,
      attempts: 2,
    });
    expect(await postings(id)).toEqual(['withdraw.hold', 'withdraw.paid']);
    expect((await customerBalances(t.db.orm, accountId)).prizeBalance).toBe(100_000 - TOTAL);
  });
});

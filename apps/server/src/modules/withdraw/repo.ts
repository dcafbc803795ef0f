import { and, asc, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, withdrawals } from '../../db/schema';
import { leasedQueue, notLeased } from '../../jobs/lease';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

/** Status codes of spec §4. */
export const WithdrawStatus = { pending: 0, done: 1, failed: 2 } as const;

/** Inserts a withdrawal; undefined when its (account, requestId) exists already. */
export async function insertWithdrawal(
  tx: Orm,
  row: NewWithdrawal,
): Promise<WithdrawalRow | undefined> {
  const [inserted] = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A page of an account's withdrawals, newest first, with its total. */
export async function withdrawalPage(
  orm: Orm,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const mine = eq(withdrawals.accountId, accountId);
  const rows = await orm
    .select()
    .from(withdrawals)
    .where(mine)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await orm.select({ n: count() }).from(withdrawals).where(mine);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The payout job's queue (`src/jobs/lease.ts`): the held withdrawals (status 0), due once
 * `pay_after` is reached (null: given up, for the operators), earliest first; key
 * `withdrawal-<id>`.
 */
export const heldWithdrawals = leasedQueue(withdrawals, {
  live: eq(withdrawals.status, WithdrawStatus.pending),
  due: (now) => lte(withdrawals.payAfter, now),
  orderBy: [asc(withdrawals.payAfter), asc(withdrawals.id)],
  since: withdrawals.payAfter,
  retry: withdrawals.payAfter,
});

/** Writes the provider's answer if the attempt still holds the lease; false otherwise. */
export async function recordPayout(
  tx: Orm,
  id: number,
  leaseId: string,
  answer: { ok: true; providerRef: string; at: Date } | { ok: false; reason: string; at: Date },
): Promise<boolean> {
  const [updated] = await tx
    .update(withdrawals)
    .set({
      ...(answer.ok
        ? { status: WithdrawStatus.done, payoutRef: answer.providerRef, failureReason: null }
        : { status: WithdrawStatus.failed, failureReason: answer.reason }),
      completedAt: answer.at,
      leaseId: null,
      leaseUntil: null,
    })
    .where(heldWithdrawals.held(id, leaseId))
    .returning({ id: withdrawals.id });
  return updated !== undefined;
}

/** A payout the job gave up on, as the operators' report shows it. */
export type GivenUpPayout = {
  id: number;
  msisdn: string;
  method: number;
  amount: number;
  fee: number;
  attempts: number;
  createdAt: Date;
  reason: string | null;
};

/** Held withdrawals the payout job gave up on (status 0, no `pay_after`). */
const givenUp = and(eq(withdrawals.status, WithdrawStatus.pending), isNull(withdrawals.payAfter));

/**
 * The payouts the job gave up on after its last attempt, oldest first: the money is still
 * held (the provider may have paid), waiting for an operator to check with the provider and
 * retry ({@link retryPayout}).
 */
export async function givenUpPayouts(orm: Orm): Promise<GivenUpPayout[]> {
  return orm
    .select({
      id: withdrawals.id,
      msisdn: accounts.msisdn,
      method: withdrawals.method,
      amount: withdrawals.amount,
      fee: withdrawals.fee,
      attempts: withdrawals.attempts,
      createdAt: withdrawals.createdAt,
      reason: withdrawals.failureReason,
    })
    .from(withdrawals)
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
    .where(givenUp)
    .orderBy(asc(withdrawals.id));
}

/**
 * Puts a payout the job gave up on back in its queue, due at `now` with its attempts
 * counted from zero: the running servers' payout job asks the provider again with the same
 * key (`withdrawal-<id>`), so one already paid is not paid twice. Resolves with false when
 * `id` is not a payout the job gave up on (nothing changed).
 */
export async function retryPayout(orm: Orm, id: number, now: Date): Promise<boolean> {
  const rows = await orm
    .update(withdrawals)
    .set({ payAfter: now, attempts: 0, leaseId: null, leaseUntil: null })
    .where(and(eq(withdrawals.id, id), givenUp, notLeased(withdrawals, now)))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

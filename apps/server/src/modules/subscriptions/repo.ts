import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { orders, subscriptions } from '../../db/schema-orders';
import { claimLeased, oldestDue, retryDue } from '../../jobs/lease';
import type { Claimed, Lease } from '../../jobs/runner';
import { calendarSql, hasOpenPeriod } from '../draws/repo';

/** The SQL of subscriptions. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'reason'
    | 'drawsBought'
    | 'spent'
    | 'lastDrawCode'
    | 'lastDrawAt'
    | 'leaseId'
    | 'leaseUntil'
    | 'attempts'
    | 'retryAt'
    | 'updatedAt'
  >
>;

/** Writes a subscription; undefined when the account already has one with this requestId. */
export async function insertSubscription(
  tx: Orm,
  row: typeof subscriptions.$inferInsert,
): Promise<number | undefined> {
  const [written] = await tx
    .insert(subscriptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return written?.id;
}

function ofAccount(accountId: number, id: number): SQL {
  return and(eq(subscriptions.id, id), eq(subscriptions.accountId, accountId)) as SQL;
}

/** The account's subscription with this id. */
export async function findSubscription(
  orm: Orm,
  accountId: number,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await orm.select().from(subscriptions).where(ofAccount(accountId, id));
  return row;
}

/** The account's subscription with this id, locked `FOR UPDATE`. */
export async function lockSubscription(
  tx: Orm,
  accountId: number,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(ofAccount(accountId, id)).for('update');
  return row;
}

/** The account's subscriptions, newest first. */
export async function subscriptionsOf(orm: Orm, accountId: number): Promise<SubscriptionRow[]> {
  return orm
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function updateSubscription(
  tx: Orm,
  id: number,
  patch: SubscriptionPatch,
): Promise<void> {
  await tx.update(subscriptions).set(patch).where(eq(subscriptions.id, id));
}

/** The active subscription while this claim (`leaseId`) holds it. */
function held(id: number, leaseId: string): SQL {
  return and(
    eq(subscriptions.id, id),
    eq(subscriptions.leaseId, leaseId),
    eq(subscriptions.status, 'active'),
  ) as SQL;
}

/** An active subscription the subscription job may take at `now`: a draw on sale after its last. */
function subscriptionDue(now: Date): SQL {
  return and(
    eq(subscriptions.status, 'active'),
    retryDue(subscriptions.retryAt, now),
    hasOpenPeriod(calendarSql(subscriptions.product), now, subscriptions.lastDrawAt),
  ) as SQL;
}

/**
 * When the oldest due subscription fell due, as near as its row tells: its retry time, else
 * its last bought draw (else its creation).
 */
export function subscriptionsDueSince(orm: Orm, now: Date): Promise<Date | null> {
  return oldestDue(
    orm,
    subscriptions,
    subscriptionDue(now),
    sql`coalesce(${subscriptions.retryAt}, ${subscriptions.lastDrawAt}, ${subscriptions.createdAt})`,
  );
}

/**
 * Claims up to `limit` active subscriptions that are due and have a draw on sale after
 * their last one.
 */
export async function claimDueSubscriptions(
  orm: Orm,
  limit: number,
  lease: Lease,
  key: (row: SubscriptionRow) => string,
): Promise<Claimed<SubscriptionRow>[]> {
  return claimLeased(orm, subscriptions, {
    due: subscriptionDue(lease.now),
    orderBy: [asc(subscriptions.id)],
    limit,
    lease,
    key,
  });
}

/** The active subscription this claim holds, locked `FOR UPDATE`. */
export async function lockHeldSubscription(
  tx: Orm,
  id: number,
  leaseId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(held(id, leaseId)).for('update');
  return row;
}

/** Frees an active subscription this claim holds, due again at `retryAt`. */
export async function releaseSubscription(
  orm: Orm,
  id: number,
  leaseId: string,
  retryAt: Date | null,
): Promise<void> {
  await orm
    .update(subscriptions)
    .set({ leaseId: null, leaseUntil: null, retryAt })
    .where(held(id, leaseId));
}

/** The live stop-on-win subscriptions that bought these orders, with the order bought. */
export async function stopOnWinSubscriptionsOf(tx: Orm, orderIds: readonly number[]) {
  return tx
    .select({ subscription: subscriptions, orderId: orders.id })
    .from(orders)
    .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(subscriptions.stopOnWin, true),
        inArray(subscriptions.status, ['active', 'paused']),
      ),
    );
}

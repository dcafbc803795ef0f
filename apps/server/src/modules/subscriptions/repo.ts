import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { orders, subscriptions } from '../../db/schema-orders';
import { leasedQueue, retryDue } from '../../jobs/lease';
import { calendarSql, hasOpenPeriod } from '../draws';

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

/**
 * The subscription job's queue (`src/jobs/lease.ts`): the active subscriptions, due once
 * their retry time is reached and a draw is on sale after their last one, in id order; a
 * row fell due, as near as it tells, at its retry time, else its last bought draw (else its
 * creation).
 */
export const dueSubscriptions = leasedQueue(subscriptions, {
  live: eq(subscriptions.status, 'active'),
  due: (now) =>
    and(
      retryDue(subscriptions.retryAt, now),
      hasOpenPeriod(calendarSql(subscriptions.product), now, subscriptions.lastDrawAt),
    ) as SQL,
  orderBy: [asc(subscriptions.id)],
  since: sql`coalesce(${subscriptions.retryAt}, ${subscriptions.lastDrawAt}, ${subscriptions.createdAt})`,
  retry: subscriptions.retryAt,
});

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

import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { TicketStatus, playLimits, subscriptions, tickets } from '../../db/schema-orders';

/** The SQL of responsible play: the limits row, what was spent, the spending report. */

export type PlayLimitsRow = typeof playLimits.$inferSelect;
export type PlayLimitsPatch = Partial<
  Pick<
    PlayLimitsRow,
    | 'dailyLimit'
    | 'weeklyLimit'
    | 'monthlyLimit'
    | 'pending'
    | 'pendingAt'
    | 'excludedPermanently'
    | 'excludedUntil'
    | 'updatedAt'
  >
>;

/** The account's limits row (locked `FOR UPDATE` when asked). */
export async function findPlayLimits(
  orm: Orm,
  accountId: number,
  forUpdate: boolean,
): Promise<PlayLimitsRow | undefined> {
  const query = orm.select().from(playLimits).where(eq(playLimits.accountId, accountId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Gives the account its limits row (no limit) when it has none. */
export async function ensurePlayLimits(tx: Orm, accountId: number, now: Date): Promise<void> {
  await tx.insert(playLimits).values({ accountId, updatedAt: now }).onConflictDoNothing();
}

export async function updatePlayLimits(
  tx: Orm,
  accountId: number,
  patch: PlayLimitsPatch,
): Promise<void> {
  await tx.update(playLimits).set(patch).where(eq(playLimits.accountId, accountId));
}

/** Pauses the account's active subscriptions with `reason`; answers how many. */
export async function pauseActiveSubscriptions(
  tx: Orm,
  accountId: number,
  reason: string,
  now: Date,
): Promise<number> {
  const paused = await tx
    .update(subscriptions)
    .set({ status: 'paused', reason, updatedAt: now })
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  return paused.length;
}

/** The price and time of the account's tickets (not refunded) bought since `since`. */
export async function ticketsBoughtSince(orm: Orm, accountId: number, since: Date) {
  return orm
    .select({ price: tickets.price, createdAt: tickets.createdAt })
    .from(tickets)
    .where(
      and(
        eq(tickets.accountId, accountId),
        ne(tickets.status, TicketStatus.cancelled),
        gte(tickets.createdAt, since),
      ),
    );
}

/** In SQL: the Vietnam day (`YYYY-MM-DD`) of a timestamp column. */
function vnDaySql(column: typeof tickets.createdAt | typeof tickets.settledAt) {
  return sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
}

/**
 * Since `from`, per Vietnam day: what the account's tickets cost by status (`spent`), and
 * the net prizes of its settled tickets (`prizes`), as decimal text.
 */
export async function spendingByDay(orm: Orm, accountId: number, from: Date) {
  const dayOf = vnDaySql(tickets.createdAt);
  const settledDay = vnDaySql(tickets.settledAt);
  const spent = await orm
    .select({ day: dayOf, status: tickets.status, total: sql<string>`sum(${tickets.price})::text` })
    .from(tickets)
    .where(and(eq(tickets.accountId, accountId), gte(tickets.createdAt, from)))
    .groupBy(dayOf, tickets.status);
  const prizes = await orm
    .select({ day: settledDay, total: sql<string>`sum(${tickets.prizeNet})::text` })
    .from(tickets)
    .where(
      and(
        eq(tickets.accountId, accountId),
        eq(tickets.status, TicketStatus.done),
        gte(tickets.settledAt, from),
      ),
    )
    .groupBy(settledDay);
  return { spent, prizes };
}

import { BuyType, SPENT_FOR_LIMITS } from '@veso/domain';
import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { columnsOf, runStatement, statement } from '../../db/prepared';
import { groupPlayMembers } from '../../db/schema-groups';
import { TicketStatus, orders, playLimits, subscriptions, tickets } from '../../db/schema-orders';

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

const PLAY_LIMITS = statement(
  'play_limits_by_account',
  `SELECT ${columnsOf(playLimits)} FROM play_limits WHERE account_id = $1`,
);
const PLAY_LIMITS_LOCKED = statement(
  'play_limits_by_account_locked',
  `${PLAY_LIMITS.text} FOR UPDATE`,
);

/** The account's limits row (locked `FOR UPDATE` when asked): every purchase reads it. */
export async function findPlayLimits(
  orm: Orm,
  accountId: number,
  forUpdate: boolean,
): Promise<PlayLimitsRow | undefined> {
  const [row] = await runStatement<PlayLimitsRow>(
    orm,
    forUpdate ? PLAY_LIMITS_LOCKED : PLAY_LIMITS,
    [accountId],
  );
  return row;
}

/**
 * Why the spending limits refuse a purchase (`play_limits_refusal`, migration 0026: the one
 * implementation of the check, which the purchase itself calls too); null when they allow
 * it.
 */
export type LimitsRefusal =
  | { refused: 'excludedForever' }
  | { refused: 'excludedUntil'; until: string }
  | { refused: 'overLimit'; period: 'daily' | 'weekly' | 'monthly'; limit: number; left: number };

/** What counts as spent, as the database's check takes it (the domain's rule). */
const SPENT_JSON = JSON.stringify(SPENT_FOR_LIMITS);

const LIMITS_REFUSAL = statement(
  'play_limits_refusal',
  `SELECT play_limits_refusal($1::bigint, $2::bigint, $3::timestamptz, $4::text::jsonb, $5::boolean, $6::text::jsonb) AS refusal`,
);

/**
 * Checks a purchase of `amount` against the account's self-exclusion and spending limits in
 * one statement (`starts`: the period starts, see `play_limits_refusal`); `lock`
 * locks the limits row for the caller's transaction.
 */
export async function limitsRefusal(
  orm: Orm,
  accountId: number,
  amount: number,
  now: Date,
  starts: Readonly<Record<string, string>>,
  lock: boolean,
): Promise<LimitsRefusal | null> {
  const [row] = await runStatement<{ refusal: LimitsRefusal | string | null }>(
    orm,
    LIMITS_REFUSAL,
    [accountId, amount, now.toISOString(), JSON.stringify(starts), lock, SPENT_JSON],
  );
  const refusal = row?.refusal ?? null;
  return typeof refusal === 'string' ? (JSON.parse(refusal) as LimitsRefusal) : refusal;
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

/**
 * A ticket of the account's own buying: not one of a group's order (the leader's account
 * holds those tickets, but each member spent only their shares).
 */
const notGroupTicket = sql`not exists (select 1 from ${orders} where ${orders.id} = ${tickets.orderId} and ${orders.buyType} = ${BuyType.group})`;

/**
 * What the account spent since `since`, as (price, time) rows, in one statement, as the
 * domain's `SPENT_FOR_LIMITS` counts it (the database's `play_limits_refusal` reads the
 * same rule): its own tickets (not refunded, not of a group's order) and its group shares
 * (held or paid, at the time it joined).
 */
export async function ticketsBoughtSince(orm: Orm, accountId: number, since: Date) {
  const { excludedTicketStatuses, excludedBuyTypes, countedShareStates } = SPENT_FOR_LIMITS;
  return orm
    .select({ price: tickets.price, createdAt: tickets.createdAt })
    .from(tickets)
    .where(
      and(
        eq(tickets.accountId, accountId),
        notInArray(tickets.status, [...excludedTicketStatuses]),
        gte(tickets.createdAt, since),
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${tickets.orderId} and ${inArray(orders.buyType, [...excludedBuyTypes])})`,
      ),
    )
    .unionAll(
      orm
        .select({ price: groupPlayMembers.amount, createdAt: groupPlayMembers.joinedAt })
        .from(groupPlayMembers)
        .where(
          and(
            eq(groupPlayMembers.accountId, accountId),
            inArray(groupPlayMembers.state, [...countedShareStates]),
            gte(groupPlayMembers.joinedAt, since),
          ),
        ),
    );
}

/** In SQL: the Vietnam day (`YYYY-MM-DD`) of a timestamp column. */
function vnDaySql(
  column:
    | typeof tickets.createdAt
    | typeof tickets.settledAt
    | typeof groupPlayMembers.joinedAt
    | typeof groupPlayMembers.updatedAt,
) {
  return sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
}

/**
 * Since `from`, per Vietnam day: what the account's tickets and group shares cost by status
 * (`spent`; a refunded share counts as a cancelled ticket), and the net prizes of its
 * settled tickets and group shares (`prizes`), as decimal text.
 */
export async function spendingByDay(orm: Orm, accountId: number, from: Date) {
  const dayOf = vnDaySql(tickets.createdAt);
  const settledDay = vnDaySql(tickets.settledAt);
  const joinedDay = vnDaySql(groupPlayMembers.joinedAt);
  // Literals, not parameters: the expression is grouped by, and unioned with an integer.
  const shareStatus = sql<number>`(case when ${groupPlayMembers.state} = 'refunded' then ${sql.raw(String(TicketStatus.cancelled))} else ${sql.raw(String(TicketStatus.done))} end)::int`;
  const spent = await orm
    .select({ day: dayOf, status: tickets.status, total: sql<string>`sum(${tickets.price})::text` })
    .from(tickets)
    .where(and(eq(tickets.accountId, accountId), gte(tickets.createdAt, from), notGroupTicket))
    .groupBy(dayOf, tickets.status)
    .unionAll(
      orm
        .select({
          day: joinedDay,
          status: shareStatus,
          total: sql<string>`sum(${groupPlayMembers.amount})::text`,
        })
        .from(groupPlayMembers)
        .where(and(eq(groupPlayMembers.accountId, accountId), gte(groupPlayMembers.joinedAt, from)))
        .groupBy(joinedDay, shareStatus),
    );
  const prizeDay = vnDaySql(groupPlayMembers.updatedAt);
  const prizes = await orm
    .select({ day: settledDay, total: sql<string>`sum(${tickets.prizeNet})::text` })
    .from(tickets)
    .where(
      and(
        eq(tickets.accountId, accountId),
        eq(tickets.status, TicketStatus.done),
        gte(tickets.settledAt, from),
        notGroupTicket,
      ),
    )
    .groupBy(settledDay)
    .unionAll(
      orm
        .select({ day: prizeDay, total: sql<string>`sum(${groupPlayMembers.prizeNet})::text` })
        .from(groupPlayMembers)
        .where(
          and(
            eq(groupPlayMembers.accountId, accountId),
            sql`${groupPlayMembers.prizeNet} > 0`,
            gte(groupPlayMembers.updatedAt, from),
          ),
        )
        .groupBy(prizeDay),
    );
  return { spent, prizes };
}

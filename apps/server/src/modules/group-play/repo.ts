import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts } from '../../db/schema';
import { groupPlayGroups, groupPlayMembers, groupSharePayments } from '../../db/schema-groups';
import { tickets } from '../../db/schema-orders';
import { leasedQueue, retryDue } from '../../jobs/lease';

/** The SQL of group play: groups, their members, the deadline job's claims. */

export type GroupRow = typeof groupPlayGroups.$inferSelect;
export type NewGroupRow = typeof groupPlayGroups.$inferInsert;
export type MemberRow = typeof groupPlayMembers.$inferSelect;
export type GroupTicketRow = typeof tickets.$inferSelect;

/** Writes a draft group; null when the leader already made one with this requestId. */
export async function insertGroup(tx: Orm, values: NewGroupRow): Promise<GroupRow | null> {
  const [row] = await tx.insert(groupPlayGroups).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The leader's group made with this requestId. */
export async function findGroupByRequest(
  orm: Orm,
  leaderAccountId: number,
  requestId: string,
): Promise<GroupRow | undefined> {
  const [row] = await orm
    .select()
    .from(groupPlayGroups)
    .where(
      and(
        eq(groupPlayGroups.leaderAccountId, leaderAccountId),
        eq(groupPlayGroups.requestId, requestId),
      ),
    );
  return row;
}

export async function findGroup(orm: Orm, id: number): Promise<GroupRow | undefined> {
  const [row] = await orm.select().from(groupPlayGroups).where(eq(groupPlayGroups.id, id));
  return row;
}

/** The group locked `FOR UPDATE`: every purchase, leave and refund of it queues here. */
export async function lockGroup(tx: Orm, id: number): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(groupPlayGroups)
    .where(eq(groupPlayGroups.id, id))
    .for('update');
  return row;
}

export async function updateGroup(
  tx: Orm,
  id: number,
  patch: Partial<NewGroupRow>,
): Promise<GroupRow> {
  const [row] = await tx
    .update(groupPlayGroups)
    .set(patch)
    .where(eq(groupPlayGroups.id, id))
    .returning();
  if (!row) throw new Error(`Group ${id} vanished`);
  return row;
}

/** Every member row of a group, in the order they first joined. */
export async function membersOf(orm: Orm, groupId: number): Promise<MemberRow[]> {
  return orm
    .select()
    .from(groupPlayMembers)
    .where(eq(groupPlayMembers.groupId, groupId))
    .orderBy(asc(groupPlayMembers.id));
}

/** The account's member rows among these groups. */
export async function membershipsOf(
  orm: Orm,
  accountId: number,
  groupIds: readonly number[],
): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  return orm
    .select()
    .from(groupPlayMembers)
    .where(
      and(
        eq(groupPlayMembers.accountId, accountId),
        inArray(groupPlayMembers.groupId, [...groupIds]),
      ),
    );
}

/** How many members hold shares (held or paid) in each of these groups. */
export async function memberCounts(
  orm: Orm,
  groupIds: readonly number[],
): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await orm
    .select({ groupId: groupPlayMembers.groupId, n: count() })
    .from(groupPlayMembers)
    .where(
      and(
        inArray(groupPlayMembers.groupId, [...groupIds]),
        inArray(groupPlayMembers.state, ['held', 'paid']),
      ),
    )
    .groupBy(groupPlayMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

/** Writes a member's first shares of a group. */
export async function insertMember(
  tx: Orm,
  values: typeof groupPlayMembers.$inferInsert,
): Promise<MemberRow> {
  const [row] = await tx.insert(groupPlayMembers).values(values).returning();
  if (!row) throw new Error('Member not written');
  return row;
}

export async function updateMember(
  tx: Orm,
  id: number,
  patch: Partial<typeof groupPlayMembers.$inferInsert>,
): Promise<MemberRow> {
  const [row] = await tx
    .update(groupPlayMembers)
    .set(patch)
    .where(eq(groupPlayMembers.id, id))
    .returning();
  if (!row) throw new Error(`Member ${id} vanished`);
  return row;
}

/** Moves every member of a group in state `from` to `to`; answers the rows moved. */
export async function moveMembers(
  tx: Orm,
  groupId: number,
  from: string,
  to: string,
  now: Date,
): Promise<MemberRow[]> {
  return tx
    .update(groupPlayMembers)
    .set({ state: to, updatedAt: now })
    .where(and(eq(groupPlayMembers.groupId, groupId), eq(groupPlayMembers.state, from)))
    .returning();
}

/** Adds a part of a prize to a member's prize columns. */
export async function addMemberPrize(
  tx: Orm,
  id: number,
  part: { gross: number; tax: number; net: number },
): Promise<void> {
  await tx
    .update(groupPlayMembers)
    .set({
      prizeGross: sql`${groupPlayMembers.prizeGross} + ${part.gross}`,
      prizeTax: sql`${groupPlayMembers.prizeTax} + ${part.tax}`,
      prizeNet: sql`${groupPlayMembers.prizeNet} + ${part.net}`,
    })
    .where(eq(groupPlayMembers.id, id));
}

/** The tickets of an order, by draw then id. */
export async function ticketsOfOrder(orm: Orm, orderId: number): Promise<GroupTicketRow[]> {
  return orm
    .select()
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.drawAt), asc(tickets.id));
}

/** One ticket by id. */
export async function findTicket(orm: Orm, id: number): Promise<GroupTicketRow | undefined> {
  const [row] = await orm.select().from(tickets).where(eq(tickets.id, id));
  return row;
}

/** Names to show for accounts: the full name when given, else the msisdn. */
export async function accountNames(
  orm: Orm,
  ids: readonly number[],
): Promise<Map<number, { fullname: string | null; msisdn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: accounts.id, fullname: accounts.fullname, msisdn: accounts.msisdn })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { fullname: r.fullname, msisdn: r.msisdn }]));
}

/** A page of groups and how many match. */
export type GroupPage = { rows: GroupRow[]; total: number };

async function page(
  orm: Orm,
  where: SQL,
  orderBy: SQL[],
  paging: { pageIndex: number; pageSize: number },
): Promise<GroupPage> {
  const [rows, [counted]] = await Promise.all([
    orm
      .select()
      .from(groupPlayGroups)
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    orm.select({ n: count() }).from(groupPlayGroups).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Filters of the public lists. */
export type GroupFilter = { kind?: string; product?: string };

function filtered(base: SQL, filter: GroupFilter): SQL {
  const parts: SQL[] = [base];
  if (filter.kind) parts.push(eq(groupPlayGroups.kind, filter.kind));
  if (filter.product) parts.push(eq(groupPlayGroups.product, filter.product));
  return and(...parts) as SQL;
}

/**
 * Open groups still selling at `now`: newest first (`new`), or those at least
 * `almostPercent` sold, the fullest first (`almostComplete`).
 */
export async function openGroups(
  orm: Orm,
  input: GroupFilter & {
    now: Date;
    almostPercent: number | null;
    pageIndex: number;
    pageSize: number;
  },
): Promise<GroupPage> {
  const selling = and(
    eq(groupPlayGroups.status, 'open'),
    sql`${groupPlayGroups.deadline} > ${input.now}`,
  ) as SQL;
  if (input.almostPercent === null) {
    return page(
      orm,
      filtered(selling, input),
      [desc(groupPlayGroups.publishedAt), desc(groupPlayGroups.id)],
      input,
    );
  }
  const almost = and(
    selling,
    sql`${groupPlayGroups.soldShares} * 100 >= ${groupPlayGroups.totalShares} * ${input.almostPercent}`,
  ) as SQL;
  return page(
    orm,
    filtered(almost, input),
    [
      sql`${groupPlayGroups.soldShares}::float8 / ${groupPlayGroups.totalShares} desc`,
      asc(groupPlayGroups.deadline),
      asc(groupPlayGroups.id),
    ],
    input,
  );
}

/** Completed groups (ordered or settled), the latest completed first. */
export async function completedGroups(
  orm: Orm,
  input: GroupFilter & { pageIndex: number; pageSize: number },
): Promise<GroupPage> {
  return page(
    orm,
    filtered(inArray(groupPlayGroups.status, ['ordered', 'settled']), input),
    [desc(groupPlayGroups.closedAt), desc(groupPlayGroups.id)],
    input,
  );
}

/** Groups that won, biggest prize first. */
export async function winningGroups(
  orm: Orm,
  input: GroupFilter & { pageIndex: number; pageSize: number },
): Promise<GroupPage> {
  return page(
    orm,
    filtered(
      and(eq(groupPlayGroups.status, 'settled'), eq(groupPlayGroups.groupStatusWin, 1)) as SQL,
      input,
    ),
    [desc(groupPlayGroups.prizeGross), desc(groupPlayGroups.id)],
    input,
  );
}

/** The account's groups (led, or joined even if left since), newest first. */
export async function groupsOfAccount(
  orm: Orm,
  input: { accountId: number; status?: string; pageIndex: number; pageSize: number },
): Promise<GroupPage> {
  const mine = sql`exists (select 1 from ${groupPlayMembers} where ${groupPlayMembers.groupId} = ${groupPlayGroups.id} and ${groupPlayMembers.accountId} = ${input.accountId})`;
  const leads = and(
    eq(groupPlayGroups.leaderAccountId, input.accountId),
    eq(groupPlayGroups.status, 'draft'),
  );
  const where = sql`(${mine} or ${leads})`;
  return page(
    orm,
    input.status ? (and(where, eq(groupPlayGroups.status, input.status)) as SQL) : where,
    [desc(groupPlayGroups.createdAt), desc(groupPlayGroups.id)],
    input,
  );
}

/**
 * The deadline job's queue (`src/jobs/lease.ts`): the groups not ordered (open, or drafts
 * never published), due once past their deadline and their retry time, earliest deadline
 * first; a group fell due at its retry time, else its deadline.
 */
export const expiredGroups = leasedQueue(groupPlayGroups, {
  live: inArray(groupPlayGroups.status, ['open', 'draft']),
  due: (now) =>
    and(lte(groupPlayGroups.deadline, now), retryDue(groupPlayGroups.retryAt, now)) as SQL,
  orderBy: [asc(groupPlayGroups.deadline), asc(groupPlayGroups.id)],
  since: sql`coalesce(${groupPlayGroups.retryAt}, ${groupPlayGroups.deadline})`,
  retry: groupPlayGroups.retryAt,
});

/** The groups whose tickets are these orders, locked `FOR UPDATE` (settlement). */
export async function lockGroupsOfOrders(
  tx: Orm,
  orderIds: readonly number[],
): Promise<GroupRow[]> {
  if (orderIds.length === 0) return [];
  return (
    tx
      .select()
      .from(groupPlayGroups)
      // One array parameter, however many orders (a draw's settlement asks for thousands).
      .where(sql`${groupPlayGroups.orderId} = any(${sql.param([...new Set(orderIds)])}::bigint[])`)
      .orderBy(asc(groupPlayGroups.id))
      .for('update')
  );
}

/** The group whose tickets are the order `orderId`. */
export async function findGroupOfOrder(orm: Orm, orderId: number): Promise<GroupRow | undefined> {
  const [row] = await orm
    .select()
    .from(groupPlayGroups)
    .where(eq(groupPlayGroups.orderId, orderId));
  return row;
}

type SharePaymentRow = typeof groupSharePayments.$inferSelect;

/** The share payment of a gateway payment, if it is one. */
export async function findSharePayment(
  orm: Orm,
  paymentId: string,
): Promise<SharePaymentRow | undefined> {
  const [row] = await orm
    .select()
    .from(groupSharePayments)
    .where(eq(groupSharePayments.paymentId, paymentId));
  return row;
}

/** Links a gateway payment to the shares it pays for. */
export async function insertSharePayment(
  tx: Orm,
  values: typeof groupSharePayments.$inferInsert,
): Promise<SharePaymentRow | undefined> {
  const [row] = await tx.insert(groupSharePayments).values(values).returning();
  return row;
}

/** What became of a share payment's money: held in the group, or refused (and why). */
export async function recordSharePaymentOutcome(
  tx: Orm,
  paymentId: string,
  outcome: Pick<SharePaymentRow, 'outcome' | 'refusal' | 'settledAt'>,
): Promise<void> {
  await tx
    .update(groupSharePayments)
    .set(outcome)
    .where(eq(groupSharePayments.paymentId, paymentId));
}

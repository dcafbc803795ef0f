import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, ledgerTransactions } from '../../db/schema';
import { TicketStatus, orderItems, orders, tickets } from '../../db/schema-orders';
import { leasedQueue, notLeased, retryDue } from '../../jobs/lease';
import { calendarSql, periodOnSale } from '../draws';

/** The SQL of printing: the print and cut-off refund jobs' tickets, ship fee refunds, images. */

export type TicketRow = typeof tickets.$inferSelect;

// The period a ticket is printed for is its product's calendar's (Max 3D+ prints on `max3d`).
const ticketCalendar: SQL = calendarSql(tickets.product);

/**
 * Whether a ticket can still be printed at `now`: before its cut-off, and its period still
 * open (the draws module may close or draw a period early, e.g. the sandbox's draw-now).
 */
function printable(now: Date): SQL {
  return and(
    gt(tickets.salesCloseAt, now),
    periodOnSale(ticketCalendar, tickets.drawCode, now),
  ) as SQL;
}

/**
 * A ticket waiting to be printed: status 0, neither printed nor cancelled (what the partial
 * index `tickets_waiting_close_idx` holds: no index of the tickets names their status, so
 * settling updates them in place; see src/db/schema-orders.ts).
 */
const waiting: SQL = and(
  eq(tickets.status, TicketStatus.waiting),
  isNull(tickets.printedAt),
  isNull(tickets.cancelledAt),
) as SQL;

/**
 * The print job's queue (`src/jobs/lease.ts`): the waiting tickets, due while they can be
 * printed and their retry time is reached (a ticket given up waits for its cut-off), in id
 * order; a ticket fell due at its retry time, else when it was bought.
 */
export const printableTickets = leasedQueue(tickets, {
  live: waiting,
  due: (now) => and(printable(now), or(isNull(tickets.retryAt), lte(tickets.retryAt, now))) as SQL,
  orderBy: [asc(tickets.id)],
  since: sql`coalesce(${tickets.retryAt}, ${tickets.createdAt})`,
  retry: tickets.retryAt,
});

/**
 * The cut-off refund job's queue over the same rows and lease: the waiting tickets that can
 * no longer be printed, due once their retry time is reached; a ticket fell due at its
 * retry time, else its cut-off.
 */
export const unprintableTickets = leasedQueue(tickets, {
  live: waiting,
  due: (now) => and(not(printable(now)), retryDue(tickets.retryAt, now)) as SQL,
  orderBy: [asc(tickets.id)],
  since: sql`coalesce(${tickets.retryAt}, ${tickets.salesCloseAt})`,
  retry: tickets.retryAt,
});

/**
 * A ticket the print job gave up on: still waiting and printable, no live lease, and left
 * to its cut-off (`retry_at` = sales close, where the refund job takes it).
 */
function printGivenUp(now: Date): SQL {
  return and(
    waiting,
    printable(now),
    eq(tickets.retryAt, tickets.salesCloseAt),
    notLeased(tickets, now),
  ) as SQL;
}

/** The tickets the print job gave up on, oldest first (at most `limit`). */
export async function givenUpPrints(
  orm: Orm,
  now: Date,
  limit = 1000,
): Promise<{ id: number; attempts: number; dueAt: Date | null }[]> {
  return orm
    .select({ id: tickets.id, attempts: tickets.attempts, dueAt: tickets.retryAt })
    .from(tickets)
    .where(printGivenUp(now))
    .orderBy(asc(tickets.id))
    .limit(limit);
}

/**
 * Puts a ticket the print job gave up on back in its queue, due at `now` with its attempts
 * counted anew (the agent is asked again with the same key, `ticket-<id>`); false when it is
 * not one of them (nothing changed).
 */
export async function retryPrint(orm: Orm, id: number, now: Date): Promise<boolean> {
  const rows = await orm
    .update(tickets)
    .set({ retryAt: now, attempts: 0 })
    .where(and(eq(tickets.id, id), printGivenUp(now)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/**
 * Records the print of a ticket this claim holds while it can still be printed at
 * `print.now` (before its cut-off, its period on sale); false otherwise: the claim lost it,
 * or the agent answered too late and the cut-off refund takes the ticket (a draw is
 * settled once, after its cut-off: a later print would never be settled).
 */
export async function markPrinted(
  tx: Orm,
  ticketId: number,
  leaseId: string,
  print: { serial: string; securityCode: string; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .update(tickets)
    .set({
      status: TicketStatus.printed,
      serial: print.serial,
      securityCode: print.securityCode,
      printedAt: print.now,
      leaseId: null,
      leaseUntil: null,
    })
    .where(and(printableTickets.held(ticketId, leaseId), printable(print.now)))
    .returning({ id: tickets.id });
  return row !== undefined;
}

/**
 * How many of an order's tickets are printed, of those not cancelled, once the other print
 * records of the order have committed: a transaction-scoped lock per order serialises them
 * (taken by print records only, after their ticket update), so the last one counts them all.
 */
export async function printedOfOrder(
  tx: Orm,
  orderId: number,
): Promise<{ printed: number; total: number }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('veso.print-notice'), ${orderId}::int)`,
  );
  const [row] = await tx
    .select({
      printed: sql<number>`count(*) filter (where ${tickets.printedAt} is not null)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), ne(tickets.status, TicketStatus.cancelled)));
  return { printed: row?.printed ?? 0, total: row?.total ?? 0 };
}

/** Cancels a ticket (and frees its lease). */
export async function markCancelled(tx: Orm, ticketId: number, now: Date): Promise<void> {
  await tx
    .update(tickets)
    .set({ status: TicketStatus.cancelled, cancelledAt: now, leaseId: null, leaseUntil: null })
    .where(eq(tickets.id, ticketId));
}

/** The refs among `refs` that already have a posting of `kind` (in the caller's transaction). */
export async function postedRefs(
  tx: Orm,
  kind: string,
  refs: readonly string[],
): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await tx
    .select({ ref: ledgerTransactions.ref })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), inArray(ledgerTransactions.ref, [...refs])));
  return new Set(rows.map((row) => row.ref));
}

/** The orders among `ids` with a ship fee, locked `FOR UPDATE` in id order. */
export async function lockShippedOrders(tx: Orm, ids: readonly number[]) {
  return tx
    .select({ id: orders.id, accountId: orders.accountId, shipFee: orders.shipFee })
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), gt(orders.shipFee, 0)))
    .orderBy(asc(orders.id))
    .for('update');
}

/** The orders among `ids` that still have a ticket not cancelled. */
export async function ordersWithLiveTickets(tx: Orm, ids: readonly number[]): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ orderId: tickets.orderId })
    .from(tickets)
    .where(and(inArray(tickets.orderId, [...ids]), ne(tickets.status, TicketStatus.cancelled)));
  return new Set(rows.map((row) => row.orderId));
}

/** The account's printed ticket with its number sets and the buyer's name and msisdn. */
export async function findPrintedTicket(orm: Orm, accountId: number, ticketId: number) {
  const [row] = await orm
    .select({
      ticket: tickets,
      numberInfos: orderItems.numberInfos,
      msisdn: accounts.msisdn,
      fullname: accounts.fullname,
    })
    .from(tickets)
    .innerJoin(orderItems, eq(orderItems.id, tickets.itemId))
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.accountId, accountId), isNotNull(tickets.serial)),
    );
  return row;
}

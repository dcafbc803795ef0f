import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, drawResults } from '../../db/schema';
import { TicketStatus, drawSettlements, orderItems, tickets } from '../../db/schema-orders';
import { leasedQueue, notLeased, retryDue } from '../../jobs/lease';
import { calendarSql } from '../draws';

/** The SQL of settlement: due draws, their results, pots and tickets, settlement rows. */

export type SettlementRow = typeof drawSettlements.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

/** What `execute` answers on both drivers (node-postgres and PGlite). */
type SqlRows<T> = { rows: T[] };

/**
 * Draws of `product` with a result in its calendar (`draw_results`, whoever wrote it),
 * printed tickets and no settlement row yet (at most 100). Driven by the calendar's results
 * without a settlement row, each looked up among the tickets by product and draw (no index
 * of the tickets names their status: see `tickets` in src/db/schema-orders.ts).
 */
export async function unsettledDrawsOf(
  orm: Orm,
  product: string,
  calendar: string,
): Promise<{ product: string; drawCode: string }[]> {
  return orm
    .select({ product: sql<string>`${product}::text`, drawCode: drawResults.drawCode })
    .from(drawResults)
    .where(
      and(
        eq(drawResults.product, calendar),
        sql`not exists (select 1 from ${drawSettlements} where ${drawSettlements.product} = ${product} and ${drawSettlements.drawCode} = ${drawResults.drawCode})`,
        sql`exists (select 1 from ${tickets} where ${tickets.product} = ${product} and ${tickets.drawCode} = ${drawResults.drawCode} and ${tickets.status} = ${TicketStatus.printed})`,
      ),
    )
    .limit(100);
}

/** A draw's settlement row not settled yet (pending): what the settlement job claims. */
function pendingRow(draw: { product: string; drawCode: string }) {
  return {
    product: draw.product,
    drawCode: draw.drawCode,
    pots: {},
    tickets: 0,
    winners: 0,
    paidNet: 0,
    taxWithheld: 0,
    settledAt: null,
  };
}

/** Writes a pending settlement row for each draw; a row already there is kept. */
export async function insertPendingSettlements(
  orm: Orm,
  draws: readonly { product: string; drawCode: string }[],
): Promise<void> {
  if (draws.length === 0) return;
  await orm.insert(drawSettlements).values(draws.map(pendingRow)).onConflictDoNothing();
}

/** The draw's settlement row locked `FOR UPDATE`. */
export async function lockSettlement(
  tx: Orm,
  product: string,
  drawCode: string,
): Promise<SettlementRow | undefined> {
  const [row] = await tx
    .select()
    .from(drawSettlements)
    .where(and(eq(drawSettlements.product, product), eq(drawSettlements.drawCode, drawCode)))
    .for('update');
  return row;
}

/**
 * The settlement job's queue (`src/jobs/lease.ts`): the pending rows (`settled_at` null,
 * not given up), due once their retry time is reached, in id order; a row fell due at its retry time, else
 * when its draw's result was stored (a draw is found due, and its row written, by the job's
 * own run).
 */
export const pendingSettlements = leasedQueue(drawSettlements, {
  live: and(isNull(drawSettlements.settledAt), isNull(drawSettlements.givenUpAt)) as SQL,
  due: (now) => retryDue(drawSettlements.retryAt, now),
  orderBy: [asc(drawSettlements.id)],
  since: sql`coalesce(${drawSettlements.retryAt}, (select min(${drawResults.createdAt}) from ${drawResults} where ${drawResults.product} = ${calendarSql(drawSettlements.product)} and ${drawResults.drawCode} = ${drawSettlements.drawCode}))`,
  retry: drawSettlements.retryAt,
});

/**
 * The numbers of a draw's result in `calendar`, locked `FOR SHARE` until the settlement
 * commits: a real result replacing a generated one waits for it, then sees it settled.
 */
export async function resultNumbers(
  tx: Orm,
  calendar: string,
  drawCode: string,
): Promise<{ numbers: unknown } | undefined> {
  const [result] = await tx
    .select({ numbers: drawResults.numbers })
    .from(drawResults)
    .where(and(eq(drawResults.product, calendar), eq(drawResults.drawCode, drawCode)))
    .for('share');
  return result;
}

/**
 * Settles every printed ticket of a draw as won nothing, in one statement, and answers them
 * (what settling needs of them: id, order, account, number sets; in no order, the caller
 * sorts them, which a sort of 100,000 rows in the database would spill to disk for). The
 * caller then records the winners' prizes on theirs ({@link recordTicketWins}) in the same
 * transaction. The update is the tickets' row lock: no separate `FOR UPDATE` pass, and no
 * ticket printed since the read left printed (the count check it needed).
 */
export async function settlePrintedTickets(
  tx: Orm,
  draw: { product: string; drawCode: string },
  now: Date,
) {
  return tx
    .update(tickets)
    .set({
      status: TicketStatus.done,
      winStatus: 0,
      prizeGross: 0,
      prizeTax: 0,
      prizeNet: 0,
      wins: sql`'[]'::jsonb`,
      settledAt: now,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.id, tickets.itemId),
        eq(tickets.product, draw.product),
        eq(tickets.drawCode, draw.drawCode),
        eq(tickets.status, TicketStatus.printed),
      ),
    )
    .returning({
      ticket: {
        id: tickets.id,
        orderId: tickets.orderId,
        accountId: tickets.accountId,
        drawAt: tickets.drawAt,
      },
      numberInfos: orderItems.numberInfos,
    });
}

/**
 * The stored pots of a draw (`jackpot_pools`, read by SQL so settlement works whoever keeps
 * the pools); undefined when there is no row, or no such table.
 */
export async function storedPots(
  tx: Orm,
  product: string,
  drawCode: string,
): Promise<{ jackpot: string; jackpot2: string | null } | undefined> {
  const present = (await tx.execute(
    sql`select to_regclass('jackpot_pools') is not null as present`,
  )) as unknown as SqlRows<{ present: boolean }>;
  if (!present.rows[0]?.present) return undefined;
  const found = (await tx.execute(
    sql`select jackpot::text as jackpot, jackpot2::text as jackpot2 from jackpot_pools where product = ${product} and draw_code = ${drawCode}`,
  )) as unknown as SqlRows<{ jackpot: string; jackpot2: string | null }>;
  return found.rows[0];
}

/** What settling a ticket writes on it. */
export type TicketSettlement = Pick<
  TicketRow,
  'winStatus' | 'prizeGross' | 'prizeTax' | 'prizeNet' | 'wins' | 'claimInPerson'
>;

/**
 * Records the prizes of a draw's winning tickets, settled by {@link settlePrintedTickets} in
 * the caller's transaction, in one statement (their rows one JSON parameter); the others
 * keep what it wrote (won nothing).
 */
export async function recordTicketWins(
  tx: Orm,
  settled: readonly { ticketId: number; settlement: TicketSettlement }[],
): Promise<void> {
  const won = settled.filter(
    (row) => row.settlement.winStatus !== 0 || row.settlement.prizeGross !== 0,
  );
  if (won.length === 0) return;
  const rows = won.map(({ ticketId, settlement: s }) => ({
    id: ticketId,
    win_status: s.winStatus,
    gross: s.prizeGross,
    tax: s.prizeTax,
    net: s.prizeNet,
    wins: s.wins,
    claim_in_person: s.claimInPerson,
  }));
  await tx.execute(
    sql`update ${tickets} set win_status = v.win_status, prize_gross = v.gross, prize_tax = v.tax, prize_net = v.net, wins = v.wins, claim_in_person = v.claim_in_person
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, win_status int, gross bigint, tax bigint, net bigint, wins jsonb, claim_in_person boolean)
      where ${tickets.id} = v.id`,
  );
}

/** Marks a draw's settlement row settled with its totals (and frees its lease). */
export async function markDrawSettled(
  tx: Orm,
  id: number,
  totals: Pick<SettlementRow, 'pots' | 'tickets' | 'winners' | 'paidNet' | 'taxWithheld'>,
  now: Date,
): Promise<void> {
  await tx
    .update(drawSettlements)
    .set({ ...totals, settledAt: now, leaseId: null, leaseUntil: null })
    .where(eq(drawSettlements.id, id));
}

/** A draw the settlement job gave up on (its stored result breaks the game's rules). */
export type GivenUpSettlement = Pick<
  SettlementRow,
  'id' | 'product' | 'drawCode' | 'attempts' | 'givenUpAt' | 'failureReason'
>;

const givenUp = and(isNull(drawSettlements.settledAt), isNotNull(drawSettlements.givenUpAt));

/** The draws the settlement job gave up on, oldest first (`jobs dead settlement`). */
export async function givenUpSettlements(orm: Orm): Promise<GivenUpSettlement[]> {
  return orm
    .select({
      id: drawSettlements.id,
      product: drawSettlements.product,
      drawCode: drawSettlements.drawCode,
      attempts: drawSettlements.attempts,
      givenUpAt: drawSettlements.givenUpAt,
      failureReason: drawSettlements.failureReason,
    })
    .from(drawSettlements)
    .where(givenUp)
    .orderBy(asc(drawSettlements.id));
}

/**
 * Puts a draw the settlement job gave up on back in its queue, due now with its attempts
 * counted anew (`jobs retry settlement <id>`); false when `id` is not one (nothing changed).
 */
export async function retrySettlement(orm: Orm, id: number, now: Date): Promise<boolean> {
  const rows = await orm
    .update(drawSettlements)
    .set({ givenUpAt: null, failureReason: null, retryAt: now, attempts: 0 })
    .where(and(eq(drawSettlements.id, id), givenUp, notLeased(drawSettlements, now)))
    .returning({ id: drawSettlements.id });
  return rows.length > 0;
}

/** A prize held for an in-person claim that the shop has not recorded paid yet. */
export type OpenClaim = {
  ticketId: number;
  orderId: number;
  msisdn: string;
  product: string;
  drawCode: string;
  drawAt: Date;
  prizeGross: number;
};

/** The prizes held for an in-person claim not recorded paid yet, oldest first (`claims list`). */
export async function openClaims(orm: Orm): Promise<OpenClaim[]> {
  const rows = await orm
    .select({
      ticketId: tickets.id,
      orderId: tickets.orderId,
      msisdn: accounts.msisdn,
      product: tickets.product,
      drawCode: tickets.drawCode,
      drawAt: tickets.drawAt,
      prizeGross: tickets.prizeGross,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .where(and(eq(tickets.claimInPerson, true), isNull(tickets.claimedAt)))
    .orderBy(asc(tickets.id));
  return rows.map((row) => ({ ...row, prizeGross: row.prizeGross ?? 0 }));
}

/**
 * Records a prize held for an in-person claim as paid by the lottery company (`claims
 * done`): nothing moves in the ledger (the shop credited nothing). False when the ticket is
 * not an open claim (nothing changed), so a second call records nothing.
 */
export async function markClaimed(orm: Orm, ticketId: number, now: Date): Promise<boolean> {
  const rows = await orm
    .update(tickets)
    .set({ claimedAt: now })
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.claimInPerson, true), isNull(tickets.claimedAt)),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

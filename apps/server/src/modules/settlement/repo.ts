import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawResults } from '../../db/schema';
import { TicketStatus, drawSettlements, orderItems, tickets } from '../../db/schema-orders';
import { claimLeased, retryDue } from '../../jobs/lease';
import type { Claimed, Lease } from '../../jobs/runner';

/** The SQL of settlement: due draws, their results, pots and tickets, settlement rows. */

export type SettlementRow = typeof drawSettlements.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

/** What `execute` answers on both drivers (node-postgres and PGlite). */
type SqlRows<T> = { rows: T[] };

/**
 * Draws of `product` with a result in its calendar (`draw_results`, whoever wrote it),
 * printed tickets and no settlement row yet (at most 100).
 */
export async function unsettledDrawsOf(
  orm: Orm,
  product: string,
  calendar: string,
): Promise<{ product: string; drawCode: string }[]> {
  return orm
    .selectDistinct({ product: tickets.product, drawCode: tickets.drawCode })
    .from(tickets)
    .innerJoin(
      drawResults,
      and(eq(drawResults.product, calendar), eq(drawResults.drawCode, tickets.drawCode)),
    )
    .where(
      and(
        eq(tickets.status, TicketStatus.printed),
        eq(tickets.product, product),
        sql`not exists (select 1 from ${drawSettlements} where ${drawSettlements.product} = ${tickets.product} and ${drawSettlements.drawCode} = ${tickets.drawCode})`,
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

/** The pending settlement row this claim (`leaseId`) holds, locked `FOR UPDATE`. */
export async function lockHeldSettlement(
  tx: Orm,
  id: number,
  leaseId: string,
): Promise<SettlementRow | undefined> {
  const [row] = await tx
    .select()
    .from(drawSettlements)
    .where(
      and(
        eq(drawSettlements.id, id),
        eq(drawSettlements.leaseId, leaseId),
        isNull(drawSettlements.settledAt),
      ),
    )
    .for('update');
  return row;
}

/** Claims up to `limit` pending settlement rows that are due. */
export async function claimPendingSettlements(
  orm: Orm,
  limit: number,
  lease: Lease,
  key: (row: SettlementRow) => string,
): Promise<Claimed<SettlementRow>[]> {
  return claimLeased(orm, drawSettlements, {
    due: and(
      isNull(drawSettlements.settledAt),
      retryDue(drawSettlements.retryAt, lease.now),
    ) as SQL,
    orderBy: [asc(drawSettlements.id)],
    limit,
    lease,
    key,
  });
}

/** Frees a pending settlement row this claim holds, due again at `retryAt`. */
export async function releaseSettlement(
  orm: Orm,
  id: number,
  leaseId: string,
  retryAt: Date | null,
): Promise<void> {
  await orm
    .update(drawSettlements)
    .set({ leaseId: null, leaseUntil: null, retryAt })
    .where(
      and(
        eq(drawSettlements.id, id),
        eq(drawSettlements.leaseId, leaseId),
        isNull(drawSettlements.settledAt),
      ),
    );
}

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

/** The draw's printed tickets with their number sets, locked `FOR UPDATE`, in id order. */
export async function lockPrintedTickets(tx: Orm, product: string, drawCode: string) {
  return tx
    .select({ ticket: tickets, numberInfos: orderItems.numberInfos })
    .from(tickets)
    .innerJoin(orderItems, eq(orderItems.id, tickets.itemId))
    .where(
      and(
        eq(tickets.product, product),
        eq(tickets.drawCode, drawCode),
        eq(tickets.status, TicketStatus.printed),
      ),
    )
    .orderBy(tickets.id)
    .for('update', { of: tickets });
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

/** Records a ticket's settlement (status done). */
/** What settling a ticket writes on it. */
export type TicketSettlement = Pick<
  TicketRow,
  'winStatus' | 'prizeGross' | 'prizeTax' | 'prizeNet' | 'wins'
>;

/** How many tickets one statement marks settled (bound parameters stay well under 65,535). */
const SETTLE_CHUNK = 5_000;

/** How many winning tickets one statement marks settled (6 parameters each). */
const WINNERS_CHUNK = 1_000;

/**
 * Marks a draw's tickets settled, set-based: the tickets that won nothing (almost all of a
 * draw's) in one statement per {@link SETTLE_CHUNK}, the winning ones with their own prizes
 * in one statement per {@link WINNERS_CHUNK}.
 */
export async function markTicketsSettled(
  tx: Orm,
  settled: readonly { ticketId: number; settlement: TicketSettlement }[],
  now: Date,
): Promise<void> {
  const lost: number[] = [];
  const won: { ticketId: number; settlement: TicketSettlement }[] = [];
  for (const row of settled) {
    if (row.settlement.winStatus === 0 && row.settlement.prizeGross === 0) lost.push(row.ticketId);
    else won.push(row);
  }
  for (let i = 0; i < won.length; i += WINNERS_CHUNK) {
    const values = sql.join(
      won
        .slice(i, i + WINNERS_CHUNK)
        .map(
          ({ ticketId, settlement: s }) =>
            sql`(${ticketId}::bigint, ${s.winStatus}::int, ${s.prizeGross}::bigint, ${s.prizeTax}::bigint, ${s.prizeNet}::bigint, ${JSON.stringify(s.wins)}::jsonb)`,
        ),
      sql`, `,
    );
    await tx.execute(
      sql`update ${tickets} set status = ${TicketStatus.done}, win_status = v.win_status, prize_gross = v.gross, prize_tax = v.tax, prize_net = v.net, wins = v.wins, settled_at = ${now.toISOString()}::timestamptz from (values ${values}) as v(id, win_status, gross, tax, net, wins) where ${tickets.id} = v.id`,
    );
  }
  for (let i = 0; i < lost.length; i += SETTLE_CHUNK) {
    await tx
      .update(tickets)
      .set({
        status: TicketStatus.done,
        winStatus: 0,
        prizeGross: 0,
        prizeTax: 0,
        prizeNet: 0,
        wins: [],
        settledAt: now,
      })
      .where(inArray(tickets.id, lost.slice(i, i + SETTLE_CHUNK)));
  }
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

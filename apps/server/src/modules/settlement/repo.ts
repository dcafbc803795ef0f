import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/**
 * The draw's printed tickets (what settling needs of them) with their number sets, locked
 * `FOR UPDATE` (in no order: nothing else locks many tickets of a drawn draw; the caller
 * sorts them, which a sort of 100,000 rows in the database would spill to disk for).
 */
export async function lockPrintedTickets(tx: Orm, product: string, drawCode: string) {
  return tx
    .select({
      ticket: { id: tickets.id, orderId: tickets.orderId, accountId: tickets.accountId },
      numberInfos: orderItems.numberInfos,
    })
    .from(tickets)
    .innerJoin(orderItems, eq(orderItems.id, tickets.itemId))
    .where(
      and(
        eq(tickets.product, product),
        eq(tickets.drawCode, drawCode),
        eq(tickets.status, TicketStatus.printed),
      ),
    )
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

/**
 * Marks a draw's tickets settled, set-based: the winning ones with their own prizes in one
 * statement (their rows one JSON parameter), then the ones that won nothing (almost all of a
 * draw's) in one statement: every ticket of the draw still printed. The caller holds them
 * all `FOR UPDATE`; one printed since (not settled here) makes the count differ and throws,
 * so the settlement rolls back and runs again rather than mark it lost unseen.
 */
export async function markTicketsSettled(
  tx: Orm,
  draw: { product: string; drawCode: string },
  settled: readonly { ticketId: number; settlement: TicketSettlement }[],
  now: Date,
): Promise<void> {
  const won = settled.filter(
    (row) => row.settlement.winStatus !== 0 || row.settlement.prizeGross !== 0,
  );
  if (won.length > 0) {
    const rows = won.map(({ ticketId, settlement: s }) => ({
      id: ticketId,
      win_status: s.winStatus,
      gross: s.prizeGross,
      tax: s.prizeTax,
      net: s.prizeNet,
      wins: s.wins,
    }));
    await tx.execute(
      sql`update ${tickets} set status = ${TicketStatus.done}, win_status = v.win_status, prize_gross = v.gross, prize_tax = v.tax, prize_net = v.net, wins = v.wins, settled_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, win_status int, gross bigint, tax bigint, net bigint, wins jsonb)
        where ${tickets.id} = v.id`,
    );
  }
  const lost = settled.length - won.length;
  const marked = (await tx.execute(sql`
    with done as (
      update ${tickets} set status = ${TicketStatus.done}, win_status = 0, prize_gross = 0,
        prize_tax = 0, prize_net = 0, wins = '[]'::jsonb, settled_at = ${now.toISOString()}::timestamptz
      where ${tickets.product} = ${draw.product} and ${tickets.drawCode} = ${draw.drawCode}
        and ${tickets.status} = ${TicketStatus.printed}
      returning 1
    )
    select count(*)::int as n from done
  `)) as unknown as SqlRows<{ n: number }>;
  const count = Number(marked.rows[0]?.n ?? -1);
  if (count !== lost) {
    throw new Error(
      `Settling ${draw.product} ${draw.drawCode}: ${count} printed tickets left, ${lost} expected`,
    );
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

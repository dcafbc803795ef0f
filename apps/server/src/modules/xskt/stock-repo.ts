import { and, asc, count, desc, eq, gt, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { StockStatus, xsktStock } from '../../db/schema-xskt';
import { markReadsChanged } from '../../http/read-cache';
import type { StockTicketInput } from '../../providers/paper-stock';

/**
 * The SQL of the paper-lottery stock (`xskt_stock`). Each write that changes rows marks this
 * process's cached stock lists stale at once (every process hears it from the database on
 * commit, migration 0024).
 */

/** Marks the stock lists stale when `changed` rows were written; answers `changed`. */
function stockWritten(changed: number): number {
  if (changed > 0) markReadsChanged('stock');
  return changed;
}

export type StockRow = typeof xsktStock.$inferSelect;

/** A draw's times, to stamp its tickets with. */
export type DrawTimes = { drawAt: Date; salesCloseAt: Date };

/** Rows per INSERT (well below PostgreSQL's 65535 parameters). */
const CHUNK = 2_000;

/** The number reversed: `number_rev LIKE '86%'` finds the numbers ending in 68. */
export function reversed(text: string): string {
  return [...text].reverse().join('');
}

/**
 * Stores delivered tickets once (the unique ticket key: product, province, day, number,
 * series, copy): a ticket already there is left as it is (reloading is safe).
 * @returns how many were written
 */
export async function insertStock(
  orm: Orm,
  tickets: readonly StockTicketInput[],
  times: (ticket: StockTicketInput) => DrawTimes,
  source: string,
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (let at = 0; at < tickets.length; at += CHUNK) {
    const rows = tickets.slice(at, at + CHUNK).map((t) => ({
      ...t,
      ...times(t),
      numberRev: reversed(t.number),
      status: StockStatus.available,
      source,
      createdAt: now,
      updatedAt: now,
    }));
    const written = await orm
      .insert(xsktStock)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: xsktStock.id });
    inserted += stockWritten(written.length);
  }
  return inserted;
}

/** On sale at `now`: available, or held by a hold that has ended; before the cut-off. */
export function onSale(now: Date): SQL {
  return and(
    gt(xsktStock.salesCloseAt, now),
    or(
      eq(xsktStock.status, StockStatus.available),
      and(eq(xsktStock.status, StockStatus.held), lte(xsktStock.holdUntil, now)),
    ),
  ) as SQL;
}

/** `onSale`, or held by `accountId` (their own hold may be renewed, reserved or paid). */
function takeableBy(accountId: number, now: Date): SQL {
  return and(
    gt(xsktStock.salesCloseAt, now),
    or(
      eq(xsktStock.status, StockStatus.available),
      and(
        eq(xsktStock.status, StockStatus.held),
        or(eq(xsktStock.holdAccountId, accountId), lte(xsktStock.holdUntil, now)),
      ),
    ),
  ) as SQL;
}

/** What a search asks for; every field narrows it. */
export type StockFilter = {
  products?: readonly string[];
  province?: string;
  drawDates?: readonly string[];
  number?: string;
  tail?: string;
  head?: string;
};

/** The conditions of a filter, each one an indexed column of `xskt_stock`. */
export function filterSql(filter: StockFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.products) where.push(inArray(xsktStock.product, [...filter.products]));
  if (filter.province) where.push(eq(xsktStock.province, filter.province));
  if (filter.drawDates) where.push(inArray(xsktStock.drawDate, [...filter.drawDates]));
  if (filter.number) where.push(eq(xsktStock.number, filter.number));
  if (filter.tail) where.push(like(xsktStock.numberRev, `${reversed(filter.tail)}%`));
  if (filter.head) where.push(like(xsktStock.number, `${filter.head}%`));
  return where;
}

/** The order a search pages in: by the searched digits' index, then id. */
function searchOrder(filter: StockFilter): SQL[] {
  if (filter.tail) return [asc(xsktStock.numberRev), asc(xsktStock.id)];
  if (filter.head || filter.number) return [asc(xsktStock.number), asc(xsktStock.id)];
  return [
    asc(xsktStock.drawDate),
    asc(xsktStock.product),
    asc(xsktStock.province),
    asc(xsktStock.number),
    asc(xsktStock.id),
  ];
}

/** One page of the tickets on sale matching `filter`, and how many match in all. */
export async function searchOnSale(
  orm: Orm,
  filter: StockFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: StockRow[]; total: number }> {
  const { rows, total } = searchQueries(orm, filter, now, page);
  const [counted] = await total;
  return { rows: await rows, total: counted?.n ?? 0 };
}

/** The two statements of a search (its page and its count), for {@link searchOnSale} and plans. */
export function searchQueries(
  orm: Orm,
  filter: StockFilter,
  now: Date,
  page: { limit: number; offset: number },
) {
  const where = and(...filterSql(filter), onSale(now));
  return {
    rows: orm
      .select()
      .from(xsktStock)
      .where(where)
      .orderBy(...searchOrder(filter))
      .limit(page.limit)
      .offset(page.offset),
    total: orm.select({ n: count() }).from(xsktStock).where(where),
  };
}

/** Per (product, province, day, number) of `rows`: tickets in all and on sale. */
export async function setCounts(
  orm: Orm,
  rows: readonly Pick<StockRow, 'product' | 'province' | 'drawDate' | 'number'>[],
  now: Date,
): Promise<Map<string, { size: number; available: number }>> {
  const found = new Map<string, { size: number; available: number }>();
  if (rows.length === 0) return found;
  const numbers = [...new Set(rows.map((r) => r.number))];
  const days = [...new Set(rows.map((r) => r.drawDate))];
  const counted = await orm
    .select({
      product: xsktStock.product,
      province: xsktStock.province,
      drawDate: xsktStock.drawDate,
      number: xsktStock.number,
      size: count(),
      available: sql<number>`count(*) filter (where ${onSale(now)})`.mapWith(Number),
    })
    .from(xsktStock)
    .where(and(inArray(xsktStock.number, numbers), inArray(xsktStock.drawDate, days)))
    .groupBy(xsktStock.product, xsktStock.province, xsktStock.drawDate, xsktStock.number);
  for (const c of counted) {
    found.set(setKey(c), { size: c.size, available: c.available });
  }
  return found;
}

/** The key of a number's set in one province's draw. */
export function setKey(r: Pick<StockRow, 'product' | 'province' | 'drawDate' | 'number'>): string {
  return `${r.product}|${r.province}|${r.drawDate}|${r.number}`;
}

/** Tickets in all and on sale per product, province and day of `drawDates`. */
export async function provinceCounts(
  orm: Orm,
  drawDates: readonly string[],
  now: Date,
): Promise<
  { product: string; province: string; drawDate: string; total: number; available: number }[]
> {
  if (drawDates.length === 0) return [];
  return orm
    .select({
      product: xsktStock.product,
      province: xsktStock.province,
      drawDate: xsktStock.drawDate,
      total: count(),
      available: sql<number>`count(*) filter (where ${onSale(now)})`.mapWith(Number),
    })
    .from(xsktStock)
    .where(inArray(xsktStock.drawDate, [...drawDates]))
    .groupBy(xsktStock.product, xsktStock.province, xsktStock.drawDate);
}

/**
 * The hot numbers of some draws: the numbers most taken (held or sold), then with most
 * tickets left, each with one ticket still on sale.
 */
export async function hotNumbers(
  orm: Orm,
  products: readonly string[],
  drawDates: readonly string[],
  now: Date,
  limit: number,
): Promise<
  {
    product: string;
    province: string;
    drawDate: string;
    number: string;
    taken: number;
    available: number;
    ticketId: number | null;
  }[]
> {
  if (drawDates.length === 0) return [];
  const taken = sql<number>`count(*) filter (where ${xsktStock.status} = ${StockStatus.sold} or (${xsktStock.status} = ${StockStatus.held} and ${xsktStock.holdUntil} > ${now}))`;
  const available = sql<number>`count(*) filter (where ${onSale(now)})`;
  return orm
    .select({
      product: xsktStock.product,
      province: xsktStock.province,
      drawDate: xsktStock.drawDate,
      number: xsktStock.number,
      taken: taken.mapWith(Number),
      available: available.mapWith(Number),
      ticketId: sql<number | null>`min(${xsktStock.id}) filter (where ${onSale(now)})`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
    })
    .from(xsktStock)
    .where(
      and(
        inArray(xsktStock.product, [...products]),
        inArray(xsktStock.drawDate, [...drawDates]),
        gt(xsktStock.salesCloseAt, now),
      ),
    )
    .groupBy(xsktStock.product, xsktStock.province, xsktStock.drawDate, xsktStock.number)
    .having(sql`${available} > 0`)
    .orderBy(desc(taken), desc(available), asc(xsktStock.number))
    .limit(limit);
}

/** Every ticket of the sets (product, province, day, number) of `filter`, paged by set. */
export async function numberSets(
  orm: Orm,
  filter: StockFilter,
  now: Date,
  page: { limit: number; offset: number },
  options: { wholeOnly: boolean; minSize: number },
): Promise<{ rows: StockRow[]; total: number }> {
  const base = and(...filterSql(filter), gt(xsktStock.salesCloseAt, now));
  const available = sql`count(*) filter (where ${onSale(now)})`;
  const having = options.wholeOnly
    ? sql`count(*) >= ${options.minSize} and ${available} = count(*)`
    : sql`${available} > 0`;
  const sets = orm
    .select({
      product: xsktStock.product,
      province: xsktStock.province,
      drawDate: xsktStock.drawDate,
      number: xsktStock.number,
    })
    .from(xsktStock)
    .where(base)
    .groupBy(xsktStock.product, xsktStock.province, xsktStock.drawDate, xsktStock.number)
    .having(having);
  const [total] = await orm.select({ n: count() }).from(sets.as('sets'));
  const picked = await sets
    .orderBy(
      asc(xsktStock.drawDate),
      asc(xsktStock.number),
      asc(xsktStock.product),
      asc(xsktStock.province),
    )
    .limit(page.limit)
    .offset(page.offset);
  if (picked.length === 0) return { rows: [], total: total?.n ?? 0 };
  const rows = await orm
    .select()
    .from(xsktStock)
    .where(
      and(
        inArray(xsktStock.number, [...new Set(picked.map((p) => p.number))]),
        inArray(xsktStock.drawDate, [...new Set(picked.map((p) => p.drawDate))]),
      ),
    )
    .orderBy(asc(xsktStock.id));
  const wanted = new Set(picked.map(setKey));
  return { rows: rows.filter((r) => wanted.has(setKey(r))), total: total?.n ?? 0 };
}

/** Stock tickets by id. */
export async function stockByIds(orm: Orm, ids: readonly number[]): Promise<StockRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select()
    .from(xsktStock)
    .where(inArray(xsktStock.id, [...ids]));
}

/** Every ticket of one number of one province's draw. */
export async function setTickets(
  orm: Orm,
  ref: { product: string; province: string; drawDate: string; number: string },
): Promise<StockRow[]> {
  return orm
    .select()
    .from(xsktStock)
    .where(
      and(
        eq(xsktStock.drawDate, ref.drawDate),
        eq(xsktStock.product, ref.product),
        eq(xsktStock.province, ref.province),
        eq(xsktStock.number, ref.number),
      ),
    )
    .orderBy(asc(xsktStock.id));
}

/**
 * Holds `ids` for `accountId` until `until` in one statement, each only while it is on sale
 * or already the account's (renewed). Concurrent holds of one ticket serialise on its row:
 * the later one re-reads it held and takes nothing. `orderId`: the reserved order they go
 * with (kept when absent).
 * @returns the ids held (fewer than asked: the caller rolls back)
 */
export async function holdIds(
  tx: Orm,
  ids: readonly number[],
  accountId: number,
  now: Date,
  until: Date,
  orderId?: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const held = await tx
    .update(xsktStock)
    .set({
      status: StockStatus.held,
      holdAccountId: accountId,
      holdUntil: sql`greatest(case when ${xsktStock.holdAccountId} = ${accountId} and ${xsktStock.status} = ${StockStatus.held} then ${xsktStock.holdUntil} end, ${until})`,
      ...(orderId === undefined ? {} : { orderId }),
      updatedAt: now,
    })
    .where(and(inArray(xsktStock.id, [...ids]), takeableBy(accountId, now)))
    .returning({ id: xsktStock.id });
  stockWritten(held.length);
  return held.map((h) => h.id);
}

/** Ends the account's live holds of `ids` (all of them when absent). */
export async function releaseHolds(
  orm: Orm,
  accountId: number,
  ids: readonly number[] | undefined,
  now: Date,
): Promise<number> {
  const released = await orm
    .update(xsktStock)
    .set({
      status: StockStatus.available,
      holdAccountId: null,
      holdUntil: null,
      orderId: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(xsktStock.status, StockStatus.held),
        eq(xsktStock.holdAccountId, accountId),
        ...(ids ? [inArray(xsktStock.id, [...ids])] : []),
      ),
    )
    .returning({ id: xsktStock.id });
  return stockWritten(released.length);
}

/** The account's live holds, soonest to end first. */
export async function liveHolds(orm: Orm, accountId: number, now: Date): Promise<StockRow[]> {
  return orm
    .select()
    .from(xsktStock)
    .where(
      and(
        eq(xsktStock.holdAccountId, accountId),
        gt(xsktStock.holdUntil, now),
        eq(xsktStock.status, StockStatus.held),
        gt(xsktStock.salesCloseAt, now),
      ),
    )
    .orderBy(asc(xsktStock.holdUntil), asc(xsktStock.id));
}

/**
 * Marks the tickets sold to an order, each to its order ticket, only while it is still
 * the buyer's to take (their hold, or on sale). One statement.
 * @returns the stock ids sold (fewer than asked: the caller rolls back)
 */
export async function sellIds(
  tx: Orm,
  sales: readonly { stockId: number; ticketId: number }[],
  accountId: number,
  orderId: number,
  now: Date,
): Promise<number[]> {
  if (sales.length === 0) return [];
  const values = sql.join(
    sales.map((s) => sql`(${s.stockId}::bigint, ${s.ticketId}::bigint)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    update ${xsktStock} set
      status = ${StockStatus.sold},
      hold_account_id = ${accountId},
      hold_until = null,
      order_id = ${orderId},
      order_ticket_id = v.ticket_id,
      updated_at = ${now}
    from (values ${values}) as v(stock_id, ticket_id)
    where ${xsktStock.id} = v.stock_id and ${takeableBy(accountId, now)}
    returning ${xsktStock.id} as id`)) as unknown as { rows: { id: string | number }[] };
  stockWritten(result.rows.length);
  return result.rows.map((r) => Number(r.id));
}

/**
 * Withdraws what is unsold at the cut-off: tickets on sale or held (unpaid) whose sales
 * closed by `now`, of one draw day. Idempotent.
 * @returns how many were withdrawn
 */
export async function withdrawClosed(orm: Orm, drawDate: string, now: Date): Promise<number> {
  const rows = await orm
    .update(xsktStock)
    .set({ status: StockStatus.withdrawn, holdUntil: null, updatedAt: now })
    .where(
      and(
        inArray(xsktStock.status, [StockStatus.available, StockStatus.held]),
        lte(xsktStock.salesCloseAt, now),
        eq(xsktStock.drawDate, drawDate),
      ),
    )
    .returning({ id: xsktStock.id });
  return stockWritten(rows.length);
}

/**
 * Withdraws one region's unsold tickets (on sale or held) of one draw day, whatever their
 * cut-off: the sandbox drew that day's draw early, so it is no longer on sale.
 */
export async function withdrawDay(
  orm: Orm,
  product: string,
  drawDate: string,
  now: Date,
): Promise<number> {
  const rows = await orm
    .update(xsktStock)
    .set({ status: StockStatus.withdrawn, holdUntil: null, updatedAt: now })
    .where(
      and(
        inArray(xsktStock.status, [StockStatus.available, StockStatus.held]),
        eq(xsktStock.drawDate, drawDate),
        eq(xsktStock.product, product),
      ),
    )
    .returning({ id: xsktStock.id });
  return stockWritten(rows.length);
}

/** When the oldest unsold paper ticket past its cut-off at `now` closed (null: none). */
export async function withdrawalDueSince(orm: Orm, now: Date): Promise<Date | null> {
  const [row] = await orm
    .select({ at: sql<Date | string | null>`min(${xsktStock.salesCloseAt})` })
    .from(xsktStock)
    .where(
      and(
        inArray(xsktStock.status, [StockStatus.available, StockStatus.held]),
        lte(xsktStock.salesCloseAt, now),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** The draw days with unsold tickets past their cut-off at `now` (the withdrawal job's due). */
export async function closedDaysWithStock(orm: Orm, now: Date, limit: number): Promise<string[]> {
  const rows = await orm
    .selectDistinct({ drawDate: xsktStock.drawDate })
    .from(xsktStock)
    .where(
      and(
        inArray(xsktStock.status, [StockStatus.available, StockStatus.held]),
        lte(xsktStock.salesCloseAt, now),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.drawDate);
}

/** Whether a source (an agent) already delivered stock for a draw day. */
export async function hasStock(orm: Orm, day: string, source: string): Promise<boolean> {
  const [row] = await orm
    .select({ n: count() })
    .from(xsktStock)
    .where(and(eq(xsktStock.drawDate, day), eq(xsktStock.source, source)));
  return (row?.n ?? 0) > 0;
}

/** The stock tickets sold to order tickets. */
export async function stockOfOrderTickets(
  orm: Orm,
  ticketIds: readonly number[],
): Promise<StockRow[]> {
  if (ticketIds.length === 0) return [];
  return orm
    .select()
    .from(xsktStock)
    .where(inArray(xsktStock.orderTicketId, [...ticketIds]));
}

/**
 * The next instant at which the stock on sale changes by the clock alone, after `now`: the
 * first cut-off of a ticket on sale or held, or the end of a live hold (the ticket goes back
 * on sale). Null when neither is ahead. Each part is the first entry of an index range.
 */
export async function nextStockChange(orm: Orm, now: Date): Promise<Date | null> {
  const closing = (status: string) =>
    sql`(select min(${xsktStock.salesCloseAt}) from ${xsktStock} where ${xsktStock.status} = ${status} and ${xsktStock.salesCloseAt} > ${now})`;
  const result = (await orm.execute(sql`
    select least(
      ${closing(StockStatus.available)},
      ${closing(StockStatus.held)},
      (select min(${xsktStock.holdUntil}) from ${xsktStock}
        where ${xsktStock.status} = ${StockStatus.held} and ${xsktStock.holdUntil} > ${now})
    ) as at`)) as unknown as { rows: { at: Date | string | null }[] };
  const at = result.rows[0]?.at;
  return at === null || at === undefined ? null : new Date(at);
}

import type { ResultProduct } from '@veso/contract';
import { PRODUCTS } from '@veso/domain';
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database';
import { columnsOf, runStatement, statement } from '../../db/prepared';
import { drawPeriods, drawResults } from '../../db/schema';

export type PeriodRow = typeof drawPeriods.$inferSelect;
export type NewPeriod = typeof drawPeriods.$inferInsert;
export type StoredResult = typeof drawResults.$inferSelect;

/** Period statuses. */
export const PeriodStatus = { open: 'open', closed: 'closed', drawn: 'drawn' } as const;

/**
 * When the oldest period the draw job has yet to close or draw fell due: an open period
 * past its cut-off, or one not drawn past its draw time (null: none).
 */
export async function drawsDueSince(orm: Orm, now: Date): Promise<Date | null> {
  const [row] = await orm
    .select({
      at: sql<
        Date | string | null
      >`min(case when ${drawPeriods.status} = ${PeriodStatus.open} and ${drawPeriods.salesCloseAt} <= ${now} then ${drawPeriods.salesCloseAt} else ${drawPeriods.drawAt} end)`,
    })
    .from(drawPeriods)
    .where(
      sql`(${drawPeriods.status} = ${PeriodStatus.open} and ${drawPeriods.salesCloseAt} <= ${now}) or (${drawPeriods.status} <> ${PeriodStatus.drawn} and ${drawPeriods.drawAt} <= ${now})`,
    );
  return row?.at ? new Date(row.at) : null;
}

/** Inserts the periods not stored yet (unique product and draw code); answers how many. */
export async function insertMissingPeriods(orm: Orm, rows: NewPeriod[]): Promise<number> {
  const inserted = await orm
    .insert(drawPeriods)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: drawPeriods.id });
  return inserted.length;
}

/** Closes every open period whose cut-off has come; answers how many. */
export async function closeSalesDue(orm: Orm, now: Date): Promise<number> {
  const rows = await orm
    .update(drawPeriods)
    .set({ status: PeriodStatus.closed })
    .where(and(eq(drawPeriods.status, PeriodStatus.open), lte(drawPeriods.salesCloseAt, now)))
    .returning({ id: drawPeriods.id });
  return rows.length;
}

/** Serialises the draws of a product until the transaction ends. */
export async function lockProductDraws(tx: Orm, product: ResultProduct): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`veso:draw:${product}`}))`);
}

export async function periodStatus(tx: Orm, id: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: drawPeriods.status })
    .from(drawPeriods)
    .where(eq(drawPeriods.id, id));
  return row?.status;
}

export async function markDrawn(tx: Orm, id: number): Promise<void> {
  await tx.update(drawPeriods).set({ status: PeriodStatus.drawn }).where(eq(drawPeriods.id, id));
}

/** Periods not drawn whose draw time has come, oldest first. */
export async function duePeriods(orm: Orm, now: Date): Promise<PeriodRow[]> {
  return orm
    .select()
    .from(drawPeriods)
    .where(
      and(
        inArray(drawPeriods.status, [PeriodStatus.open, PeriodStatus.closed]),
        lte(drawPeriods.drawAt, now),
      ),
    )
    .orderBy(asc(drawPeriods.drawAt), asc(drawPeriods.id));
}

/** The product's current period: the earliest not drawn. */
export async function currentPeriod(
  orm: Orm,
  product: ResultProduct,
): Promise<PeriodRow | undefined> {
  const [period] = await orm
    .select()
    .from(drawPeriods)
    .where(
      and(
        eq(drawPeriods.product, product),
        inArray(drawPeriods.status, [PeriodStatus.open, PeriodStatus.closed]),
      ),
    )
    .orderBy(asc(drawPeriods.drawAt))
    .limit(1);
  return period;
}

const PERIODS_ON_SALE = statement(
  'periods_on_sale',
  // The status written out: the open periods' partial index then serves every plan of it.
  `SELECT ${columnsOf(drawPeriods)} FROM draw_periods
  WHERE product = $1 AND status = '${PeriodStatus.open}' AND sales_close_at > $2::timestamptz
  ORDER BY draw_at LIMIT $3`,
);

/**
 * The calendar's periods still on sale (open, cut-off after now), earliest first; `after`:
 * only those drawn later than it.
 */
export async function periodsOnSale(
  orm: Orm,
  calendar: string,
  now: Date,
  limit: number,
  after?: Date | null,
): Promise<PeriodRow[]> {
  if (!after) {
    // Every order asks this: one named statement.
    return runStatement<PeriodRow>(orm, PERIODS_ON_SALE, [calendar, now.toISOString(), limit]);
  }
  return orm
    .select()
    .from(drawPeriods)
    .where(
      and(
        eq(drawPeriods.product, calendar),
        eq(drawPeriods.status, PeriodStatus.open),
        gt(drawPeriods.salesCloseAt, now),
        gt(drawPeriods.drawAt, after),
      ),
    )
    .orderBy(asc(drawPeriods.drawAt))
    .limit(limit);
}

/** The calendar's periods with these draw codes, whatever their status. */
export async function periodsByCode(
  orm: Orm,
  calendar: string,
  codes: readonly string[],
): Promise<PeriodRow[]> {
  return orm
    .select()
    .from(drawPeriods)
    .where(and(eq(drawPeriods.product, calendar), inArray(drawPeriods.drawCode, [...codes])));
}

// Products sold on another product's draw calendar (Max 3D+ on `max3d`).
const SHARED_CALENDARS = PRODUCTS.filter((p) => p.calendar !== p.id);

/** In SQL: the draw calendar of the product in `product` (a product id column). */
export function calendarSql(product: PgColumn): SQL {
  return SHARED_CALENDARS.length === 0
    ? sql`${product}`
    : sql`(case ${product} ${sql.join(
        SHARED_CALENDARS.map((p) => sql`when ${p.id} then ${p.calendar}`),
        sql` `,
      )} else ${product} end)`;
}

/**
 * In SQL: the calendar `calendar` has a period on sale at `now` (open, before its cut-off),
 * drawn after `after` when it is not null — the condition of {@link periodsOnSale}.
 */
export function hasOpenPeriod(calendar: SQL, now: Date, after?: PgColumn): SQL {
  const later = after ? sql` and (${after} is null or ${drawPeriods.drawAt} > ${after})` : sql``;
  return sql`exists (select 1 from ${drawPeriods} where ${drawPeriods.product} = ${calendar} and ${drawPeriods.status} = ${PeriodStatus.open} and ${drawPeriods.salesCloseAt} > ${now}${later})`;
}

/**
 * In SQL: the period of the ticket row's product calendar (`calendar`) and draw code
 * (`drawCode`) is still on sale at `now`.
 */
export function periodOnSale(calendar: SQL, drawCode: PgColumn, now: Date): SQL {
  return sql`exists (select 1 from ${drawPeriods} where ${drawPeriods.product} = ${calendar} and ${drawPeriods.drawCode} = ${drawCode} and ${drawPeriods.status} = ${PeriodStatus.open} and ${drawPeriods.salesCloseAt} > ${now})`;
}

/** The stored result of a draw. */
export async function findResult(
  orm: Orm,
  product: ResultProduct,
  drawCode: string,
): Promise<StoredResult | undefined> {
  const [row] = await orm
    .select()
    .from(drawResults)
    .where(and(eq(drawResults.product, product), eq(drawResults.drawCode, drawCode)));
  return row;
}

/** Whether a draw has a stored result. */
export async function hasResult(
  tx: Orm,
  product: ResultProduct,
  drawCode: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: drawResults.id })
    .from(drawResults)
    .where(and(eq(drawResults.product, product), eq(drawResults.drawCode, drawCode)));
  return row !== undefined;
}

/** Writes a draw's result once: false when one was stored meanwhile. */
export async function insertResult(
  tx: Orm,
  row: typeof drawResults.$inferInsert,
): Promise<boolean> {
  const written = await tx
    .insert(drawResults)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: drawResults.id });
  return written.length > 0;
}

/** The product's latest stored result (newest day, then highest draw code). */
export async function latestResult(
  tx: Orm,
  product: ResultProduct,
): Promise<{ drawCode: string; drawDate: string } | undefined> {
  const [row] = await tx
    .select({ drawCode: drawResults.drawCode, drawDate: drawResults.drawDate })
    .from(drawResults)
    .where(eq(drawResults.product, product))
    .orderBy(desc(drawResults.drawDate), desc(drawResults.drawCode))
    .limit(1);
  return row;
}

/** Writes several results at once, skipping draws already stored; answers the codes written. */
export async function insertResultRows(
  tx: Orm,
  rows: (typeof drawResults.$inferInsert)[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await tx
    .insert(drawResults)
    .values(rows)
    .onConflictDoNothing()
    .returning({ drawCode: drawResults.drawCode });
  return new Set(written.map((row) => row.drawCode));
}

/** Marks the product's periods with these draw codes drawn. */
export async function markCodesDrawn(
  tx: Orm,
  product: ResultProduct,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  await tx
    .update(drawPeriods)
    .set({ status: PeriodStatus.drawn })
    .where(and(eq(drawPeriods.product, product), inArray(drawPeriods.drawCode, [...codes])));
}

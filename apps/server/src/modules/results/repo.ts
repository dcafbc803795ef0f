import type { ResultProduct } from '@veso/contract';
import { and, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawPeriods, drawResults, importStamps } from '../../db/schema';
import { drawSettlements } from '../../db/schema-orders';
import { calendarSql, lockProductDraws } from '../draws';
import type { ResultRow } from './view';

/** The draw times of a product's periods by draw code. */
export async function periodTimes(
  orm: Orm,
  product: ResultProduct,
  drawCodes: string[],
): Promise<{ drawCode: string; drawAt: Date }[]> {
  return orm
    .select({ drawCode: drawPeriods.drawCode, drawAt: drawPeriods.drawAt })
    .from(drawPeriods)
    .where(and(eq(drawPeriods.product, product), inArray(drawPeriods.drawCode, drawCodes)));
}

/**
 * A page of the results of `products`, newest first, optionally of one day and (paper
 * lotteries) only those whose provinces include `province`; with the matching total.
 */
export async function resultRows(
  orm: Orm,
  products: readonly ResultProduct[],
  filter: { day?: string; province?: string; realOnly?: boolean; limit: number; offset: number },
): Promise<{ rows: ResultRow[]; total: number }> {
  const conditions: SQL[] = [inArray(drawResults.product, [...products])];
  if (filter.realOnly) conditions.push(eq(drawResults.generated, false));
  if (filter.day !== undefined) conditions.push(eq(drawResults.drawDate, filter.day));
  if (filter.province !== undefined) {
    conditions.push(sql`exists (
      select 1 from jsonb_array_elements(coalesce(${drawResults.numbers}->'provinces', '[]'::jsonb)) as p
      where lower(p->>'province') = lower(${filter.province}))`);
  }
  const where = and(...conditions);
  const [total] = await orm.select({ n: count() }).from(drawResults).where(where);
  const rows = await orm
    .select()
    .from(drawResults)
    .where(where)
    .orderBy(desc(drawResults.drawDate), desc(drawResults.drawCode))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: total?.n ?? 0 };
}

/** The stored result of one draw. */
export async function findResultRow(
  orm: Orm,
  product: ResultProduct,
  drawCode: string,
): Promise<ResultRow | undefined> {
  const [row] = await orm
    .select()
    .from(drawResults)
    .where(and(eq(drawResults.product, product), eq(drawResults.drawCode, drawCode)));
  return row;
}

/** The stored results of some draws (those that have one), by product then draw code. */
export async function resultRowsOfDraws(
  orm: Orm,
  draws: readonly { product: ResultProduct; drawCode: string }[],
): Promise<ResultRow[]> {
  if (draws.length === 0) return [];
  return orm
    .select()
    .from(drawResults)
    .where(
      or(
        ...draws.map((d) =>
          and(eq(drawResults.product, d.product), eq(drawResults.drawCode, d.drawCode)),
        ),
      ),
    )
    .orderBy(drawResults.product, drawResults.drawCode);
}

/** Every result of a day, by product then newest draw code first. */
export async function resultRowsOfDay(orm: Orm, day: string): Promise<ResultRow[]> {
  return orm
    .select()
    .from(drawResults)
    .where(eq(drawResults.drawDate, day))
    .orderBy(drawResults.product, desc(drawResults.drawCode));
}

/** The latest `limit` results of a product, newest first. */
export async function latestResultRows(
  orm: Orm,
  product: ResultProduct,
  limit: number,
): Promise<ResultRow[]> {
  return orm
    .select()
    .from(drawResults)
    .where(eq(drawResults.product, product))
    .orderBy(desc(drawResults.drawDate), desc(drawResults.drawCode))
    .limit(limit);
}

/** Stores draw results, skipping those already stored; answers how many were written. */
export async function insertResults(
  orm: Orm,
  rows: (typeof drawResults.$inferInsert)[],
): Promise<number> {
  const written = await orm
    .insert(drawResults)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: drawResults.id });
  return written.length;
}

/** The stamp stored under `name` in `import_stamps`. */
export async function findImportStamp(orm: Orm, name: string): Promise<string | undefined> {
  const [row] = await orm
    .select({ stamp: importStamps.stamp })
    .from(importStamps)
    .where(eq(importStamps.name, name));
  return row?.stamp;
}

/** Stores (or replaces) the stamp under `name`. */
export async function saveImportStamp(
  orm: Orm,
  name: string,
  stamp: string,
  now: Date,
): Promise<void> {
  await orm
    .insert(importStamps)
    .values({ name, stamp, importedAt: now })
    .onConflictDoUpdate({ target: importStamps.name, set: { stamp, importedAt: now } });
}

/** The draw codes among `codes` whose stored result of `product` is generated. */
export async function generatedCodes(
  orm: Orm,
  product: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await orm
    .select({ drawCode: drawResults.drawCode })
    .from(drawResults)
    .where(
      and(
        eq(drawResults.product, product),
        eq(drawResults.generated, true),
        inArray(drawResults.drawCode, [...codes]),
      ),
    );
  return new Set(rows.map((row) => row.drawCode));
}

/** Thrown inside the replacement's transaction to undo it. */
class SettledDraw extends Error {}

/**
 * Replaces a draw's generated result by a real one, in one transaction under the draw
 * lock: the row is updated first (waiting for a settlement reading it `FOR SHARE`), then
 * undone if tickets of the draw were settled on the generated numbers. Answers
 * `replaced`, `settled` (kept: money was paid on it) or `none` (no generated result).
 */
export async function replaceGeneratedResult(
  orm: Orm,
  row: { product: ResultProduct; drawCode: string; drawDate: string; numbers: unknown },
  source: string,
  now: Date,
): Promise<'replaced' | 'settled' | 'none'> {
  try {
    return await orm.transaction(async (tx) => {
      await lockProductDraws(tx, row.product);
      const updated = await tx
        .update(drawResults)
        .set({
          numbers: row.numbers,
          drawDate: row.drawDate,
          source,
          generated: false,
          replacedAt: now,
        })
        .where(
          and(
            eq(drawResults.product, row.product),
            eq(drawResults.drawCode, row.drawCode),
            eq(drawResults.generated, true),
          ),
        )
        .returning({ id: drawResults.id });
      if (updated.length === 0) return 'none';
      const [settled] = await tx
        .select({ id: drawSettlements.id })
        .from(drawSettlements)
        .where(
          and(
            sql`${calendarSql(drawSettlements.product)} = ${row.product}`,
            eq(drawSettlements.drawCode, row.drawCode),
            isNotNull(drawSettlements.settledAt),
          ),
        )
        .limit(1);
      if (settled) throw new SettledDraw();
      return 'replaced';
    });
  } catch (error) {
    if (error instanceof SettledDraw) return 'settled';
    throw error;
  }
}

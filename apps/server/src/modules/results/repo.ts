import type { ResultProduct } from '@veso/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawPeriods, drawResults, importStamps } from '../../db/schema';
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
  filter: { day?: string; province?: string; limit: number; offset: number },
): Promise<{ rows: ResultRow[]; total: number }> {
  const conditions: SQL[] = [inArray(drawResults.product, [...products])];
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

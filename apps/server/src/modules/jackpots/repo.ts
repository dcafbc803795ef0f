import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { jackpotPools } from '../../db/schema';

export type PoolRow = typeof jackpotPools.$inferSelect;

/** The product's latest pool row, or the latest of a draw before `beforeCode`. */
export async function latestPoolBefore(
  orm: Orm,
  product: string,
  beforeCode?: string,
): Promise<PoolRow | undefined> {
  const [row] = await orm
    .select()
    .from(jackpotPools)
    .where(
      beforeCode === undefined
        ? eq(jackpotPools.product, product)
        : and(eq(jackpotPools.product, product), lt(jackpotPools.drawCode, beforeCode)),
    )
    .orderBy(desc(jackpotPools.drawCode))
    .limit(1);
  return row;
}

/** Writes a draw's pool row once (unique product and draw code: a second write is ignored). */
export async function insertPool(orm: Orm, row: typeof jackpotPools.$inferInsert): Promise<void> {
  await orm.insert(jackpotPools).values(row).onConflictDoNothing();
}

/** Writes several draws' pool rows at once (a row already written is kept). */
export async function insertPools(
  orm: Orm,
  rows: readonly (typeof jackpotPools.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await orm
    .insert(jackpotPools)
    .values([...rows])
    .onConflictDoNothing();
}

/** The pool rows of some draws of a product. */
export async function selectPools(
  orm: Orm,
  product: string,
  drawCodes: readonly string[],
): Promise<PoolRow[]> {
  return orm
    .select()
    .from(jackpotPools)
    .where(and(eq(jackpotPools.product, product), inArray(jackpotPools.drawCode, [...drawCodes])));
}

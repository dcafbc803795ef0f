import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawResults } from '../../db/schema';

/** The stored numbers of a Keno draw, or null when it has no result yet. */
export async function loadKenoNumbers(orm: Orm, drawCode: string): Promise<number[] | null> {
  const [row] = await orm
    .select({ numbers: drawResults.numbers })
    .from(drawResults)
    .where(and(eq(drawResults.product, 'keno'), eq(drawResults.drawCode, drawCode)));
  return row ? [...(row.numbers as { numbers: number[] }).numbers] : null;
}

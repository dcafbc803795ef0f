import type { StatisticProduct } from '@veso/contract';
import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawResults } from '../../db/schema';

/** The stored numbers of a product's latest `window` draws, newest first. */
export async function latestDrawNumbers(
  orm: Orm,
  product: StatisticProduct,
  window: number,
): Promise<{ drawCode: string; drawDate: string; numbers: unknown }[]> {
  return orm
    .select({
      drawCode: drawResults.drawCode,
      drawDate: drawResults.drawDate,
      numbers: drawResults.numbers,
    })
    .from(drawResults)
    .where(eq(drawResults.product, product))
    .orderBy(desc(drawResults.drawDate), desc(drawResults.drawCode))
    .limit(window);
}

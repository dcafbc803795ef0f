import type { StatisticProduct } from '@veso/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawResults } from '../../db/schema';

/**
 * The stored numbers of a product's latest `window` draws, newest first: real results
 * only unless `includeGenerated`.
 */
export async function latestDrawNumbers(
  orm: Orm,
  product: StatisticProduct,
  window: number,
  includeGenerated = true,
): Promise<{ drawCode: string; drawDate: string; numbers: unknown }[]> {
  return orm
    .select({
      drawCode: drawResults.drawCode,
      drawDate: drawResults.drawDate,
      numbers: drawResults.numbers,
    })
    .from(drawResults)
    .where(
      includeGenerated
        ? eq(drawResults.product, product)
        : and(eq(drawResults.product, product), eq(drawResults.generated, false)),
    )
    .orderBy(desc(drawResults.drawDate), desc(drawResults.drawCode))
    .limit(window);
}

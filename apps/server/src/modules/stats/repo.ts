import type { StatisticProduct } from '@veso/contract';
import { and, count, desc, eq, gt, or } from 'drizzle-orm';
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

/**
 * How many generated draws of a product are newer than `newest` (by day, then draw code);
 * every generated draw when `newest` is null.
 */
export async function generatedDrawsAfter(
  orm: Orm,
  product: StatisticProduct,
  newest: { drawCode: string; drawDate: string } | null,
): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(drawResults)
    .where(
      and(
        eq(drawResults.product, product),
        eq(drawResults.generated, true),
        newest === null
          ? undefined
          : or(
              gt(drawResults.drawDate, newest.drawDate),
              and(
                eq(drawResults.drawDate, newest.drawDate),
                gt(drawResults.drawCode, newest.drawCode),
              ),
            ),
      ),
    );
  return row?.n ?? 0;
}

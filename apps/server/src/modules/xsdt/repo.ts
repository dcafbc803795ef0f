import { getProduct, type ProductId } from '@veso/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawResults } from '../../db/schema';
import { drawSettlements, tickets } from '../../db/schema-orders';
import { TicketStatus } from '../orders/view';

/** The draw calendar whose results settle a product (loto games: `xsmb`, bao 6x36: `dientoan636`). */
function calendarOf(product: string): string {
  return getProduct(product as ProductId)?.calendar ?? product;
}

/**
 * The draws of these products to settle: a result of the product's calendar is stored,
 * printed tickets wait, and no settlement row exists yet (at most 100 per product a pass).
 */
export async function xsdtDrawsToSettle(
  orm: Orm,
  products: readonly string[],
): Promise<{ product: string; drawCode: string }[]> {
  const found: { product: string; drawCode: string }[] = [];
  for (const product of products) {
    const rows = await orm
      .selectDistinct({ product: tickets.product, drawCode: tickets.drawCode })
      .from(tickets)
      .innerJoin(
        drawResults,
        and(
          eq(drawResults.product, calendarOf(product)),
          eq(drawResults.drawCode, tickets.drawCode),
        ),
      )
      .where(
        and(
          eq(tickets.status, TicketStatus.printed),
          eq(tickets.product, product),
          sql`not exists (select 1 from ${drawSettlements} where ${drawSettlements.product} = ${tickets.product} and ${drawSettlements.drawCode} = ${tickets.drawCode})`,
        ),
      )
      .limit(100);
    found.push(...rows);
  }
  return found;
}

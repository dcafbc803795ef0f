import { and, count, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { drawResults } from '../../db/schema';
import { orderItems, orders } from '../../db/schema-orders';

/** A Keno draw's numbers in draw order, and whether the sandbox drew them. */
export type KenoDrawn = { numbers: number[]; generated: boolean };

/** The stored numbers of a Keno draw, or null when it has no result yet. */
export async function loadKenoNumbers(orm: Orm, drawCode: string): Promise<KenoDrawn | null> {
  const [row] = await orm
    .select({ numbers: drawResults.numbers, generated: drawResults.generated })
    .from(drawResults)
    .where(and(eq(drawResults.product, 'keno'), eq(drawResults.drawCode, drawCode)));
  return row
    ? { numbers: [...(row.numbers as { numbers: number[] }).numbers], generated: row.generated }
    : null;
}

/** The account's orders among `ids`, locked `FOR UPDATE`. */
export async function lockOrdersOf(tx: Orm, accountId: number, ids: readonly number[]) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, [...ids])))
    .for('update');
}

/** Marks an order cancelled (a reserved one: nothing was charged). */
export async function markOrderCancelled(tx: Orm, orderId: number): Promise<void> {
  await tx.update(orders).set({ state: 'cancelled' }).where(eq(orders.id, orderId));
}

/** How many paid orders with a Keno item the account has. */
export async function countPaidKenoOrders(orm: Orm, accountId: number): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.state, 'paid'),
        inArray(
          orders.id,
          orm
            .select({ id: orderItems.orderId })
            .from(orderItems)
            .where(eq(orderItems.product, 'keno')),
        ),
      ),
    );
  return row?.n ?? 0;
}

import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { orderItems, orders, tickets } from '../../db/schema-orders';
import type { TicketRow } from '../orders';

/** The SQL of the paper lotteries' order views (the stock's own SQL is `stock-repo.ts`). */

/** The items of some orders of the account (ids outside the account are left out). */
export async function itemsOfOrders(orm: Orm, accountId: number, orderIds: readonly number[]) {
  return orm
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      product: orderItems.product,
      numberInfos: orderItems.numberInfos,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.orderId, [...orderIds]), eq(orders.accountId, accountId)));
}

/** The tickets of some orders of the account, oldest first. */
export async function ticketsOfOrders(
  orm: Orm,
  accountId: number,
  orderIds: readonly number[],
): Promise<TicketRow[]> {
  return orm
    .select()
    .from(tickets)
    .where(and(inArray(tickets.orderId, [...orderIds]), eq(tickets.accountId, accountId)))
    .orderBy(tickets.id);
}

/** Which of the account's tickets a ticket book lists: its products, one status or all. */
export type BookFilter = { accountId: number; products: readonly string[]; status?: number };

function bookWhere(filter: BookFilter): SQL | undefined {
  return and(
    eq(tickets.accountId, filter.accountId),
    inArray(tickets.product, [...filter.products]),
    ...(filter.status !== undefined && filter.status >= 0
      ? [eq(tickets.status, filter.status)]
      : []),
  );
}

/**
 * A page of the draws (product, draw code, draw time) the account holds tickets of, newest
 * first, with how many there are and the tickets of those draws.
 */
export async function ticketBookPage(
  orm: Orm,
  filter: BookFilter,
  page: { limit: number; offset: number },
) {
  const where = bookWhere(filter);
  const draws = orm
    .selectDistinct({
      product: tickets.product,
      drawCode: tickets.drawCode,
      drawAt: tickets.drawAt,
    })
    .from(tickets)
    .where(where);
  const [total] = await orm.select({ n: count() }).from(draws.as('draws'));
  const picked = await draws
    .orderBy(desc(tickets.drawAt), tickets.product)
    .limit(page.limit)
    .offset(page.offset);
  const rows: TicketRow[] =
    picked.length === 0
      ? []
      : await orm
          .select()
          .from(tickets)
          .where(
            and(where, inArray(tickets.drawCode, [...new Set(picked.map((p) => p.drawCode))])),
          );
  return { picked, rows, total: total?.n ?? 0 };
}

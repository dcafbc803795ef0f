import {
  type Order,
  type OrderDetail,
  type OrderHistory,
  type PaymentInfo,
  type historyQuerySchema,
} from '@veso/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { invalidRequest } from '../../http/errors';
import type { SessionContext } from '../session';
import { resultsOfTickets } from '../results';
import { customerBalances } from '../wallet';
import { OrderMessages } from './messages';
import { PAYMENT_VENDORS, type Buyer } from './purchase-rules';
import {
  findOrder,
  lockOrderWithItems,
  selectOrderPage,
  type ItemRow,
  type OrderRow,
} from './repo';
import { loadOrders, toSummary } from './view';

/** What the customer reads of their orders: one order, its payment info, the history. */

type HistoryInput = z.output<typeof historyQuerySchema>;

/**
 * An unknown order, or another customer's (not told apart): code 14 (the spec has no
 * not-found code) with 'Không tìm thấy đơn hàng' and HTTP 404, so screens can say so.
 */
function notFound(): never {
  throw invalidRequest(OrderMessages.notFound, 'orderId', 'exists', 404);
}

/**
 * The caller's order row locked for paying, with its items in cart order (one read), or a
 * not-found refusal.
 */
export async function myOrderToPay(
  tx: Orm,
  session: Buyer,
  orderId: number,
): Promise<{ row: OrderRow; items: ItemRow[] }> {
  return (await lockOrderWithItems(tx, session.accountId, orderId)) ?? notFound();
}

/** The caller's order with items and tickets; another customer's answers not found. */
export async function getOrder(deps: AppDeps, session: Buyer, orderId: number): Promise<Order> {
  const row = (await findOrder(deps.db.orm, session.accountId, orderId)) ?? notFound();
  const [order] = await loadOrders(deps.db.orm, [row], deps.clock.now());
  return order ?? notFound();
}

/** The one-order routes' answer: the order and the stored results of its tickets' draws. */
export async function getOrderDetail(
  deps: AppDeps,
  session: SessionContext,
  orderId: number,
): Promise<OrderDetail> {
  const order = await getOrder(deps, session, orderId);
  return { ...order, results: await resultsOfTickets(deps.db.orm, order.tickets) };
}

/** Payment info: what the order costs and whether the main balance covers it. */
export async function paymentInfo(
  deps: AppDeps,
  session: SessionContext,
  orderId: number,
): Promise<PaymentInfo> {
  const order = await getOrder(deps, session, orderId);
  const { balance } = await customerBalances(deps.db.orm, session.accountId);
  return {
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    balance,
    enough: order.state === 'paid' || balance >= order.amount,
    paymentVendors: [...PAYMENT_VENDORS],
  };
}

/**
 * The caller's orders, newest first, paged; `status` keeps orders with a ticket in that
 * status (-1 or absent: all), `products` orders with an item of one of them.
 */
export async function orderHistory(
  deps: AppDeps,
  session: SessionContext,
  input: Omit<HistoryInput, 'product'> & { products?: readonly string[] },
): Promise<OrderHistory> {
  const orm = deps.db.orm;
  const { rows, total } = await selectOrderPage(
    orm,
    session.accountId,
    {
      status: input.status !== undefined && input.status >= 0 ? input.status : undefined,
      products: input.products,
    },
    { limit: input.page_size, offset: (input.page_index - 1) * input.page_size },
  );
  const full = await loadOrders(orm, rows, deps.clock.now());
  return {
    items: full.map(toSummary),
    page_index: input.page_index,
    page_size: input.page_size,
    total,
  };
}

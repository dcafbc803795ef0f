import {
  AMOUNT_CHANGED_MESSAGE,
  XSKT_PRODUCTS,
  type XsktOrder,
  type XsktOrderList,
  type XsktPaperTicket,
  type XsktProduct,
  type XsktTicketBook,
  type xsktHistoryQuerySchema,
  type xsktOrderCreateBodySchema,
} from '@veso/contract';
import { formatDateTime, LotteryType } from '@veso/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalidRequest } from '../../http/errors';
import { orderHistory, getOrderDetail, reserveOrder, type OrderChannel } from '../orders';
import { itemsOf, orderItemProduct, toTicket } from '../orders';
import { paperRefsOf, type PaperTicketRef } from './stock';
import type { SessionContext } from '../session';
import { itemsOfOrders, ticketBookPage, ticketsOfOrders } from './repo';
import { categoryOf, toPaperTicket } from './view';
import { page, productsOf } from './queries';

/** Paper orders: created on the one order path, and the customer's paper history. */

/** The order channel of paper tickets: its own idempotency scope, paper products only. */
export const XSKT_ORDER_CHANNEL: OrderChannel = {
  call: 'xskt/order/create',
  products: XSKT_PRODUCTS,
  lotteryType: LotteryType.xstt,
};

/**
 * `POST /xsdt/xskt/order/create`: the spec order request of stock tickets, reserved through
 * the one order path (`orders/service.ts` `reserveOrder`): each ticket is an item of its
 * region, held for the order, all or nothing.
 */
export async function createOrder(
  deps: AppDeps,
  session: SessionContext,
  body: z.output<typeof xsktOrderCreateBodySchema>,
): Promise<XsktOrder> {
  const items = itemsOf(body);
  const orderItemInfos = items.flatMap((item) => {
    // The one mapping of the order paths (an item without lotteryType is a paper one here).
    const product = orderItemProduct(item, LotteryType.xstt);
    // The item's price the client saw is its tickets' (one price each): each ticket's item
    // gets its share, checked with the server's price by the order path.
    const count = item.numberInfos.length;
    if (item.calculatedPrice !== undefined && item.calculatedPrice % count !== 0) {
      throw invalidRequest(AMOUNT_CHANGED_MESSAGE, 'amount', 'mismatch');
    }
    return item.numberInfos.map((info) => ({
      product,
      drawCodes: [],
      numberInfos: [
        {
          numbers: [],
          form: 'single' as const,
          tickQuantity: 1,
          ticketId: info.ticketId,
          ...(info.symbolCode ? { symbolCode: info.symbolCode } : {}),
          ...(info.priceUnit === undefined ? {} : { priceUnit: info.priceUnit }),
          ...(info.calculatedPrice === undefined ? {} : { calculatedPrice: info.calculatedPrice }),
        },
      ],
      lotteryType: 2,
      category: categoryOf(product),
      ...(item.calculatedPrice === undefined
        ? {}
        : { calculatedPrice: item.calculatedPrice / count }),
    }));
  });
  // The numbers sent must be the tickets' own: checked against the stock by the order hook.
  const sent = items.flatMap((item) => item.numberInfos.map((info) => info.numbers?.[0]));
  orderItemInfos.forEach((item, i) => {
    const number = sent[i];
    if (number !== undefined) (item.numberInfos[0] as { numbers: string[] }).numbers = [number];
  });
  const order = await reserveOrder(
    deps,
    session,
    {
      requestId: body.requestId,
      channel: body.channel,
      orderItemInfos,
      customerInfo: body.customerInfo,
      receiverInfo: body.receiverInfo,
      paymentVendor: body.paymentVendor,
      deliveryType: body.deliveryType,
      shipType: body.shipType,
      buyType: 1,
      split_type: body.split_type,
      temporaryAmount: body.temporaryAmount,
      cutoffPolicy: 'refuse',
    },
    XSKT_ORDER_CHANNEL,
  );
  return xsktOrder(deps, session, order.orderId);
}

/** The paper tickets of some orders of the caller, by order id. */
async function paperTicketsOf(
  deps: AppDeps,
  accountId: number,
  orderIds: readonly number[],
): Promise<Map<number, XsktPaperTicket[]>> {
  const found = new Map<number, XsktPaperTicket[]>();
  if (orderIds.length === 0) return found;
  const items = await itemsOfOrders(deps.db.orm, accountId, orderIds);
  const refs = new Map<number, PaperTicketRef>(
    paperRefsOf(items).flatMap((p) => (p.itemId === undefined ? [] : [[p.itemId, p.ref] as const])),
  );
  const rows = await ticketsOfOrders(deps.db.orm, accountId, orderIds);
  for (const row of rows) {
    const ref = refs.get(row.itemId);
    if (!ref) continue;
    const list = found.get(row.orderId) ?? [];
    list.push(toPaperTicket({ ...toTicket(row, false), orderId: row.orderId }, ref, row.drawAt));
    found.set(row.orderId, list);
  }
  return found;
}

/** `GET /order/xskt_info`: the caller's order with its paper tickets and their draws' results. */
export async function xsktOrder(
  deps: AppDeps,
  session: SessionContext,
  orderId: number,
): Promise<XsktOrder> {
  const order = await getOrderDetail(deps, session, orderId);
  const paper = await paperTicketsOf(deps, session.accountId, [orderId]);
  return { ...order, paperTickets: paper.get(orderId) ?? [] };
}

/** The products of a paper history query. */
function historyProducts(query: { category?: number }): XsktProduct[] {
  return productsOf(query);
}

/** `GET /order/list_xskt`: the caller's paper orders (the order history's summaries). */
export async function listXskt(
  deps: AppDeps,
  session: SessionContext,
  query: z.output<typeof xsktHistoryQuerySchema>,
) {
  const { category: _category, ...rest } = query;
  return orderHistory(deps, session, { ...rest, products: historyProducts(query) });
}

/** `GET /xskt/customer/history/get_orders`: paper orders with their tickets. */
export async function customerHistory(
  deps: AppDeps,
  session: SessionContext,
  query: z.output<typeof xsktHistoryQuerySchema>,
): Promise<XsktOrderList> {
  const list = await listXskt(deps, session, query);
  const paper = await paperTicketsOf(
    deps,
    session.accountId,
    list.items.map((o) => o.orderId),
  );
  return {
    items: list.items.map((o) => ({
      orderId: o.orderId,
      amount: o.amount,
      createdAt: o.createdAt,
      state: o.state,
      status: o.status,
      statusLabel: o.statusLabel,
      winStatus: o.winStatus,
      prizeNet: o.prizeNet,
      paperTickets: paper.get(o.orderId) ?? [],
    })),
    page_index: list.page_index,
    page_size: list.page_size,
    total: list.total,
  };
}

/** `GET /order/get_paper_xskt/draw_category`: the caller's paper tickets by draw, newest first. */
export async function ticketBook(
  deps: AppDeps,
  session: SessionContext,
  query: z.output<typeof xsktHistoryQuerySchema>,
): Promise<XsktTicketBook> {
  const products = historyProducts(query);
  const empty = { items: [], page_index: query.page_index, page_size: query.page_size, total: 0 };
  if (products.length === 0) return empty;
  const { picked, rows, total } = await ticketBookPage(
    deps.db.orm,
    { accountId: session.accountId, products, status: query.status },
    page(query),
  );
  if (picked.length === 0) return { ...empty, total };
  const paper = await paperTicketsOf(deps, session.accountId, [
    ...new Set(rows.map((r) => r.orderId)),
  ]);
  const all = [...paper.values()].flat();
  return {
    items: picked.map((p) => ({
      product: p.product as XsktProduct,
      category: categoryOf(p.product),
      drawCode: p.drawCode,
      openDate: formatDateTime(p.drawAt),
      tickets: all.filter((t) => t.product === p.product && t.drawCode === p.drawCode),
    })),
    page_index: query.page_index,
    page_size: query.page_size,
    total,
  };
}

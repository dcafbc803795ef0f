import { orderPaths, type Order, type OrderSummary, type Ticket } from '@veso/contract';
import { getProduct, orderStatusLabel, type ProductId } from '@veso/domain';
import type { Orm } from '../../db/database';
import { TicketStatus } from '../../db/schema-orders';
import { prizeClaimNote } from './claim-note';
import type { PricedNumberInfo } from './pricing';
import { selectOrderDetails, type ItemRow, type OrderRow, type TicketRow } from './repo';

export { TicketStatus };
export type { ItemRow, OrderRow, TicketRow };

type StoredWin = { tier: string; name: string; amount: number };
type StoredDraw = { drawCode: string; drawAt: string; salesCloseAt: string };

function productName(id: string): string {
  return getProduct(id as ProductId)?.name ?? id;
}

/** The state an order shows: a reserved order past its expiry is expired. */
export function effectiveState(row: OrderRow, now: Date): OrderState {
  if (row.state === 'reserved' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.state as OrderState;
}

/** The states of an order (cancelled: a reserved Keno order the customer cancelled). */
export type OrderState = 'reserved' | 'paid' | 'expired' | 'cancelled';

/**
 * The status of a whole order from its tickets: the least advanced one (waiting, then
 * printed, then a refund error); all cancelled is cancelled; otherwise done.
 */
export function aggregateStatus(statuses: readonly number[]): number {
  if (statuses.length === 0) return TicketStatus.waiting;
  for (const status of [TicketStatus.waiting, TicketStatus.printed, TicketStatus.refundError]) {
    if (statuses.includes(status)) return status;
  }
  if (statuses.every((s) => s === TicketStatus.cancelled)) return TicketStatus.cancelled;
  return TicketStatus.done;
}

export function toTicket(row: TicketRow, reported: boolean): Ticket {
  return {
    id: row.id,
    itemId: row.itemId,
    product: row.product,
    productName: productName(row.product),
    drawCode: row.drawCode,
    drawAt: row.drawAt.toISOString(),
    status: row.status,
    statusLabel: orderStatusLabel(row.status, row.winStatus),
    winStatus: row.winStatus,
    price: row.price,
    serial: row.serial,
    securityCode: row.securityCode,
    printedAt: row.printedAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    prizeGross: row.prizeGross,
    prizeTax: row.prizeTax,
    prizeNet: row.prizeNet,
    wins: (row.wins as StoredWin[]).map((w) => ({ tier: w.tier, name: w.name, amount: w.amount })),
    claimInPerson: row.claimInPerson,
    claimNote: row.claimInPerson ? prizeClaimNote(row.product, row.drawAt) : null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    imagePath: row.serial ? orderPaths.ticketImage.replace(':ticketId', String(row.id)) : null,
    reported,
  };
}

function statusOf(
  state: OrderState,
  ticketRows: readonly TicketRow[],
): { status: number; statusLabel: string; winStatus: number } {
  const winStatus = ticketRows.some((t) => t.winStatus === 1) ? 1 : 0;
  if (state !== 'paid') {
    // Spec §4's labels by code, as paid orders: 0 'Chờ in vé' (not yet printed: it waits for
    // its payment, which `state` tells), 3 'Đã huỷ' for an expired or cancelled one.
    const status = state === 'reserved' ? TicketStatus.waiting : TicketStatus.cancelled;
    return { status, statusLabel: orderStatusLabel(status), winStatus: 0 };
  }
  const status = aggregateStatus(ticketRows.map((t) => t.status));
  return { status, statusLabel: orderStatusLabel(status, winStatus), winStatus };
}

/** Full orders (items, tickets) of the given rows, in the rows' order. */
export async function loadOrders(orm: Orm, rows: readonly OrderRow[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const {
    items,
    tickets: ticketRows,
    reported,
  } = await selectOrderDetails(
    orm,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrder(row, items, ticketRows, reported, now));
}

/**
 * One full order from rows already at hand: its items and tickets are picked from
 * `items` and `ticketRows` (tickets in draw order), `reported` holds the reported ticket
 * ids. Lets a call that has just written an order answer it without reading it back.
 */
export function toOrder(
  row: OrderRow,
  items: readonly ItemRow[],
  ticketRows: readonly TicketRow[],
  reported: ReadonlySet<number>,
  now: Date,
): Order {
  const mine = ticketRows.filter((t) => t.orderId === row.id);
  const state = effectiveState(row, now);
  return {
    orderId: row.id,
    requestId: row.requestId,
    state,
    buyType: row.buyType,
    deliveryType: row.deliveryType,
    channel: row.channel,
    cutoffPolicy: row.cutoffPolicy as 'next' | 'refuse',
    amount: row.amount,
    shipFee: row.shipFee,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    ...statusOf(state, mine),
    prizeNet: mine.reduce((sum, t) => sum + (t.prizeNet ?? 0), 0),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => {
        const itemTickets = mine.filter((t) => t.itemId === item.id);
        const draws =
          itemTickets.length > 0
            ? itemTickets.map((t) => ({
                drawCode: t.drawCode,
                drawAt: t.drawAt.toISOString(),
                salesCloseAt: t.salesCloseAt.toISOString(),
              }))
            : (item.drawCodes as StoredDraw[]);
        return {
          id: item.id,
          product: item.product,
          productName: productName(item.product),
          numberInfos: item.numberInfos as PricedNumberInfo[],
          lines: item.lines,
          periods: item.periods,
          price: item.price,
          draws,
        };
      }),
    tickets: mine.map((t) => toTicket(t, reported.has(t.id))),
  };
}

/** A history line of an order. */
export function toSummary(order: Order): OrderSummary {
  const products = [...new Set(order.items.map((i) => i.product))];
  return {
    orderId: order.orderId,
    products,
    productNames: products.map(productName),
    amount: order.amount,
    createdAt: order.createdAt,
    state: order.state,
    status: order.status,
    statusLabel: order.statusLabel,
    winStatus: order.winStatus,
    prizeNet: order.prizeNet,
    ticketCount: order.tickets.length,
    drawCodes: [...new Set(order.items.flatMap((i) => i.draws.map((d) => d.drawCode)))],
  };
}

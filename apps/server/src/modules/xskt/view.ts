import type { StockTicket, XsktPaperTicket } from '@veso/contract';
import { XSKT_TICKET_PRICE, type Ticket } from '@veso/contract';
import { formatDateTime, getProduct, type RegionalCalendarId } from '@veso/domain';
import type { StockRow } from './stock-repo';
import { setKey } from './stock-repo';
import type { PaperTicketRef } from './stock';

/** The wire shapes of the paper lotteries (stock tickets, paper tickets of orders). */

export function productLabel(product: string): string {
  return getProduct(product as RegionalCalendarId)?.name ?? product;
}

export function categoryOf(product: string): number {
  return getProduct(product as RegionalCalendarId)?.category ?? 0;
}

function isLive(row: StockRow, now: Date): boolean {
  return row.salesCloseAt.getTime() > now.getTime();
}

/** The status a customer sees: an ended hold is available again. */
export function visibleStatus(row: StockRow, now: Date): StockTicket['status'] {
  if (row.status === 'held' && (row.holdUntil?.getTime() ?? 0) <= now.getTime()) {
    return isLive(row, now) ? 'available' : 'withdrawn';
  }
  if (row.status === 'available' && !isLive(row, now)) return 'withdrawn';
  return row.status as StockTicket['status'];
}

export function toStockTicket(
  row: StockRow,
  counts: ReadonlyMap<string, { size: number; available: number }>,
  accountId: number | null,
  now: Date,
): StockTicket {
  const status = visibleStatus(row, now);
  const set = counts.get(setKey(row)) ?? { size: 1, available: status === 'available' ? 1 : 0 };
  return {
    ticketId: row.id,
    lotteryType: 2,
    category: categoryOf(row.product),
    product: row.product as StockTicket['product'],
    productName: productLabel(row.product),
    province: row.province,
    drawCode: row.drawDate,
    openDate: formatDateTime(row.drawAt),
    drawAt: row.drawAt.toISOString(),
    salesCloseAt: row.salesCloseAt.toISOString(),
    number: row.number,
    symbolCode: row.series === '' ? null : row.series,
    priceUnit: XSKT_TICKET_PRICE,
    status,
    heldUntil: status === 'held' && row.holdUntil ? row.holdUntil.toISOString() : null,
    heldByMe: status === 'held' && accountId !== null && row.holdAccountId === accountId,
    setSize: set.size,
    setAvailable: set.available,
  };
}

/** A paper ticket of an order: its order ticket and the stock ticket it is. */
export function toPaperTicket(
  ticket: Ticket & { orderId: number },
  ref: PaperTicketRef,
  drawAt: Date,
): XsktPaperTicket {
  return {
    id: ticket.id,
    orderId: ticket.orderId,
    ticketId: ref.stockId,
    product: ticket.product as XsktPaperTicket['product'],
    productName: ticket.productName,
    category: categoryOf(ticket.product),
    province: ref.province,
    drawCode: ticket.drawCode,
    openDate: formatDateTime(drawAt),
    number: ref.number,
    symbolCode: ref.series,
    price: ticket.price,
    status: ticket.status,
    statusLabel: ticket.statusLabel,
    winStatus: ticket.winStatus,
    scannedAt: ticket.printedAt,
    imagePath: ticket.imagePath,
    prizeGross: ticket.prizeGross,
    prizeTax: ticket.prizeTax,
    prizeNet: ticket.prizeNet,
    wins: ticket.wins,
    claimInPerson: ticket.claimInPerson,
    claimNote: ticket.claimNote,
    claimedAt: ticket.claimedAt,
  };
}

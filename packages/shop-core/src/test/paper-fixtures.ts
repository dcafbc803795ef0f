import { XSKT_TICKET_PRICE } from '@veso/contract';
import type { StockTicket } from '@veso/contract';
import { makePaperCartItem } from '../orders/paper-cart';
import type { PaperCartItem } from '../orders/paper-cart';

/**
 * A ticket of the paper stock for tests and stories: a southern ticket of Cần Thơ drawn on
 * Wednesday 04/03/2026 at 16:15, on sale; override what matters (the north has 5 digits
 * and a series code).
 */
export function makeTestStockTicket(overrides: Partial<StockTicket> = {}): StockTicket {
  return {
    ticketId: 1,
    lotteryType: 2,
    category: 4,
    product: 'xsmn',
    productName: 'Xổ số kiến thiết miền Nam',
    province: 'Cần Thơ',
    drawCode: '2026-03-04',
    openDate: '04/03/2026 16:15:00',
    drawAt: '2026-03-04T09:15:00.000Z',
    salesCloseAt: '2026-03-04T09:00:00.000Z',
    number: '123456',
    symbolCode: null,
    priceUnit: XSKT_TICKET_PRICE,
    status: 'available',
    heldUntil: null,
    heldByMe: false,
    setSize: 1,
    setAvailable: 1,
    ...overrides,
  };
}

/** A paper cart line of `tickets` held until `heldUntil` (ISO). */
export function makeTestPaperItem(
  tickets: readonly StockTicket[],
  heldUntil: string,
  wholeSet = false,
  id?: string,
): PaperCartItem {
  return makePaperCartItem(
    tickets,
    { items: tickets.map((t) => ({ ticketId: t.ticketId, heldUntil })), ttlSeconds: 900 },
    wholeSet,
    id,
  );
}

import { callEndpoint, makeRequestId } from '@veso/api-client';
import { XSKT_PRODUCTS, XSKT_TICKET_PRICE } from '@veso/contract';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import type {
  HoldList,
  OrderItemInfoInput,
  StockTicket,
  WholeSetRef,
  XsktProduct,
} from '@veso/contract';
import { CART_FULL_MESSAGE, CART_MAX_ITEMS, getProduct } from '@veso/domain';
import {
  cartItemAdded,
  cartItemRemoved,
  cartItemReplaced,
  selectCartItems,
} from '../state/cart-slice';
import type { CartItem } from '../state/cart-slice';
import type { AppThunk } from '../state/root-reducer';

/**
 * The paper lotteries in the cart. A paper ticket is one physical ticket of the
 * reseller's stock: adding it to the cart holds that exact ticket for the customer on the
 * server (`POST /xskt/cart/hold`, 15 minutes); the order names it by `ticketId`. A whole
 * set ("cặp nguyên") is one cart line of every ticket of one number of one draw, held and
 * bought together.
 */

/** One held stock ticket of a paper cart line. */
export type PaperCartTicket = {
  ticketId: number;
  number: string;
  /** The north's series code ("ký hiệu"); null in the south and the centre. */
  symbolCode: string | null;
  province: string;
  drawCode: string;
  /** Spec draw time `DD/MM/YYYY HH:mm:ss`. */
  openDate: string;
  drawAt: string;
  salesCloseAt: string;
  /** Until when the server holds it for the customer (ISO). */
  heldUntil: string;
};

/** A paper cart line: one ticket, or every ticket of a whole set. */
export type PaperCartItem = CartItem & {
  kind: 'paper';
  product: XsktProduct;
  wholeSet: boolean;
  tickets: PaperCartTicket[];
};

/** Whether a cart item is a line of held paper tickets. */
export function isPaperCartItem(item: CartItem): item is PaperCartItem {
  return (
    'kind' in item &&
    item.kind === 'paper' &&
    'product' in item &&
    (XSKT_PRODUCTS as readonly unknown[]).includes(item.product) &&
    Array.isArray((item as PaperCartItem).tickets)
  );
}

/** Tickets the cart holds: a paper line counts each of its tickets (the order's 50-ticket limit). */
export function cartTicketCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + (isPaperCartItem(item) ? item.tickets.length : 1), 0);
}

/** The moment the first ticket of a paper line stops being held (ISO). */
export function paperHeldUntil(item: PaperCartItem): string {
  return [...item.tickets.map((t) => t.heldUntil)].sort()[0] ?? '';
}

/** The price of a paper line: 10.000đ a ticket. */
export function paperItemPrice(item: PaperCartItem): number {
  return item.tickets.length * XSKT_TICKET_PRICE;
}

/** What a paper line is called on the cart and confirm screens. */
export function paperItemName(item: PaperCartItem): string {
  const name = getProduct(item.product).name;
  return item.wholeSet ? `${name} · Cặp nguyên ${item.tickets.length} vé` : name;
}

/** A ticket as it reads on the cards, the cart and the order: number, series, province, day. */
export function paperTicketText(ticket: Pick<PaperCartTicket, 'number' | 'symbolCode'>): string {
  return ticket.symbolCode ? `${ticket.number} · Ký hiệu ${ticket.symbolCode}` : ticket.number;
}

/** How a paper ticket is named to screen readers: 'Vé 123456 Cần Thơ ngày 04/03/2026'. */
export function paperTicketLabel(
  ticket: Pick<PaperCartTicket, 'number' | 'province' | 'openDate'>,
): string {
  return `Vé ${ticket.number} ${ticket.province} ngày ${ticket.openDate.slice(0, 10)}`;
}

/** The cart line of tickets the server now holds for the customer. */
export function makePaperCartItem(
  tickets: readonly StockTicket[],
  holds: HoldList,
  wholeSet: boolean,
  id: string = crypto.randomUUID(),
): PaperCartItem {
  const first = tickets[0];
  if (!first) throw new RangeError('a paper cart line needs a ticket');
  const until = new Map(holds.items.map((h) => [h.ticketId, h.heldUntil]));
  const lines: PaperCartTicket[] = tickets.map((t) => ({
    ticketId: t.ticketId,
    number: t.number,
    symbolCode: t.symbolCode,
    province: t.province,
    drawCode: t.drawCode,
    openDate: t.openDate,
    drawAt: t.drawAt,
    salesCloseAt: t.salesCloseAt,
    heldUntil:
      until.get(t.ticketId) ?? new Date(Date.now() + holds.ttlSeconds * 1000).toISOString(),
  }));
  return {
    id,
    kind: 'paper',
    product: first.product,
    wholeSet,
    category: first.category,
    group: 0,
    numberInfos: lines.map((t) => ({
      numbers: [t.number],
      priceUnit: XSKT_TICKET_PRICE,
      tickQuantity: 1,
      calculatedPrice: XSKT_TICKET_PRICE,
    })),
    drawInfos: [
      {
        category: first.category,
        drawId: first.drawCode,
        openDate: first.openDate,
      },
    ],
    generatedNumsAmount: lines.length,
    calculatedPrice: lines.length * XSKT_TICKET_PRICE,
    tickets: lines,
  };
}

/**
 * The order items of a paper line (spec §3 order item info): one item per stock ticket,
 * naming it by `ticketId` with its number and series (the server checks them against a
 * stale cart and prices the ticket itself).
 */
export function paperOrderItemInfos(item: PaperCartItem): OrderItemInfoInput[] {
  return item.tickets.map((ticket) => ({
    product: item.product,
    lotteryType: 2,
    category: item.category,
    drawArea: ticket.province,
    drawCodes: [ticket.drawCode],
    numberInfos: [
      {
        numbers: [ticket.number],
        ticketId: ticket.ticketId,
        ...(ticket.symbolCode ? { symbolCode: ticket.symbolCode } : {}),
        tickQuantity: 1,
      },
    ],
  }));
}

/** What holding paper tickets resolves to. */
export type PaperHoldOutcome =
  | { ok: true; item: PaperCartItem; renewed: boolean }
  | { ok: false; message: string; network: boolean; code: number };

/** Shown when the connection dropped while holding a ticket (nothing was held for sure). */
export const PAPER_HOLD_OFFLINE_MESSAGE =
  'Không có kết nối mạng. Vé chưa được giữ, vui lòng thử lại.';

function paperLines(items: readonly CartItem[]): PaperCartItem[] {
  return items.filter(isPaperCartItem);
}

/**
 * Holds `tickets` (or the whole set `set`, whose tickets they are) for the customer and
 * puts them in the cart, all or nothing. A ticket already in the cart is held again (its
 * 15 minutes start over) and its line updated. The server's refusal (another customer
 * took it, sales closed) comes back in Vietnamese, and nothing is added.
 */
export function holdPaperTickets(
  tickets: readonly StockTicket[],
  set?: WholeSetRef,
): AppThunk<Promise<PaperHoldOutcome>> {
  return async (dispatch, getState, { apiClient }) => {
    const items = selectCartItems(getState());
    const ids = tickets.map((t) => t.ticketId);
    const existing = paperLines(items).find((line) =>
      line.tickets.some((t) => ids.includes(t.ticketId)),
    );
    if (!existing && cartTicketCount(items) + tickets.length > CART_MAX_ITEMS) {
      return { ok: false, message: CART_FULL_MESSAGE, network: false, code: 14 };
    }
    const held = await callEndpoint(
      apiClient,
      xsktEndpoints.hold,
      {
        body: set
          ? { requestId: makeRequestId(), set }
          : { requestId: makeRequestId(), ticketIds: ids },
      },
      { silent: true },
    );
    if (!held.ok) {
      return {
        ok: false,
        code: held.code,
        network: held.network,
        message: held.network ? PAPER_HOLD_OFFLINE_MESSAGE : (held.serverMessage ?? held.message),
      };
    }
    if (existing) {
      const until = new Map(held.data.items.map((h) => [h.ticketId, h.heldUntil]));
      const item: PaperCartItem = {
        ...existing,
        tickets: existing.tickets.map((t) => ({
          ...t,
          heldUntil: until.get(t.ticketId) ?? t.heldUntil,
        })),
      };
      dispatch(cartItemReplaced(item));
      return { ok: true, item, renewed: true };
    }
    const item = makePaperCartItem(tickets, held.data, set !== undefined);
    dispatch(cartItemAdded(item));
    return { ok: true, item, renewed: false };
  };
}

/** Holds a paper line's tickets again for another 15 minutes (its hold ran out or nearly). */
export function renewPaperHold(itemId: string): AppThunk<Promise<PaperHoldOutcome>> {
  return async (dispatch, getState, { apiClient }) => {
    const line = paperLines(selectCartItems(getState())).find((item) => item.id === itemId);
    if (!line)
      return { ok: false, message: 'Vé không còn trong giỏ hàng.', network: false, code: 14 };
    const held = await callEndpoint(
      apiClient,
      xsktEndpoints.hold,
      { body: { requestId: makeRequestId(), ticketIds: line.tickets.map((t) => t.ticketId) } },
      { silent: true },
    );
    if (!held.ok) {
      return {
        ok: false,
        code: held.code,
        network: held.network,
        message: held.network ? PAPER_HOLD_OFFLINE_MESSAGE : (held.serverMessage ?? held.message),
      };
    }
    const until = new Map(held.data.items.map((h) => [h.ticketId, h.heldUntil]));
    const item: PaperCartItem = {
      ...line,
      tickets: line.tickets.map((t) => ({ ...t, heldUntil: until.get(t.ticketId) ?? t.heldUntil })),
    };
    dispatch(cartItemReplaced(item));
    return { ok: true, item, renewed: true };
  };
}

/**
 * Takes a paper line out of the cart and gives its tickets back to the stock
 * (`POST /xskt/cart/release`, without waiting: an unreleased hold runs out by itself).
 */
export function removePaperItem(itemId: string): AppThunk {
  return (dispatch, getState, { apiClient }) => {
    const line = paperLines(selectCartItems(getState())).find((item) => item.id === itemId);
    dispatch(cartItemRemoved(itemId));
    if (!line) return;
    void callEndpoint(
      apiClient,
      xsktEndpoints.release,
      { body: { requestId: makeRequestId(), ticketIds: line.tickets.map((t) => t.ticketId) } },
      { silent: true },
    );
  };
}

/** Shown once a paper ticket's hold has run out. */
export const HOLD_EXPIRED_TEXT = 'Hết thời gian giữ vé';

/** The hold's countdown: 'Vé được giữ cho bạn trong 14:59', or {@link HOLD_EXPIRED_TEXT}. */
export function holdCountdownText(heldUntil: string, now: number): string {
  const left = Math.floor((new Date(heldUntil).getTime() - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return HOLD_EXPIRED_TEXT;
  const two = (n: number) => String(n).padStart(2, '0');
  return `Vé được giữ cho bạn trong ${two(Math.floor(left / 60))}:${two(left % 60)}`;
}

/** Whether a hold has run out at `now`. */
export function holdExpired(heldUntil: string, now: number): boolean {
  return new Date(heldUntil).getTime() <= now;
}

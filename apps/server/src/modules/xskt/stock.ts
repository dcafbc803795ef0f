import type { RefusalRule } from '@veso/contract';
import { XSKT_HOLD_TTL_MS, XSKT_MESSAGES, XSKT_PRODUCTS } from '@veso/contract';
import { drawsOn, type RegionalCalendarId } from '@veso/domain';
import type { Orm } from '../../db/database';
import { StockStatus } from '../../db/schema-xskt';
import { invalidRequest } from '../../http/errors';
import { periodsByCode } from '../draws';
import type { PaperStockProvider, StockTicketInput } from '../../providers/paper-stock';
import {
  holdIds,
  insertStock,
  sellIds,
  setTickets,
  stockByIds,
  type DrawTimes,
  type StockRow,
} from './stock-repo';

/**
 * The paper-lottery stock: loading it, holding tickets in a cart, and the two
 * hooks of the one order path (`orders/service.ts`): a paper order item is one stock
 * ticket, held for the order when it is reserved and sold to it when it is paid, in the
 * same transactions. Holds are all or nothing; a ticket is sold once.
 */

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/** True for the paper lotteries' products (xsmb, xsmn, xsmt). */
export function isPaperProduct(product: string): product is RegionalCalendarId {
  return (XSKT_PRODUCTS as readonly string[]).includes(product);
}

/** The stock ticket an order's number set is (kept in `order_items.number_infos`). */
export type PaperTicketRef = {
  stockId: number;
  province: string;
  drawDate: string;
  number: string;
  /** The north's series code, null elsewhere. */
  series: string | null;
};

export function paperRefOf(row: StockRow): PaperTicketRef {
  return {
    stockId: row.id,
    province: row.province,
    drawDate: row.drawDate,
    number: row.number,
    series: row.series === '' ? null : row.series,
  };
}

/** The draw times of a region's draw day (the domain's calendar), or null without a draw. */
export function drawTimesOf(product: RegionalCalendarId, day: string): DrawTimes | null {
  const [draw] = drawsOn(product, day);
  return draw ? { drawAt: draw.at, salesCloseAt: draw.salesCloseAt } : null;
}

/**
 * Stores tickets of the stock once each (a ticket already stored is skipped: reloading is
 * safe). A ticket of a day its region does not draw is not stored, nor one of a draw no
 * longer open (made or closed: the sandbox draws early), which no order would accept.
 */
export async function storeStock(
  orm: Orm,
  tickets: readonly StockTicketInput[],
  source: string,
  now: Date,
): Promise<{ inserted: number; skipped: number }> {
  const ended = await endedDraws(orm, tickets);
  const drawable = tickets.filter(
    (t) => drawTimesOf(t.product, t.drawDate) !== null && !ended.has(`${t.product}|${t.drawDate}`),
  );
  const inserted = await insertStock(
    orm,
    drawable,
    (t) => drawTimesOf(t.product, t.drawDate) as DrawTimes,
    source,
    now,
  );
  return { inserted, skipped: tickets.length - inserted };
}

/** The region-days (`product|day`) of these tickets whose draw period is no longer open. */
async function endedDraws(orm: Orm, tickets: readonly StockTicketInput[]): Promise<Set<string>> {
  const ended = new Set<string>();
  const daysOf = new Map<string, Set<string>>();
  for (const t of tickets)
    daysOf.set(t.product, (daysOf.get(t.product) ?? new Set()).add(t.drawDate));
  for (const [product, days] of daysOf) {
    // A paper draw's code is its day (draws/codes.ts).
    for (const period of await periodsByCode(orm, product, [...days])) {
      if (period.status !== 'open') ended.add(`${product}|${period.drawCode}`);
    }
  }
  return ended;
}

/** Loads an agent's stock of one day for every region (the sandbox's daily delivery). */
export async function loadDayStock(
  orm: Orm,
  provider: PaperStockProvider,
  day: string,
  now: Date,
): Promise<{ inserted: number; skipped: number }> {
  const total = { inserted: 0, skipped: 0 };
  for (const product of XSKT_PRODUCTS) {
    const done = await storeStock(orm, provider.deliver(product, day), provider.name, now);
    total.inserted += done.inserted;
    total.skipped += done.skipped;
  }
  return total;
}

/**
 * Holds exact tickets for the account for {@link XSKT_HOLD_TTL_MS}, all or nothing, in the
 * caller's transaction: a ticket another customer holds or bought, withdrawn or past its
 * cut-off fails the whole hold (code 14, nothing held). `set`: the message of a whole set.
 */
export async function holdTickets(
  tx: Orm,
  accountId: number,
  ids: readonly number[],
  now: Date,
  options: { set?: boolean } = {},
): Promise<{ ids: number[]; until: Date }> {
  const unique = [...new Set(ids)];
  const rows = await stockByIds(tx, unique);
  if (rows.length !== unique.length) refuse(XSKT_MESSAGES.notFound, 'ticketId', 'exists');
  if (rows.some((r) => r.salesCloseAt.getTime() <= now.getTime()))
    refuse(XSKT_MESSAGES.salesClosed, 'ticketId', 'state');
  const until = new Date(now.getTime() + XSKT_HOLD_TTL_MS);
  const held = await holdIds(tx, unique, accountId, now, until);
  if (held.length !== unique.length)
    refuse(options.set ? XSKT_MESSAGES.setTaken : XSKT_MESSAGES.taken, 'ticketId', 'state');
  return { ids: held, until };
}

/** The ids of every ticket of a whole set, refused when one of them cannot be bought. */
export async function wholeSetIds(
  orm: Orm,
  ref: { product: string; province: string; drawDate: string; number: string },
  accountId: number,
  now: Date,
): Promise<number[]> {
  const rows = await setTickets(orm, ref);
  if (rows.length === 0) refuse(XSKT_MESSAGES.notFound, 'ticketId', 'exists');
  const blocked = rows.some(
    (r) =>
      r.status === StockStatus.sold ||
      r.status === StockStatus.withdrawn ||
      (r.status === StockStatus.held &&
        r.holdAccountId !== accountId &&
        (r.holdUntil?.getTime() ?? 0) > now.getTime()),
  );
  if (blocked) refuse(XSKT_MESSAGES.setTaken, 'ticketId', 'state');
  return rows.map((r) => r.id);
}

/** What an order item of a paper product asks for: one stock ticket (number info `ticketId`). */
type PaperItemInput = {
  product: string;
  numberInfos: readonly {
    ticketId?: string | number | undefined;
    numbers?: readonly (string | number)[];
    symbolCode?: string | undefined;
    tickQuantity?: number;
  }[];
};

/**
 * Order hook, reserve (`orders/service.ts`): the stock ticket a paper item names, checked
 * (exactly one number set naming a stock ticket of the item's region, its number and series
 * as sent when sent, one stake, still on sale or the buyer's) — its draw is the item's only
 * draw. Refuses with code 14 otherwise.
 */
export async function paperItemOf(
  orm: Orm,
  accountId: number,
  item: PaperItemInput,
  now: Date,
): Promise<PaperTicketRef> {
  const [info, ...rest] = item.numberInfos;
  const id = Number(info?.ticketId);
  if (!info || rest.length > 0 || !Number.isSafeInteger(id) || id <= 0) {
    refuse(XSKT_MESSAGES.wrongItem, 'numberInfos', 'value');
  }
  if ((info.tickQuantity ?? 1) !== 1) refuse(XSKT_MESSAGES.wrongItem, 'numberInfos', 'value');
  const [row] = await stockByIds(orm, [id]);
  if (!row || row.product !== item.product) refuse(XSKT_MESSAGES.notFound, 'ticketId', 'exists');
  const sent = info.numbers?.[0];
  if (sent !== undefined && String(sent) !== row.number)
    refuse(XSKT_MESSAGES.notFound, 'ticketId', 'exists');
  if (info.symbolCode && info.symbolCode !== row.series)
    refuse(XSKT_MESSAGES.notFound, 'ticketId', 'exists');
  if (row.salesCloseAt.getTime() <= now.getTime())
    refuse(XSKT_MESSAGES.salesClosed, 'ticketId', 'state');
  const mine = row.status === StockStatus.held && row.holdAccountId === accountId;
  const free =
    row.status === StockStatus.available ||
    (row.status === StockStatus.held && (row.holdUntil?.getTime() ?? 0) <= now.getTime());
  if (!mine && !free) refuse(XSKT_MESSAGES.taken, 'ticketId', 'state');
  return paperRefOf(row);
}

/** The paper tickets of an order's items (their stored number sets). */
export function paperRefsOf(
  items: readonly { id?: number; product: string; numberInfos: unknown }[],
): { index: number; itemId: number | undefined; ref: PaperTicketRef }[] {
  return items.flatMap((item, index) => {
    if (!isPaperProduct(item.product)) return [];
    const [info] = item.numberInfos as { paper?: PaperTicketRef }[];
    return info?.paper ? [{ index, itemId: item.id, ref: info.paper }] : [];
  });
}

/**
 * Order hook, reserve: in the transaction that writes the reserved order, holds its paper
 * tickets for the buyer until the order expires (at least the hold's 15 minutes), tied to
 * the order; all or nothing (code 14 when another customer took one meanwhile).
 */
export async function holdForOrder(
  tx: Orm,
  order: { id: number; accountId: number; expiresAt: Date },
  items: readonly { product: string; numberInfos: unknown }[],
  now: Date,
): Promise<void> {
  const ids = paperRefsOf(items).map((p) => p.ref.stockId);
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) refuse(XSKT_MESSAGES.wrongItem, 'numberInfos', 'value');
  const until = new Date(Math.max(order.expiresAt.getTime(), now.getTime() + XSKT_HOLD_TTL_MS));
  const held = await holdIds(tx, ids, order.accountId, now, until, order.id);
  if (held.length !== ids.length) refuse(XSKT_MESSAGES.taken, 'ticketId', 'state');
}

/**
 * Order hook, payment: in the payment's transaction, after its tickets are written, sells
 * each paper ticket to its order ticket — only while it is still the buyer's hold or on
 * sale before its cut-off; otherwise the payment is refused (code 14) and rolled back, so
 * nothing is charged and no ticket is sold twice.
 */
export async function sellForOrder(
  tx: Orm,
  order: { id: number; accountId: number },
  items: readonly { id: number; product: string; numberInfos: unknown }[],
  tickets: readonly { id: number; itemId: number }[],
  now: Date,
): Promise<void> {
  const refs = paperRefsOf(items);
  if (refs.length === 0) return;
  const sales = refs.map(({ itemId, ref }) => {
    const ticket = tickets.find((t) => t.itemId === itemId);
    if (!ticket) throw new Error(`No ticket written for paper item ${itemId}`);
    return { stockId: ref.stockId, ticketId: ticket.id };
  });
  const sold = await sellIds(tx, sales, order.accountId, order.id, now);
  if (sold.length !== sales.length) refuse(XSKT_MESSAGES.notHeld, 'ticketId', 'state');
}

/**
 * The order item a paper ticket is priced and drawn as: one single line without numbers
 * (the domain prices it 10,000đ), for the ticket's draw day only.
 */
export function paperItemInput<
  T extends {
    drawCodes: string[];
    periods?: number | undefined;
    numberInfos: { numbers: (string | number)[]; form: string; tickQuantity: number }[];
  },
>(item: T, ref: PaperTicketRef): T {
  const [info] = item.numberInfos;
  return {
    ...item,
    drawCodes: [ref.drawDate],
    periods: 1,
    numberInfos: info ? [{ ...info, numbers: [], form: 'single', tickQuantity: 1 }] : [],
  };
}

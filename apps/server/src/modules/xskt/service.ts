import type { RefusalRule } from '@veso/contract';
import {
  AMOUNT_CHANGED_MESSAGE,
  XSKT_HOLD_TTL_MS,
  XSKT_MESSAGES,
  XSKT_PRODUCTS,
  XSKT_TICKET_PRICE,
  type GroupByCategory,
  type HoldList,
  type HotCategory,
  type NumberSetList,
  type ProductHot,
  type StockTicketList,
  type XsktOrder,
  type XsktOrderList,
  type XsktPaperTicket,
  type XsktProduct,
  type XsktTicketBook,
  type XsttUtilityList,
  type byNumberQuerySchema,
  type groupByCategoryQuerySchema,
  type holdBodySchema,
  type hotCategoryQuerySchema,
  type releaseBodySchema,
  type saleListQuerySchema,
  type wholeSetQuerySchema,
  type xsktHistoryQuerySchema,
  type xsktOrderCreateBodySchema,
  type xsttUtilityListQuerySchema,
} from '@veso/contract';
import {
  addDays,
  drawCalendarOf,
  getProduct,
  minutesOf,
  percentOf,
  provincesOn,
  serviceFeePercent,
  timeOf,
  vnDayOf,
  vnInstant,
  weekdayOf,
  formatDateTime,
  LotteryType,
  type RegionalCalendarId,
} from '@veso/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalidRequest } from '../../http/errors';
import { orderHistory, getOrderDetail, reserveOrder, type OrderChannel } from '../orders';
import { itemsOf, orderItemProduct, toTicket } from '../orders';
import {
  hotNumbers,
  liveHolds,
  nextStockChange,
  numberSets,
  provinceCounts,
  releaseHolds,
  searchOnSale,
  setCounts,
  setKey,
  type StockFilter,
} from './stock-repo';
import { holdTickets, paperRefsOf, wholeSetIds, type PaperTicketRef } from './stock';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { itemsOfOrders, ticketBookPage, ticketsOfOrders } from './repo';
import { categoryOf, productLabel, toPaperTicket, toStockTicket } from './view';

type SaleListQuery = z.output<typeof saleListQuerySchema>;
type ByNumberQuery = z.output<typeof byNumberQuerySchema>;
type WholeSetQuery = z.output<typeof wholeSetQuerySchema>;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

const PRODUCT_OF_CATEGORY: Readonly<Record<number, XsktProduct>> = {
  3: 'xsmb',
  4: 'xsmn',
  5: 'xsmt',
};

/** The products a query names (category or product), every region when neither. */
function productsOf(query: { category?: number; product?: XsktProduct }): XsktProduct[] {
  if (query.product) {
    if (query.category !== undefined && PRODUCT_OF_CATEGORY[query.category] !== query.product) {
      return [];
    }
    return [query.product];
  }
  if (query.category !== undefined) {
    const product = PRODUCT_OF_CATEGORY[query.category];
    return product ? [product] : [];
  }
  return [...XSKT_PRODUCTS];
}

const WEEKDAYS = ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'];

/** The province as the weekly table spells it (NFC; case and dots ignored), else as given. */
function provinceName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = (s: string) => s.normalize('NFC').toLocaleLowerCase('vi').replace(/[\s.]/g, '');
  const all = new Set(
    XSKT_PRODUCTS.flatMap((p) =>
      Array.from({ length: 7 }, (_, d) => provincesOn(p, addDays('2026-01-04', d))).flat(),
    ),
  );
  return [...all].find((p) => key(p) === key(name)) ?? name.normalize('NFC');
}

/** The digits searched must fit the tickets' width. */
function assertDigits(filter: StockFilter, products: readonly XsktProduct[]): void {
  const width = Math.max(...products.map((p) => (p === 'xsmb' ? 5 : 6)));
  for (const digits of [filter.number, filter.tail, filter.head]) {
    if (digits !== undefined && digits.length > width)
      refuse(XSKT_MESSAGES.badQuery, 'number', 'format');
  }
  if (
    filter.number !== undefined &&
    products.every((p) => (p === 'xsmb' ? 5 : 6) !== filter.number?.length)
  ) {
    refuse(XSKT_MESSAGES.badQuery, 'number', 'format');
  }
}

function page(query: { page_index: number; page_size: number }) {
  return { limit: query.page_size, offset: (query.page_index - 1) * query.page_size };
}

/**
 * Until when a stock list computed at `now` stays true by the clock alone (the read cache's
 * `validUntil`; a write to the stock drops it anyway): the next Vietnamese midnight ("today"
 * and the days listed move), the stock's next cut-off or end of a hold, and the `cutOffs`
 * the answer shows (a province's sales close, stock or not).
 */
export async function stockAnswerUntil(
  deps: AppDeps,
  now: Date,
  cutOffs: readonly string[] = [],
): Promise<Date> {
  const instants = [
    vnInstant(addDays(vnDayOf(now), 1), 0),
    await nextStockChange(deps.db.orm, now),
    ...cutOffs.map((at) => new Date(at)),
  ];
  return new Date(
    Math.min(
      ...instants.flatMap((at) => (at && at.getTime() > now.getTime() ? [at.getTime()] : [])),
    ),
  );
}

/** `GET /core/webview/xskt/ticket/sale/list`. */
export async function saleList(
  deps: AppDeps,
  session: SessionContext | null,
  query: SaleListQuery,
): Promise<StockTicketList> {
  const now = deps.clock.now();
  const products = productsOf(query);
  const empty = { items: [], page_index: query.page_index, page_size: query.page_size, total: 0 };
  if (products.length === 0) return empty;
  const filter: StockFilter = {
    products,
    province: provinceName(query.province ?? query.drawArea),
    drawDates: query.date ? [query.date] : undefined,
    number: query.number,
    tail: query.tail,
    head: query.head,
  };
  assertDigits(filter, products);
  const { rows, total } = await searchOnSale(deps.db.orm, filter, now, page(query));
  const counts = await setCounts(deps.db.orm, rows, now);
  return {
    items: rows.map((r) => toStockTicket(r, counts, session?.accountId ?? null, now)),
    page_index: query.page_index,
    page_size: query.page_size,
    total,
  };
}

/** The provinces drawing on `day` for a product, with their stock counts. */
function provinceStock(
  product: RegionalCalendarId,
  day: string,
  counts: readonly {
    product: string;
    province: string;
    drawDate: string;
    total: number;
    available: number;
  }[],
  now: Date,
) {
  const calendar = drawCalendarOf(product);
  const time = calendar.times.kind === 'fixed' ? (calendar.times.times[0] ?? '00:00') : '00:00';
  return provincesOn(product, day).map((province) => {
    const found = counts.find(
      (c) => c.product === product && c.province === province && c.drawDate === day,
    );
    const drawAt = vnInstant(day, minutesOf(time));
    const salesCloseAt = new Date(drawAt.getTime() - calendar.salesCloseSeconds * 1000);
    return {
      province,
      drawCode: day,
      openDate: formatDateTime(drawAt),
      salesCloseAt: salesCloseAt.toISOString(),
      onSale: salesCloseAt.getTime() > now.getTime() && (found?.available ?? 0) > 0,
      available: found?.available ?? 0,
      total: found?.total ?? 0,
    };
  });
}

/** `GET /core/api/webview/utility/xstt/list`: the regions, their days and provinces with stock. */
export async function xsttUtilityList(
  deps: AppDeps,
  query: z.output<typeof xsttUtilityListQuerySchema>,
): Promise<XsttUtilityList> {
  const now = deps.clock.now();
  const today = vnDayOf(now);
  const days = Array.from({ length: query.days }, (_, i) => addDays(today, i));
  const counts = await provinceCounts(deps.db.orm, days, now);
  return {
    items: productsOf(query).map((product) => {
      const info = getProduct(product);
      const calendar = drawCalendarOf(product);
      const drawTime = calendar.times.kind === 'fixed' ? (calendar.times.times[0] ?? '') : '';
      const feePercent = serviceFeePercent(product) ?? 0;
      return {
        product,
        name: info.name,
        route: info.route,
        lotteryType: info.lotteryType ?? 2,
        category: info.category ?? 0,
        priceUnit: XSKT_TICKET_PRICE,
        feePercent,
        fee: percentOf(XSKT_TICKET_PRICE, feePercent),
        drawTime,
        salesCloseTime: timeOf(minutesOf(drawTime) - calendar.salesCloseSeconds / 60),
        holdSeconds: XSKT_HOLD_TTL_MS / 1000,
        days: days.map((day) => ({
          date: day,
          weekday: WEEKDAYS[weekdayOf(day)] ?? '',
          provinces: provinceStock(product, day, counts, now),
        })),
      };
    }),
  };
}

/** `GET /group/sale/by_category`: one day's stock by category and province. */
export async function groupByCategory(
  deps: AppDeps,
  query: z.output<typeof groupByCategoryQuerySchema>,
): Promise<GroupByCategory> {
  const now = deps.clock.now();
  const day = query.date ?? vnDayOf(now);
  const counts = await provinceCounts(deps.db.orm, [day], now);
  return {
    items: productsOf(query).map((product) => ({
      category: categoryOf(product),
      product,
      name: productLabel(product),
      date: day,
      priceUnit: XSKT_TICKET_PRICE,
      provinces: provinceStock(product, day, counts, now),
    })),
  };
}

/** The draw days on sale now: today and tomorrow (a day's sales close before its draw). */
function openDays(now: Date): string[] {
  const today = vnDayOf(now);
  return [today, addDays(today, 1)];
}

/** `GET /hot_category`. */
export async function hotCategory(
  deps: AppDeps,
  query: z.output<typeof hotCategoryQuerySchema>,
): Promise<HotCategory> {
  const now = deps.clock.now();
  const products = productsOf(query);
  const rows = await hotNumbers(
    deps.db.orm,
    products,
    query.date ? [query.date] : openDays(now),
    now,
    query.limit,
  );
  return {
    category: query.category,
    items: rows.map((r) => ({
      product: r.product as XsktProduct,
      province: r.province,
      drawCode: r.drawDate,
      number: r.number,
      taken: r.taken,
      available: r.available,
      ticketId: r.ticketId,
    })),
  };
}

/** Sets of numbers as the lists show them. */
async function setsOf(
  deps: AppDeps,
  session: SessionContext | null,
  filter: StockFilter,
  query: { page_index: number; page_size: number },
  options: { wholeOnly: boolean; minSize: number },
): Promise<NumberSetList> {
  const now = deps.clock.now();
  const { rows, total } = await numberSets(deps.db.orm, filter, now, page(query), options);
  const counts = await setCounts(deps.db.orm, rows, now);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = setKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return {
    items: [...groups.values()].map((group) => {
      const tickets = group.map((r) => toStockTicket(r, counts, session?.accountId ?? null, now));
      const first = tickets[0];
      if (!first) throw new Error('empty set');
      return {
        product: first.product,
        category: first.category,
        province: first.province,
        drawCode: first.drawCode,
        openDate: first.openDate,
        salesCloseAt: first.salesCloseAt,
        number: first.number,
        setSize: first.setSize,
        available: first.setAvailable,
        setPrice: first.setSize * XSKT_TICKET_PRICE,
        whole: first.setAvailable === first.setSize,
        tickets,
      };
    }),
    page_index: query.page_index,
    page_size: query.page_size,
    total,
  };
}

/** `GET /by_number`: the tickets of a number (or a tail) by province and draw. */
export async function byNumber(
  deps: AppDeps,
  session: SessionContext | null,
  query: ByNumberQuery,
): Promise<NumberSetList> {
  const products = productsOf(query);
  const filter: StockFilter = {
    products,
    drawDates: query.date ? [query.date] : undefined,
    number: query.number,
    tail: query.tail,
  };
  if (products.length === 0) {
    return { items: [], page_index: query.page_index, page_size: query.page_size, total: 0 };
  }
  assertDigits(filter, products);
  return setsOf(deps, session, filter, query, { wholeOnly: false, minSize: 1 });
}

/** `GET /xskt/ticket/whole_set/list` (/ve-so-cap-nguyen). */
export async function wholeSets(
  deps: AppDeps,
  session: SessionContext | null,
  query: WholeSetQuery,
): Promise<NumberSetList> {
  const products = productsOf(query);
  if (products.length === 0) {
    return { items: [], page_index: query.page_index, page_size: query.page_size, total: 0 };
  }
  const filter: StockFilter = {
    products,
    province: provinceName(query.province),
    drawDates: query.date ? [query.date] : undefined,
    tail: query.tail,
  };
  assertDigits(filter, products);
  return setsOf(deps, session, filter, query, { wholeOnly: true, minSize: query.minSize });
}

/** `GET /core/api/webview/product/hot` (spec §2 hot products, §9 multipliers). */
export async function productHot(deps: AppDeps): Promise<ProductHot> {
  const now = deps.clock.now();
  const counts = await provinceCounts(deps.db.orm, openDays(now), now);
  const loto = (product: 'loto2' | 'loto3' | 'loto5', multiplier: number) => {
    const info = getProduct(product);
    return {
      product,
      name: info.name,
      route: info.route,
      multiplier,
      onSale: info.onSale,
      available: null,
    };
  };
  const central = getProduct('xsmt');
  const available = counts
    .filter((c) => c.product === 'xsmt')
    .reduce((sum, c) => sum + c.available, 0);
  return {
    items: [
      loto('loto2', 70),
      loto('loto3', 420),
      loto('loto5', 420),
      {
        product: 'xsmt',
        name: central.name,
        route: central.route,
        multiplier: null,
        onSale: available > 0,
        available,
      },
    ],
  };
}

/** `POST /xskt/cart/hold`: all or nothing, requestId idempotent. */
export async function hold(
  deps: AppDeps,
  session: SessionContext,
  body: z.output<typeof holdBodySchema>,
): Promise<HoldList> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const ids = body.set
    ? await wholeSetIds(
        orm,
        {
          product: PRODUCT_OF_CATEGORY[body.set.category] ?? 'xsmb',
          province: provinceName(body.set.province) ?? body.set.province,
          drawDate: body.set.drawCode,
          number: body.set.number,
        },
        session.accountId,
        now,
      )
    : (body.ticketIds ?? []);
  if (ids.length > 50) refuse(XSKT_MESSAGES.tooMany, 'ticketIds', 'max');
  const key = requestKey(session.msisdn, 'xskt/cart/hold', body);
  const { value } = await idempotent(orm, now, key, async (tx) => {
    const held = await holdTickets(tx, session.accountId, ids, now, {
      set: body.set !== undefined,
    });
    return held.ids.map((ticketId) => ({ ticketId, heldUntil: held.until.toISOString() }));
  });
  return { items: value, ttlSeconds: XSKT_HOLD_TTL_MS / 1000 };
}

/** `POST /xskt/cart/release`. */
export async function release(
  deps: AppDeps,
  session: SessionContext,
  body: z.output<typeof releaseBodySchema>,
): Promise<{ released: number }> {
  return {
    released: await releaseHolds(deps.db.orm, session.accountId, body.ticketIds, deps.clock.now()),
  };
}

/** `GET /xskt/cart/holds`. */
export async function holds(deps: AppDeps, session: SessionContext): Promise<HoldList> {
  const rows = await liveHolds(deps.db.orm, session.accountId, deps.clock.now());
  return {
    items: rows.map((r) => ({ ticketId: r.id, heldUntil: r.holdUntil?.toISOString() ?? '' })),
    ttlSeconds: XSKT_HOLD_TTL_MS / 1000,
  };
}

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

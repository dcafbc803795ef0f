import {
  XSKT_HOLD_TTL_MS,
  XSKT_TICKET_PRICE,
  type GroupByCategory,
  type HotCategory,
  type NumberSetList,
  type ProductHot,
  type StockTicketList,
  type XsktProduct,
  type XsttUtilityList,
  type groupByCategoryQuerySchema,
  type hotCategoryQuerySchema,
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
  type RegionalCalendarId,
} from '@veso/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import {
  hotNumbers,
  nextStockChange,
  numberSets,
  provinceCounts,
  searchOnSale,
  setCounts,
  setKey,
  type StockFilter,
} from './stock-repo';
import type { SessionContext } from '../session';
import { categoryOf, productLabel, toStockTicket } from './view';
import {
  productsOf,
  WEEKDAYS,
  provinceName,
  assertDigits,
  page,
  type SaleListQuery,
  type ByNumberQuery,
  type WholeSetQuery,
} from './queries';

/** The public stock lists of the paper lotteries (answered from the read cache by the routes). */

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

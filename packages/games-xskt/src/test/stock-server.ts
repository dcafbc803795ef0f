import { API_BASES, XSKT_MESSAGES, XSKT_TICKET_PRICE, resultPaths } from '@veso/contract';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import type {
  HoldBody,
  HotCategory,
  NumberSet,
  ProductHot,
  StockTicket,
  XsttProduct,
  XsktProduct,
} from '@veso/contract';
import {
  answers,
  createEndpointFetch,
  makeTestLiveDraws,
  makeTestStockTicket,
  okResponse,
} from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';

/**
 * A stand-in for the paper-lottery endpoints (tests and stories): a small stock of the
 * southern provinces of Wednesday 04/03/2026 and the north's Bắc Ninh, searched as the
 * server does (province, day, exact number, trailing and leading digits), held all or
 * nothing. `takenByOthers` are tickets another customer holds (a hold of them is refused
 * with the server's message).
 */
export type StockServer = {
  fetch: FakeFetch;
  stock: StockTicket[];
  /** Tickets held by the customer (ids). */
  held: Set<number>;
  /** Every sale-list query received. */
  searches: URLSearchParams[];
  /** Every hot-number query received. */
  hotQueries: URLSearchParams[];
  holds: HoldBody[];
  /** Tickets another customer holds; add to one to play a race lost after the list loaded. */
  others: Set<number>;
};

const DAY = '2026-03-04';
const NEXT = '2026-03-05';

function ticket(
  ticketId: number,
  number: string,
  province: string,
  extra: Partial<StockTicket> = {},
): StockTicket {
  return makeTestStockTicket({ ticketId, number, province, ...extra });
}

/** The default stock: Cần Thơ, Đồng Nai, Sóc Trăng (south) and a whole set of 3 in Cần Thơ. */
export function defaultStock(): StockTicket[] {
  const north = (id: number, number: string, series: string) =>
    ticket(id, number, 'Bắc Ninh', {
      product: 'xsmb',
      productName: 'Xổ số kiến thiết miền Bắc',
      category: 3,
      symbolCode: series,
      openDate: '04/03/2026 18:15:00',
      drawAt: '2026-03-04T11:15:00.000Z',
      salesCloseAt: '2026-03-04T11:00:00.000Z',
    });
  const set = { setSize: 3, setAvailable: 3 };
  return [
    ticket(1, '123456', 'Cần Thơ'),
    ticket(2, '551268', 'Cần Thơ'),
    ticket(3, '771268', 'Đồng Nai'),
    ticket(4, '129900', 'Sóc Trăng'),
    ticket(5, '440068', 'Sóc Trăng'),
    ticket(6, '888888', 'Cần Thơ', set),
    ticket(7, '888888', 'Cần Thơ', set),
    ticket(8, '888888', 'Cần Thơ', set),
    ticket(9, '654321', 'Đồng Nai', set),
    ticket(10, '654321', 'Đồng Nai', set),
    ticket(11, '654321', 'Đồng Nai', set),
    north(20, '12345', '15AN'),
    north(21, '99968', '3AN'),
  ];
}

function day(date: string, weekday: string, provinces: [string, number, number][]) {
  return {
    date,
    weekday,
    provinces: provinces.map(([province, available, total]) => ({
      province,
      drawCode: date,
      openDate: `${date.split('-').reverse().join('/')} 16:15:00`,
      salesCloseAt: `${date}T09:00:00.000Z`,
      onSale: available > 0,
      available,
      total,
    })),
  };
}

function utility(product: XsktProduct, stock: readonly StockTicket[]): XsttProduct {
  const count = (province: string) => stock.filter((t) => t.province === province).length;
  const names: Record<XsktProduct, [string, string, string]> = {
    xsmb: ['Xổ số kiến thiết miền Bắc', '18:15', '18:00'],
    xsmn: ['Xổ số kiến thiết miền Nam', '16:15', '16:00'],
    xsmt: ['Xổ số kiến thiết miền Trung', '17:15', '17:00'],
  };
  const [name, drawTime, salesCloseTime] = names[product];
  const days =
    product === 'xsmb'
      ? [
          day(DAY, 'Thứ 4', [['Bắc Ninh', count('Bắc Ninh'), count('Bắc Ninh')]]),
          day(NEXT, 'Thứ 5', [['Hà Nội', 0, 0]]),
        ]
      : product === 'xsmn'
        ? [
            day(DAY, 'Thứ 4', [
              ['Đồng Nai', count('Đồng Nai'), count('Đồng Nai')],
              ['Cần Thơ', count('Cần Thơ'), count('Cần Thơ')],
              ['Sóc Trăng', count('Sóc Trăng'), count('Sóc Trăng')],
            ]),
            day(NEXT, 'Thứ 5', [
              ['Tây Ninh', 0, 0],
              ['An Giang', 0, 0],
              ['Bình Thuận', 0, 0],
            ]),
          ]
        : [
            day(DAY, 'Thứ 4', [
              ['Đà Nẵng', 0, 0],
              ['Khánh Hòa', 0, 0],
            ]),
          ];
  return {
    product,
    name,
    route: '',
    lotteryType: 2,
    category: product === 'xsmb' ? 3 : product === 'xsmn' ? 4 : 5,
    priceUnit: XSKT_TICKET_PRICE,
    feePercent: 0,
    fee: 0,
    drawTime,
    salesCloseTime,
    holdSeconds: 900,
    days,
  };
}

const PRODUCT_OF: Record<string, XsktProduct> = { '3': 'xsmb', '4': 'xsmn', '5': 'xsmt' };

/** The hot products as the server lists them (spec §2, §9), the centre's stock counted. */
function hotProducts(centralAvailable: number): ProductHot {
  const loto = (product: string, name: string, route: string, multiplier: number) => ({
    product,
    name,
    route,
    multiplier,
    onSale: true,
    available: null,
  });
  return {
    items: [
      loto('loto2', 'Lô tô 2 số', '/lo-to-2-so', 70),
      loto('loto3', 'Lô tô 3 số', '/lo-to-235/3-so', 420),
      loto('loto5', 'Lô tô 5 số', '/lo-to-235/5-so', 420),
      {
        product: 'xsmt',
        name: 'Xổ số kiến thiết miền Trung',
        route: '/xo-so-kien-thiet-mien-trung',
        multiplier: null,
        onSale: centralAvailable > 0,
        available: centralAvailable,
      },
    ],
  };
}

/**
 * The hot numbers of a category and day as the server ranks them: numbers with a ticket
 * still on sale, the most taken (held or bought by anyone) first, then the most left.
 */
function hotNumbers(
  stock: readonly StockTicket[],
  q: URLSearchParams,
  onSale: (t: StockTicket) => boolean,
): HotCategory {
  const product = PRODUCT_OF[q.get('category') ?? ''];
  const groups = new Map<string, StockTicket[]>();
  for (const t of stock) {
    if (t.product !== product || (q.get('date') && t.drawCode !== q.get('date'))) continue;
    const key = `${t.province}|${t.drawCode}|${t.number}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const items = [...groups.values()]
    .map((g) => {
      const first = g[0] as StockTicket;
      const left = g.filter(onSale);
      return {
        product: first.product,
        province: first.province,
        drawCode: first.drawCode,
        number: first.number,
        taken: g.length - left.length,
        available: left.length,
        ticketId: left[0]?.ticketId ?? null,
      };
    })
    .filter((h) => h.available > 0)
    .sort(
      (a, b) => b.taken - a.taken || b.available - a.available || a.number.localeCompare(b.number),
    )
    .slice(0, Number(q.get('limit') ?? 10));
  return { category: Number(q.get('category')), items };
}

function refusal(message: string): Response {
  return Response.json({ code: 14, message }, { status: 400 });
}

/** The fake server; `takenByOthers`: ticket ids another customer holds. */
export function stockServer(
  options: { stock?: StockTicket[]; takenByOthers?: number[] } = {},
): StockServer {
  const stock = options.stock ?? defaultStock();
  const others = new Set(options.takenByOthers ?? []);
  const held = new Set<number>();
  const searches: URLSearchParams[] = [];
  const hotQueries: URLSearchParams[] = [];
  const holds: HoldBody[] = [];
  const onSale = (t: StockTicket) => !others.has(t.ticketId) && !held.has(t.ticketId);

  const fetch = createEndpointFetch(
    [
      answers(xsktEndpoints.utilityList, ({ url }) => {
        const product = PRODUCT_OF[url.searchParams.get('category') ?? ''];
        const products = product ? [product] : (['xsmb', 'xsmn', 'xsmt'] as const);
        return { items: products.map((p) => utility(p, stock.filter(onSale))) };
      }),
      answers(xsktEndpoints.hotCategory, ({ url }) => {
        hotQueries.push(url.searchParams);
        return hotNumbers(stock, url.searchParams, onSale);
      }),
      answers(xsktEndpoints.productHot, () =>
        hotProducts(stock.filter((t) => t.product === 'xsmt' && onSale(t)).length),
      ),
      answers(xsktEndpoints.saleList, ({ url }) => {
        const q = url.searchParams;
        searches.push(q);
        const product = PRODUCT_OF[q.get('category') ?? ''];
        const items = stock.filter(
          (t) =>
            onSale(t) &&
            (!product || t.product === product) &&
            (!q.get('province') || t.province === q.get('province')) &&
            (!q.get('date') || t.drawCode === q.get('date')) &&
            (!q.get('number') || t.number === q.get('number')) &&
            (!q.get('tail') || t.number.endsWith(q.get('tail') ?? '')) &&
            (!q.get('head') || t.number.startsWith(q.get('head') ?? '')),
        );
        const size = Number(q.get('page_size') ?? 20);
        const index = Number(q.get('page_index') ?? 1);
        return {
          items: items.slice((index - 1) * size, index * size),
          page_index: index,
          page_size: size,
          total: items.length,
        };
      }),
      answers(xsktEndpoints.wholeSets, ({ url }) => {
        const q = url.searchParams;
        const product = PRODUCT_OF[q.get('category') ?? ''];
        const groups = new Map<string, StockTicket[]>();
        for (const t of stock) {
          if (product && t.product !== product) continue;
          if (q.get('tail') && !t.number.endsWith(q.get('tail') ?? '')) continue;
          const key = `${t.province}|${t.drawCode}|${t.number}`;
          groups.set(key, [...(groups.get(key) ?? []), t]);
        }
        const sets: NumberSet[] = [...groups.values()]
          .filter((g) => g.length > 1 && g.every((t) => !held.has(t.ticketId)))
          .map((g) => {
            const first = g[0] as StockTicket;
            const available = g.filter(onSale).length;
            return {
              product: first.product,
              category: first.category,
              province: first.province,
              drawCode: first.drawCode,
              openDate: first.openDate,
              salesCloseAt: first.salesCloseAt,
              number: first.number,
              setSize: g.length,
              available,
              setPrice: g.length * XSKT_TICKET_PRICE,
              whole: available === g.length,
              tickets: g,
            };
          });
        return { items: sets, page_index: 1, page_size: 10, total: sets.length };
      }),
      answers(xsktEndpoints.hold, async ({ request }) => {
        if (!request.headers.get('x-access-token')) {
          return Response.json({ code: 6, message: 'Phiên đăng nhập hết hạn' }, { status: 401 });
        }
        const body = (await request.json()) as HoldBody;
        holds.push(body);
        const ids = body.set
          ? stock
              .filter(
                (t) =>
                  t.province === body.set?.province &&
                  t.drawCode === body.set.drawCode &&
                  t.number === body.set.number,
              )
              .map((t) => t.ticketId)
          : (body.ticketIds ?? []).map(Number);
        if (ids.some((id) => others.has(id))) {
          return refusal(body.set ? XSKT_MESSAGES.setTaken : XSKT_MESSAGES.taken);
        }
        const until = new Date(Date.now() + 15 * 60 * 1000).toISOString();
        for (const id of ids) held.add(id);
        return {
          items: ids.map((ticketId) => ({ ticketId, heldUntil: until })),
          ttlSeconds: 900,
        };
      }),
      answers(xsktEndpoints.release, async ({ request }) => {
        const body = (await request.json()) as { ticketIds?: number[] };
        for (const id of body.ticketIds ?? []) held.delete(id);
        return { released: body.ticketIds?.length ?? 0 };
      }),
    ],
    // The draw results are another area's (results): matched by their path until it has
    // its endpoint table.
    (_request, url) =>
      url.pathname === `${API_BASES.main}${resultPaths.resultLatest}`
        ? okResponse(makeTestLiveDraws())
        : Response.json({ code: -1, message: 'no handler' }, { status: 503 }),
  );
  return { fetch, stock, held, searches, hotQueries, holds, others };
}

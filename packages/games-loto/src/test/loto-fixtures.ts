import type { DrawPeriod, PeriodList, PriceCoverTicket, XsdtProduct } from '@veso/contract';
import { XSDT_PRODUCTS } from '@veso/contract';
import { xsdtEndpoints } from '@veso/contract/endpoints/xsdt';
import { cartItemPrice, getProduct, lineCount, unitPriceFor } from '@veso/domain';
import type { PlaySelection } from '@veso/domain';
import {
  answers,
  cartItemAdded,
  createEndpointFetch,
  errorResponse,
  liveDrawsHandler,
  makeTestPeriod,
  makeVietlottCartItem,
  toChosenDraw,
  withStoryStore,
} from '@veso/shop-core';
import type { FakeApiHandler, NumberSet, VietlottCartItem } from '@veso/shop-core';

/** The draw calendar a category's `list_in_day` answers for: 6x36 for 1, the northern draw else. */
function calendarOf(category: string | null): DrawPeriod['product'] {
  return category === '1' ? 'dientoan636' : 'xsmb';
}

/** Three upcoming periods of a category, the next one a day ahead. */
export function lotoPeriodList(category: string | null, count = 3): PeriodList {
  const product = calendarOf(category);
  const periods = Array.from({ length: count }, (_, i) =>
    makeTestPeriod(product, `2030-01-0${i + 1}`, 24 * (i + 1), {
      category: Number(category),
      jackpot: null,
      openDate: `0${i + 1}/01/2030 18:15:00`,
    }),
  );
  return {
    product,
    periods,
    drawConfigs: periods.map((p) => ({
      category: p.category,
      drawCode: p.drawCode,
      openDate: p.openDate,
    })),
  };
}

function selectionOfCount(product: XsdtProduct, count: number): PlaySelection {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  if (product === 'bao636') return { kind: 'bao', numbers };
  if (product === 'baoloto2') return { kind: 'lotoBao', numbers };
  return { kind: 'single', numbers };
}

/** What the server's `price_cover_ticket` answers, computed with the domain as the server does. */
export function priceCover(url: URL): PriceCoverTicket {
  const product = (url.searchParams.get('product') ?? 'dientoan636') as XsdtProduct;
  const info = getProduct(product);
  const stake = Number(url.searchParams.get('tickQuantity') ?? 1);
  const periods = Number(url.searchParams.get('periods') ?? 1);
  const unitPrice = unitPriceFor(product, url.searchParams.get('embedded') === '1');
  const pick = info.pick;
  const counts = pick
    ? Array.from({ length: pick.count - pick.minCount + 1 }, (_, i) => pick.minCount + i)
    : [1];
  const sizes = counts.map((count) => {
    const lines = lineCount(product, selectionOfCount(product, count));
    return {
      count,
      lines,
      pricePerDraw: cartItemPrice({ product, lines, stake, draws: 1, unitPrice }),
    };
  });
  const count = Number(url.searchParams.get('count') ?? counts[0]);
  const size = sizes.find((s) => s.count === count) ??
    sizes[0] ?? { count, lines: 0, pricePerDraw: 0 };
  return {
    product,
    name: info.name,
    lotteryType: 1,
    category: info.category ?? 0,
    group: info.group,
    count,
    lines: size.lines,
    tickQuantity: stake,
    periods,
    unitPrice,
    pricePerDraw: size.pricePerDraw,
    totalPrice: size.pricePerDraw * periods,
    feePercent: null,
    fee: 0,
    paymentLimit: { min: 10_000, minMessage: '', max: null, maxMessage: null },
    sizes,
  };
}

/** The loto screens' endpoints: `list_in_day` and `price_cover_ticket`. */
const lotoFakes = [
  answers(xsdtEndpoints.periodListInDay, ({ url }) =>
    lotoPeriodList(url.searchParams.get('category')),
  ),
  answers(xsdtEndpoints.priceCoverTicket, ({ url }) => priceCover(url)),
];

const noHandler: FakeApiHandler = () => errorResponse(-1, 503);

/** A stand-in server for the loto screens: `list_in_day` and `price_cover_ticket`. */
export const lotoServer: FakeApiHandler = (request) =>
  createEndpointFetch(lotoFakes, noHandler)(request);

/**
 * A fresh fake fetch of {@link lotoServer}, with the live draws of the pages' sticky bar
 * (the results area's, matched by its own handler).
 */
export function lotoFetch() {
  return createEndpointFetch(lotoFakes, liveDrawsHandler(noHandler));
}

/** Every product of this feature. */
export const LOTO_PRODUCTS: readonly XsdtProduct[] = XSDT_PRODUCTS;

/** A seeded random source so quick pick is repeatable. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A cart ticket of `product` for the second upcoming draw of its category (`unitPrice`: the embed's). */
export function lotoCartItem(
  product: XsdtProduct,
  sets: readonly NumberSet[],
  id: string,
  unitPrice?: number,
): VietlottCartItem {
  const draws = lotoPeriodList(String(getProduct(product).category))
    .periods.slice(1, 2)
    .map(toChosenDraw);
  return makeVietlottCartItem(product, sets, draws, id, unitPrice);
}

/** A story opened as the cart's 'Sửa' opens it: the product's page editing a cart ticket. */
export function withEditedTicket(product: XsdtProduct, sets: readonly NumberSet[]) {
  return withStoryStore(lotoFetch(), {
    route: { pathname: getProduct(product).route, state: { editItemId: 'story-edit' } },
    prepare: (store) => store.dispatch(cartItemAdded(lotoCartItem(product, sets, 'story-edit'))),
  });
}

import type { RefusalRule } from '@veso/contract';
import {
  XSDT_PRODUCTS,
  XSKT_PRODUCTS,
  type PeriodList,
  type ResultProduct,
  type PickSizePrice,
  type PriceCoverTicket,
  type XsdtProduct,
  type XsdtProductInfo,
  type XsdtUtilityList,
  type periodListQuerySchema,
  type priceCoverTicketQuerySchema,
  type xsdtHistoryQuerySchema,
} from '@veso/contract';
import {
  Category,
  EMBEDDED_COMPUTER_PRICE_UNIT,
  LotteryType,
  cartItemPrice,
  formatDateTime,
  getProduct,
  lineCount,
  paymentLimitOf,
  percentOf,
  serviceFeePercent,
  unitPriceFor,
  validateSelection,
  type PlayForm,
  type PlaySelection,
  type Product,
} from '@veso/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalidRequest } from '../../http/errors';
import { drawConfigs, openPeriods as periodRowsOnSale, toDrawPeriods } from '../draws';
import { OrderMessages } from '../orders';
import { openPeriods } from '../orders';
import { currentSaleRules, saleRules, type SaleRules } from '../orders';

type PriceQuery = z.output<typeof priceCoverTicketQuerySchema>;
type PeriodListQuery = z.output<typeof periodListQuerySchema>;
type HistoryQuery = Pick<
  z.output<typeof xsdtHistoryQuerySchema>,
  'lottery_type' | 'category' | 'product'
>;

/** Vietnamese refusals of the computer-lottery calls (code 14). */
export const XsdtMessages = {
  product: 'Không tìm thấy sản phẩm xổ số điện toán phù hợp. Vui lòng chọn lại loại vé.',
  numbers: 'Dãy số đã chọn không hợp lệ.',
  category: 'Vui lòng chọn loại vé xổ số.',
} as const;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

function productOf(id: XsdtProduct): Product {
  return getProduct(id);
}

/** The play form a product's number sets are bought in (its only form). */
function formOf(product: Product): PlayForm {
  return product.playForms[0] ?? { kind: 'single' };
}

/** Every pick size the product allows, ascending. */
export function pickSizes(product: Product): number[] {
  const form = formOf(product);
  if (form.kind === 'bao' || form.kind === 'lotoBao') return [...form.sizes];
  const pick = product.pick;
  if (!pick) return [];
  return Array.from({ length: pick.count - pick.minCount + 1 }, (_, i) => pick.minCount + i);
}

/** The selection of `numbers` in the product's form. */
function selectionFor(product: Product, numbers: readonly number[]): PlaySelection {
  const form = formOf(product);
  if (form.kind === 'bao') return { kind: 'bao', numbers, special: null };
  if (form.kind === 'lotoBao') return { kind: 'lotoBao', numbers };
  return { kind: 'single', numbers, special: null };
}

/** `count` distinct numbers of the product's range (the price depends on the count only). */
function sampleNumbers(product: Product, count: number): number[] {
  const min = product.pick?.min ?? 0;
  return Array.from({ length: count }, (_, i) => min + i);
}

/** Lines of a valid selection, or the domain's Vietnamese refusal. */
function linesOf(product: Product, numbers: readonly number[]): number {
  const selection = selectionFor(product, numbers);
  const problem = validateSelection(product.id, selection);
  if (problem) refuse(problem, 'numbers', 'value');
  return lineCount(product.id, selection);
}

/**
 * The product of a price query: `product` when given (it must belong to the category
 * asked), else category 1 → 6x36 (6 numbers) or its bao (7–12), category 2 → loto 2/3/5 số
 * by `groups`, category 6 → loto 2/3/4 cặp by `groups`.
 */
export function resolveProduct(query: {
  lottery_type: number;
  category?: number | undefined;
  groups?: string | undefined;
  product?: XsdtProduct | undefined;
  count: number | undefined;
}): Product {
  if (query.lottery_type !== LotteryType.xsdt) refuse(XsdtMessages.product, 'category', 'value');
  if (query.product) {
    const product = productOf(query.product);
    if (query.category !== undefined && product.category !== query.category) {
      refuse(XsdtMessages.product, 'category', 'value');
    }
    return product;
  }
  const group = query.groups === undefined ? undefined : Number.parseInt(query.groups, 10);
  const byGroup = (map: Record<number, XsdtProduct>): Product => {
    const id = group === undefined ? undefined : map[group];
    if (!id) refuse(XsdtMessages.product, 'category', 'value');
    return productOf(id);
  };
  switch (query.category) {
    case Category.x636:
      return productOf((query.count ?? 6) > 6 ? 'bao636' : 'dientoan636');
    case Category.loto235:
      return byGroup({ 2: 'loto2', 3: 'loto3', 5: 'loto5' });
    case Category.loto234:
      return byGroup({ 2: 'loto2cap', 3: 'loto3cap', 4: 'loto4cap' });
    default:
      return refuse(XsdtMessages.product, 'category', 'value');
  }
}

/** The numbers of a comma-separated list (`01,07,23`), or a refusal. */
function parseNumbers(text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 36 || !parts.every((p) => /^\d{1,5}$/.test(p)))
    refuse(XsdtMessages.numbers, 'numbers', 'format');
  return parts.map((p) => Number.parseInt(p, 10));
}

/**
 * `price_cover_ticket`: lines × unit × stake (× periods) of a selection, priced by the
 * domain exactly as the order path prices it (the same `lineCount`, `cartItemPrice` and
 * `unitPriceFor`), with the price of every allowed pick size at that stake.
 */
export function priceCoverTicket(query: PriceQuery, embeddedSession: boolean): PriceCoverTicket {
  const numbers = query.numbers === undefined ? undefined : parseNumbers(query.numbers);
  const product = resolveProduct({ ...query, count: numbers?.length ?? query.count });
  if (query.tickQuantity < product.stake.min || query.tickQuantity > product.stake.max) {
    refuse(OrderMessages.stake(product.stake.min, product.stake.max), 'tickQuantity', 'value');
  }
  if (query.periods > product.maxPeriods)
    refuse(OrderMessages.tooManyPeriods(product.maxPeriods), 'periods', 'max');
  const sizes = pickSizes(product);
  const count = numbers?.length ?? query.count ?? sizes[0] ?? 1;
  const lines = linesOf(product, numbers ?? sampleNumbers(product, count));
  const unitPrice = unitPriceFor(product.id, query.embedded || embeddedSession);
  const price = (n: number, draws: number) =>
    cartItemPrice({ product: product.id, lines: n, stake: query.tickQuantity, draws, unitPrice });
  const totalPrice = price(lines, query.periods);
  const feePercent = serviceFeePercent(product.id);
  const limit = paymentLimitOf(product.category);
  const table: PickSizePrice[] = sizes.map((size) => {
    const n = lineCount(product.id, selectionFor(product, sampleNumbers(product, size)));
    return { count: size, lines: n, pricePerDraw: price(n, 1) };
  });
  return {
    product: product.id as XsdtProduct,
    name: product.name,
    lotteryType: product.lotteryType ?? LotteryType.xsdt,
    category: product.category ?? 0,
    group: product.group,
    count,
    lines,
    tickQuantity: query.tickQuantity,
    periods: query.periods,
    unitPrice,
    pricePerDraw: price(lines, 1),
    totalPrice,
    feePercent,
    fee: feePercent === null ? 0 : percentOf(totalPrice, feePercent),
    paymentLimit: {
      min: limit.min,
      minMessage: limit.minMessage,
      max: limit.max,
      maxMessage: limit.maxMessage,
    },
    sizes: table,
  };
}

/**
 * `utility/xsdt/list`: the computer-lottery products as the wallet-embedded shell sells
 * them (1,000đ unit), with the operator's pauses and each one's next draw on sale.
 */
export async function xsdtUtilityList(
  deps: AppDeps,
  category: number | undefined,
): Promise<XsdtUtilityList> {
  const orm = deps.db.orm;
  const now = deps.clock.now();
  const rules = await saleRules(orm);
  const next = new Map<string, XsdtProductInfo['nextDraw']>();
  const items: XsdtProductInfo[] = [];
  for (const id of XSDT_PRODUCTS) {
    const product = productOf(id);
    if (category !== undefined && product.category !== category) continue;
    if (!next.has(product.calendar)) {
      const [period] = await openPeriods(orm, product.calendar, now, { limit: 1 });
      next.set(
        product.calendar,
        period
          ? {
              drawCode: period.drawCode,
              openDate: formatDateTime(period.drawAt),
              drawAt: period.drawAt.toISOString(),
              salesCloseAt: period.salesCloseAt.toISOString(),
            }
          : null,
      );
    }
    const paused = rules.paused.get(id);
    const comingSoon = rules.comingSoon.has(id);
    const pick = product.pick;
    items.push({
      product: id,
      name: product.name,
      shortDescription: product.shortDescription,
      route: product.route,
      family: product.family,
      lotteryType: product.lotteryType ?? LotteryType.xsdt,
      category: product.category ?? 0,
      group: product.group,
      ticketGroup: product.ticketGroup,
      unitPrice: EMBEDDED_COMPUTER_PRICE_UNIT,
      webUnitPrice: product.priceUnit,
      pick: {
        min: pick?.min ?? 0,
        max: pick?.max ?? 0,
        count: pick?.count ?? 0,
        minCount: pick?.minCount ?? 0,
        digits: pick?.digits ?? 2,
      },
      playForms: product.playForms.map((form) => ({
        kind: form.kind,
        sizes: 'sizes' in form ? [...form.sizes] : [],
      })),
      stake: { ...product.stake, presets: [...product.stake.presets] },
      maxPeriods: product.maxPeriods,
      drawSchedule: product.drawSchedule,
      feePercent: serviceFeePercent(id),
      onSale: product.onSale && paused === undefined && !comingSoon,
      saleLabel: paused ?? (comingSoon ? OrderMessages.comingSoon : null),
      nextDraw: next.get(product.calendar) ?? null,
    });
  }
  return { items };
}

/**
 * The products a `list_xsdt` query keeps: `product`, narrowed by `lottery_type` (1: the
 * computer lottery; 2: the paper lotteries) and `category`; undefined: every order; empty:
 * none.
 * An unknown lottery type or category answers code 14.
 */
export function historyProducts(query: HistoryQuery): string[] | undefined {
  const { lottery_type: lotteryType, category, product } = query;
  if (lotteryType === undefined && category === undefined) {
    return product ? [product] : undefined;
  }
  if (
    lotteryType !== undefined &&
    lotteryType !== LotteryType.xsdt &&
    lotteryType !== LotteryType.xstt
  ) {
    refuse(XsdtMessages.product, 'category', 'value');
  }
  const candidates = (product ? [product] : [...XSDT_PRODUCTS, ...XSKT_PRODUCTS]).filter((id) => {
    const info = getProduct(id);
    return (
      info !== undefined &&
      (lotteryType === undefined || info.lotteryType === lotteryType) &&
      (category === undefined || info.category === category)
    );
  });
  const known = [...XSDT_PRODUCTS, ...XSKT_PRODUCTS].some(
    (id) => category === undefined || getProduct(id)?.category === category,
  );
  if (!known) refuse(XsdtMessages.product, 'category', 'value');
  // Empty: no product matches (a product outside the asked category), no order can.
  return candidates;
}

/**
 * The products of a `draw_category` query (`customer/draw_category/get_orders`,
 * `order/get_paper_xsdt/draw_category`): those of the spec category (`category` 1 x636 →
 * 6x36 and its bao, 2 loto235 → loto 2/3/5 số, 6 loto234 → the loto pairs and their bao,
 * 3–5 the paper lotteries) and lottery type, narrowed to `product` when given; `product`
 * alone: that product (the Vietlott games have no category). Empty when `product` is not
 * of the category. Code 14 without any of the three, or for an unknown category.
 */
export function drawCategoryProducts(query: HistoryQuery): string[] {
  const products = historyProducts(query);
  if (products === undefined) refuse(XsdtMessages.category, 'category', 'value');
  return products;
}

/** The paper lotteries' periods by category (lottery type 2; spec §3). */
const PAPER_CALENDARS: Readonly<Record<number, ResultProduct>> = {
  [Category.northernLottery]: 'xsmb',
  [Category.southLottery]: 'xsmn',
  [Category.centralLottery]: 'xsmt',
};

/** How many periods `list_in_day` answers. */
const LIST_IN_DAY_LIMIT = 6;

/** The group numbers of a `groups` parameter (`6`, `2,3,5`); empty when absent or blank. */
function parseGroups(text: string | undefined): number[] {
  if (text === undefined || text === '') return [];
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,2}$/.test(p))) refuse(XsdtMessages.product, 'category', 'value');
  return parts.map((p) => Number.parseInt(p, 10));
}

/**
 * The products and the draw calendar of a `list_in_day` query. Lottery type 1: the
 * computer-lottery products of the category (1 x636, 2 loto235, 6 loto234), narrowed to
 * `groups` (spec §3: 6 for 6x36 and its bao; 2, 3, 5 for loto 2/3/5 số; 2, 3, 4 for the loto
 * pairs), every one of which must be a group of that category. Lottery type 2: the paper
 * lottery of the category (3 north, 4 south, 5 central), which has no groups. Anything
 * else answers code 14.
 */
export function listInDayProducts(query: {
  lottery_type: number;
  category: number;
  groups?: string | undefined;
}): { calendar: ResultProduct; products: Product[] } {
  const groups = parseGroups(query.groups);
  if (query.lottery_type === LotteryType.xstt) {
    const calendar = PAPER_CALENDARS[query.category];
    const paper = calendar === undefined ? undefined : getProduct(calendar);
    if (!calendar || !paper || groups.length > 0) refuse(XsdtMessages.product, 'category', 'value');
    return { calendar, products: [paper] };
  }
  if (query.lottery_type !== LotteryType.xsdt) refuse(XsdtMessages.product, 'category', 'value');
  const ofCategory = XSDT_PRODUCTS.map(productOf).filter((p) => p.category === query.category);
  if (groups.some((g) => !ofCategory.some((p) => p.group === g)))
    refuse(XsdtMessages.product, 'category', 'value');
  const products =
    groups.length === 0 ? ofCategory : ofCategory.filter((p) => groups.includes(p.group ?? -1));
  const calendar = products[0]?.calendar;
  if (!calendar) return refuse(XsdtMessages.product, 'category', 'value');
  return { calendar: calendar as ResultProduct, products };
}

/** Whether a customer can buy the product now (catalogue, operator's pause, coming soon). */
function buyable(rules: SaleRules, product: Product): boolean {
  return product.onSale && !rules.paused.has(product.id) && !rules.comingSoon.has(product.id);
}

/**
 * `list_in_day`: the periods on sale (sales close after now, earliest first, each with its
 * cut-off) in which the products of the query's category and groups can be bought; none
 * while every one of them is paused by the operator, announced or off sale.
 */
export async function periodsInDay(deps: AppDeps, query: PeriodListQuery): Promise<PeriodList> {
  const { calendar, products } = listInDayProducts(query);
  const rules = await currentSaleRules(deps.db);
  const orm = deps.db.orm;
  const rows = products.some((p) => buyable(rules, p))
    ? await periodRowsOnSale(orm, calendar, deps.clock.now(), LIST_IN_DAY_LIMIT)
    : [];
  const periods = await toDrawPeriods(orm, rows, query.category);
  return { product: calendar, periods, drawConfigs: drawConfigs(periods) };
}

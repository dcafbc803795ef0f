import { Code, type AppConfig } from '@veso/contract';
import {
  getProduct,
  isAdult,
  salesStatus,
  validatePaymentAmount,
  type ProductId,
} from '@veso/domain';
import type { Database, Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { PrintingAgent } from '../../providers/printing-agent';
import { cachedAppConfig, storedAppConfig } from '../catalog/service';
import { assertMayBuy } from '../responsible-play/service';
import { OrderMessages } from './messages';
import { currentPricePerDraw, productOf, type PricedNumberInfo } from './pricing';
import { accountBirthday, type ItemRow, type OrderRow } from './repo';

/** The payment vendors of an order: only the main balance for now. */
export const PAYMENT_VENDORS = [{ id: 1, name: 'Tài khoản chính' }] as const;

/**
 * Who buys: the signed-in customer, or the account behind a subscription or a gateway
 * callback (its birthday is then read from the account).
 */
export type Buyer = { accountId: number; birthday?: string | null };

/**
 * What the operator's app configuration says about selling (read once per purchase, so a
 * change applies to the next order without a deploy): the paused and coming-soon
 * products, and the payment limits (`orderConfig.buyMinConfigs`) by product.
 */
export type SaleRules = {
  paused: ReadonlyMap<string, string>;
  comingSoon: ReadonlySet<string>;
  buyMin: ReadonlyMap<string, AppConfig['orderConfig']['buyMinConfigs'][number]>;
};

/** The sale rules of a configuration. */
export function saleRulesOf(config: AppConfig): SaleRules {
  return {
    paused: new Map(config.pausedProducts.map((p) => [p.productId, p.label])),
    comingSoon: new Set(config.comingSoonProducts),
    buyMin: new Map(config.orderConfig.buyMinConfigs.map((c) => [c.productId, c])),
  };
}

/** The sale rules in force (the stored app configuration), read now. */
export async function saleRules(orm: Orm): Promise<SaleRules> {
  return saleRulesOf(await storedAppConfig(orm));
}

const rulesOfConfig = new WeakMap<AppConfig, SaleRules>();

/**
 * The sale rules in force, from the server process's copy of the app configuration
 * (dropped whenever `app_settings` changes): what a customer's order is checked against.
 */
export async function currentSaleRules(db: Database): Promise<SaleRules> {
  const config = await cachedAppConfig(db);
  let rules = rulesOfConfig.get(config);
  if (!rules) {
    rules = saleRulesOf(config);
    rulesOfConfig.set(config, rules);
  }
  return rules;
}

function refuse(message: string): never {
  throw new ApiError(Code.INVALID_REQUEST, message);
}

/**
 * Refuses a product that cannot be bought now: unknown or not on sale in the catalogue,
 * paused by the operator (`pausedProducts`) or announced but not open yet
 * (`comingSoonProducts`). The home page's badges read the same setting.
 */
export function assertOnSale(rules: SaleRules, product: string): void {
  productOf(product);
  if (rules.paused.has(product)) refuse(OrderMessages.notOnSale);
  if (rules.comingSoon.has(product)) refuse(OrderMessages.comingSoon);
}

/**
 * Refuses an order whose ticket amount of a category is outside its payment limits (spec
 * §5): the operator's `buyMinConfigs` entry of a product in the order replaces the
 * domain's limit of that product's category (its own messages), else the domain's limit
 * applies (10,000đ minimum; 20,000,000đ / 10,000,000đ maximum for categories 1 / 6).
 */
export function assertPaymentLimits(
  rules: SaleRules,
  amounts: readonly { product: string; amount: number }[],
): void {
  const byCategory = new Map<number | null, { amount: number; products: Set<string> }>();
  for (const { product, amount } of amounts) {
    const category = productOf(product).category;
    const entry = byCategory.get(category) ?? { amount: 0, products: new Set<string>() };
    entry.amount += amount;
    entry.products.add(product);
    byCategory.set(category, entry);
  }
  for (const [category, { amount, products }] of byCategory) {
    const configured = [...products].flatMap((p) => {
      const limit = rules.buyMin.get(p);
      return limit ? [limit] : [];
    });
    if (configured.length === 0) {
      const problem = validatePaymentAmount(category, amount);
      if (problem) refuse(problem);
      continue;
    }
    for (const limit of configured) {
      if (amount < limit.minAmount) refuse(limit.minMessage);
      if (amount > limit.maxAmount) refuse(limit.maxMessage);
    }
  }
}

/**
 * Without a printing agent (live mode for now) no ticket could be printed, so nothing is
 * sold: reserve and confirm answer code 7 (maintenance) and take no money.
 */
export function assertSelling(agent: PrintingAgent | undefined): void {
  if (!agent) throw new ApiError(Code.MAINTENANCE);
}

/** Refuses a payment vendor other than the main balance. */
export function assertPaymentVendor(vendor: number): void {
  if (vendor !== PAYMENT_VENDORS[0].id) refuse(OrderMessages.paymentVendor);
}

/**
 * Refuses with the calendar's closed code (Keno outside 8:15–22:00: code 104 and its spec
 * message) when the product is outside its sales hours at `now`.
 */
export function assertSalesHours(product: string, now: Date): void {
  const status = salesStatus(product as ProductId, now);
  if (!status.open && status.reason === 'outsideSalesHours' && status.code !== null) {
    throw new ApiError(status.code);
  }
}

/** The draw calendar whose periods a product is sold on (Max 3D and Max 3D+ share `max3d`). */
export function calendarOf(product: string): string {
  return getProduct(product as ProductId)?.calendar ?? product;
}

/**
 * Refuses a buyer under 18 or without a birthday: the one read with the session, or the
 * account's when the session was built without it (the gateway's callback).
 */
export async function assertAdult(orm: Orm, buyer: Buyer, now: Date): Promise<void> {
  const birthday =
    buyer.birthday === undefined ? await accountBirthday(orm, buyer.accountId) : buyer.birthday;
  if (!birthday || !isAdult(birthday, now)) refuse(OrderMessages.underAge);
}

/**
 * The rules a reserved order must still pass to be paid (or sent to the wallet gateway),
 * whoever pays it: the buyer is an adult; every product is on sale (catalogue and the
 * operator's paused and coming-soon products) and in its sales hours; every item still
 * costs what it was reserved at (re-priced with the domain); the ticket amount is within
 * the payment limits (`buyMinConfigs`, else the domain's); the buyer has not excluded
 * themselves and stays under their spending limits (`lock`: the limits row is locked
 * for the payment's transaction). `rules`: the sale rules the caller read (read here
 * when not given). `limits: false`: the money was taken earlier from customers whose
 * limits were checked then (a full group's holds), so the buyer's are not checked again.
 */
export async function assertPayable(
  tx: Orm,
  buyer: Buyer,
  order: { row: OrderRow; items: ItemRow[] },
  now: Date,
  options: { lock: boolean; rules?: SaleRules; limits?: boolean },
): Promise<void> {
  await assertAdult(tx, buyer, now);
  const rules = options.rules ?? (await saleRules(tx));
  for (const item of order.items) {
    assertOnSale(rules, item.product);
    assertSalesHours(item.product, now);
    const stored = item.numberInfos as PricedNumberInfo[];
    if (currentPricePerDraw(item.product as ProductId, stored) * item.periods !== item.price) {
      refuse(OrderMessages.priceChanged);
    }
  }
  assertPaymentLimits(
    rules,
    order.items.map((item) => ({ product: item.product, amount: item.price })),
  );
  if (options.limits === false) return;
  await assertMayBuy(tx, buyer.accountId, order.row.amount - order.row.shipFee, now, options.lock);
}

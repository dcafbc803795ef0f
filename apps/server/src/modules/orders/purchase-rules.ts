import type { RefusalRule } from '@veso/contract';
import { Code, type AppConfig } from '@veso/contract';
import {
  getProduct,
  isAdult,
  salesStatus,
  validatePaymentAmount,
  type ProductId,
} from '@veso/domain';
import type { Database, Orm } from '../../db/database';
import { ApiError, invalidRequest } from '../../http/errors';
import type { PrintingAgent } from '../../providers/printing-agent';
import { cachedAppConfig, storedAppConfig } from '../catalog';
import { assertMayBuy } from '../responsible-play';
import { OrderMessages } from './messages';
import { currentPricePerDraw, productOf, type PricedNumberInfo } from './pricing';
import { accountAsBuyer, accountBirthday } from './repo';

/** The payment vendors of an order: only the main balance for now. */
export const PAYMENT_VENDORS = [{ id: 1, name: 'Tài khoản chính' }] as const;

/**
 * Who buys: an account, with its birthday as read with the session (absent: the check
 * reads the account's).
 */
export type Buyer = { accountId: number; birthday?: string | null };

/**
 * A buyer making a call: a signed-in customer's session is one; the buyer of a gateway
 * callback or a sandbox call is the account itself ({@link buyerOfAccount}). The msisdn
 * scopes the call's requestIds.
 */
export type Customer = Buyer & { msisdn: string };

/** The account as a buyer (its msisdn and stored birthday); undefined when there is none. */
export async function buyerOfAccount(orm: Orm, accountId: number): Promise<Customer | undefined> {
  const account = await accountAsBuyer(orm, accountId);
  return account && { accountId, msisdn: account.msisdn, birthday: account.birthday };
}

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

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/**
 * Refuses a product that cannot be bought now: unknown or not on sale in the catalogue,
 * paused by the operator (`pausedProducts`) or announced but not open yet
 * (`comingSoonProducts`). The home page's badges read the same setting.
 */
function assertOnSale(rules: SaleRules, product: string): void {
  productOf(product);
  if (rules.paused.has(product)) refuse(OrderMessages.notOnSale, 'product', 'state');
  if (rules.comingSoon.has(product)) refuse(OrderMessages.comingSoon, 'product', 'state');
}

/**
 * Refuses an order whose ticket amount of a category is outside its payment limits (spec
 * §5): the operator's `buyMinConfigs` entry of a product in the order replaces the
 * domain's limit of that product's category (its own messages), else the domain's limit
 * applies (10,000đ minimum; 20,000,000đ / 10,000,000đ maximum for categories 1 / 6).
 */
function assertPaymentLimits(
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
      if (problem) refuse(problem, 'amount', 'value');
      continue;
    }
    for (const limit of configured) {
      if (amount < limit.minAmount) refuse(limit.minMessage, 'amount', 'min');
      if (amount > limit.maxAmount) refuse(limit.maxMessage, 'amount', 'max');
    }
  }
}

/**
 * Without a printing agent (live mode for now) no ticket could be printed, so nothing is
 * sold: every purchase is refused with code 7 (maintenance) and takes no money.
 */
function assertSelling(agent: PrintingAgent | undefined): void {
  if (!agent) throw new ApiError(Code.MAINTENANCE);
}

/** Refuses a payment vendor other than the main balance. */
function assertPaymentVendor(vendor: number): void {
  if (vendor !== PAYMENT_VENDORS[0].id)
    refuse(OrderMessages.paymentVendor, 'paymentVendor', 'value');
}

/**
 * Refuses with the calendar's closed code (Keno outside 8:15–22:00: code 104 and its spec
 * message) when the product is outside its sales hours at `now`.
 */
function assertSalesHours(product: string, now: Date): void {
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
async function assertAdult(orm: Orm, buyer: Buyer, now: Date): Promise<void> {
  const birthday =
    buyer.birthday === undefined ? await accountBirthday(orm, buyer.accountId) : buyer.birthday;
  if (!birthday || !isAdult(birthday, now)) refuse(OrderMessages.underAge, 'birthday', 'state');
}

/** One item of a purchase: its product and, once priced, what its tickets cost. */
export type PurchaseItem = {
  product: string;
  /**
   * What the item's tickets cost, every draw together; absent while the purchase has no
   * price yet (a group's draft, a subscription): no payment limits then.
   */
  amount?: number;
  /**
   * An item reserved earlier: its stored lines and draw count, priced again now; another
   * price than `amount` is refused.
   */
  reserved?: { numberInfos: unknown; periods: number };
};

/** How a purchase is made, what {@link checkPurchase} needs besides the buyer and items. */
export type PurchaseChannel = {
  now: Date;
  /** The app's printing agent (`AppDeps.printingAgent`): without one nothing is sold. */
  agent: PrintingAgent | undefined;
  /** The payment vendor the call names, when it names one. */
  vendor?: number;
  /** The sale rules this call already read (else read now, in `tx`). */
  rules?: SaleRules;
  /**
   * `now` (the default): the tickets are sold now, in their sales hours. `standing`: an
   * order for draws to come (a subscription), each bought later through this check: no
   * sales hours now, and nothing spent yet.
   */
  sale?: 'now' | 'standing';
  /**
   * The buyer's spending limits and self-exclusion: what this purchase spends (default:
   * the items' amounts) and whether the limits row is locked for the caller's payment;
   * `false`: checked by the payment itself (`purchase_order`), or the money was taken
   * from customers whose limits were checked then (a full group's holds).
   */
  spending: { amount?: number; lock: boolean } | false;
};

/**
 * The one check of a purchase, whoever makes it (reserve, reserve-and-pay, confirm, the
 * webview's gateway payment, group play, share payments, subscriptions), in this order,
 * the first refusal answered: the payment vendor; the buyer is an adult; the sale rules
 * in force; every product on sale (catalogue, the operator's paused and coming-soon
 * products); in its sales hours; a reserved item still costs what it was reserved at;
 * the payment limits of the ticket amounts (`buyMinConfigs`, else the domain's); the
 * buyer's spending limits and self-exclusion; a printing agent to print the tickets
 * (code 7). Nothing is written. Resolves with the sale rules it checked with.
 */
export async function checkPurchase(
  tx: Orm,
  buyer: Buyer,
  items: readonly PurchaseItem[],
  channel: PurchaseChannel,
): Promise<SaleRules> {
  const { now } = channel;
  const standing = channel.sale === 'standing';
  if (channel.vendor !== undefined) assertPaymentVendor(channel.vendor);
  await assertAdult(tx, buyer, now);
  const rules = channel.rules ?? (await saleRules(tx));
  for (const item of items) {
    assertOnSale(rules, item.product);
    if (!standing) assertSalesHours(item.product, now);
    if (item.reserved && item.amount !== undefined) {
      const { numberInfos, periods } = item.reserved;
      const price = currentPricePerDraw(
        item.product as ProductId,
        numberInfos as PricedNumberInfo[],
      );
      if (price * periods !== item.amount) refuse(OrderMessages.priceChanged, 'amount', 'mismatch');
    }
  }
  const priced = items.flatMap((item) =>
    item.amount === undefined ? [] : [{ product: item.product, amount: item.amount }],
  );
  if (!standing && priced.length > 0) assertPaymentLimits(rules, priced);
  if (channel.spending) {
    const spent = standing
      ? 0
      : (channel.spending.amount ?? priced.reduce((sum, item) => sum + item.amount, 0));
    await assertMayBuy(tx, buyer.accountId, spent, now, channel.spending.lock);
  }
  assertSelling(channel.agent);
  return rules;
}

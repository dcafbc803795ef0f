import { Code, type AppConfig } from '@veso/contract';
import { validatePaymentAmount } from '@veso/domain';
import type { Database, Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { PrintingAgent } from '../../providers/printing-agent';
import { cachedAppConfig, storedAppConfig } from '../catalog/service';
import { OrderMessages } from './messages';
import { productOf } from './pricing';

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

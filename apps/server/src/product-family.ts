import type { Orm } from './db/database';

/** An order item as a family plans it: the requested item's fields the order path reads. */
export type FamilyItemInput = {
  product: string;
  drawCodes: string[];
  periods?: number | undefined;
  numberInfos: {
    numbers: (string | number)[];
    form: string;
    tickQuantity: number;
    ticketId?: string | number | undefined;
    symbolCode?: string | undefined;
  }[];
};

/**
 * What a product family sold from something other than the draw alone (the paper
 * lotteries: printed tickets in stock) adds to the one order path (`orders`). The app
 * registers each family (`AppDeps.families`); `orders` calls the family of an item's
 * product and never names a family itself. Every hook runs in the order's transaction,
 * all or nothing, and refuses with the spec's code and message.
 */
export type ProductFamily = {
  /** Its name, for logs and errors. */
  name: string;
  /** The products it sells. */
  products: readonly string[];
  /**
   * Reserve: the item as it is priced and drawn (a paper ticket: one line for its own draw),
   * and what its first number set keeps (stored with the order, read back by `view`).
   */
  planItem<T extends FamilyItemInput>(
    orm: Orm,
    accountId: number,
    item: T,
    now: Date,
  ): Promise<{ item: T; keep: Record<string, unknown> }>;
  /** A chosen draw whose sales closed is refused, never moved to the next draw. */
  ownDrawOnly: boolean;
  /**
   * Reserve, in its transaction: holds what the order's items need for the buyer until the
   * order expires (the holds end with it: no release is needed).
   */
  holdForOrder(
    tx: Orm,
    order: { id: number; accountId: number; expiresAt: Date },
    items: readonly { product: string; numberInfos: unknown }[],
    now: Date,
  ): Promise<void>;
  /** Pay, in its transaction, after the tickets are written: sells what the order holds. */
  sellOnPay(
    tx: Orm,
    order: { id: number; accountId: number },
    items: readonly { id: number; product: string; numberInfos: unknown }[],
    tickets: readonly { id: number; itemId: number }[],
    now: Date,
  ): Promise<void>;
};

/** The family selling `product`, or undefined for a product sold on its draw alone. */
export function familyOf(
  families: readonly ProductFamily[],
  product: string,
): ProductFamily | undefined {
  return families.find((family) => family.products.includes(product));
}

/** The items of each family among `items` (items sold on their draw alone left out). */
export function itemsByFamily<T extends { product: string }>(
  families: readonly ProductFamily[],
  items: readonly T[],
): Map<ProductFamily, T[]> {
  const found = new Map<ProductFamily, T[]>();
  for (const item of items) {
    const family = familyOf(families, item.product);
    if (family) found.set(family, [...(found.get(family) ?? []), item]);
  }
  return found;
}

/** Most items a cart holds (spec §9). */
export const CART_MAX_ITEMS = 50;

/** Shown when adding beyond {@link CART_MAX_ITEMS} (spec §5, verbatim). */
export const CART_FULL_MESSAGE = 'Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé';

/** The outcome of adding to a cart: the new items, or the message to show. */
export type CartAddResult<T> =
  | { readonly ok: true; readonly items: readonly T[] }
  | { readonly ok: false; readonly message: string };

/** True when a cart of `itemCount` items can take one more. */
export function canAddToCart(itemCount: number): boolean {
  return itemCount < CART_MAX_ITEMS;
}

/**
 * Adds an item at the end of a cart, unless the cart already holds
 * {@link CART_MAX_ITEMS}: then the cart is unchanged and the spec's message is returned.
 * Never changes `items`.
 */
export function addToCart<T>(items: readonly T[], item: T): CartAddResult<T> {
  if (!canAddToCart(items.length)) return { ok: false, message: CART_FULL_MESSAGE };
  return { ok: true, items: [...items, item] };
}

/** The part of a cart item the removal rule needs: its number sets. */
export type WithNumberSets = { readonly numberInfos: readonly unknown[] };

/**
 * Removes number set `setIndex` of cart item `itemIndex` (spec §5): removing the last
 * number set of a ticket removes the ticket. Indexes out of range leave the cart as it is.
 * Never changes `items`; other items keep their identity.
 */
export function removeNumberSet<T extends WithNumberSets>(
  items: readonly T[],
  itemIndex: number,
  setIndex: number,
): T[] {
  const item = items[itemIndex];
  if (item === undefined || setIndex < 0 || setIndex >= item.numberInfos.length) return [...items];
  if (item.numberInfos.length === 1) return items.filter((_, i) => i !== itemIndex);
  const numberInfos = item.numberInfos.filter((_, i) => i !== setIndex);
  return items.map((current, i) => (i === itemIndex ? { ...current, numberInfos } : current));
}

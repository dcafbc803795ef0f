import { isProductId, unitPriceFor } from '@veso/domain';
import type { MigrationManifest, PersistedState } from 'redux-persist';

/**
 * The version of the persisted state (`persist:wvstate`). Bump it with a migration below
 * whenever a persisted slice changes shape.
 * - 1: the cart's number infos held the stake multiplier in `priceUnit`.
 * - 2: `priceUnit` is the unit price in đồng (the domain's `unitPriceFor`, as in the order
 *   contract) and the stake multiplier is `tickQuantity` (spec §3 number info).
 */
export const PERSIST_VERSION = 2;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stakeOf(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/**
 * A version 1 cart item in version 2: each number info's stake moves from `priceUnit` to
 * `tickQuantity` and `priceUnit` becomes the product's unit price. An item without a known
 * product (version 1 wrote none: only Vietlott tickets reach the cart) cannot be priced or
 * bought, so it is dropped; an info already in the new shape is kept as it is.
 */
function cartItemV2(item: unknown): Json | null {
  if (!isRecord(item) || !isProductId(item.product) || !Array.isArray(item.numberInfos)) {
    return null;
  }
  const priceUnit = unitPriceFor(item.product, false);
  return {
    ...item,
    numberInfos: item.numberInfos
      .filter(isRecord)
      .map((info) =>
        'tickQuantity' in info
          ? info
          : { ...info, priceUnit, tickQuantity: stakeOf(info.priceUnit) },
      ),
  };
}

/** redux-persist migrations of the persisted root state, by the version they produce. */
export const persistMigrations: MigrationManifest = {
  2: (state: PersistedState): PersistedState => {
    if (state === undefined) return state;
    const { cart } = state as { cart?: unknown };
    if (!isRecord(cart) || !Array.isArray(cart.items)) return state;
    const items = cart.items.map(cartItemV2).filter((item) => item !== null);
    const migrated = { ...state, cart: { ...cart, items } };
    return migrated;
  },
};

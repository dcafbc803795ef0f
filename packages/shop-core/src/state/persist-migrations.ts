import { isProductId, unitPriceFor } from '@veso/domain';
import type { MigrationManifest, PersistedState } from 'redux-persist';

/**
 * The version of the persisted state (`persist:wvstate`). Bump it with a migration below
 * whenever a persisted slice changes shape.
 * - 1: the cart's number infos held the stake multiplier in `priceUnit`.
 * - 2: `priceUnit` is the unit price in đồng (the domain's `unitPriceFor`, as in the order
 *   contract) and the stake multiplier is `tickQuantity` (spec §3 number info).
 * - 3: a cart item no longer holds `unitPrice`: each number info's `priceUnit` is its unit
 *   (the wallet-embedded computer lottery's 1,000đ included).
 */
export const PERSIST_VERSION = 3;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function stakeOf(value: unknown): number {
  return isCount(value) ? value : 1;
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

/**
 * A version 2 cart item in version 3: `unitPrice` is dropped; a number info without a
 * valid `priceUnit` takes the item's `unitPrice` (else the product's own unit), so every
 * set keeps the unit it was priced at.
 */
function cartItemV3(item: unknown): Json | null {
  if (!isRecord(item) || !isProductId(item.product) || !Array.isArray(item.numberInfos)) {
    return null;
  }
  const { unitPrice, ...rest } = item;
  const fallback = isCount(unitPrice) ? unitPrice : unitPriceFor(item.product, false);
  return {
    ...rest,
    numberInfos: item.numberInfos
      .filter(isRecord)
      .map((info) => (isCount(info.priceUnit) ? info : { ...info, priceUnit: fallback })),
  };
}

/** The state with every cart item passed through `migrate` (null: dropped). */
function migrateCartItems(
  state: PersistedState,
  migrate: (item: unknown) => Json | null,
): PersistedState {
  if (state === undefined) return state;
  const { cart } = state as { cart?: unknown };
  if (!isRecord(cart) || !Array.isArray(cart.items)) return state;
  const items = cart.items.map(migrate).filter((item) => item !== null);
  const migrated = { ...state, cart: { ...cart, items } };
  return migrated;
}

/** redux-persist migrations of the persisted root state, by the version they produce. */
export const persistMigrations: MigrationManifest = {
  2: (state: PersistedState): PersistedState => migrateCartItems(state, cartItemV2),
  3: (state: PersistedState): PersistedState => migrateCartItems(state, cartItemV3),
};

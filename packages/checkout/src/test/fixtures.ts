import type { UserInfo, XsdtProduct } from '@veso/contract';
import {
  cartItemAdded,
  makeTestPeriodList,
  makeTestUserInfo,
  makeVietlottCartItem,
  setupTestStore,
  toChosenDraw,
  withStoryStore,
} from '@veso/shop-core';
import type { CartItem, NumberSet, TestStore, VietlottCartItem } from '@veso/shop-core';

export function single(numbers: number[]): NumberSet {
  return { numbers, form: 'single', special: null, specials: [], chosenAuto: false };
}

/** A Mega 6/45 ticket of `sets` for the first `draws` upcoming draws. */
export function megaTicket(sets: NumberSet[], draws = 1, id?: string): VietlottCartItem {
  const periods = makeTestPeriodList('mega645', draws).periods.map(toChosenDraw);
  return makeVietlottCartItem('mega645', sets, periods, id);
}

/**
 * A computer-lottery, loto or Keno ticket of `sets` for the next draw (`unitPrice`: the
 * embed's).
 */
export function lotoTicket(
  product: XsdtProduct | 'keno',
  sets: NumberSet[],
  id?: string,
  unitPrice?: number,
): VietlottCartItem {
  const draw = {
    drawCode: '2030-01-01',
    openDate: '01/01/2030 18:15:00',
    drawAt: '2030-01-01T11:15:00Z',
    salesCloseAt: '2030-01-01T11:00:00Z',
  };
  return makeVietlottCartItem(product, sets, [draw], id, unitPrice);
}

/** Puts `items` in the cart of `store`. */
function fillCart(store: TestStore, items: readonly CartItem[]): void {
  for (const item of items) store.dispatch(cartItemAdded(item));
}

/** A store (fake server `fetch`) whose cart holds `items`. */
export function storeWithCart(fetch: typeof globalThis.fetch, items: CartItem[]): TestStore {
  const store = setupTestStore(undefined, { fetch });
  fillCart(store, items);
  return store;
}

/**
 * A story decorator: the cart holds `items` (calls answered by `fetch`), the router is at
 * `route`, the screen 360px wide; `prepare` may set more of the store.
 */
export function withCartStory(
  fetch: typeof globalThis.fetch,
  items: readonly CartItem[],
  route: string,
  prepare?: (store: TestStore) => void,
) {
  return withStoryStore(fetch, {
    route,
    prepare: (store) => {
      fillCart(store, items);
      prepare?.(store);
    },
  });
}

/** The test customer with `balance` đồng, no prize balance, allowed to buy unless told. */
export function userInfo(balance: number, canBuy = true): UserInfo {
  return makeTestUserInfo({ balance, prizeBalance: 0, canBuy });
}

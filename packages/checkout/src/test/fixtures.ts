import type { UserInfo } from '@veso/contract';
import {
  cartItemAdded,
  makeTestPeriodList,
  makeVietlottCartItem,
  setupTestStore,
} from '@veso/shop-core';
import type { NumberSet, TestStore, VietlottCartItem } from '@veso/shop-core';
import { toChosenDrawForTest } from './draws';

export function single(numbers: number[]): NumberSet {
  return { numbers, form: 'single', special: null, specials: [], chosenAuto: false };
}

/** A Mega 6/45 ticket of `sets` for the first `draws` upcoming draws. */
export function megaTicket(sets: NumberSet[], draws = 1, id?: string): VietlottCartItem {
  const periods = makeTestPeriodList('mega645', draws).periods.map(toChosenDrawForTest);
  return makeVietlottCartItem('mega645', sets, periods, id);
}

/** A store (fake server `fetch`) whose cart holds `items`. */
export function storeWithCart(
  fetch: typeof globalThis.fetch,
  items: VietlottCartItem[],
): TestStore {
  const store = setupTestStore(undefined, { fetch });
  for (const item of items) store.dispatch(cartItemAdded(item));
  return store;
}

export function userInfo(balance: number, canBuy = true): UserInfo {
  return {
    account_id: '84912345678',
    fullname: 'Nguyễn Văn A',
    balance,
    prizeBalance: 0,
    cmnd: null,
    address: null,
    email: null,
    area: null,
    birthday: '1990-01-01',
    job: null,
    gender: null,
    avatar_url: null,
    registered: true,
    canBuy,
  };
}

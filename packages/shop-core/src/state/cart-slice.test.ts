import { describe, expect, it } from 'vitest';
import { setupTestStore } from '../test/render-with-providers';
import {
  CART_FULL_MESSAGE,
  CART_MAX_ITEMS,
  cartItemReplaced,
  cartNumberSetRemoved,
  selectCartCount,
  selectCartItems,
} from './cart-slice';
import type { CartItem } from './cart-slice';
import { addToCart } from './thunks';
import { selectToasts } from './toasts-slice';

function item(id: string, sets = 1): CartItem {
  return {
    id,
    category: 2,
    group: 2,
    numberInfos: Array.from({ length: sets }, (_, i) => ({
      numbers: [String(i).padStart(2, '0')],
      priceUnit: 10_000,
      tickQuantity: 1,
      calculatedPrice: 10_000,
    })),
    drawInfos: [{ category: 2, drawId: 'd1', openDate: '01/01/2030 18:00:00' }],
    generatedNumsAmount: 1,
    calculatedPrice: 10_000 * sets,
  };
}

describe('cart', () => {
  it('starts empty', () => {
    const store = setupTestStore();
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('takes 50 items, then refuses the 51st with the spec message', () => {
    const store = setupTestStore();
    expect(CART_MAX_ITEMS).toBe(50);
    for (let i = 0; i < 50; i += 1) expect(store.dispatch(addToCart(item(`t${i}`)))).toBe(true);
    expect(selectToasts(store.getState())).toEqual([]);
    expect(store.dispatch(addToCart(item('t50')))).toBe(false);
    expect(selectCartCount(store.getState())).toBe(50);
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual([
      'Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé',
    ]);
    expect(CART_FULL_MESSAGE).toBe('Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé');
  });

  it('removes a ticket when its last number set goes', () => {
    const store = setupTestStore();
    store.dispatch(addToCart(item('a', 2)));
    store.dispatch(cartNumberSetRemoved({ itemId: 'a', index: 0 }));
    expect(selectCartItems(store.getState())[0]?.numberInfos).toHaveLength(1);
    store.dispatch(cartNumberSetRemoved({ itemId: 'a', index: 0 }));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('saves an edited ticket in the place of its cart line', () => {
    const store = setupTestStore();
    for (const id of ['a', 'b', 'c']) store.dispatch(addToCart(item(id)));
    store.dispatch(cartItemReplaced(item('b', 3)));
    const items = selectCartItems(store.getState());
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(items[1]?.numberInfos).toHaveLength(3);
    // A line removed meanwhile comes back at the end.
    store.dispatch(cartItemReplaced(item('d')));
    expect(selectCartItems(store.getState()).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_FULL_MESSAGE,
  CART_MAX_ITEMS,
  addToCart,
  canAddToCart,
  removeNumberSet,
} from './cart';

type Item = { id: string; numberInfos: string[] };

const item = (id: string, ...sets: string[]): Item => ({ id, numberInfos: sets });

describe('the cart limit', () => {
  it('holds 50 items and then shows the spec message', () => {
    expect(CART_MAX_ITEMS).toBe(50);
    expect(CART_FULL_MESSAGE).toBe('Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé');
    const full = Array.from({ length: 50 }, (_, i) => item(String(i), 'a'));
    expect(addToCart(full, item('x', 'a'))).toEqual({ ok: false, message: CART_FULL_MESSAGE });
    const almost = full.slice(1);
    const added = addToCart(almost, item('x', 'a'));
    expect(added.ok && added.items.length).toBe(50);
    expect(almost).toHaveLength(49);
    expect(canAddToCart(49)).toBe(true);
    expect(canAddToCart(50)).toBe(false);
  });

  it('never holds more than 50 items, however many are added', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (adds) => {
        let cart: readonly Item[] = [];
        let refused = 0;
        for (let i = 0; i < adds; i += 1) {
          const result = addToCart(cart, item(String(i), 'a'));
          if (result.ok) cart = result.items;
          else refused += 1;
        }
        expect(cart.length).toBe(Math.min(adds, 50));
        expect(refused).toBe(Math.max(0, adds - 50));
      }),
    );
  });
});

describe('removeNumberSet', () => {
  it('removes one number set of a ticket, leaving the rest', () => {
    const cart = [item('a', '1', '2', '3'), item('b', '4')];
    const next = removeNumberSet(cart, 0, 1);
    expect(next).toEqual([item('a', '1', '3'), item('b', '4')]);
    expect(next[1]).toBe(cart[1]);
    expect(cart[0]?.numberInfos).toEqual(['1', '2', '3']);
  });

  it('removes the ticket with its last number set', () => {
    const cart = [item('a', '1'), item('b', '4', '5')];
    expect(removeNumberSet(cart, 0, 0)).toEqual([item('b', '4', '5')]);
  });

  it('ignores indexes out of range', () => {
    const cart = [item('a', '1')];
    expect(removeNumberSet(cart, 3, 0)).toEqual(cart);
    expect(removeNumberSet(cart, 0, 1)).toEqual(cart);
    expect(removeNumberSet(cart, 0, -1)).toEqual(cart);
  });
});

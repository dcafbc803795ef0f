import { cartItemPrice, lineCount } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { CART_MAX_ITEMS, cartNumberSetRemoved, cartSlice } from '../state/cart-slice';
import { anyPrizeOddsText, anyPrizeProbability } from './prize-odds';
import {
  cartItemsTotal,
  isVietlottCartItem,
  makeVietlottCartItem,
  numberSetError,
  toOrderItemInfo,
  vietlottItemPrice,
} from './vietlott-cart';
import type { ChosenDraw, NumberSet } from './vietlott-cart';

const DRAWS: ChosenDraw[] = [
  {
    drawCode: '01200',
    openDate: '01/01/2030 18:00:00',
    drawAt: '2030-01-01T11:00:00Z',
    salesCloseAt: '2030-01-01T10:30:00Z',
  },
  {
    drawCode: '01201',
    openDate: '03/01/2030 18:00:00',
    drawAt: '2030-01-03T11:00:00Z',
    salesCloseAt: '2030-01-03T10:30:00Z',
  },
];

function set(numbers: number[], extra: Partial<NumberSet> = {}): NumberSet {
  return { numbers, form: 'single', special: null, specials: [], chosenAuto: false, ...extra };
}

describe('Vietlott cart items', () => {
  it('prices every set with the domain for every draw', () => {
    const item = makeVietlottCartItem(
      'mega645',
      [set([6, 5, 4, 3, 2, 1]), set([1, 2, 3, 4, 5, 6, 7, 8], { form: 'bao' })],
      DRAWS,
      'a',
    );
    const bao = lineCount('mega645', { kind: 'bao', numbers: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(item.numberInfos.map((info) => info.lines)).toEqual([1, bao]);
    expect(item.numberInfos[0]?.numbers).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(item.calculatedPrice).toBe(
      cartItemPrice({ product: 'mega645', lines: 1 + bao, stake: 1, draws: 2 }),
    );
    expect(isVietlottCartItem(item)).toBe(true);
  });

  it('re-prices the item after a set is removed in the cart', () => {
    const item = makeVietlottCartItem(
      'mega645',
      [set([1, 2, 3, 4, 5, 6]), set([7, 8, 9, 10, 11, 12])],
      DRAWS,
      'a',
    );
    let state = cartSlice.reducer(undefined, cartSlice.actions.cartItemAdded(item));
    state = cartSlice.reducer(state, cartNumberSetRemoved({ itemId: 'a', index: 0 }));
    expect(cartItemsTotal(state.items)).toBe(20_000);
    expect(CART_MAX_ITEMS).toBe(50);
  });

  it('keeps Lotto 5/35 specials and builds the order contract item', () => {
    const item = makeVietlottCartItem(
      'lotto535',
      [set([1, 2, 3, 4, 5], { form: 'baoSpecial', specials: [3, 1] })],
      DRAWS.slice(0, 1),
    );
    expect(vietlottItemPrice(item)).toBe(20_000);
    expect(toOrderItemInfo(item)).toEqual({
      product: 'lotto535',
      drawCodes: ['01200'],
      periods: 1,
      numberInfos: [
        {
          numbers: ['01', '02', '03', '04', '05'],
          form: 'baoSpecial',
          specials: ['01', '03'],
          tickQuantity: 1,
          chosenAuto: false,
        },
      ],
    });
  });

  it('gives the domain message for an incomplete set', () => {
    expect(numberSetError('power655', set([1, 2, 3]))).toBe('Vui lòng chọn đủ 6 số.');
    expect(numberSetError('lotto535', set([1, 2, 3, 4, 5]))).toBe(
      'Vui lòng chọn 1 số đặc biệt từ 01 đến 12.',
    );
    expect(numberSetError('mega645', set([1, 2, 3, 4, 5, 6]))).toBeNull();
  });
});

describe('anyPrizeProbability', () => {
  it('counts the odds of any prize with the domain rules', () => {
    expect(Math.round(1 / anyPrizeProbability('mega645'))).toBe(42);
    expect(Math.round(1 / anyPrizeProbability('power655'))).toBe(75);
    expect(anyPrizeProbability('lotto535')).toBeCloseTo(0.096, 3);
    expect(anyPrizeOddsText('mega645')).toBe('khoảng 1/42');
  });
});

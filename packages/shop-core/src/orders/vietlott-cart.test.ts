import { cartItemPrice, getProduct, lineCount, unitPriceFor } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { CART_MAX_ITEMS, cartNumberSetRemoved, cartSlice } from '../state/cart-slice';
import { numberInfoFormText } from './cart-text';
import { anyPrizeOddsText, anyPrizeProbability } from './prize-odds';
import {
  cartItemsTotal,
  isVietlottCartItem,
  makeVietlottCartItem,
  numberInfoPrice,
  numberSetError,
  numberSetOfInfo,
  toOrderItemInfo,
  vietlottItemPrice,
} from './vietlott-cart';
import type { ChosenDraw, NumberSet, VietlottNumberInfo } from './vietlott-cart';

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

  it('carries the spec group: the ticket type of a Vietlott game, the ticket group of a loto game', () => {
    expect(makeVietlottCartItem('mega645', [set([1, 2, 3, 4, 5, 6])], DRAWS, 'm').group).toBe(
      getProduct('mega645').ticketTypeId,
    );
    // Spec §3 ticket groups: DienToan636=6, LoTo5So=5, LoTo3So=3, LoTo2So=2.
    expect(makeVietlottCartItem('dientoan636', [set([1, 2, 3, 4, 5, 6])], DRAWS, 'd').group).toBe(
      6,
    );
    expect(makeVietlottCartItem('loto2', [set([27])], DRAWS, 'l').group).toBe(2);
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

describe('Keno and Max 3D family cart items', () => {
  it('prices a Keno bao at its stake with the domain and sends its level', () => {
    const bao = set([5, 1, 9, 33, 80], { form: 'kenoBao', level: 3, stake: 5 });
    const item = makeVietlottCartItem('keno', [bao], DRAWS, 'k');
    const lines = lineCount('keno', { kind: 'kenoBao', numbers: [1, 5, 9, 33, 80], level: 3 });
    expect(lines).toBe(10);
    expect(item.calculatedPrice).toBe(
      cartItemPrice({ product: 'keno', lines, stake: 5, draws: 2 }),
    );
    // One meaning per name: priceUnit is đồng (as in the contract), the stake is tickQuantity.
    expect(item.numberInfos[0]).toMatchObject({
      priceUnit: unitPriceFor('keno', false),
      tickQuantity: 5,
      calculatedPrice: item.calculatedPrice,
    });
    expect(numberInfoFormText(item.numberInfos[0] as VietlottNumberInfo, 'keno')).toBe(
      'Bao 5 số bậc 3 · 50.000đ/dãy',
    );
    expect(toOrderItemInfo(item).numberInfos[0]).not.toHaveProperty('priceUnit');
    expect(toOrderItemInfo(item).numberInfos[0]).toMatchObject({
      numbers: ['01', '05', '09', '33', '80'],
      form: 'kenoBao',
      level: 3,
      tickQuantity: 5,
    });
  });

  it('sends a Keno side bet with no numbers', () => {
    const item = makeVietlottCartItem(
      'keno',
      [set([], { form: 'kenoSideBet', bet: 'big' })],
      DRAWS.slice(0, 1),
      'b',
    );
    expect(item.calculatedPrice).toBe(10_000);
    expect(toOrderItemInfo(item).numberInfos[0]).toMatchObject({
      numbers: [],
      form: 'kenoSideBet',
      bet: 'big',
    });
  });

  it('keeps the order of Max 3D+ numbers, three digits each, and prices đảo số by permutations', () => {
    const item = makeVietlottCartItem(
      'max3dplus',
      [set([512, 7], { form: 'permutation' })],
      DRAWS.slice(0, 1),
      'm',
    );
    expect(item.numberInfos[0]?.numbers).toEqual(['512', '007']);
    const lines = lineCount('max3dplus', { kind: 'permutation', numbers: [512, 7] });
    expect(item.numberInfos[0]?.lines).toBe(lines);
    expect(item.calculatedPrice).toBe(
      cartItemPrice({ product: 'max3dplus', lines, stake: 1, draws: 1 }),
    );
  });

  it('sends bao vị trí patterns as the numbers and an Ôm Max 3D+ range as from/to', () => {
    const wildcard = makeVietlottCartItem(
      'max3d',
      [set([], { form: 'wildcard', patterns: ['1*3'] })],
      DRAWS.slice(0, 1),
      'w',
    );
    expect(wildcard.numberInfos[0]?.lines).toBe(10);
    expect(toOrderItemInfo(wildcard).numberInfos[0]?.numbers).toEqual(['1*3']);
    const om = makeVietlottCartItem(
      'ommax3dplus',
      [set([123], { form: 'range', range: { from: 0, to: 99 } })],
      DRAWS.slice(0, 1),
      'o',
    );
    expect(om.numberInfos[0]?.lines).toBe(100);
    expect(toOrderItemInfo(om).numberInfos[0]).toMatchObject({
      numbers: ['123'],
      from: '000',
      to: '099',
    });
    expect(isVietlottCartItem(om)).toBe(true);
  });

  it('restores every field when a cart item is edited again', () => {
    const bao = set([1, 2, 3, 4], { form: 'kenoBao', level: 2, stake: 2 });
    const item = makeVietlottCartItem('keno', [bao], DRAWS, 'e');
    expect(numberSetOfInfo(item.numberInfos[0] as VietlottNumberInfo)).toEqual(bao);
  });
});

describe('Computer lottery and loto cart items', () => {
  it('labels a bao lô tô set with its product and how many numbers it bao', () => {
    const item = makeVietlottCartItem(
      'baoloto2',
      [set([78, 12, 34, 56], { form: 'lotoBao', stake: 2 })],
      DRAWS.slice(0, 1),
      'bl',
    );
    const info = item.numberInfos[0] as VietlottNumberInfo;
    expect(info.lines).toBe(11);
    expect(numberInfoFormText(info, 'baoloto2')).toBe('Bao lô tô 2 số · 4 số · 20.000đ/dãy');
    expect(
      numberInfoFormText(
        { ...info, numbers: info.numbers.slice(0, 3), tickQuantity: 1 },
        'baoloto2',
      ),
    ).toBe('Bao lô tô 2 số · 3 số');
  });

  it('prices every set at its own priceUnit: the embed’s 1,000đ 6x36', () => {
    const item = makeVietlottCartItem('dientoan636', [set([1, 2, 3, 4, 5, 6])], DRAWS, 'e', 1_000);
    expect(item).not.toHaveProperty('unitPrice');
    expect(item.numberInfos[0]?.priceUnit).toBe(1_000);
    expect(vietlottItemPrice(item)).toBe(2_000);
    expect(numberInfoPrice(item, item.numberInfos[0] as VietlottNumberInfo)).toBe(2_000);
    const web = makeVietlottCartItem('dientoan636', [set([1, 2, 3, 4, 5, 6])], DRAWS, 'w');
    expect(vietlottItemPrice(web)).toBe(20_000);
  });
});

describe('anyPrizeProbability', () => {
  it('counts the odds of any prize with the domain rules', () => {
    expect(Math.round(1 / (anyPrizeProbability('mega645') ?? 1))).toBe(42);
    expect(Math.round(1 / (anyPrizeProbability('power655') ?? 1))).toBe(75);
    expect(anyPrizeProbability('lotto535')).toBeCloseTo(0.096, 3);
    expect(anyPrizeOddsText('mega645')).toBe('khoảng 1/42');
  });

  it('has no single figure for games whose odds depend on the play', () => {
    expect(anyPrizeProbability('keno')).toBeNull();
    expect(anyPrizeOddsText('max3dplus')).toBeNull();
  });
});

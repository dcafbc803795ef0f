import { describe, expect, it } from 'vitest';
import { getProduct, PRODUCT_IDS } from '../catalog';
import { topPrizeOf } from './top-prize';

describe('topPrizeOf', () => {
  it('has none for the jackpot games (their live jackpot is shown) and the ended Max 4D', () => {
    for (const id of ['mega645', 'power655', 'lotto535', 'max4d'] as const) {
      expect(topPrizeOf(id)).toBeNull();
    }
  });

  it('answers the highest fixed prize of one 10.000đ unit or ticket (reference §1, §3)', () => {
    expect(topPrizeOf('keno')).toEqual({
      kind: 'amount',
      name: 'Bậc 10 trúng 10 số',
      amount: 2_000_000_000,
    });
    expect(topPrizeOf('max3d')).toMatchObject({ name: 'Giải Nhất', amount: 1_000_000 });
    expect(topPrizeOf('max3dplus')).toMatchObject({ name: 'Giải Nhất', amount: 1_000_000_000 });
    expect(topPrizeOf('ommax3dplus')).toEqual(topPrizeOf('max3dplus'));
    expect(topPrizeOf('dientoan636')).toMatchObject({ amount: 1_500_000_000 });
    expect(topPrizeOf('xsmn')).toMatchObject({ name: 'Giải Đặc biệt', amount: 2_000_000_000 });
    expect(topPrizeOf('xsmt')).toEqual(topPrizeOf('xsmn'));
  });

  it('answers the loto games as a multiple of the stake', () => {
    expect(topPrizeOf('loto2')).toEqual({
      kind: 'multiplier',
      name: 'Trùng 2 số cuối giải Đặc biệt',
      multiplier: 70,
    });
    expect(topPrizeOf('loto3')).toMatchObject({ multiplier: 420 });
    expect(topPrizeOf('loto5')).toMatchObject({ multiplier: 20_000 });
    expect(topPrizeOf('loto4cap')).toMatchObject({ multiplier: 1_000 });
  });

  it('gives every product on sale either a jackpot or a top prize', () => {
    const jackpots = new Set(['mega645', 'power655', 'lotto535']);
    for (const id of PRODUCT_IDS) {
      if (!getProduct(id).onSale || jackpots.has(id)) continue;
      expect(topPrizeOf(id), id).not.toBeNull();
    }
  });
});

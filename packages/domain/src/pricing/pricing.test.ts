import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS, PRODUCTS } from '../catalog';
import type { ProductId } from '../catalog';
import {
  PAYMENT_LIMITS,
  SERVICE_FEE_PERCENT,
  cartItemPrice,
  cartTotal,
  feeCategoryPercent,
  paymentLimitOf,
  percentOf,
  serviceFeePercent,
  unitPriceFor,
  validatePaymentAmount,
} from './pricing';

describe('cartItemPrice (spec §9)', () => {
  it('multiplies generated lines × stake × 10,000đ × draws', () => {
    expect(cartItemPrice({ product: 'mega645', lines: 7, stake: 1, draws: 1 })).toBe(70_000);
    expect(cartItemPrice({ product: 'mega645', lines: 40, stake: 1, draws: 3 })).toBe(1_200_000);
    expect(cartItemPrice({ product: 'keno', lines: 252, stake: 2, draws: 1 })).toBe(5_040_000);
    expect(cartItemPrice({ product: 'loto2', lines: 1, stake: 5, draws: 2 })).toBe(100_000);
  });

  it('prices Max 3D+ with a number range by the range size', () => {
    expect(
      cartItemPrice({ product: 'ommax3dplus', lines: 1, stake: 2, draws: 3, rangeSize: 100 }),
    ).toBe(100 * 2 * 10_000 * 3);
    expect(
      cartItemPrice({ product: 'max3dplus', lines: 36, stake: 1, draws: 1, rangeSize: 10 }),
    ).toBe(100_000);
    expect(
      cartItemPrice({ product: 'max3dplus', lines: 36, stake: 1, draws: 1, rangeSize: null }),
    ).toBe(360_000);
  });

  it('prices Max 4D groups 2 and 6 per item, other groups per line', () => {
    expect(cartItemPrice({ product: 'max4d', lines: 24, stake: 3, draws: 2, group: 6 })).toBe(
      60_000,
    );
    expect(cartItemPrice({ product: 'max4d', lines: 12, stake: 1, draws: 1, group: 2 })).toBe(
      10_000,
    );
    expect(cartItemPrice({ product: 'max4d', lines: 4, stake: 1, draws: 1, group: 3 })).toBe(
      40_000,
    );
    // Group 6 of another product (6x36) is priced per line.
    expect(cartItemPrice({ product: 'bao636', lines: 7, stake: 1, draws: 1, group: 6 })).toBe(
      70_000,
    );
  });

  it('takes another unit price (the wallet-embedded computer lottery)', () => {
    expect(
      cartItemPrice({ product: 'dientoan636', lines: 1, stake: 3, draws: 2, unitPrice: 1_000 }),
    ).toBe(6_000);
  });

  it('refuses counts that are not whole numbers of at least 1', () => {
    expect(() => cartItemPrice({ product: 'mega645', lines: 0, stake: 1, draws: 1 })).toThrow(
      RangeError,
    );
    expect(() => cartItemPrice({ product: 'mega645', lines: 1, stake: 1.5, draws: 1 })).toThrow(
      'stake',
    );
    expect(() =>
      cartItemPrice({ product: 'mega645', lines: 1, stake: 1, draws: Number.NaN }),
    ).toThrow('draws');
    expect(() =>
      cartItemPrice({ product: 'nope' as ProductId, lines: 1, stake: 1, draws: 1 }),
    ).toThrow('Unknown product');
  });

  it('total = lines × unit × periods × stake for every product priced per line', () => {
    const perLine = fc.constantFrom(
      ...PRODUCT_IDS.filter((id) => id !== 'ommax3dplus' && id !== 'max4d'),
    );
    const count = fc.integer({ min: 1, max: 1000 });
    fc.assert(
      fc.property(
        perLine,
        count,
        count,
        fc.integer({ min: 1, max: 20 }),
        (product, lines, stake, draws) => {
          expect(cartItemPrice({ product, lines, stake, draws })).toBe(
            lines * stake * 10_000 * draws,
          );
        },
      ),
    );
  });

  it('cartTotal sums the items', () => {
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([
        { product: 'mega645', lines: 1, stake: 1, draws: 1 },
        { product: 'keno', lines: 1, stake: 5, draws: 2 },
      ]),
    ).toBe(110_000);
  });
});

describe('unit prices', () => {
  it('is 1,000đ for the computer lottery inside the e-wallet app, else 10,000đ', () => {
    expect(unitPriceFor('dientoan636', true)).toBe(1_000);
    expect(unitPriceFor('loto2', true)).toBe(1_000);
    expect(unitPriceFor('dientoan636', false)).toBe(10_000);
    expect(unitPriceFor('mega645', true)).toBe(10_000);
    expect(unitPriceFor('xsmb', true)).toBe(10_000);
    expect(() => unitPriceFor('nope' as ProductId, true)).toThrow(RangeError);
  });
});

describe('fees', () => {
  it('has the spec §9 percentages', () => {
    expect(SERVICE_FEE_PERCENT).toEqual({
      keno: 8,
      power: 10,
      mega: 9,
      loto235: 2,
      loto234: 6,
      dientoan636: 1,
      xsmb: 3,
      xsmt: 5,
      xsmn: 4,
      centralSouth: 69,
    });
  });

  it('maps products to their percentage, null where the spec gives none', () => {
    const fees = Object.fromEntries(PRODUCTS.map((p) => [p.id, serviceFeePercent(p.id)]));
    expect(fees).toEqual({
      mega645: 9,
      power655: 10,
      lotto535: null,
      keno: 8,
      max3d: null,
      max3dplus: null,
      ommax3dplus: null,
      max4d: null,
      dientoan636: 1,
      bao636: 1,
      loto2: 2,
      loto3: 2,
      loto5: 2,
      baoloto2: 6,
      loto2cap: 6,
      loto3cap: 6,
      loto4cap: 6,
      xsmb: 3,
      xsmt: 5,
      xsmn: 4,
    });
  });

  it('looks the category fee up: 6 → 8, 1 or 21 → 9, 3 or 23 → 10', () => {
    expect([6, 1, 21, 3, 23, 2, 0].map(feeCategoryPercent)).toEqual([8, 9, 9, 10, 10, null, null]);
  });

  it('computes a percentage of whole đồng, rounded half up', () => {
    expect(percentOf(1_000_000, 8)).toBe(80_000);
    expect(percentOf(15_050, 1)).toBe(151);
    expect(percentOf(0, 69)).toBe(0);
    expect(() => percentOf(-1, 8)).toThrow(RangeError);
    expect(() => percentOf(10.5, 8)).toThrow(RangeError);
    expect(() => percentOf(10, Number.NaN)).toThrow(RangeError);
  });
});

describe('payment limits', () => {
  it('keeps the spec messages verbatim', () => {
    expect(PAYMENT_LIMITS[1]).toEqual({
      min: 10_000,
      minMessage: 'Cần phải thanh toán tối thiểu 10,000đ',
      max: 20_000_000,
      maxMessage: 'Tối đa thanh toán 20,000,000đ',
    });
    expect(PAYMENT_LIMITS[6]).toEqual({
      min: 10_000,
      minMessage: 'Thanh toán tối thiểu 10,000đ',
      max: 10_000_000,
      maxMessage: 'Thanh toán tối đa 10,000,000đ',
    });
  });

  it('checks an amount against its category', () => {
    expect(validatePaymentAmount(1, 9_999)).toBe('Cần phải thanh toán tối thiểu 10,000đ');
    expect(validatePaymentAmount(1, 10_000)).toBeNull();
    expect(validatePaymentAmount(1, 20_000_000)).toBeNull();
    expect(validatePaymentAmount(1, 20_000_001)).toBe('Tối đa thanh toán 20,000,000đ');
    expect(validatePaymentAmount(6, 5_000)).toBe('Thanh toán tối thiểu 10,000đ');
    expect(validatePaymentAmount(6, 10_000_001)).toBe('Thanh toán tối đa 10,000,000đ');
    expect(validatePaymentAmount(6, Number.NaN)).toBe('Thanh toán tối thiểu 10,000đ');
  });

  it('keeps the 10,000đ minimum, without a maximum, for other categories', () => {
    expect(paymentLimitOf(3)).toMatchObject({ min: 10_000, max: null });
    expect(paymentLimitOf(null).max).toBeNull();
    expect(validatePaymentAmount(3, 9_000)).toBe('Cần phải thanh toán tối thiểu 10,000đ');
    expect(validatePaymentAmount(4, 500_000_000)).toBeNull();
  });
});

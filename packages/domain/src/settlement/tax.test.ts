import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeTax, taxTicket } from './tax';

describe('prizeTax', () => {
  it('takes nothing up to and including 10,000,000đ', () => {
    expect(prizeTax(0)).toBe(0);
    expect(prizeTax(9_999_999)).toBe(0);
    expect(prizeTax(10_000_000)).toBe(0);
  });

  it('takes 10% of the part above 10,000,000đ, rounded down to the đồng', () => {
    expect(prizeTax(10_000_001)).toBe(0);
    expect(prizeTax(10_000_009)).toBe(0);
    expect(prizeTax(10_000_010)).toBe(1);
    expect(prizeTax(10_000_019)).toBe(1);
    expect(prizeTax(15_000_000)).toBe(500_000);
    expect(prizeTax(2_000_000_000)).toBe(199_000_000);
    expect(prizeTax(300_000_000_000)).toBe(29_999_000_000);
  });

  it('follows another rule when given one (e.g. a 20,000,000đ threshold)', () => {
    expect(prizeTax(25_000_000, { threshold: 20_000_000, ratePercent: 10 })).toBe(500_000);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => prizeTax(-1)).toThrow(RangeError);
    expect(() => prizeTax(10_000_000.5)).toThrow(RangeError);
  });

  it('never takes more than 10% and leaves at least 10,000,000đ of a larger prize', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (gross) => {
        const tax = prizeTax(gross);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(gross / 10);
        expect(gross - tax).toBeGreaterThanOrEqual(Math.min(gross, 10_000_000));
      }),
    );
  });
});

describe('taxTicket', () => {
  it('taxes the sum of the ticket, not each line', () => {
    // Bao 7 hitting 6: jackpot line + 6 lines of Giải Nhất (10,000,000đ each), none taxed alone.
    const lines = Array.from({ length: 6 }, () => ({ amount: 10_000_000 }));
    expect(taxTicket(lines)).toEqual({ gross: 60_000_000, tax: 5_000_000, net: 55_000_000 });
    expect(taxTicket([])).toEqual({ gross: 0, tax: 0, net: 0 });
  });

  it('refuses a jackpot that was not shared yet', () => {
    expect(() => taxTicket([{ amount: null }])).toThrow(
      'Share the jackpot before taxing the ticket',
    );
  });
});

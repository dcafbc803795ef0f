import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleDientoan636, settleLotto535, settleMega645, settlePower655 } from './match-games';

const mega = { numbers: [3, 9, 17, 22, 38, 45] };

describe('settleMega645', () => {
  it('pays only the highest tier, scaled to the stake', () => {
    expect(settleMega645(mega, { numbers: [3, 9, 17, 22, 38, 1] }, 10_000)).toEqual([
      { tier: 'first', name: 'Giải Nhất', amount: 10_000_000, stake: 10_000, pool: null },
    ]);
    expect(settleMega645(mega, { numbers: [3, 9, 17, 1, 2, 4] }, 30_000)).toEqual([
      { tier: 'third', name: 'Giải Ba', amount: 90_000, stake: 30_000, pool: null },
    ]);
  });

  it('leaves the jackpot amount to the pari-mutuel share', () => {
    expect(settleMega645(mega, { numbers: [45, 38, 22, 17, 9, 3] }, 10_000)).toEqual([
      { tier: 'jackpot', name: 'Giải Đặc biệt', amount: null, stake: 10_000, pool: 'jackpot' },
    ]);
  });

  it('refuses invalid lines, results and stakes', () => {
    expect(() => settleMega645(mega, { numbers: [1, 2, 3, 4, 5] }, 10_000)).toThrow(
      'expected 6 numbers',
    );
    expect(() => settleMega645(mega, { numbers: [1, 1, 3, 4, 5, 6] }, 10_000)).toThrow('distinct');
    expect(() => settleMega645(mega, { numbers: [1, 2, 3, 4, 5, 46] }, 10_000)).toThrow(
      '46 is not within 1–45',
    );
    expect(() => settleMega645({ numbers: [1, 2, 3] }, mega, 10_000)).toThrow(RangeError);
    expect(() => settleMega645(mega, mega, 0)).toThrow('stake');
    expect(() => settleMega645(mega, mega, 1.5)).toThrow('stake');
  });

  it('never pays more than one prize, and fixed prizes grow with the stake', () => {
    const line = fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(line, line, fc.integer({ min: 1, max: 10 }), (drawn, numbers, units) => {
        const once = settleMega645({ numbers: drawn }, { numbers }, 10_000);
        const many = settleMega645({ numbers: drawn }, { numbers }, units * 10_000);
        expect(once.length).toBeLessThanOrEqual(1);
        expect(many.map((w) => w.tier)).toEqual(once.map((w) => w.tier));
        if (once[0]?.amount != null) expect(many[0]?.amount).toBe(once[0].amount * units);
      }),
    );
  });
});

describe('settlePower655', () => {
  const power = { numbers: [5, 10, 14, 23, 24, 38], bonus: 35 };

  it('pays Jackpot 2 only when the bonus is the sixth number of a 5-match line', () => {
    expect(settlePower655(power, { numbers: [5, 10, 14, 23, 24, 35] }, 10_000)).toEqual([
      { tier: 'jackpot2', name: 'Giải Jackpot 2', amount: null, stake: 10_000, pool: 'jackpot2' },
    ]);
    expect(settlePower655(power, { numbers: [5, 10, 14, 23, 24, 38] }, 10_000)[0]?.pool).toBe(
      'jackpot1',
    );
    expect(settlePower655(power, { numbers: [5, 10, 14, 23, 24, 1] }, 10_000)[0]).toMatchObject({
      tier: 'first',
      amount: 40_000_000,
    });
    expect(settlePower655(power, { numbers: [5, 10, 14, 23, 35, 1] }, 10_000)[0]).toMatchObject({
      tier: 'second',
      amount: 500_000,
    });
    expect(settlePower655(power, { numbers: [5, 10, 14, 1, 2, 3] }, 10_000)[0]?.amount).toBe(
      50_000,
    );
  });

  it('refuses a bonus equal to a main number', () => {
    expect(() => settlePower655({ ...power, bonus: 5 }, power, 10_000)).toThrow('distinct');
  });
});

describe('settleLotto535', () => {
  const lotto = { numbers: [7, 9, 10, 16, 19], special: 9 };

  it('pays Khuyến khích for the special number with fewer than 3 matches', () => {
    expect(settleLotto535(lotto, { numbers: [1, 2, 3, 4, 5], special: 9 }, 10_000)).toEqual([
      { tier: 'consolation', name: 'Giải Khuyến khích', amount: 10_000, stake: 10_000, pool: null },
    ]);
    expect(settleLotto535(lotto, { numbers: [1, 2, 3, 4, 5], special: 8 }, 10_000)).toEqual([]);
  });

  it('pays Giải Nhì for 4 numbers and the special number', () => {
    expect(
      settleLotto535(lotto, { numbers: [7, 9, 10, 16, 1], special: 9 }, 10_000)[0],
    ).toMatchObject({
      tier: 'second',
      amount: 5_000_000,
    });
  });

  it('refuses a special number outside 1–12', () => {
    expect(() =>
      settleLotto535(lotto, { numbers: [7, 9, 10, 16, 1], special: 13 }, 10_000),
    ).toThrow(RangeError);
  });
});

describe('settleDientoan636', () => {
  const draw = { numbers: [1, 6, 12, 18, 30, 36] };

  it('pays 3 to 6 matches, a tenth on the wallet channel 1,000đ stake', () => {
    expect(settleDientoan636(draw, { numbers: [1, 6, 12, 18, 30, 36] }, 10_000)[0]).toMatchObject({
      tier: 'first',
      amount: 1_500_000_000,
      pool: null,
    });
    expect(settleDientoan636(draw, { numbers: [1, 6, 12, 18, 30, 2] }, 1_000)[0]?.amount).toBe(
      180_000,
    );
    expect(settleDientoan636(draw, { numbers: [1, 6, 12, 18, 2, 3] }, 10_000)[0]?.amount).toBe(
      100_000,
    );
    expect(settleDientoan636(draw, { numbers: [1, 6, 12, 2, 3, 4] }, 10_000)[0]?.amount).toBe(
      15_000,
    );
    expect(settleDientoan636(draw, { numbers: [1, 6, 2, 3, 4, 5] }, 10_000)).toEqual([]);
  });
});

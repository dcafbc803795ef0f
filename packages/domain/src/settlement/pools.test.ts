import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from '../prizes/tables';
import {
  lotto535SplitDue,
  resolveCappedPrize,
  resolvePowerJackpots,
  sharePool,
  splitLotto535Jackpot,
} from './pools';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const TY = 1_000_000_000;

describe('sharePool', () => {
  it('shares pro rata to stakes', () => {
    expect(sharePool(30 * TY, [10_000, 20_000])).toEqual([10 * TY, 20 * TY]);
  });

  it('gives the leftover đồng to the largest remainders, earlier winners first on ties', () => {
    expect(sharePool(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(sharePool(11, [1, 1, 1])).toEqual([4, 4, 3]);
    // 100 × 1/7 = 14.28…, × 2/7 = 28.57…, × 4/7 = 57.14…: the 0.57 remainder gets the đồng.
    expect(sharePool(100, [1, 2, 4])).toEqual([14, 29, 57]);
  });

  it('keeps the pot when nobody won', () => {
    expect(sharePool(12 * TY, [])).toEqual([]);
  });

  it('refuses fractional pools and non-positive stakes', () => {
    expect(() => sharePool(1.5, [1])).toThrow(RangeError);
    expect(() => sharePool(-1, [1])).toThrow(RangeError);
    expect(() => sharePool(10, [0])).toThrow(RangeError);
  });

  it('never exceeds the pool, loses no đồng and stays within 1đ of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 * TY }),
        fc.array(
          fc.integer({ min: 1, max: 100 }).map((units) => units * 10_000),
          { minLength: 1, maxLength: 60 },
        ),
        (pool, stakes) => {
          const shares = sharePool(pool, stakes);
          const total = sum(stakes);
          expect(shares).toHaveLength(stakes.length);
          expect(sum(shares)).toBe(pool);
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - (pool * (stakes[i] as number)) / total)).toBeLessThan(1.000001);
          });
        },
      ),
    );
  });
});

describe('resolveCappedPrize', () => {
  const keno10 = PRIZE_TABLES.keno.caps[10];

  it('pays Keno 10/10 in full up to 5 winners and shares 10 tỷ above', () => {
    if (!keno10) throw new Error('Keno level 10 has a cap');
    const winner = { amount: 2 * TY, stake: 10_000 };
    expect(resolveCappedPrize(Array(5).fill(winner), keno10)).toEqual(Array(5).fill(2 * TY));
    const six = resolveCappedPrize(Array(6).fill(winner), keno10);
    expect(sum(six)).toBe(10 * TY);
    expect(six.every((a) => a === 1_666_666_667 || a === 1_666_666_666)).toBe(true);
  });

  it('counts Keno winners in stake units', () => {
    const keno8 = PRIZE_TABLES.keno.caps[8];
    if (!keno8) throw new Error('Keno level 8 has a cap');
    // 25 lines of 2 units = 50 winners: still fixed; one more unit goes over the limit.
    const lines = Array(25).fill({ amount: 400_000_000, stake: 20_000 });
    expect(resolveCappedPrize(lines, keno8)).toEqual(Array(25).fill(400_000_000));
    const over = resolveCappedPrize([...lines, { amount: 200_000_000, stake: 10_000 }], keno8);
    expect(sum(over)).toBe(10 * TY);
    // 10 tỷ over 51 units: 392,156,862.7…đ for a 2-unit line, 196,078,431.3…đ for a 1-unit line.
    expect(over[0]).toBe(392_156_863);
    expect(over[25]).toBe(196_078_431);
  });

  it('caps Max 3D Pro Đặc biệt at 30 tỷ per draw', () => {
    const cap = PRIZE_TABLES.max3dPro.caps['special'];
    if (!cap) throw new Error('Max 3D Pro Đặc biệt has a cap');
    const winner = { amount: 2 * TY, stake: 10_000 };
    expect(sum(resolveCappedPrize(Array(15).fill(winner), cap))).toBe(30 * TY);
    expect(resolveCappedPrize(Array(16).fill(winner), cap)).toEqual(Array(16).fill(1_875_000_000));
  });

  it('refuses a fractional prize', () => {
    expect(() => resolveCappedPrize([{ amount: 0.5, stake: 10_000 }], { pool: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('resolvePowerJackpots', () => {
  it('shares each jackpot among its own winners and resets only the won one', () => {
    const outcome = resolvePowerJackpots({
      jackpot1: 60 * TY,
      jackpot2: 5 * TY,
      jackpot1Stakes: [10_000, 10_000],
      jackpot2Stakes: [],
    });
    expect(outcome).toEqual({
      jackpot1Shares: [30 * TY, 30 * TY],
      jackpot2Shares: [],
      transferred: 0,
      jackpot1Left: 0,
      jackpot2Left: 5 * TY,
    });
  });

  it('300-billion rule: the excess of Jackpot 1 goes to the Jackpot 2 winners', () => {
    const outcome = resolvePowerJackpots({
      jackpot1: 320 * TY,
      jackpot2: 4 * TY,
      jackpot1Stakes: [],
      jackpot2Stakes: [10_000, 30_000],
    });
    expect(outcome.transferred).toBe(20 * TY);
    expect(outcome.jackpot2Shares).toEqual([6 * TY, 18 * TY]);
    expect(outcome.jackpot1Left).toBe(300 * TY);
    expect(outcome.jackpot2Left).toBe(0);
  });

  it('does not apply the rule at exactly 300 tỷ, without a Jackpot 2 winner, or when Jackpot 1 is won', () => {
    const base = { jackpot2: 4 * TY, jackpot1Stakes: [] as number[], jackpot2Stakes: [10_000] };
    expect(resolvePowerJackpots({ ...base, jackpot1: 300 * TY }).transferred).toBe(0);
    const noJp2 = resolvePowerJackpots({ ...base, jackpot1: 320 * TY, jackpot2Stakes: [] });
    expect(noJp2).toMatchObject({ transferred: 0, jackpot1Left: 320 * TY, jackpot2Left: 4 * TY });
    const jp1Won = resolvePowerJackpots({ ...base, jackpot1: 320 * TY, jackpot1Stakes: [10_000] });
    expect(jp1Won).toMatchObject({
      transferred: 0,
      jackpot1Shares: [320 * TY],
      jackpot2Shares: [4 * TY],
    });
  });
});

describe('Lotto 5/35 split draw', () => {
  it('is announced above 12 tỷ without a jackpot winner', () => {
    expect(lotto535SplitDue(12 * TY, false)).toBe(false);
    expect(lotto535SplitDue(12 * TY + 1, false)).toBe(true);
    expect(lotto535SplitDue(20 * TY, true)).toBe(false);
  });

  it('gives 1/3 to Giải Nhất and 1/6 to each other tier, rounded down to 5,000đ below the top', () => {
    const split = splitLotto535Jackpot(18 * TY, {
      first: [10_000, 10_000],
      second: [10_000, 20_000],
      third: Array(100).fill(10_000),
      fourth: Array(7).fill(10_000),
      fifth: Array(3000).fill(10_000),
    });
    expect(split.undistributed).toBe(0);
    // 3 tỷ over 3 units of 10,000đ = 1,000,000,000 per unit.
    expect(split.bonuses['second']).toEqual([1 * TY, 2 * TY]);
    expect(split.bonuses['third']).toEqual(Array(100).fill(30_000_000));
    // 3 tỷ / 7 = 428,571,428.57… → 428,570,000 per winner.
    expect(split.bonuses['fourth']).toEqual(Array(7).fill(428_570_000));
    // 3 tỷ / 3000 = 1,000,000 exactly.
    expect(split.bonuses['fifth']).toEqual(Array(3000).fill(1_000_000));
    // The highest tier absorbs the rest: 6 tỷ + 7 × 1,428.57… ≈ 6,000,010,000 over 2 winners.
    expect(split.bonuses['first']).toEqual([3_000_005_000, 3_000_005_000]);
    expect(sum(Object.values(split.bonuses).flat())).toBe(18 * TY);
  });

  it('passes the share of a tier without winners to the tiers with winners', () => {
    const split = splitLotto535Jackpot(12 * TY, { second: [10_000], fifth: [10_000] });
    expect(split.bonuses).toEqual({
      first: [],
      second: [6 * TY],
      third: [],
      fourth: [],
      fifth: [6 * TY],
    });
  });

  it('keeps the pot when no fixed tier has a winner', () => {
    expect(splitLotto535Jackpot(13 * TY, {})).toEqual({
      bonuses: { first: [], second: [], third: [], fourth: [], fifth: [] },
      undistributed: 13 * TY,
    });
  });

  it('always pays out exactly the pot, lower tiers in multiples of 5,000đ per unit', () => {
    const tier = fc.array(
      fc.integer({ min: 1, max: 5 }).map((u) => u * 10_000),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 12 * TY, max: 40 * TY }),
        fc.record({ first: tier, second: tier, third: tier, fourth: tier, fifth: tier }),
        (pot, winners) => {
          const split = splitLotto535Jackpot(pot, winners);
          const paid = sum(Object.values(split.bonuses).flat());
          expect(paid + split.undistributed).toBe(pot);
          const tiers = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
          const highest = tiers.find((t) => winners[t].length > 0);
          for (const t of tiers) {
            expect(split.bonuses[t]).toHaveLength(winners[t].length);
            if (t === highest) continue;
            split.bonuses[t]?.forEach((bonus, i) => {
              expect(((bonus * 10_000) / (winners[t][i] as number)) % 5_000).toBe(0);
            });
          }
        },
      ),
    );
  });
});

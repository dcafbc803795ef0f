import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KENO_SIDE_BET_LABELS, KENO_SIDE_BETS } from '../catalog';
import type { KenoSideBet } from '../catalog';
import { PRIZE_TABLES } from '../prizes/tables';
import { settleKeno, settleKenoSideBet } from './keno';
import type { KenoResult } from './types';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Drawn: 1–20. A line of `level` numbers matching `m` of them.
const drawn: KenoResult = { numbers: range(1, 20) };
const line = (level: number, m: number) => ({
  numbers: [...range(1, m), ...range(41, 40 + level - m)],
});

describe('settleKeno', () => {
  it('pays by level and numbers matched, per 10,000đ staked', () => {
    expect(settleKeno(drawn, line(1, 1), 10_000)).toEqual([
      {
        tier: 'level-1-match-1',
        name: 'Bậc 1 trùng 1 số',
        amount: 20_000,
        stake: 10_000,
        pool: null,
      },
    ]);
    expect(settleKeno(drawn, line(5, 4), 50_000)[0]?.amount).toBe(750_000);
    expect(settleKeno(drawn, line(10, 7), 10_000)[0]?.amount).toBe(710_000);
    expect(settleKeno(drawn, line(3, 1), 10_000)).toEqual([]);
    expect(settleKeno(drawn, line(10, 4), 10_000)).toEqual([]);
  });

  it('pays levels 8 to 10 for no match at all', () => {
    for (const level of [8, 9, 10])
      expect(settleKeno(drawn, line(level, 0), 10_000)[0]?.amount).toBe(10_000);
    expect(settleKeno(drawn, line(7, 0), 10_000)).toEqual([]);
  });

  it('marks the top prize of levels 8, 9 and 10 as capped per draw', () => {
    expect(settleKeno(drawn, line(10, 10), 10_000)[0]).toMatchObject({
      amount: 2_000_000_000,
      pool: 'capped',
    });
    expect(settleKeno(drawn, line(9, 9), 10_000)[0]).toMatchObject({
      amount: 800_000_000,
      pool: 'capped',
    });
    expect(settleKeno(drawn, line(8, 8), 10_000)[0]).toMatchObject({
      amount: 200_000_000,
      pool: 'capped',
    });
    expect(settleKeno(drawn, line(10, 9), 10_000)[0]?.pool).toBeNull();
    expect(settleKeno(drawn, line(7, 7), 10_000)[0]?.pool).toBeNull();
  });

  it('refuses levels outside 1–10 and invalid draws', () => {
    expect(() => settleKeno(drawn, { numbers: [] }, 10_000)).toThrow('level must be 1–10');
    expect(() => settleKeno(drawn, { numbers: range(1, 11) }, 10_000)).toThrow(
      'level must be 1–10',
    );
    expect(() => settleKeno(drawn, { numbers: [81] }, 10_000)).toThrow('81 is not within 1–80');
    expect(() => settleKeno({ numbers: range(1, 19) }, line(1, 1), 10_000)).toThrow(
      'expected 20 numbers',
    );
  });

  it('pays at most one prize and exactly the table amount times the units', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 20, maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(1, 2, 5, 10, 20, 50),
        (numbers, picks, units) => {
          const one = settleKeno({ numbers }, { numbers: picks }, 10_000);
          const many = settleKeno({ numbers }, { numbers: picks }, units * 10_000);
          expect(one.length).toBeLessThanOrEqual(1);
          expect(many.map((w) => (w.amount ?? 0) / units)).toEqual(one.map((w) => w.amount));
        },
      ),
    );
  });
});

describe('settleKenoSideBet', () => {
  const paid = (result: KenoResult, bet: KenoSideBet): number | null =>
    settleKenoSideBet(result, bet, 10_000)[0]?.amount ?? null;

  it('pays Lớn, Nhỏ and Hòa by how many of the 20 numbers are 41–80', () => {
    const big13 = { numbers: [...range(41, 53), ...range(1, 7)] };
    expect(paid(big13, 'big')).toBe(26_000);
    expect(paid(big13, 'small')).toBeNull();
    const big11 = { numbers: [...range(41, 51), ...range(1, 9)] };
    expect(paid(big11, 'big')).toBe(10_000);
    const even10 = { numbers: [...range(41, 50), ...range(1, 10)] };
    expect(paid(even10, 'big-small-draw')).toBe(26_000);
    expect(paid(even10, 'big')).toBeNull();
    expect(paid({ numbers: [...range(41, 48), ...range(1, 12)] }, 'small')).toBe(10_000);
    expect(paid({ numbers: [...range(41, 43), ...range(1, 17)] }, 'small')).toBe(26_000);
  });

  it('pays Chẵn, Lẻ, their 11–12 bets and Hòa by how many numbers are even', () => {
    const evens = (k: number): KenoResult => ({
      numbers: [...range(1, k).map((i) => 2 * i), ...range(1, 20 - k).map((i) => 2 * i - 1)],
    });
    expect(paid(evens(15), 'even')).toBe(200_000);
    expect(paid(evens(14), 'even')).toBe(40_000);
    expect(paid(evens(12), 'even')).toBeNull();
    expect(paid(evens(12), 'even-11-12')).toBe(20_000);
    expect(paid(evens(11), 'even-11-12')).toBe(20_000);
    expect(paid(evens(10), 'even-odd-draw')).toBe(20_000);
    expect(paid(evens(5), 'odd')).toBe(200_000);
    expect(paid(evens(7), 'odd')).toBe(40_000);
    expect(paid(evens(8), 'odd-11-12')).toBe(20_000);
    expect(paid(evens(8), 'odd')).toBeNull();
  });

  it('names every bet of the catalogue as the ticket prints it', () => {
    for (const bet of KENO_SIDE_BETS)
      expect(PRIZE_TABLES.keno.sideBets[bet].name).toBe(KENO_SIDE_BET_LABELS[bet]);
  });

  it('scales with the stake and refuses an unknown bet', () => {
    const big13 = { numbers: [...range(41, 53), ...range(1, 7)] };
    expect(settleKenoSideBet(big13, 'big', 100_000)[0]?.amount).toBe(260_000);
    expect(() => settleKenoSideBet(big13, 'jackpot' as KenoSideBet, 10_000)).toThrow(
      "Unknown Keno side bet 'jackpot'",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { settleKeno } from './keno';
import { settleLotto535, settleMega645, settlePower655 } from './match-games';

// Exact counting: every possible line falls in a class (numbers matched, extra ball hit)
// whose size is a product of binomial coefficients. One line per class is settled with the
// real settlement function and its class size is counted when it wins.

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('probability of winning any prize, by exact counting', () => {
  it('Mega 6/45 is 1 in 42', () => {
    const result = { numbers: range(1, 6) };
    const others = range(7, 45);
    let lines = 0;
    let winning = 0;
    for (let k = 0; k <= 6; k += 1) {
      const size = choose(6, k) * choose(39, 6 - k);
      const line = { numbers: [...result.numbers.slice(0, k), ...others.slice(0, 6 - k)] };
      lines += size;
      if (settleMega645(result, line, 10_000).length > 0) winning += size;
    }
    expect(lines).toBe(choose(45, 6));
    expect(winning).toBe(194_130);
    expect(Math.round(lines / winning)).toBe(42);
  });

  it('Power 6/55 is 1 in 75', () => {
    const result = { numbers: range(1, 6), bonus: 7 };
    const others = range(8, 55);
    let lines = 0;
    let winning = 0;
    for (let k = 0; k <= 6; k += 1) {
      for (const withBonus of [true, false]) {
        const rest = 6 - k - (withBonus ? 1 : 0);
        if (rest < 0) continue;
        const size = choose(6, k) * choose(48, rest);
        const numbers = [
          ...result.numbers.slice(0, k),
          ...(withBonus ? [result.bonus] : []),
          ...others.slice(0, rest),
        ];
        lines += size;
        if (settlePower655(result, { numbers }, 10_000).length > 0) winning += size;
      }
    }
    expect(lines).toBe(choose(55, 6));
    expect(Math.round(lines / winning)).toBe(75);
  });

  it('Lotto 5/35 is about 9.6%', () => {
    const result = { numbers: range(1, 5), special: 1 };
    const others = range(6, 35);
    let lines = 0;
    let winning = 0;
    for (let k = 0; k <= 5; k += 1) {
      for (const hit of [true, false]) {
        const size = choose(5, k) * choose(30, 5 - k) * (hit ? 1 : 11);
        const line = {
          numbers: [...result.numbers.slice(0, k), ...others.slice(0, 5 - k)],
          special: hit ? 1 : 2,
        };
        lines += size;
        if (settleLotto535(result, line, 10_000).length > 0) winning += size;
      }
    }
    expect(lines).toBe(choose(35, 5) * 12);
    expect(winning / lines).toBeCloseTo(0.096, 3);
  });

  it('Keno returns to players about the same share at every level (hypergeometric expectation)', () => {
    // Not a reference figure: a guard that the table is entered per level and per match
    // count, since a shifted or dropped row moves one level's return far from the others
    // (e.g. bậc 5 × 4 matches at 0đ, as some 2026 pages show, would make it 37%).
    const result = { numbers: range(1, 20) };
    const returns = range(1, 10).map((level) => {
      let expected = 0;
      for (let m = 0; m <= level; m += 1) {
        const line = { numbers: [...range(1, m), ...range(21, 20 + level - m)] };
        const amount = settleKeno(result, line, 10_000)[0]?.amount ?? 0;
        expected += (amount * choose(20, m) * choose(60, level - m)) / choose(80, level);
      }
      return expected / 10_000;
    });
    for (const r of returns) {
      expect(r).toBeGreaterThanOrEqual(0.5);
      expect(r).toBeLessThan(0.6);
    }
  });
});

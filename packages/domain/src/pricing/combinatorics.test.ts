import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  combinations,
  digitPermutationCount,
  digitPermutations,
  expandWildcards,
} from './combinatorics';

describe('binomial', () => {
  it('gives the bao line counts of the reference', () => {
    expect([7, 8, 9, 10, 11, 12, 13, 14, 15, 18].map((n) => binomial(n, 6))).toEqual([
      7, 28, 84, 210, 462, 924, 1716, 3003, 5005, 18564,
    ]);
    expect([6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => binomial(n, 5))).toEqual([
      6, 21, 56, 126, 252, 462, 792, 1287, 2002, 3003,
    ]);
    expect(binomial(80, 10)).toBe(1_646_492_110_120);
  });

  it('is 0 out of range, and refuses what is not defined or not safe', () => {
    expect(binomial(5, 6)).toBe(0);
    expect(binomial(5, -1)).toBe(0);
    expect(binomial(0, 0)).toBe(1);
    expect(() => binomial(-1, 0)).toThrow(RangeError);
    expect(() => binomial(5.5, 2)).toThrow(RangeError);
    expect(() => binomial(100, 50)).toThrow('safe integer');
  });

  it("satisfies Pascal's rule and symmetry", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (n, k) => {
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
        expect(binomial(n, k)).toBe(binomial(n, n - k));
      }),
    );
  });
});

describe('combinations', () => {
  it('lists k-subsets in lexicographic order', () => {
    expect([...combinations([1, 2, 3, 4], 2)]).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    expect([...combinations(['a', 'b'], 0)]).toEqual([[]]);
    expect([...combinations([1, 2], 3)]).toEqual([]);
    expect([...combinations([1, 2], -1)]).toEqual([]);
  });

  it('yields C(n, k) distinct subsets of the items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i * 3);
        const all = [...combinations(items, k)];
        expect(all).toHaveLength(binomial(n, k));
        expect(new Set(all.map((c) => c.join(','))).size).toBe(all.length);
        for (const c of all) {
          expect(c).toHaveLength(k);
          expect(c).toEqual([...c].sort((a, b) => a - b));
          expect(new Set(c).size).toBe(k);
        }
      }),
    );
  });
});

describe('digit permutations (đảo số)', () => {
  it('gives every distinct digit order, padded to the width', () => {
    expect(digitPermutations(123, 3)).toEqual([123, 132, 213, 231, 312, 321]);
    expect(digitPermutations(112, 3)).toEqual([112, 121, 211]);
    expect(digitPermutations(111, 3)).toEqual([111]);
    expect(digitPermutations(12, 3)).toEqual([12, 21, 102, 120, 201, 210]);
    expect([123, 112, 111, 7].map((n) => digitPermutationCount(n, 3))).toEqual([6, 3, 1, 3]);
  });

  it('counts exactly the numbers it generates, all with the same digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const all = digitPermutations(n, 4);
        expect(all).toHaveLength(digitPermutationCount(n, 4));
        expect(new Set(all).size).toBe(all.length);
        const digits = (x: number) => [...String(x).padStart(4, '0')].sort().join('');
        for (const p of all) expect(digits(p)).toBe(digits(n));
      }),
    );
  });

  it('refuses numbers wider than the width', () => {
    expect(() => digitPermutations(1000, 3)).toThrow(RangeError);
    expect(() => digitPermutationCount(-1, 3)).toThrow(RangeError);
  });
});

describe('wildcards (bao vị trí)', () => {
  it('expands each * to the ten digits', () => {
    expect(expandWildcards('1*3')).toEqual([103, 113, 123, 133, 143, 153, 163, 173, 183, 193]);
    expect(expandWildcards('**5')).toHaveLength(100);
    expect(expandWildcards('007')).toEqual([7]);
    expect(() => expandWildcards('1?3')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { computeStatistic, countedNumbers, topCombinations, type CountedDraw } from './compute';
import { seededRandomInt, drawDistinct } from '../../providers/result-provider';

// Newest first. Mega-like fixture small enough to count by hand.
const FIXTURE: CountedDraw[] = [
  { drawCode: '3', drawDate: '2026-01-05', numbers: [1, 2, 3, 4, 5, 6] },
  { drawCode: '2', drawDate: '2026-01-03', numbers: [1, 10, 20, 30, 40, 45] },
  { drawCode: '1', drawDate: '2026-01-01', numbers: [2, 10, 21, 31, 41, 44] },
];

describe('statistics', () => {
  it('equal a hand count over a small fixture', () => {
    const s = computeStatistic('mega645', 30, FIXTURE);
    expect(s.draws).toBe(3);
    expect(s.from).toBe('2026-01-01');
    expect(s.to).toBe('2026-01-05');
    const of = (n: number) => s.frequency.find((f) => f.number === n)!;
    expect(of(1)).toEqual({ number: 1, count: 2, currentGap: 0, longestGap: 1 });
    expect(of(10)).toEqual({ number: 10, count: 2, currentGap: 1, longestGap: 1 });
    expect(of(44)).toEqual({ number: 44, count: 1, currentGap: 2, longestGap: 2 });
    expect(of(7)).toEqual({ number: 7, count: 0, currentGap: null, longestGap: 3 });
    expect(s.hot.slice(0, 3)).toEqual([1, 2, 10]);
    expect(s.cold[0]).toBe(7);
    expect(s.gan[0]).toMatchObject({ number: 7, currentGap: null });
    // Odd: 1,3,5 | 1,45 | 21,31,41 → 8; big (≥23): 30,40,45 | 31,41,44 → 6.
    expect(s.totals).toEqual({ odd: 8, even: 10, big: 6, small: 12 });
    expect(s.perDraw[0]).toEqual({
      drawCode: '3',
      drawDate: '2026-01-05',
      odd: 3,
      even: 3,
      big: 0,
      small: 6,
    });
    // Heads 4: 40, 45, 41, 44; tails 0: 10, 20, 30, 40, 10.
    expect(s.heads.find((h) => h.digit === 4)!.count).toBe(4);
    expect(s.tails.find((t) => t.digit === 0)!.count).toBe(5);
  });

  it('limit to the window', () => {
    const s = computeStatistic('mega645', 1, FIXTURE);
    expect(s.draws).toBe(1);
    expect(s.frequency.find((f) => f.number === 10)!.count).toBe(0);
  });

  it('equal a direct count over random windows (property test)', () => {
    const random = seededRandomInt('stats-property');
    const draws: CountedDraw[] = Array.from({ length: 200 }, (_, i) => ({
      drawCode: String(200 - i),
      drawDate: '2026-01-01',
      numbers: drawDistinct(random, 20, 1, 80),
    }));
    for (let trial = 0; trial < 25; trial += 1) {
      const window = 1 + random(200);
      const s = computeStatistic('keno', window, draws);
      const used = draws.slice(0, window);
      for (const n of [1 + random(80), 1 + random(80), 80]) {
        const f = s.frequency.find((x) => x.number === n)!;
        const seen = used.map((d) => d.numbers.includes(n));
        expect(f.count).toBe(seen.filter(Boolean).length);
        const first = seen.indexOf(true);
        expect(f.currentGap).toBe(first === -1 ? null : first);
        let longest = 0;
        let run = 0;
        for (const hit of seen) {
          run = hit ? 0 : run + 1;
          longest = Math.max(longest, run);
        }
        expect(f.longestGap).toBe(longest);
      }
      const all = used.flatMap((d) => d.numbers);
      expect(s.totals.odd).toBe(all.filter((n) => n % 2 === 1).length);
      expect(s.totals.big).toBe(all.filter((n) => n >= 41).length);
      expect(s.frequency.reduce((sum, f) => sum + f.count, 0)).toBe(window * 20);
    }
  });

  it('count XSMB as two-digit endings, 27 a draw', () => {
    const groups = [['12345'], ['00007'], ['11', '22'].map((x) => `000${x}`)];
    expect(countedNumbers('xsmb', { groups })).toEqual([45, 7, 11, 22]);
    expect(countedNumbers('power655', { numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('rank Keno pairs by how often they were drawn together', () => {
    const top = topCombinations(
      [
        { drawCode: '2', drawDate: 'd', numbers: [1, 2, 3] },
        { drawCode: '1', drawDate: 'd', numbers: [3, 2, 9] },
      ],
      2,
      2,
    );
    expect(top).toEqual([
      { numbers: [2, 3], count: 2 },
      { numbers: [1, 2], count: 1 },
    ]);
  });
});

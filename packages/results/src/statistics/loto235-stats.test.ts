import type { DrawResult } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { XSMB_20260822 } from '../test/fixtures';
import { endingsOf, lotoStatistic } from './loto235-stats';

/** A northern result whose Đặc biệt is `special` and whose other 26 numbers are `rest`. */
function draw(day: number, special: string, rest: string[] = []): DrawResult {
  const base = XSMB_20260822.result.kind === 'groups' ? XSMB_20260822.result.groups : [];
  return {
    ...XSMB_20260822,
    drawCode: `202608${String(day).padStart(2, '0')}`,
    drawDate: `2026-08-${String(day).padStart(2, '0')}`,
    result: {
      kind: 'groups',
      groups: [
        { name: 'Đặc biệt', numbers: [special] },
        ...(rest.length > 0 ? [{ name: 'Bảy', numbers: rest }] : base.slice(1)),
      ],
      specialSeries: [],
    },
  };
}

describe('endingsOf', () => {
  it('takes the last 2 or 3 digits of Đặc biệt or of all 27 numbers', () => {
    expect(endingsOf(XSMB_20260822, 'special2')).toEqual([13]);
    expect(endingsOf(XSMB_20260822, 'special3')).toEqual([213]);
    const all2 = endingsOf(XSMB_20260822, 'all2');
    expect(all2).toHaveLength(27);
    expect(all2.slice(0, 2)).toEqual([13, 0]);
    expect(all2.slice(-4)).toEqual([26, 9, 6, 64]);
    // The 4 two-digit Bảy numbers have no third digit.
    expect(endingsOf(XSMB_20260822, 'all3')).toHaveLength(23);
  });
});

describe('lotoStatistic', () => {
  // Newest first: day 5 … day 1.
  const results = [
    draw(5, '00112', ['12', '34']),
    draw(4, '99934', ['12', '12']),
    draw(3, '55550', ['34', '50']),
    draw(2, '77712', ['12', '34']),
    draw(1, '11199', ['99', '00']),
  ];

  it('counts frequency, current and longest absence of each ending', () => {
    const stat = lotoStatistic(results, 'all2');
    expect(stat.draws).toBe(5);
    expect(stat.from).toBe('2026-08-01');
    expect(stat.to).toBe('2026-08-05');
    const twelve = stat.endings[12];
    // Day 5: Đặc biệt 12 + Bảy 12; day 4: 12 twice; day 2: 12 twice.
    expect(twelve).toMatchObject({ count: 6, draws: 3, currentGap: 0, longestGap: 1 });
    // 50 came only on day 3 (2 draws ago): absent 2 newer and 2 older draws.
    expect(stat.endings[50]).toMatchObject({ count: 2, draws: 1, currentGap: 2, longestGap: 2 });
    expect(stat.endings[77]).toMatchObject({ count: 0, currentGap: null, longestGap: 5 });
    expect(stat.top[0]?.number).toBe(12);
  });

  it('ranks lô gan longest absent first, never seen counting the whole range', () => {
    const stat = lotoStatistic(results, 'all2');
    expect(stat.gan[0]).toMatchObject({ number: 1, currentGap: null });
    expect(stat.gan.every((entry) => entry.currentGap === null)).toBe(true);
  });

  it('finds the pairs that came in the same draws', () => {
    const stat = lotoStatistic(results, 'all2');
    expect(stat.pairs[0]).toEqual({ pair: [12, 34], draws: 3 });
  });

  it('counts only Đặc biệt in the special modes, with no pairs', () => {
    const stat = lotoStatistic(results, 'special2');
    expect(stat.endings[12]?.count).toBe(2);
    expect(stat.endings[34]?.count).toBe(1);
    expect(stat.pairs).toEqual([]);
    expect(lotoStatistic(results, 'special3').endings[112]?.count).toBe(1);
  });

  it('counts heads and tails of every ending', () => {
    const stat = lotoStatistic([draw(1, '12345', ['11', '25'])], 'all2');
    expect(stat.heads.find((h) => h.digit === 1)?.count).toBe(1);
    expect(stat.heads.find((h) => h.digit === 4)?.count).toBe(1);
    expect(stat.tails.find((t) => t.digit === 5)?.count).toBe(2);
  });
});

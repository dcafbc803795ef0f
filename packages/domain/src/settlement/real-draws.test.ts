import { readDrawHistory, type DrawHistoryFile } from '@veso/draw-history';
import { describe, expect, it } from 'vitest';
import { settleLoto2, settleLoto3, settleLoto5 } from './loto';
import { settleLotto535, settleMega645, settlePower655 } from './match-games';
import { settleMax3d, settleMax3dPlus, settleMax3dPro } from './max3d';
import { settleXsmbTicket } from './paper';
import {
  parseLotto535Result,
  parseMax3dResult,
  parseMega645Result,
  parsePower655Result,
  parseXsmbResult,
} from './results';
import type { Max3dResult, PrizeWin } from './types';

// Every real draw of @veso/draw-history (see its README), read at test time. The loops over
// thousands of draws get a longer timeout than the default 5 s, for loaded CI machines.
const SLOW = 30_000;
const readData = readDrawHistory;

function readJsonl<T>(file: DrawHistoryFile): T[] {
  return readData(file)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

type NumbersRow = { date: string; id: string; result: number[] };
type Max3dRow = { date: string; id: string; result: Record<string, string[]> };

const STAKE = 10_000;

function tiers(wins: readonly PrizeWin[]): string[] {
  return wins.map((w) => w.tier).sort();
}

function absent(drawn: readonly number[], max: number): number[] {
  const set = new Set(drawn);
  return Array.from({ length: max }, (_, i) => i + 1).filter((n) => !set.has(n));
}

describe('Mega 6/45 against every real draw', () => {
  const rows = readJsonl<NumbersRow>('mega645.jsonl');

  it('reads all 1355 draws', () => {
    expect(rows).toHaveLength(1355);
  });

  it(
    'pays exactly the tier of 6, 5, 4 and 3 matches and nothing below',
    () => {
      const expected: Record<number, { tier: string; amount: number | null } | null> = {
        6: { tier: 'jackpot', amount: null },
        5: { tier: 'first', amount: 10_000_000 },
        4: { tier: 'second', amount: 300_000 },
        3: { tier: 'third', amount: 30_000 },
        2: null,
        1: null,
        0: null,
      };
      for (const row of rows) {
        const result = parseMega645Result(row.result);
        const others = absent(result.numbers, 45);
        for (let k = 0; k <= 6; k += 1) {
          const line = { numbers: [...result.numbers.slice(0, k), ...others.slice(0, 6 - k)] };
          const wins = settleMega645(result, line, STAKE);
          const want = expected[k];
          expect(wins, `${row.id} k=${k}`).toEqual(
            want
              ? [expect.objectContaining({ tier: want.tier, amount: want.amount, stake: STAKE })]
              : [],
          );
        }
      }
    },
    SLOW,
  );
});

describe('Power 6/55 against every real draw', () => {
  const rows = readJsonl<NumbersRow>('power655.jsonl');

  // One crawled row (00944, a Friday, not a Power day) lacks the bonus number.
  const complete = rows.filter((row) => row.result.length === 7);

  it('reads all 1388 draws and refuses the one without a bonus number', () => {
    expect(rows).toHaveLength(1388);
    const broken = rows.filter((row) => row.result.length !== 7);
    expect(broken.map((row) => row.id)).toEqual(['00944']);
    expect(() => parsePower655Result(broken[0]?.result ?? [])).toThrow(RangeError);
  });

  it(
    'pays Jackpot 1, Jackpot 2 (5 + bonus), Nhất, Nhì, Ba by the highest tier only',
    () => {
      for (const row of complete) {
        const result = parsePower655Result(row.result);
        const others = absent([...result.numbers, result.bonus], 55);
        const main = (k: number): number[] => result.numbers.slice(0, k);
        const cases: [number[], string | null][] = [
          [main(6), 'jackpot1'],
          [[...main(5), result.bonus], 'jackpot2'],
          [[...main(5), ...others.slice(0, 1)], 'first'],
          [[...main(4), result.bonus, ...others.slice(0, 1)], 'second'],
          [[...main(4), ...others.slice(0, 2)], 'second'],
          [[...main(3), result.bonus, ...others.slice(0, 2)], 'third'],
          [[...main(3), ...others.slice(0, 3)], 'third'],
          [[...main(2), result.bonus, ...others.slice(0, 3)], null],
          [others.slice(0, 6), null],
        ];
        for (const [numbers, tier] of cases) {
          expect(
            tiers(settlePower655(result, { numbers }, STAKE)),
            `${row.id} ${numbers.join(',')}`,
          ).toEqual(tier ? [tier] : []);
        }
      }
    },
    SLOW,
  );
});

describe('Lotto 5/35 against every real draw', () => {
  const rows = readJsonl<NumbersRow>('lotto535.jsonl');

  it('reads all 766 draws', () => {
    expect(rows).toHaveLength(766);
  });

  it(
    'pays the highest tier for every count of matches with and without the special number',
    () => {
      const expected: Record<string, string | null> = {
        '5S': 'jackpot',
        '5': 'first',
        '4S': 'second',
        '4': 'third',
        '3S': 'fourth',
        '3': 'fifth',
        '2S': 'consolation',
        '1S': 'consolation',
        '0S': 'consolation',
        '2': null,
        '1': null,
        '0': null,
      };
      for (const row of rows) {
        const result = parseLotto535Result(row.result);
        const others = absent(result.numbers, 35);
        const otherSpecial = (result.special % 12) + 1;
        for (let k = 0; k <= 5; k += 1) {
          for (const hit of [true, false]) {
            const line = {
              numbers: [...result.numbers.slice(0, k), ...others.slice(0, 5 - k)],
              special: hit ? result.special : otherSpecial,
            };
            const want = expected[`${k}${hit ? 'S' : ''}`];
            expect(
              tiers(settleLotto535(result, line, STAKE)),
              `${row.id} k=${k} special=${hit}`,
            ).toEqual(want ? [want] : []);
          }
        }
      }
    },
    SLOW,
  );
});

// Numbers of group g drawn only once in the whole result, so a ticket on them hits nothing else.
function uniques(result: Max3dResult, g: number): string[] {
  const all = result.groups.flat();
  return (result.groups[g] ?? []).filter((n) => all.filter((m) => m === n).length === 1);
}

function notDrawn(result: Max3dResult): [string, string] {
  const all = new Set(result.groups.flat());
  const free = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')).filter(
    (n) => !all.has(n),
  );
  return [free[0] as string, free[1] as string];
}

describe('Max 3D and Max 3D+ against every real draw', () => {
  const rows = readJsonl<Max3dRow>('max3d.jsonl');

  it('reads all 1118 draws', () => {
    expect(rows).toHaveLength(1118);
  });

  it(
    'Max 3D: a number drawn only in one group wins exactly that group',
    () => {
      const groupTier = ['first', 'second', 'third', 'consolation'];
      const amounts = [1_000_000, 350_000, 210_000, 100_000];
      let checked = 0;
      for (const row of rows) {
        const result = parseMax3dResult(row.result);
        const [free] = notDrawn(result);
        expect(settleMax3d(result, { number: free }, STAKE)).toEqual([]);
        for (let g = 0; g < 4; g += 1) {
          const [number] = uniques(result, g);
          if (number === undefined) continue;
          checked += 1;
          expect(settleMax3d(result, { number }, STAKE), `${row.id} group ${g}`).toEqual([
            expect.objectContaining({ tier: groupTier[g], amount: amounts[g] }),
          ]);
        }
      }
      expect(checked).toBeGreaterThan(rows.length * 4 * 0.98);
    },
    SLOW,
  );

  it(
    'Max 3D+: each tier is hit, with every other tier its numbers also meet',
    () => {
      let checked = 0;
      for (const row of rows) {
        const result = parseMax3dResult(row.result);
        const [x, y] = notDrawn(result);
        const u = [0, 1, 2, 3].map((g) => uniques(result, g));
        const [u0, u1, u2, u3] = u as [string[], string[], string[], string[]];
        const play = (a: string, b: string): string[] =>
          tiers(settleMax3dPlus(result, { numbers: [a, b] }, STAKE));
        expect(play(x, y)).toEqual([]);
        if (u0.length === 2) {
          const [a, b] = u0 as [string, string];
          expect(play(a, b), row.id).toEqual(['fifth', 'first', 'sixth']);
          expect(play(b, a), row.id).toEqual(['fifth', 'first', 'sixth']);
        }
        for (const [g, tier] of [
          [u1, 'second'],
          [u2, 'third'],
          [u3, 'fourth'],
        ] as const) {
          if (g.length >= 2)
            expect(play(g[0] as string, g[1] as string), row.id).toEqual(
              ['fifth', tier, 'seventh'].sort(),
            );
        }
        if (u0[0] && u1[0] && u2[0]) {
          checked += 1;
          expect(play(u1[0], u2[0]), row.id).toEqual(['fifth', 'seventh']);
          expect(play(u0[0], x), row.id).toEqual(['sixth']);
          expect(play(u2[0], x), row.id).toEqual(['seventh']);
          // The same number twice: every prize doubled, and "both" tiers need it drawn twice.
          expect(settleMax3dPlus(result, { numbers: [u0[0], u0[0]] }, STAKE), row.id).toEqual([
            expect.objectContaining({ tier: 'sixth', amount: 300_000 }),
          ]);
        }
      }
      expect(checked).toBeGreaterThan(rows.length * 0.95);
    },
    SLOW,
  );
});

describe('Max 3D Pro against every real draw', () => {
  const rows = readJsonl<Max3dRow>('max3dpro.jsonl');

  it('reads all 765 draws', () => {
    expect(rows).toHaveLength(765);
  });

  it(
    'each tier is hit, with every other tier its numbers also meet',
    () => {
      let checked = 0;
      for (const row of rows) {
        const result = parseMax3dResult(row.result);
        const [x, y] = notDrawn(result);
        const [u0, u1, u2, u3] = [0, 1, 2, 3].map((g) => uniques(result, g)) as [
          string[],
          string[],
          string[],
          string[],
        ];
        const play = (a: string, b: string): string[] =>
          tiers(settleMax3dPro(result, { numbers: [a, b] }, STAKE));
        expect(play(x, y)).toEqual([]);
        if (u0.length === 2) {
          const [a, b] = u0 as [string, string];
          expect(play(a, b), row.id).toEqual(['fifth', 'fourth', 'special']);
          expect(play(b, a), row.id).toEqual(['fifth', 'fourth', 'special-reversed']);
          expect(
            settleMax3dPro(result, { numbers: [a, b] }, STAKE).find((w) => w.tier === 'special'),
          ).toEqual(expect.objectContaining({ amount: 2_000_000_000, pool: 'capped' }));
        }
        for (const [g, tier] of [
          [u1, 'first'],
          [u2, 'second'],
          [u3, 'third'],
        ] as const) {
          if (g.length >= 2)
            expect(play(g[0] as string, g[1] as string), row.id).toEqual(
              ['fourth', 'sixth', tier].sort(),
            );
        }
        if (u0[0] && u1[0]) {
          checked += 1;
          expect(play(u0[0], u1[0]), row.id).toEqual(['fifth', 'fourth', 'sixth']);
          expect(play(x, u0[0]), row.id).toEqual(['fifth']);
          expect(play(u1[0], y), row.id).toEqual(['sixth']);
        }
      }
      expect(checked).toBeGreaterThan(rows.length * 0.95);
    },
    SLOW,
  );
});

describe('northern lottery (XSMB) against every real draw', () => {
  const [header, ...lines] = readData('xsmb.csv').trim().split('\n');
  const days = lines.map((line) => {
    const [date, ...values] = line.split(',');
    return { date: date as string, result: parseXsmbResult(values) };
  });
  const groupIds = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

  it('reads and pads all 7530 days of 27 numbers', () => {
    expect(header?.startsWith('date,special,prize1')).toBe(true);
    expect(days).toHaveLength(7530);
    const first = days[0]?.result.groups;
    // 2005-10-01: prize 4 '4979', prize 6 '729', and 2005-10-02 prize 4 '202' → '0202'.
    expect(first?.[4]?.[0]).toBe('4979');
    expect(days[1]?.result.groups[4]?.[2]).toBe('0202');
  });

  it(
    'a ticket matching exactly one drawn number wins exactly that prize',
    () => {
      let candidates = 0;
      let checked = 0;
      const mismatches: string[] = [];
      for (const { date, result } of days) {
        const all = result.groups.flat();
        const special = result.groups[0]?.[0] as string;
        result.groups.forEach((group, g) => {
          for (const drawn of group) {
            // Impossible when another drawn number is a suffix of this one, or when it ends
            // like Đặc biệt (the ticket would also win Khuyến khích).
            if (all.filter((n) => drawn.endsWith(n)).length > 1) continue;
            if (g !== 0 && drawn.slice(-2) === special.slice(-2)) continue;
            candidates += 1;
            // The first 5-digit ticket ending in `drawn` that matches no other number.
            const room = 5 - drawn.length;
            for (let p = 0; p < 10 ** room; p += 1) {
              const number = (room === 0 ? '' : String(p).padStart(room, '0')) + drawn;
              if (all.filter((n) => number.endsWith(n)).length !== 1) continue;
              if (g !== 0 && number.slice(-2) === special.slice(-2)) continue;
              checked += 1;
              const wins = settleXsmbTicket(result, { number });
              const [only] = wins;
              if (wins.length !== 1 || only?.tier !== groupIds[g] || only?.stake !== 10_000) {
                mismatches.push(`${date} ${number}: ${tiers(wins).join(',')}`);
              }
              break;
            }
          }
        });
      }
      expect(mismatches).toEqual([]);
      expect(checked).toBe(candidates);
      expect(checked).toBeGreaterThan(days.length * 27 * 0.9);
    },
    SLOW,
  );

  it(
    'Khuyến khích, Loto 2, 3 and 5 số pay on the Đặc biệt of each day',
    () => {
      for (const { date, result } of days) {
        const special = result.groups[0]?.[0] as string;
        const first = result.groups[1]?.[0] as string;
        const consolation = settleXsmbTicket(result, {
          number: `${special[0] === '9' ? '0' : '9'}${special.slice(1)}`,
        });
        expect(tiers(consolation), date).toContain('consolation');
        expect(tiers(settleXsmbTicket(result, { number: special })), date).not.toContain(
          'consolation',
        );

        const loto2 = settleLoto2(result, { number: special.slice(-2) }, 1_000);
        expect(
          loto2.reduce((sum, w) => sum + (w.amount ?? 0), 0),
          date,
        ).toBe(first.endsWith(special.slice(-2)) ? 71_000 : 70_000);
        expect(tiers(settleLoto3(result, { number: special.slice(-3) }, 1_000)), date).toContain(
          'special',
        );
        expect(settleLoto5(result, { number: special }, 1_000), date).toContainEqual(
          expect.objectContaining({ tier: 'special', amount: 20_000_000 }),
        );
      }
    },
    SLOW,
  );
});

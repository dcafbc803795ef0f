import type { DrawResult } from '@veso/contract';

/**
 * What the loto 2/3/5 số statistics count: the last 2 or 3 digits of the northern Đặc biệt
 * only (what loto 2 and 3 số pay on) or of every one of the 27 numbers wide enough (the
 * "lô" of every prize).
 */
export const LOTO_STAT_MODES = ['special2', 'special3', 'all2', 'all3'] as const;
export type LotoStatMode = (typeof LOTO_STAT_MODES)[number];

export const LOTO_STAT_MODE_LABELS: Record<LotoStatMode, string> = {
  special2: '2 số cuối giải Đặc biệt',
  special3: '3 số cuối giải Đặc biệt',
  all2: '2 số cuối của 27 giải (lô tô)',
  all3: '3 số cuối của các giải (lô 3 càng)',
};

/** How many digits a mode counts. */
export function digitsOf(mode: LotoStatMode): number {
  return mode.endsWith('3') ? 3 : 2;
}

/** One ending: appearances, draws it came in, draws since it last came, longest absence. */
export type EndingStat = {
  number: number;
  count: number;
  draws: number;
  /** Draws since the newest one it came in (0: the latest draw); null: not in the range. */
  currentGap: number | null;
  /** The longest run of consecutive draws without it inside the range. */
  longestGap: number;
};

export type PairStat = { pair: [number, number]; draws: number };
export type DigitStat = { digit: number; count: number };

export type LotoStatistic = {
  mode: LotoStatMode;
  digits: number;
  draws: number;
  /** Oldest and newest draw day of the range. */
  from: string | null;
  to: string | null;
  /** Every ending 0 … 10^digits − 1. */
  endings: EndingStat[];
  /** The 10 endings that came most often (ties: smaller first). */
  top: EndingStat[];
  /** The 10 endings absent the longest now (lô gan), longest first. */
  gan: EndingStat[];
  /** The 10 pairs of endings that came together in the most draws (every-prize modes only). */
  pairs: PairStat[];
  /** How often each digit heads (first digit) and ends (last digit) the endings. */
  heads: DigitStat[];
  tails: DigitStat[];
};

/** The endings of one draw a mode counts (a number repeats when it came twice). */
export function endingsOf(result: DrawResult, mode: LotoStatMode): number[] {
  if (result.result.kind !== 'groups') return [];
  const digits = digitsOf(mode);
  const groups = mode.startsWith('special')
    ? result.result.groups.slice(0, 1)
    : result.result.groups;
  return groups
    .flatMap((group) => (mode.startsWith('special') ? group.numbers.slice(0, 1) : group.numbers))
    .filter((value) => /^\d+$/.test(value) && value.length >= digits)
    .map((value) => Number(value.slice(-digits)));
}

function rankBy<T>(items: readonly T[], score: (item: T) => number, tie: (item: T) => number): T[] {
  return [...items].sort((a, b) => score(b) - score(a) || tie(a) - tie(b));
}

/**
 * The loto statistics of `results` (newest first) in a mode: frequency of every ending,
 * lô gan, most frequent pairs and head/tail digits. Draws that are not northern results are
 * left out.
 */
export function lotoStatistic(results: readonly DrawResult[], mode: LotoStatMode): LotoStatistic {
  const draws = results.filter((result) => result.result.kind === 'groups');
  const digits = digitsOf(mode);
  const size = 10 ** digits;
  const perDraw = draws.map((draw) => endingsOf(draw, mode));
  const endings: EndingStat[] = Array.from({ length: size }, (_, number) => ({
    number,
    count: 0,
    draws: 0,
    currentGap: null,
    longestGap: 0,
  }));
  const lastSeen = new Array<number | null>(size).fill(null);
  // perDraw is newest first: index = draws since.
  perDraw.forEach((values, index) => {
    for (const value of values) {
      const stat = endings[value];
      if (stat) stat.count += 1;
    }
    for (const value of new Set(values)) {
      const stat = endings[value];
      if (!stat) continue;
      stat.draws += 1;
      const previous = lastSeen[value];
      stat.longestGap = Math.max(
        stat.longestGap,
        previous === null || previous === undefined ? index : index - previous - 1,
      );
      if (stat.currentGap === null) stat.currentGap = index;
      lastSeen[value] = index;
    }
  });
  for (const stat of endings) {
    const last = lastSeen[stat.number];
    stat.longestGap = Math.max(
      stat.longestGap,
      last === null || last === undefined ? perDraw.length : perDraw.length - last - 1,
    );
  }

  const pairCounts = new Map<number, number>();
  if (mode.startsWith('all')) {
    for (const values of perDraw) {
      const distinct = [...new Set(values)].sort((a, b) => a - b);
      for (let i = 0; i < distinct.length; i += 1) {
        for (let j = i + 1; j < distinct.length; j += 1) {
          const key = (distinct[i] ?? 0) * size + (distinct[j] ?? 0);
          pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
        }
      }
    }
  }
  const pairs: PairStat[] = [...pairCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 10)
    .map(([key, count]) => ({ pair: [Math.floor(key / size), key % size], draws: count }));

  const heads = Array.from({ length: 10 }, (_, digit) => ({ digit, count: 0 }));
  const tails = Array.from({ length: 10 }, (_, digit) => ({ digit, count: 0 }));
  for (const values of perDraw) {
    for (const value of values) {
      const head = heads[Math.floor(value / 10 ** (digits - 1))];
      const tail = tails[value % 10];
      if (head) head.count += 1;
      if (tail) tail.count += 1;
    }
  }

  const gapScore = (stat: EndingStat) => stat.currentGap ?? perDraw.length;
  return {
    mode,
    digits,
    draws: draws.length,
    from: draws.at(-1)?.drawDate ?? null,
    to: draws[0]?.drawDate ?? null,
    endings,
    top: rankBy(
      endings,
      (s) => s.count,
      (s) => s.number,
    ).slice(0, 10),
    gan: rankBy(endings, gapScore, (s) => s.number).slice(0, 10),
    pairs,
    heads,
    tails,
  };
}

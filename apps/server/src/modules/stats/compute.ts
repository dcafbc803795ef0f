import type { NumberStat, Statistic, StatisticProduct } from '@veso/contract';

/** One draw as statistics see it: its code, day and the numbers counted. */
export type CountedDraw = { drawCode: string; drawDate: string; numbers: readonly number[] };

/** The range of the counted numbers of each product, and where "big" starts. */
export const STAT_RANGES: Record<StatisticProduct, { min: number; max: number; bigFrom: number }> =
  {
    mega645: { min: 1, max: 45, bigFrom: 23 },
    power655: { min: 1, max: 55, bigFrom: 28 },
    lotto535: { min: 1, max: 35, bigFrom: 18 },
    keno: { min: 1, max: 80, bigFrom: 41 },
    dientoan636: { min: 1, max: 36, bigFrom: 19 },
    xsmb: { min: 0, max: 99, bigFrom: 50 },
  };

/**
 * The numbers of a stored result that statistics count: the main balls (Power's bonus
 * and Lotto's special left out), Keno's 20, and for XSMB the last two digits of each of
 * the 27 numbers ("lô tô", a number counted once per appearance).
 */
export function countedNumbers(product: StatisticProduct, stored: unknown): number[] {
  const s = (stored ?? {}) as { numbers?: number[]; groups?: string[][] };
  if (product === 'xsmb') return (s.groups ?? []).flat().map((value) => Number(value.slice(-2)));
  return [...(s.numbers ?? [])];
}

const TOP = 10;

/**
 * Statistics over draws given newest first: frequency, hot / cold, current and longest
 * absence (gan: draws in a row without the number), odd/even and big/small totals and per
 * draw, first / last digit counts (numbers written with two digits: 7 → head 0, tail 7).
 */
export function computeStatistic(
  product: StatisticProduct,
  window: number,
  newestFirst: readonly CountedDraw[],
): Omit<Statistic, 'includeGenerated' | 'skippedGenerated'> {
  const { min, max, bigFrom } = STAT_RANGES[product];
  const draws = newestFirst.slice(0, window);
  const size = max - min + 1;
  const counts = new Array<number>(size).fill(0);
  const current = new Array<number | null>(size).fill(null);
  const longest = new Array<number>(size).fill(0);
  const run = new Array<number>(size).fill(0);
  const heads = new Array<number>(10).fill(0);
  const tails = new Array<number>(10).fill(0);
  const totals = { odd: 0, even: 0, big: 0, small: 0 };
  const perDraw = draws.map((draw, age) => {
    const present = new Set(draw.numbers);
    for (let n = min; n <= max; n += 1) {
      const i = n - min;
      if (present.has(n)) {
        if (current[i] === null) current[i] = age;
        longest[i] = Math.max(longest[i]!, run[i]!);
        run[i] = 0;
      } else {
        run[i] = run[i]! + 1;
      }
    }
    let odd = 0;
    let big = 0;
    for (const n of draw.numbers) {
      counts[n - min] = counts[n - min]! + 1;
      if (n % 2 === 1) odd += 1;
      if (n >= bigFrom) big += 1;
      heads[Math.floor(n / 10) % 10] = heads[Math.floor(n / 10) % 10]! + 1;
      tails[n % 10] = tails[n % 10]! + 1;
    }
    const even = draw.numbers.length - odd;
    const small = draw.numbers.length - big;
    totals.odd += odd;
    totals.even += even;
    totals.big += big;
    totals.small += small;
    return { drawCode: draw.drawCode, drawDate: draw.drawDate, odd, even, big, small };
  });
  const frequency: NumberStat[] = counts.map((c, i) => ({
    number: min + i,
    count: c,
    currentGap: current[i] ?? null,
    longestGap: Math.max(longest[i]!, run[i]!),
  }));
  const byCount = [...frequency].sort((a, b) => b.count - a.count || a.number - b.number);
  const byLeast = [...frequency].sort((a, b) => a.count - b.count || a.number - b.number);
  const absentNow = (s: NumberStat) => s.currentGap ?? draws.length;
  const gan = [...frequency]
    .sort((a, b) => absentNow(b) - absentNow(a) || a.number - b.number)
    .slice(0, TOP);
  return {
    product,
    window,
    draws: draws.length,
    from: draws.at(-1)?.drawDate ?? null,
    to: draws[0]?.drawDate ?? null,
    min,
    max,
    frequency,
    hot: byCount.slice(0, TOP).map((s) => s.number),
    cold: byLeast.slice(0, TOP).map((s) => s.number),
    gan,
    totals,
    perDraw,
    heads: heads.map((c, digit) => ({ digit, count: c })),
    tails: tails.map((c, digit) => ({ digit, count: c })),
  };
}

/** The most frequent single numbers (level 1), pairs (2) or triples (3) of Keno draws. */
export function topCombinations(
  draws: readonly CountedDraw[],
  level: number,
  limit: number,
): { numbers: number[]; count: number }[] {
  const counts = new Map<string, number>();
  for (const draw of draws) {
    const sorted = [...draw.numbers].sort((a, b) => a - b);
    const visit = (start: number, chosen: number[]) => {
      if (chosen.length === level) {
        const key = chosen.join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return;
      }
      for (let i = start; i < sorted.length; i += 1) visit(i + 1, [...chosen, sorted[i]!]);
    };
    visit(0, []);
  }
  return [...counts.entries()]
    .map(([key, count]) => ({ numbers: key.split(',').map(Number), count }))
    .sort((a, b) => b.count - a.count || compareLists(a.numbers, b.numbers))
    .slice(0, limit);
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

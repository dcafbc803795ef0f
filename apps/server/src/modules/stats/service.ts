import type { KenoSuggestions, KenoTop, Statistic, StatisticProduct } from '@veso/contract';
import type { Orm } from '../../db/database';
import { computeStatistic, countedNumbers, topCombinations, type CountedDraw } from './compute';
import { generatedDrawsAfter, latestDrawNumbers } from './repo';

/**
 * Products that have no real history (no result file is imported for them): their
 * statistics count the generated draws unless told otherwise.
 */
const WITHOUT_REAL_HISTORY: readonly StatisticProduct[] = ['keno', 'dientoan636'];

/** Whether statistics of `product` count generated draws when the caller did not say. */
export function includesGenerated(product: StatisticProduct, asked?: boolean): boolean {
  return asked ?? WITHOUT_REAL_HISTORY.includes(product);
}

/** The latest `window` draws of a product as statistics count them, newest first. */
export async function countedDraws(
  orm: Orm,
  product: StatisticProduct,
  window: number,
  includeGenerated = true,
): Promise<CountedDraw[]> {
  const rows = await latestDrawNumbers(orm, product, window, includeGenerated);
  return rows.map((row) => ({
    drawCode: row.drawCode,
    drawDate: row.drawDate,
    numbers: countedNumbers(product, row.numbers),
  }));
}

/**
 * Statistics of the latest `window` draws of a product: real draws only unless
 * `includeGenerated` (absent: see {@link includesGenerated}); a real-only count tells how
 * many newer generated draws it left out.
 */
export async function statisticOf(
  orm: Orm,
  product: StatisticProduct,
  window: number,
  includeGenerated?: boolean,
): Promise<Statistic> {
  const included = includesGenerated(product, includeGenerated);
  const draws = await countedDraws(orm, product, window, included);
  return {
    ...computeStatistic(product, window, draws),
    includeGenerated: included,
    skippedGenerated: included ? 0 : await generatedDrawsAfter(orm, product, draws[0] ?? null),
  };
}

/** Keno's most frequent numbers, pairs or triples over the latest draws. */
export async function kenoTop(
  orm: Orm,
  level: number,
  window: number,
  limit: number,
): Promise<KenoTop> {
  const draws = await countedDraws(orm, 'keno', window);
  return { level, window, draws: draws.length, items: topCombinations(draws, level, limit) };
}

/**
 * Keno number sets of a level built from the statistics: the most frequent numbers, the
 * numbers absent the longest, and half of each. Statistics do not change the odds; the
 * labels say what the set is, nothing more.
 */
export async function kenoSuggestions(
  orm: Orm,
  level: number,
  window: number,
): Promise<KenoSuggestions> {
  const stat = await statisticOf(orm, 'keno', window);
  const byCount = [...stat.frequency].sort((a, b) => b.count - a.count || a.number - b.number);
  const absent = (gap: number | null) => gap ?? stat.draws;
  const byGap = [...stat.frequency].sort(
    (a, b) => absent(b.currentGap) - absent(a.currentGap) || a.number - b.number,
  );
  const hot = byCount.slice(0, level).map((s) => s.number);
  const cold = byGap.slice(0, level).map((s) => s.number);
  const mixed: number[] = [];
  for (const n of [...hot.slice(0, Math.ceil(level / 2)), ...cold, ...hot]) {
    if (mixed.length < level && !mixed.includes(n)) mixed.push(n);
  }
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  return {
    level,
    window,
    suggestions: [
      { kind: 'hot', label: 'Số về nhiều nhất', numbers: sorted(hot) },
      { kind: 'cold', label: 'Số lâu chưa về', numbers: sorted(cold) },
      { kind: 'mixed', label: 'Kết hợp số nóng và số lâu chưa về', numbers: sorted(mixed) },
    ],
  };
}

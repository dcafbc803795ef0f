import { coercedInt4, z } from '../zod';
import { includeGeneratedQuerySchema } from './lists';
import { STATISTIC_PRODUCTS } from './paths';

/** Number statistics over the latest draws (`/customer/statistic_result`). */

export const statisticProductSchema = z.enum(STATISTIC_PRODUCTS);
export type StatisticProduct = z.infer<typeof statisticProductSchema>;

/**
 * `/customer/statistic_result?product&window&includeGenerated`: statistics of the last
 * `window` draws: real results only, unless `includeGenerated` (`true`/`1`) also counts the
 * sandbox's generated ones. Absent: real only, except Keno and 6x36, which have no real
 * history to count (the answer's `includeGenerated` says which was used).
 */
export const statisticQuerySchema = z.object({
  product: statisticProductSchema,
  window: coercedInt4().min(1).max(1000).default(30),
  includeGenerated: includeGeneratedQuerySchema.describe(
    'Also count generated (sandbox) results; absent: real draws only (Keno, 6x36: generated too, they have no real history)',
  ),
});
export type StatisticQuery = z.input<typeof statisticQuerySchema>;

/** Count of one number: occurrences, draws since last seen (gan; null: not in window), longest absence. */
export const numberStatSchema = z.object({
  number: z.number().int(),
  count: z.number().int(),
  currentGap: z.number().int().nullable(),
  longestGap: z.number().int(),
});
export type NumberStat = z.infer<typeof numberStatSchema>;

/** Per draw: odd/even and big/small counts. */
export const drawBalanceSchema = z.object({
  drawCode: z.string(),
  drawDate: z.string(),
  odd: z.number().int(),
  even: z.number().int(),
  big: z.number().int(),
  small: z.number().int(),
});

/** A digit (0–9) and how often it heads / ends the numbers. */
export const digitCountSchema = z.object({ digit: z.number().int(), count: z.number().int() });

/**
 * Statistics over the latest draws of a product. Numbers counted: the main balls
 * (Power's bonus and Lotto's special excluded), Keno's 20, XSMB's 27 two-digit endings
 * ("lô tô", 00–99). Big: above the middle of the range (Keno 41–80, XSMB 50–99).
 */
export const statisticSchema = z.object({
  product: statisticProductSchema,
  window: z.number().int(),
  /** Draws actually counted (fewer when history is shorter). */
  draws: z.number().int(),
  /** Whether generated (sandbox) results were counted; false: real draws only. */
  includeGenerated: z.boolean(),
  /**
   * Generated (sandbox) draws newer than the newest counted one, left out of a real-only
   * count (so the counted days end before them); 0 when generated draws are counted.
   */
  skippedGenerated: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  min: z.number().int(),
  max: z.number().int(),
  frequency: z.array(numberStatSchema),
  /** The 10 most / least frequent numbers (ties: smaller number first). */
  hot: z.array(z.number().int()),
  cold: z.array(z.number().int()),
  /** The 10 numbers absent the longest now (gan), longest first. */
  gan: z.array(numberStatSchema),
  totals: z.object({
    odd: z.number().int(),
    even: z.number().int(),
    big: z.number().int(),
    small: z.number().int(),
  }),
  perDraw: z.array(drawBalanceSchema),
  heads: z.array(digitCountSchema),
  tails: z.array(digitCountSchema),
});
export type Statistic = z.infer<typeof statisticSchema>;

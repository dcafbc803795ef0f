import { z } from '../zod';
import { jackpotSchema, resultProductSchema } from './common';
import { kenoSummarySchema } from './keno-summary';

/** A stored draw result: its numbers by product shape, prize tiers and jackpot. */

/** A prize group of a digit result: its Vietnamese name and numbers (zero-padded). */
export const resultGroupSchema = z.object({
  name: z.string(),
  numbers: z.array(z.string()),
});
export type ResultGroup = z.infer<typeof resultGroupSchema>;

/**
 * The numbers of a draw, by product shape:
 * - `balls`: Mega/Power/Lotto/Keno/6x36 numbers (draw order as stored), Power's `bonus`,
 *   Lotto's `special`, Keno's `summary`;
 * - `groups`: Max 3D family and XSMB prize groups, widest/first prize first;
 * - `provinces`: XSMT/XSMN, one set of groups per province.
 */
export const resultNumbersSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('balls'),
    numbers: z.array(z.number().int()),
    bonus: z.number().int().nullable(),
    special: z.number().int().nullable(),
    summary: z.nullable(kenoSummarySchema),
  }),
  z.object({
    kind: z.literal('groups'),
    groups: z.array(resultGroupSchema),
    /** XSMB winning series codes of Đặc biệt when known. */
    specialSeries: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('provinces'),
    provinces: z.array(z.object({ province: z.string(), groups: z.array(resultGroupSchema) })),
  }),
]);
export type ResultNumbers = z.infer<typeof resultNumbersSchema>;

/** One prize tier of a draw: prize per line (null: pari-mutuel, see jackpot) and winners if known. */
export const prizeTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Vietnamese condition, e.g. 'Trùng 5 số'. */
  condition: z.string(),
  amount: z.number().int().nullable(),
  /** Winners of the tier; null when the source has no counts. */
  winners: z.number().int().nullable(),
});
export type PrizeTier = z.infer<typeof prizeTierSchema>;

/**
 * One stored draw result. `source` is `import` (real history) or the result provider;
 * `generated`: made up by the sandbox's result provider, not a real draw (screens label it
 * 'Kết quả mô phỏng'); a real result imported later replaces it.
 */
export const drawResultSchema = z.object({
  product: resultProductSchema,
  name: z.string(),
  drawCode: z.string(),
  drawDate: z.string(),
  openDate: z.string(),
  result: resultNumbersSchema,
  /** Jackpot pools of this draw when known (Mega, Power, Lotto 5/35), else null. */
  jackpot: jackpotSchema.nullable(),
  /** Prize per tier (Mega, Power, Lotto 5/35, Max 3D family), else empty. */
  prizes: z.array(prizeTierSchema),
  source: z.string(),
  generated: z.boolean(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

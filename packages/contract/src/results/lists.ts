import { coercedInt4, z } from '../zod';
import { XSKT_PRODUCTS } from '../xskt-products';
import { resultProductSchema } from './common';
import { drawResultSchema } from './draw-result';
import { drawPeriodSchema } from './periods';

/** The result pages: latest, by day, by period, the customer and the paper-lottery books. */

/** A day as `YYYY-MM-DD` or `DD/MM/YYYY`; an impossible day (31/02) answers code 14. */
export const dayQuerySchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/);

/** Paging of long lists: page from 1, 1–100 rows (default 10). */
export const resultPageQuerySchema = z.object({
  page: coercedInt4().min(1).default(1),
  pageSize: coercedInt4().min(1).max(100).default(10),
});

/** A page of results, newest first. */
export const resultPageSchema = z.object({
  items: z.array(drawResultSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ResultPage = z.infer<typeof resultPageSchema>;

/** `/result/xsdt636`, `/result/xsmb`, `/result/xsmt`, `/result/xsmn`, `/result/keno`. */
export const resultListQuerySchema = resultPageQuerySchema.extend({
  /** Only that day's draws. */
  date: dayQuerySchema.optional(),
});

/** `/result/groupByDay?date`: every product's results of one day (default: today). */
export const groupByDayQuerySchema = z.object({ date: dayQuerySchema.optional() });
export const groupByDaySchema = z.object({
  day: z.string(),
  results: z.array(drawResultSchema),
});
export type GroupByDay = z.infer<typeof groupByDaySchema>;

/** `/result/period?product&drawCode`: one result; an unknown period answers code 14. */
export const resultPeriodQuerySchema = z.object({
  product: resultProductSchema,
  drawCode: z.string().trim().min(1).max(20),
});

/** `/customer/result/draw?product&page&pageSize` (Vietlott and computer draws). */
/**
 * `includeGenerated=true|false|1|0` in a query: whether generated (sandbox) results are
 * taken; absent (undefined): the endpoint's default.
 */
export const includeGeneratedQuerySchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const customerResultDrawQuerySchema = resultPageQuerySchema.extend({
  product: resultProductSchema,
  date: dayQuerySchema.optional(),
  includeGenerated: includeGeneratedQuerySchema.describe(
    'false: real results only (statistics computed from the list); default: every result, generated ones marked',
  ),
});

/** `/xskt/customer/result/draw?region&date&province`: paper lottery results (result book). */
export const xsktResultDrawQuerySchema = resultPageQuerySchema.extend({
  region: z.enum(XSKT_PRODUCTS),
  date: dayQuerySchema.optional(),
  /** Only this province's results (XSMT/XSMN). */
  province: z.string().trim().min(1).max(40).optional(),
});

/** `/result/latest`: per product the latest result, the next period (with jackpot). */
export const latestResultsSchema = z.object({
  items: z.array(
    z.object({
      product: resultProductSchema,
      name: z.string(),
      latest: drawResultSchema.nullable(),
      next: drawPeriodSchema.nullable(),
    }),
  ),
});
export type LatestResults = z.infer<typeof latestResultsSchema>;

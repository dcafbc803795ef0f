import { coercedInt4, z, extensionInstant } from '../zod';
import { jackpotSchema, resultProductSchema } from './common';
import { DRAW_PERIODS_MAX_LIMIT } from './paths';

/** Draw periods on sale: the period lists of every product and Keno's. */

/** Period status: on sale, sales closed (waiting for the draw), drawn (result stored). */
export const periodStatusSchema = z.enum(['open', 'closed', 'drawn']);
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

/**
 * One draw period. `category`, `drawCode` and `openDate` form the spec's draw config
 * entry; `start_time` repeats `openDate` as the period rows of spec §3 carry it.
 */
export const drawPeriodSchema = z.object({
  id: z.number().int(),
  product: resultProductSchema,
  /** The spec category of its order items, null for Vietlott draws. */
  category: z.number().int().nullable(),
  drawCode: z.string(),
  /** `DD/MM/YYYY HH:mm:ss`, Vietnam time of the draw. */
  openDate: z.string(),
  start_time: z.string(),
  drawAt: extensionInstant(),
  salesCloseAt: extensionInstant(),
  status: periodStatusSchema,
  /** 1-based draw of its day (Keno period of the day; Lotto 1 or 2). */
  indexInDay: z.number().int(),
  /** Provinces drawing (paper lotteries), else empty. */
  provinces: z.array(z.string()),
  /** The jackpot pools shown for this period (Mega, Power, Lotto 5/35), else null. */
  jackpot: jackpotSchema.nullable(),
});
export type DrawPeriod = z.infer<typeof drawPeriodSchema>;

/** Draw config entry of spec §3: category, drawCode, openDate. */
export const drawConfigEntrySchema = z.object({
  category: z.number().int().nullable(),
  drawCode: z.string(),
  openDate: z.string(),
});
export type DrawConfigEntry = z.infer<typeof drawConfigEntrySchema>;

/** `GET /core/api/webview/period/list_in_day` query (spec §3 period list query). */
export const periodListQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  /** 1 xsdt (computer/loto), 2 xstt (paper). */
  lottery_type: coercedInt4(),
  /** 1 x636, 2 loto235, 6 loto234, 3 north, 4 south, 5 central. */
  category: coercedInt4(),
  groups: z.string().trim().max(30).optional(),
});
export type PeriodListQuery = z.input<typeof periodListQuerySchema>;

/** Periods on sale (sales close after now), earliest first, with their config entries. */
export const periodListSchema = z.object({
  product: resultProductSchema,
  periods: z.array(drawPeriodSchema),
  drawConfigs: z.array(drawConfigEntrySchema),
});
export type PeriodList = z.infer<typeof periodListSchema>;

/** `GET /draw/periods?product&limit` (designed): upcoming periods of any product. */
export const drawPeriodsQuerySchema = z.object({
  product: resultProductSchema,
  limit: coercedInt4().min(1).max(DRAW_PERIODS_MAX_LIMIT).default(6),
});

/** Keno `/order/available/list?limit` (default 20 = the most periods one order covers). */
export const kenoAvailableQuerySchema = z.object({
  limit: coercedInt4().min(1).max(120).default(20),
});

/** A Keno period entry: `time` in `DD/MM/YYYY HH:mm:ss` (spec §3). */
export const kenoPeriodSchema = z.object({
  id: z.number().int(),
  drawCode: z.string(),
  time: z.string(),
  drawAt: extensionInstant(),
  salesCloseAt: extensionInstant(),
  indexInDay: z.number().int(),
});
export type KenoPeriod = z.infer<typeof kenoPeriodSchema>;

/** Keno periods on sale; `open` false outside 8:15–22:00 (orders then answer code 104). */
export const kenoAvailableListSchema = z.object({
  open: z.boolean(),
  periods: z.array(kenoPeriodSchema),
});
export type KenoAvailableList = z.infer<typeof kenoAvailableListSchema>;

/** The same periods grouped by Vietnam day (`DD/MM/YYYY`). */
export const kenoAvailableGroupSchema = z.object({
  open: z.boolean(),
  groups: z.array(z.object({ day: z.string(), periods: z.array(kenoPeriodSchema) })),
});
export type KenoAvailableGroup = z.infer<typeof kenoAvailableGroupSchema>;

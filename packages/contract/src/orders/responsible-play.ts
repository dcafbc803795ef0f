import { SPENDING_LIMIT_AMOUNT } from '@veso/domain';
import { z, extensionInstant, lenientInt } from '../zod';
import { requestIdSchema } from '../auth';

/** Responsible play: spending limits, self-exclusion and the spending report. */

/** A spending limit in đồng (the domain's bounds); null: no limit. */
const limitAmountSchema = z
  .number()
  .int()
  .min(SPENDING_LIMIT_AMOUNT.min)
  .max(SPENDING_LIMIT_AMOUNT.max)
  .nullable();

/** Daily, weekly and monthly limits (Vietnam calendar day, week from Monday, month). */
export const spendingLimitsSchema = z.object({
  daily: z.number().int().nullable(),
  weekly: z.number().int().nullable(),
  monthly: z.number().int().nullable(),
});
export type SpendingLimits = z.infer<typeof spendingLimitsSchema>;

/** Setting limits: a field left out is unchanged; null removes the limit (after 24 hours). */
export const setPlayLimitsBodySchema = z.object({
  requestId: requestIdSchema,
  daily: limitAmountSchema.optional(),
  weekly: limitAmountSchema.optional(),
  monthly: limitAmountSchema.optional(),
});
export type SetPlayLimitsBody = z.input<typeof setPlayLimitsBodySchema>;

export const selfExclusionPeriodSchema = z.enum(['24h', '7d', '30d', 'permanent']);
export const selfExclusionBodySchema = z.object({
  requestId: requestIdSchema,
  period: selfExclusionPeriodSchema,
});
export type SelfExclusionBody = z.input<typeof selfExclusionBodySchema>;

export const playLimitsSchema = z.object({
  /** The limits in force now. */
  limits: spendingLimitsSchema,
  /** Raised or removed limits waiting for their 24 hours, and when they apply. */
  pending: spendingLimitsSchema.extend({ effectiveAt: extensionInstant() }).nullable(),
  /** What was spent in the current day, week and month. */
  spent: z.object({ daily: z.number().int(), weekly: z.number().int(), monthly: z.number().int() }),
  exclusion: z.object({ until: extensionInstant().nullable(), permanent: z.boolean() }).nullable(),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;

export const spendingReportQuerySchema = z.object({
  days: lenientInt(1, 366, 30),
});
export const spendingReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  spent: z.number().int(),
  refunded: z.number().int(),
  prizes: z.number().int(),
  /** Prizes minus spending (negative: lost). */
  net: z.number().int(),
  days: z.array(z.object({ day: z.string(), spent: z.number().int(), prizes: z.number().int() })),
});
export type SpendingReport = z.infer<typeof spendingReportSchema>;

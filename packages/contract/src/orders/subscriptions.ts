import { SUBSCRIPTION_LIMITS } from '@veso/domain';
import { coercedInt4, int4, z, extensionInstant } from '../zod';
import { requestIdSchema } from '../auth';
import { numberInfoSchema, orderProductSchema } from './common';
import { pricedNumberInfoSchema } from './order';

/** Subscriptions ("nuôi"): the same numbers for the next draws. */

/** Subscription stop rules: after N draws, at a total amount, when a ticket wins. */
export const createSubscriptionBodySchema = z.object({
  requestId: requestIdSchema,
  product: orderProductSchema,
  numberInfos: z.array(numberInfoSchema).min(1).max(6),
  /** Stop after this many draws; absent: until cancelled. */
  draws: z.number().int().min(1).max(SUBSCRIPTION_LIMITS.maxDraws).optional(),
  /** Stop before spending more than this in total. */
  maxAmount: int4().min(SUBSCRIPTION_LIMITS.minAmount).optional(),
  stopOnWin: z.boolean().default(false),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const subscriptionActionBodySchema = z.object({
  requestId: requestIdSchema,
  subscriptionId: coercedInt4().positive(),
  action: z.enum(['pause', 'resume', 'cancel']),
});
export type SubscriptionActionBody = z.input<typeof subscriptionActionBodySchema>;

export const subscriptionStatusSchema = z.enum(['active', 'paused', 'stopped', 'cancelled']);

export const subscriptionSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  productName: z.string(),
  numberInfos: z.array(pricedNumberInfoSchema),
  pricePerDraw: z.number().int(),
  draws: z.number().int().nullable(),
  drawsBought: z.number().int(),
  maxAmount: z.number().int().nullable(),
  spent: z.number().int(),
  stopOnWin: z.boolean(),
  status: subscriptionStatusSchema,
  statusLabel: z.string(),
  /** Why it stopped or paused by itself (Vietnamese), else null. */
  reason: z.string().nullable(),
  lastDrawCode: z.string().nullable(),
  createdAt: extensionInstant(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema) });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

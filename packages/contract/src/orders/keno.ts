import { coercedInt4, int4, z } from '../zod';
import { requestIdSchema } from '../auth';
import { agreedAmountSchema } from './checkout';
import {
  customerInfoSchema,
  cutoffPolicySchema,
  orderItemInfoSchema,
  receiverInfoSchema,
  shipTypeSchema,
  temporaryAmountSchema,
} from './common';

/** Keno orders: reserve, levels, order config, cancelling and the operator-access flag. */

/**
 * A Keno order's routing ids and the client's clock (`serverId`, `batchOrderId`,
 * `orderTime` as epoch milliseconds): informative, never stored, so any whole number from 0
 * a client may use (a safe integer, not an int4).
 */
const informativeIdSchema = z.number().int().nonnegative();

/** Keno receiver info: the electronic-lottery one without email (spec §3). */
export const kenoReceiverInfoSchema = receiverInfoSchema.omit({ email: true });

/**
 * Spec §3 Keno order: serverName (default coreservice0), serverId, requestType (default 1),
 * batchOrderId, orderItemInfos, customerInfo, receiverInfo, orderTime, temporaryAmount,
 * paymentVendor, deliveryType, shipType, buyType, requestId. Every item must be Keno. A
 * draw chosen whose sales closed moves to the next draw unless `cutoffPolicy` is `refuse`.
 */
export const kenoReserveBodySchema = z.object({
  requestId: requestIdSchema,
  serverName: z.string().max(50).default('coreservice0'),
  serverId: z.union([z.string().max(50), informativeIdSchema]).nullish(),
  requestType: int4().default(1),
  batchOrderId: z.union([z.string().max(64), informativeIdSchema]).nullish(),
  orderItemInfos: z.array(orderItemInfoSchema).min(1).max(50),
  customerInfo: customerInfoSchema.optional(),
  receiverInfo: kenoReceiverInfoSchema.optional(),
  /** The client's clock when ordering; informative only (the server's clock decides). */
  orderTime: z.union([z.string().max(40), informativeIdSchema]).nullish(),
  /** The total the client saw; another than the server's is refused (code 14). */
  temporaryAmount: temporaryAmountSchema.optional(),
  paymentVendor: int4().default(1),
  deliveryType: z.union([z.literal(0), z.literal(1)]).default(1),
  shipType: shipTypeSchema.default(0),
  buyType: z.union([z.literal(1), z.literal(2)]).default(1),
  channel: z.string().max(20).default('WEB_PUBLIC'),
  cutoffPolicy: cutoffPolicySchema.default('next'),
});

/** Keno reserve-and-pay (`orderPaths.kenoReserveAndPay`): the reserve's body and `amount`. */
export const kenoReserveAndPayBodySchema = kenoReserveBodySchema.extend({
  amount: agreedAmountSchema,
});

/** One prize of a Keno level: how many numbers matched and the prize per 10,000đ. */
export const kenoLevelPrizeSchema = z.object({ matches: z.number().int(), amount: z.number() });

/** `/ticket_level/list`: the Keno levels with their prize tables. */
export const kenoTicketLevelListSchema = z.object({
  items: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      prizes: z.array(kenoLevelPrizeSchema),
    }),
  ),
});
export type KenoTicketLevelList = z.infer<typeof kenoTicketLevelListSchema>;

/** Keno order config (spec §3): the minimum buy and the ordering hours. */
export const kenoOrderConfigSchema = z.object({
  buyMinConfigs: z.array(
    z.object({
      /** 'level' (a numbers line) or 'sideBet'. */
      type: z.string(),
      minAmount: z.number().int(),
      maxAmount: z.number().int(),
      unitPrices: z.array(z.number().int()),
    }),
  ),
  orderTimeConfigs: z.array(
    z.object({
      /** HH:mm, Vietnam time. */
      from: z.string(),
      to: z.string(),
      /** Sales of a draw close this many seconds before it. */
      salesCloseSeconds: z.number().int(),
      /** Minutes between draws. */
      drawEveryMinutes: z.number().int(),
      maxPeriods: z.number().int(),
    }),
  ),
});
export type KenoOrderConfig = z.infer<typeof kenoOrderConfigSchema>;

/** `POST /order/cancel/list`: reserved (unpaid) orders to cancel. */
export const kenoCancelBodySchema = z.object({
  requestId: requestIdSchema,
  orderIds: z.array(coercedInt4().positive()).min(1).max(50),
});

export const kenoCancelListSchema = z.object({
  items: z.array(
    z.object({
      orderId: z.number().int(),
      cancelled: z.boolean(),
      /** The order's state afterwards. */
      state: z.string(),
      message: z.string().nullable(),
    }),
  ),
});
export type KenoCancelList = z.infer<typeof kenoCancelListSchema>;

/**
 * Spec §4 Session: the operator-access flag is set from the account's total count of bought
 * (paid) Keno orders; it gates the Keno history.
 */
export const kenoOperatorAccessSchema = z.object({
  kenoOrders: z.number().int(),
  operatorAccess: z.boolean(),
});
export type KenoOperatorAccess = z.infer<typeof kenoOperatorAccessSchema>;

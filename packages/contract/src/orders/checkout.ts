import { clientMoney, coercedInt4, int4, z } from '../zod';
import { requestIdSchema } from '../auth';
import {
  customerInfoSchema,
  cutoffPolicySchema,
  orderItemInfoSchema,
  receiverInfoSchema,
  shipTypeSchema,
  temporaryAmountSchema,
} from './common';
import { orderSchema, orderStateSchema } from './order';

/**
 * Reserving, paying and checking an order: the reserve and confirm paths of every game but
 * Keno (`reserve`, `reserveV2`, `lottoReserve` and their confirms), payment info and check.
 */

/**
 * The spec §3 `orderItemInfo` of an order request: one item, or a list of them (the spec
 * does not say which; `orderItemInfos`, the Keno order's name, is accepted too).
 */
export function oneOrManyItems<T extends z.ZodType>(item: T, max: number) {
  return z.union([item, z.array(item).min(1).max(max)]);
}

/**
 * Spec §3 order request (electronic lottery): channel, orderItemInfo, customerInfo,
 * receiverInfo, paymentVendor, deliveryType, shipType, buyType, split_type. Its field list
 * names no `requestId`: the request only reserves (nothing is charged), so it is optional;
 * sent, it makes the reserve idempotent; absent, each call reserves a new order (the server
 * names it), which expires unpaid. The payment is keyed by the order (`confirm`).
 */
export const reserveOrderBodySchema = z
  .object({
    requestId: requestIdSchema.optional(),
    channel: z.string().max(20).default('WEB_PUBLIC'),
    orderItemInfos: z.array(orderItemInfoSchema).min(1).max(200).optional(),
    orderItemInfo: oneOrManyItems(orderItemInfoSchema, 200).optional(),
    customerInfo: customerInfoSchema.optional(),
    receiverInfo: receiverInfoSchema.optional(),
    /** 1: the main balance (the only vendor for now). */
    paymentVendor: int4().default(1),
    /** Delivery: ship=0, hold=1 (default: the agent holds the ticket). */
    deliveryType: z.union([z.literal(0), z.literal(1)]).default(1),
    shipType: shipTypeSchema.default(0),
    /** Buy type: singlePeriod=1, multiplePeriods=2 (group=3 is bought through group play). */
    buyType: z.union([z.literal(1), z.literal(2)]).default(1),
    split_type: int4().nullish(),
    /** The total the client saw; another than the server's is refused (code 14). */
    temporaryAmount: temporaryAmountSchema.optional(),
    cutoffPolicy: cutoffPolicySchema.default('refuse'),
  })
  .refine((body) => body.orderItemInfos !== undefined || body.orderItemInfo !== undefined, {
    message: 'orderItemInfos is required',
    path: ['orderItemInfos'],
  });
export type ReserveOrderBody = z.input<typeof reserveOrderBodySchema>;

export const reserveQuerySchema = z.object({ endpoint: z.string().max(100).optional() });

/**
 * Paying a reserved order (spec `POST /order/confirm`, whose fields the spec does not list):
 * the order pays once whatever the calls (its row is locked and a paid order is answered
 * as it is), so `requestId` is optional; sent, it keys the answer as on every call.
 */
export const confirmOrderBodySchema = z.object({
  requestId: requestIdSchema.optional(),
  orderId: coercedInt4().positive(),
  paymentVendor: int4().default(1),
  /** Overrides the policy chosen at reserve time. */
  cutoffPolicy: cutoffPolicySchema.optional(),
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBodySchema>;

export const orderIdQuerySchema = z.object({ orderId: coercedInt4().positive() });

export const confirmOrderSchema = z.object({
  order: orderSchema,
  balance: z.number().int(),
  prizeBalance: z.number().int(),
});
export type ConfirmOrder = z.infer<typeof confirmOrderSchema>;

/**
 * `amount` of a reserve-and-pay body: the total the customer agreed to. When it is given
 * and the server prices the order otherwise, nothing is written or charged and the call
 * answers code 14 with `AMOUNT_CHANGED_MESSAGE` (`./paths`): the client then reserves the order
 * (same requestId) to show the new total before paying it.
 */
export const agreedAmountSchema = clientMoney().optional();

/**
 * Reserve and pay in one call (`orderPaths.reserveAndPay`): the reserve's body, whose
 * requestId keys the whole purchase (a retry answers the same order, charged once), and
 * the total the customer agreed to ({@link agreedAmountSchema}).
 */
export const reserveAndPayBodySchema = reserveOrderBodySchema.safeExtend({
  requestId: requestIdSchema,
  amount: agreedAmountSchema,
});
export type ReserveAndPayBody = z.input<typeof reserveAndPayBodySchema>;

/** The answer of reserve-and-pay: the paid order and the balances after it (as confirm's). */
export const reserveAndPaySchema = confirmOrderSchema;
export type ReserveAndPay = ConfirmOrder;

export const paymentInfoSchema = z.object({
  orderId: z.number().int(),
  state: orderStateSchema,
  amount: z.number().int(),
  balance: z.number().int(),
  enough: z.boolean(),
  paymentVendors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

import { coercedInt4, z, extensionInstant } from './zod';
import { requestIdSchema } from './auth';
import { paymentStatusSchema } from './payments';
import { DELIVERY_ZONES } from './delivery-paths';

/** The schemas of shipping and the embed's order payment; their paths are in `delivery-paths.ts`. */

/** A province-level unit's id: its two-digit administrative code (`01` Hà Nội). */
export const provinceIdSchema = z
  .string()
  .trim()
  .regex(/^\d{2}$/);

export const deliveryZoneSchema = z.enum(DELIVERY_ZONES);

export const provinceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A centrally-run city or a province. */
  kind: z.enum(['city', 'province']),
});
export type Province = z.infer<typeof provinceSchema>;
export const provinceListSchema = z.object({ provinces: z.array(provinceSchema) });
export type ProvinceList = z.infer<typeof provinceListSchema>;

export const districtQuerySchema = z.object({ provinceId: provinceIdSchema });

export const districtSchema = z.object({
  id: deliveryZoneSchema,
  name: z.string(),
});
export type District = z.infer<typeof districtSchema>;
export const districtListSchema = z.object({
  provinceId: z.string(),
  districts: z.array(districtSchema),
});
export type DistrictList = z.infer<typeof districtListSchema>;

/** A quote: where to, and the tickets' amount (the fee is waived from a threshold). */
export const shipFeeBodySchema = z.object({
  provinceId: provinceIdSchema,
  districtId: deliveryZoneSchema,
  /** The tickets' amount in đồng (the order's amount before the fee). */
  amount: z.number().int().nonnegative().max(1_000_000_000),
});
export type ShipFeeBody = z.input<typeof shipFeeBodySchema>;

export const shipFeeSchema = z.object({
  provinceId: z.string(),
  districtId: deliveryZoneSchema,
  amount: z.number().int(),
  /** The zone's fee before any waiver. */
  baseFee: z.number().int(),
  /** What is charged: 0 when the amount reaches `freeFrom`. */
  fee: z.number().int(),
  /** Tickets' amount from which the fee is waived; null when it never is (islands). */
  freeFrom: z.number().int().nullable(),
});
export type ShipFee = z.infer<typeof shipFeeSchema>;

/**
 * `POST /gateway/api/gateway/create_pay` (spec §7 Wallet-embedded, no field list): the
 * order to pay; `requestId` is optional — the order keys the payment link (one open link
 * per order, handed back to a repeat), so a retry never opens a second charge.
 */
export const createPayBodySchema = z.object({
  requestId: requestIdSchema.optional(),
  orderId: coercedInt4().positive(),
});
export type CreatePayBody = z.input<typeof createPayBodySchema>;

export const payStatusQuerySchema = z.object({
  paymentId: z.string().trim().min(1).max(64),
});

/** A wallet capture for one order: paid once, by the gateway's signed callback only. */
export const orderPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.number().int(),
  amount: z.number().int(),
  status: paymentStatusSchema,
  /** The gateway's hosted page the customer is sent to. */
  payUrl: z.string(),
  /** True once the order itself is paid (false when the capture could not pay it). */
  orderPaid: z.boolean(),
  createdAt: extensionInstant(),
  expiresAt: extensionInstant(),
  settledAt: extensionInstant().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

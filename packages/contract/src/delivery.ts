import { coercedInt4, z } from './zod';
import { requestIdSchema } from './auth';
import { paymentStatusSchema } from './payments';

/**
 * Shipping the paper ticket (spec §7 Orders and payment: province_ship, district_ship,
 * get_ship_fee), relative to the main base (`/api`).
 *
 * Since 1 July 2025 Vietnam has 34 province-level units (6 cities, 28 provinces) and no
 * districts: a "district" here is a delivery zone of the province — its wards (urban),
 * its communes (rural) and, where there is one, its island special zone. The server owns
 * the list and the tariff and computes every fee; a client's quote is only shown.
 */
export const deliveryPaths = {
  provinces: '/customer/province_ship',
  /** Query `provinceId`. */
  districts: '/customer/district_ship',
  shipFee: '/customer/get_ship_fee',
} as const;

/** A province-level unit's id: its two-digit administrative code (`01` Hà Nội). */
export const provinceIdSchema = z
  .string()
  .trim()
  .regex(/^\d{2}$/);

/** A delivery zone id within a province. */
export const DELIVERY_ZONES = ['urban', 'rural', 'island'] as const;
export const deliveryZoneSchema = z.enum(DELIVERY_ZONES);
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

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
export type DistrictQuery = z.infer<typeof districtQuerySchema>;

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
 * Wallet-embedded order payment (spec §7 Wallet-embedded). `create` is relative to the
 * main base (`/api/xsdt/xsdt/order/create`, the reserve body of `POST /order`); the
 * gateway calls to the gateway base (`API_BASES.gateway`, so `/api/gateway/api/gateway/…`).
 */
export const embedOrderPaths = {
  create: '/xsdt/xsdt/order/create',
} as const;
export const gatewayPaths = {
  /** A hosted payment request of a wallet capture type for an order. */
  createPay: '/api/gateway/create_pay',
  /** The state of such a payment (query `paymentId`). */
  payStatus: '/api/gateway/pay_status',
} as const;

export const createPayBodySchema = z.object({
  requestId: requestIdSchema,
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
  createdAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

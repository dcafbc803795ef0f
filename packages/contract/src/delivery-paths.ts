// No zod here: a browser imports these values (see the package README).

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

/** A delivery zone id within a province. */
export const DELIVERY_ZONES = ['urban', 'rural', 'island'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** True when `value` is one of {@link DELIVERY_ZONES} (what `deliveryZoneSchema` accepts). */
export function isDeliveryZone(value: unknown): value is DeliveryZone {
  return (DELIVERY_ZONES as readonly unknown[]).includes(value);
}

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

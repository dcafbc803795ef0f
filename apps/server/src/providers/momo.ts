import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * MoMo's payment gateway, AIO v2 (developers.momo.vn, "One-Time Payments"): JSON requests
 * signed with HMAC-SHA256 (hex) of a raw string `key=value&…` over documented keys in a
 * fixed (alphabetical) order, amounts in đồng, `resultCode` 0 for success. Shared by the
 * shop's adapter (`momo-gateway.ts`) and the sandbox's emulator (`momo-emulator.ts`).
 */

/** MoMo's hosts; the API paths are under `/v2/gateway/api/`. */
export const MOMO_HOSTS = {
  production: 'https://payment.momo.vn',
  test: 'https://test-payment.momo.vn',
} as const;

export const MOMO_API = {
  create: '/v2/gateway/api/create',
  query: '/v2/gateway/api/query',
  refund: '/v2/gateway/api/refund',
} as const;

/** The emulator's base on the shop's own server (sandbox mode): MoMo's API paths below it. */
export const MOMO_EMULATOR_BASE = '/sandbox/momo';
/** The emulator's hosted payment page. */
export const MOMO_EMULATOR_PAY_PATH = `${MOMO_EMULATOR_BASE}/pay`;

/** The keys of each signed message, in MoMo's documented order (`accessKey` first). */
export const MOMO_SIGNED_FIELDS = {
  create: [
    'accessKey',
    'amount',
    'extraData',
    'ipnUrl',
    'orderId',
    'orderInfo',
    'partnerCode',
    'redirectUrl',
    'requestId',
    'requestType',
  ],
  /** The IPN and the redirect's query. */
  result: [
    'accessKey',
    'amount',
    'extraData',
    'message',
    'orderId',
    'orderInfo',
    'orderType',
    'partnerCode',
    'payType',
    'requestId',
    'responseTime',
    'resultCode',
    'transId',
  ],
  query: ['accessKey', 'orderId', 'partnerCode', 'requestId'],
  refund: ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'],
} as const;

/** MoMo's `resultCode`s the shop reads. */
export const MOMO_RESULT = {
  success: 0,
  /** Initiated, waiting for the customer. */
  pending: 1000,
  /** The payment expired unpaid. */
  expired: 1005,
  /** The customer refused (cancelled) the payment. */
  denied: 1006,
  /** A duplicated orderId / requestId. */
  duplicated: 41,
  /** Unknown orderId. */
  notFound: 42,
  /** Bad signature or request. */
  badRequest: 11,
} as const;

/** The raw string MoMo signs: `key=value` in the given order, joined with `&`. */
export function momoRawSignature(
  accessKey: string,
  fields: readonly string[],
  message: Record<string, unknown>,
): string {
  return fields
    .map((key) => {
      const value = key === 'accessKey' ? accessKey : message[key];
      return `${key}=${value === undefined || value === null ? '' : String(value)}`;
    })
    .join('&');
}

export function momoSign(
  keys: { accessKey: string; secretKey: string },
  fields: readonly string[],
  message: Record<string, unknown>,
): string {
  return createHmac('sha256', keys.secretKey)
    .update(momoRawSignature(keys.accessKey, fields, message), 'utf8')
    .digest('hex');
}

/** Whether `message.signature` is MoMo's over `fields` (constant time). */
export function momoVerify(
  keys: { accessKey: string; secretKey: string },
  fields: readonly string[],
  message: Record<string, unknown>,
): boolean {
  const given = message.signature;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = momoSign(keys, fields, message);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

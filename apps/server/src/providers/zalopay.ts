import { createHmac, timingSafeEqual } from 'node:crypto';
import { vnpDate } from './vnpay';

/**
 * ZaloPay's gateway, API v2 (docs.zalopay.vn): form requests with `mac`, HMAC-SHA256 (hex)
 * with key1 over `|`-joined fields in documented orders; the callback's `data` is signed
 * with key2 and answered `return_code`; `app_trans_id` is `yyMMdd_…` in Vietnam time.
 * Shared by the shop's adapter (`zalopay-gateway.ts`) and the sandbox's emulator.
 */

export const ZALOPAY_HOSTS = {
  production: 'https://openapi.zalopay.vn',
  sandbox: 'https://sb-openapi.zalopay.vn',
} as const;

export const ZALOPAY_API = {
  create: '/v2/create',
  query: '/v2/query',
  refund: '/v2/refund',
} as const;

/** The emulator's base on the shop's own server (sandbox mode). */
export const ZALOPAY_EMULATOR_BASE = '/sandbox/zalopay';
export const ZALOPAY_EMULATOR_PAY_PATH = `${ZALOPAY_EMULATOR_BASE}/pay`;

/** `mac` of `create`: app_id|app_trans_id|app_user|amount|app_time|embed_data|item (key1). */
export const ZALOPAY_CREATE_FIELDS = [
  'app_id',
  'app_trans_id',
  'app_user',
  'amount',
  'app_time',
  'embed_data',
  'item',
] as const;

/** `mac` of `query`: app_id|app_trans_id|key1 (key1). */
export const ZALOPAY_QUERY_FIELDS = ['app_id', 'app_trans_id', 'key1'] as const;

/** `mac` of `refund`: app_id|zp_trans_id|amount|description|timestamp (key1). */
export const ZALOPAY_REFUND_FIELDS = [
  'app_id',
  'zp_trans_id',
  'amount',
  'description',
  'timestamp',
] as const;

/** The redirect's `checksum`: appid|apptransid|pmcid|bankcode|amount|discountamount|status (key2). */
export const ZALOPAY_REDIRECT_FIELDS = [
  'appid',
  'apptransid',
  'pmcid',
  'bankcode',
  'amount',
  'discountamount',
  'status',
] as const;

export function zaloMac(key: string, data: string): string {
  return createHmac('sha256', key).update(data, 'utf8').digest('hex');
}

/** The `|`-joined values of `fields` (absent ones empty). */
export function zaloData(fields: readonly string[], message: Record<string, unknown>): string {
  return fields
    .map((field) => {
      const value = message[field];
      return value === undefined || value === null ? '' : String(value);
    })
    .join('|');
}

/** Whether `given` is the MAC of `data` with `key` (constant time). */
export function zaloMacEquals(key: string, data: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(zaloMac(key, data), 'hex'), Buffer.from(given, 'hex'));
}

/** A payment's `app_trans_id`: `yyMMdd_<payment id>`, the day of its creation in Vietnam. */
export function zaloTransId(paymentId: string, createdAt: Date): string {
  return `${vnpDate(createdAt).slice(2, 8)}_${paymentId}`;
}

/** The payment id of an `app_trans_id`; undefined when it is not one. */
export function paymentIdOfZaloTrans(appTransId: unknown): string | undefined {
  if (typeof appTransId !== 'string') return undefined;
  const match = /^\d{6}_([0-9a-zA-Z]+)$/.exec(appTransId);
  return match?.[1];
}

/**
 * A refund's `m_refund_id`: `yyMMdd_<app id>_<refund id>`, the Vietnam day the shop decided
 * it (the same on every try, so ZaloPay takes a repeat as the same refund).
 */
export function zaloRefundId(appId: number, refundId: string, refundAt: Date): string {
  return `${vnpDate(refundAt).slice(2, 8)}_${appId}_${refundId}`;
}

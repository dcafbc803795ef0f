import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatVnIso, vnInstant } from '@veso/domain';

/**
 * VNPay's wire protocol (Cổng thanh toán VNPAY, API 2.1.0), shared by the shop's adapter
 * (`vnpay-gateway.ts`) and the sandbox's emulator (`vnpay-emulator.ts`): the `vnp_*`
 * parameters, HMAC-SHA512 checksums, amounts ×100 and `yyyyMMddHHmmss` times in GMT+7.
 */

export const VNP_VERSION = '2.1.0';

/** VNPay's hosts: production (pay.vnpay.vn) and sandbox; what an operator registers. */
export const VNPAY_HOSTS = {
  production: {
    payUrl: 'https://pay.vnpay.vn/vpcpay.html',
    apiUrl: 'https://merchant.vnpay.vn/merchant_webapi/api/transaction',
  },
  sandbox: {
    payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  },
} as const;

/** The emulator's paths on the shop's own server (sandbox mode). */
export const VNPAY_EMULATOR_PATHS = {
  pay: '/sandbox/vnpay/paymentv2/vpcpay.html',
  api: '/sandbox/vnpay/merchant_webapi/api/transaction',
  /** The day statement, `:day` as `YYYYMMDD` (VNPay gives merchants theirs as a file). */
  statement: '/sandbox/vnpay/statement/:day',
} as const;

/** The IPN answers VNPay documents (`RspCode`, `Message`). */
export const VNPAY_IPN_ANSWERS = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  'not-found': { RspCode: '01', Message: 'Order not found' },
  'already-confirmed': { RspCode: '02', Message: 'Order already confirmed' },
  'invalid-amount': { RspCode: '04', Message: 'invalid amount' },
  'bad-signature': { RspCode: '97', Message: 'Invalid signature' },
  error: { RspCode: '99', Message: 'Unknow error' },
  // VNPay's table has no code for an unreadable request: 99, as documented for it.
  malformed: { RspCode: '99', Message: 'Invalid request' },
} as const;

/** `vnp_ResponseCode` of a payment: paid, the customer cancelled, the page timed out. */
export const VNPAY_RESPONSE = { success: '00', timeout: '11', cancelled: '24' } as const;

/** `vnp_TransactionStatus`: 00 success, 01 not finished, 02 failed. */
export const VNPAY_TXN_STATUS = { success: '00', pending: '01', failed: '02' } as const;

/** HMAC-SHA512 in lower-case hex, as VNPay computes `vnp_SecureHash`. */
export function vnpHmac(secret: string, data: string): string {
  return createHmac('sha512', secret).update(Buffer.from(data, 'utf8')).digest('hex');
}

/** Compares a received checksum with the expected one in constant time (case-insensitive). */
export function vnpHashEquals(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received.toLowerCase(), 'hex'));
}

/**
 * The checksum data of a payment URL, a return or an IPN: the `vnp_*` parameters but the
 * hash, non-empty, sorted by name, form-encoded (`+` for spaces) and joined with `&`.
 */
export function vnpSignData(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    if (!key.startsWith('vnp_') || key === 'vnp_SecureHash' || key === 'vnp_SecureHashType') {
      continue;
    }
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  return search.toString();
}

/** An instant as VNPay's `yyyyMMddHHmmss` in GMT+7, whatever the host's time zone. */
export function vnpDate(instant: Date): string {
  return formatVnIso(instant).slice(0, 19).replace(/\D/g, '');
}

/** Reads VNPay's `yyyyMMddHHmmss` (GMT+7); undefined when it is not one. */
export function parseVnpDate(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !/^\d{14}$/.test(text)) return undefined;
  const day = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const [hour, minute, second] = [8, 10, 12].map((at) => Number(text.slice(at, at + 2)));
  try {
    const at = vnInstant(day, hour! * 60 + minute!);
    return new Date(at.getTime() + second! * 1000);
  } catch {
    return undefined;
  }
}

/** The fields of the `querydr` request's checksum, in VNPay's order. */
export const QUERYDR_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The fields of the `refund` request's checksum, in VNPay's order. */
export const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The fields of a `refund` answer's checksum, in VNPay's order. */
export const REFUND_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** The fields of a `querydr` answer's checksum, in VNPay's order: the refund's, then the promotion. */
export const QUERYDR_RESPONSE_FIELDS = [
  ...REFUND_RESPONSE_FIELDS,
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** The checksum of an API message: its `fields` joined with `|` (absent ones empty). */
export function vnpApiHash(
  secret: string,
  fields: readonly string[],
  message: Record<string, unknown>,
): string {
  const data = fields
    .map((field) => {
      const value = message[field];
      return value === undefined || value === null ? '' : String(value);
    })
    .join('|');
  return vnpHmac(secret, data);
}

/** ASCII without diacritics or special characters, as VNPay wants `vnp_OrderInfo`. */
export function vnpOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
}

/** The columns of a VNPay day statement (CSV, one successful payment a line). */
export const VNPAY_STATEMENT_HEADER =
  'vnp_TxnRef,vnp_TransactionNo,vnp_Amount,vnp_PayDate,vnp_TransactionStatus';

/**
 * Reads a day statement: its successful payments in đồng (amounts on the wire ×100).
 * @throws Error naming the first line that is not one
 */
export function parseVnpStatement(
  csv: string,
): { paymentId: string; providerRef: string; amount: number; paidAt: Date }[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== VNPAY_STATEMENT_HEADER) {
    throw new Error(`not a VNPay statement: the first line is not ${VNPAY_STATEMENT_HEADER}`);
  }
  return lines.slice(1).flatMap((line, i) => {
    const [txnRef, transactionNo, amount, payDate, status] = line.split(',').map((c) => c.trim());
    const paidAt = parseVnpDate(payDate);
    const dong = Number(amount) / 100;
    if (!txnRef || !transactionNo || !paidAt || !Number.isSafeInteger(dong) || !status) {
      throw new Error(`VNPay statement line ${i + 2} is not a payment: ${line}`);
    }
    return status === VNPAY_TXN_STATUS.success
      ? [{ paymentId: txnRef, providerRef: transactionNo, amount: dong, paidAt }]
      : [];
  });
}

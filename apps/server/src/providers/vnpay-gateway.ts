import { randomBytes } from 'node:crypto';
import { VNPay, type ReturnQueryFromVNPay } from 'vnpay';
import type {
  GatewayNotice,
  GatewayPaymentRef,
  GatewayQueryResult,
  GatewayRefundRequest,
  GatewayRefundResult,
  GatewayRequest,
  PaymentGateway,
} from './payment-gateway';
import {
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  VNPAY_IPN_ANSWERS,
  VNPAY_RESPONSE,
  VNPAY_TXN_STATUS,
  VNP_VERSION,
  parseVnpStatement,
  vnpApiHash,
  vnpDate,
  vnpHashEquals,
  vnpOrderInfo,
} from './vnpay';

/** A VNPay merchant's keys and addresses; the addresses may be read late (the sandbox's own). */
export type VnpayGatewayConfig = {
  /** `vnp_TmnCode`: the merchant's terminal (8 characters). */
  tmnCode: string;
  /** The merchant's HMAC-SHA512 secret (`vnp_HashSecret`). Never logged. */
  hashSecret: string;
  /** VNPay's payment page (`…/vpcpay.html`). */
  payUrl: () => string;
  /** VNPay's merchant API (`…/merchant_webapi/api/transaction`): querydr and refund. */
  apiUrl: () => string;
  /** The shop's return address VNPay sends the customer back to (`vnp_ReturnUrl`). */
  returnUrl: () => string;
  /** The shop's clock (request times of the API). */
  now: () => Date;
  /** The day statement's address (`YYYYMMDD`), where the provider serves one (the emulator). */
  statementUrl?: (day: string) => string;
  /** The HTTP client of the API calls (tests may count them); `fetch` by default. */
  fetch?: typeof fetch;
};

/** The query string of a request with only VNPay's `vnp_*` parameters, each one value. */
function vnpParams(query: Record<string, unknown>): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('vnp_')) continue;
    if (typeof value !== 'string') return undefined;
    params[key] = value;
  }
  return params;
}

/**
 * The VNPay adapter. The payment URL is built and the IPN / return verified by the `vnpay`
 * library (v2); the times it is given are formatted here in Vietnam time (its own
 * `getDateInGMT7` is right only on a host in UTC). `querydr` and `refund` are written with
 * `node:crypto` from VNPay's documented checksum strings: the library's refund checks the
 * answer's checksum over the amount already divided by 100 (VNPay signs the ×100 one), it
 * accepts an answer without a checksum as verified, and it calls a fixed host with the
 * global `fetch`.
 */
export function vnpayGateway(config: VnpayGatewayConfig): PaymentGateway {
  const http = config.fetch ?? fetch;
  const library = () => {
    const pay = new URL(config.payUrl());
    return new VNPay({
      tmnCode: config.tmnCode,
      secureSecret: config.hashSecret,
      vnpayHost: pay.origin,
      paymentEndpoint: pay.pathname.slice(1),
      hashAlgorithm: 'SHA512' as never,
      enableLog: false,
    });
  };

  /** Verifies a return or IPN: the library's checksum, then VNPay's two status codes. */
  function verify(request: GatewayRequest): GatewayNotice {
    const params = vnpParams(request.query);
    if (!params || !params.vnp_SecureHash) return { kind: 'bad-signature' };
    let verified;
    try {
      verified = library().verifyIpnCall(params as unknown as ReturnQueryFromVNPay);
    } catch {
      // The library throws on an amount that is not a number: checked against our own hash.
      return { kind: 'malformed' };
    }
    if (!verified.isVerified) return { kind: 'bad-signature' };
    if (params.vnp_TmnCode !== config.tmnCode) return { kind: 'malformed' };
    const amount = Number(params.vnp_Amount) / 100;
    if (!params.vnp_TxnRef || !Number.isSafeInteger(amount) || amount <= 0) {
      return { kind: 'malformed' };
    }
    const paid =
      params.vnp_ResponseCode === VNPAY_RESPONSE.success &&
      params.vnp_TransactionStatus === VNPAY_TXN_STATUS.success;
    return {
      kind: 'notice',
      paymentId: params.vnp_TxnRef,
      status: paid ? 'paid' : 'failed',
      amount,
      providerRef: params.vnp_TransactionNo || `VNP-${params.vnp_TxnRef}`,
    };
  }

  /** One API call: the request signed over `requestFields`, the answer checked over `responseFields`. */
  async function api(
    body: Record<string, string>,
    requestFields: readonly string[],
    responseFields: readonly string[],
  ): Promise<Record<string, unknown>> {
    const signed = {
      ...body,
      vnp_SecureHash: vnpApiHash(config.hashSecret, requestFields, body),
    };
    const response = await http(config.apiUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signed),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`VNPay API answered HTTP ${response.status}`);
    const answer = (await response.json()) as Record<string, unknown>;
    const expected = vnpApiHash(config.hashSecret, responseFields, answer);
    if (!vnpHashEquals(expected, answer.vnp_SecureHash)) {
      throw new Error('VNPay API answer has an invalid checksum');
    }
    return answer;
  }

  function common(command: string, payment: GatewayPaymentRef) {
    return {
      vnp_RequestId: randomBytes(16).toString('hex'),
      vnp_Version: VNP_VERSION,
      vnp_Command: command,
      vnp_TmnCode: config.tmnCode,
      vnp_TxnRef: payment.paymentId,
      vnp_TransactionDate: vnpDate(payment.createdAt),
      vnp_CreateDate: vnpDate(config.now()),
      vnp_IpAddr: '127.0.0.1',
    };
  }

  return {
    name: 'vnpay',
    createPayment: async (payment) => ({
      payUrl: library().buildPaymentUrl({
        vnp_Amount: payment.amount,
        vnp_TxnRef: payment.paymentId,
        vnp_OrderInfo: vnpOrderInfo(payment.description) || `VeSo ${payment.paymentId}`,
        vnp_OrderType: 'other' as never,
        vnp_IpAddr: payment.clientIp,
        vnp_ReturnUrl: config.returnUrl(),
        vnp_Locale: 'vn' as never,
        vnp_CreateDate: Number(vnpDate(payment.createdAt)),
        vnp_ExpireDate: Number(vnpDate(payment.expiresAt)),
      }),
    }),
    readNotification: verify,
    readReturn: (request) => {
      const notice = verify(request);
      return notice.kind === 'notice' ? { paymentId: notice.paymentId } : undefined;
    },
    answer: (outcome) => ({ httpStatus: 200, body: VNPAY_IPN_ANSWERS[outcome] }),
    queryPayment: async (payment): Promise<GatewayQueryResult> => {
      const body = {
        ...common('querydr', payment),
        vnp_OrderInfo: vnpOrderInfo(`Truy van ${payment.paymentId}`),
      };
      const answer = await api(body, QUERYDR_REQUEST_FIELDS, QUERYDR_RESPONSE_FIELDS);
      if (answer.vnp_ResponseCode === '91') return { status: 'not-found' };
      if (answer.vnp_ResponseCode !== '00') {
        throw new Error(`VNPay querydr answered ${String(answer.vnp_ResponseCode)}`);
      }
      const status =
        answer.vnp_TransactionStatus === VNPAY_TXN_STATUS.success
          ? 'paid'
          : answer.vnp_TransactionStatus === VNPAY_TXN_STATUS.pending
            ? 'pending'
            : 'failed';
      return {
        status,
        amount: Number(answer.vnp_Amount) / 100,
        providerRef: typeof answer.vnp_TransactionNo === 'string' ? answer.vnp_TransactionNo : null,
      };
    },
    ...(config.statementUrl
      ? {
          dayTransactions: async (day: string) => {
            const url = config.statementUrl!(day.replace(/-/g, ''));
            const response = await http(url, { signal: AbortSignal.timeout(30_000) });
            if (!response.ok) throw new Error(`VNPay statement answered HTTP ${response.status}`);
            return parseVnpStatement(await response.text());
          },
        }
      : {}),
    refund: async (refund: GatewayRefundRequest): Promise<GatewayRefundResult> => {
      const body = {
        ...common('refund', refund),
        vnp_RequestId: refund.refundId,
        vnp_TransactionType: refund.refundAmount === refund.amount ? '02' : '03',
        vnp_Amount: String(refund.refundAmount * 100),
        vnp_TransactionNo: refund.providerRef ?? '0',
        vnp_CreateBy: vnpOrderInfo(refund.by) || 'VeSo',
        vnp_OrderInfo: vnpOrderInfo(refund.reason) || `Hoan tien ${refund.paymentId}`,
      };
      const answer = await api(body, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS);
      if (answer.vnp_ResponseCode === '00') {
        return { ok: true, providerRef: String(answer.vnp_TransactionNo ?? '') };
      }
      // The same vnp_RequestId again: VNPay has it (its answer was lost); VNPay cannot be
      // asked about one refund by its id, so this stays for an operator, retried meanwhile.
      if (answer.vnp_ResponseCode === '94') {
        throw new Error('VNPay has this refund request already (94): check it in the portal');
      }
      return {
        ok: false,
        code: String(answer.vnp_ResponseCode),
        message: String(answer.vnp_Message ?? ''),
      };
    },
  };
}

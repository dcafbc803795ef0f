import { randomBytes } from 'node:crypto';
import {
  GatewayRefused,
  type GatewayNotice,
  type GatewayQueryResult,
  type GatewayRefundResult,
  type GatewayRequest,
  type PaymentGateway,
} from './payment-gateway';
import { MOMO_API, MOMO_RESULT, MOMO_SIGNED_FIELDS, momoSign, momoVerify } from './momo';

/** A MoMo partner's keys and addresses; the addresses may be read late (the sandbox's own). */
export type MomoGatewayConfig = {
  partnerCode: string;
  accessKey: string;
  /** HMAC-SHA256 secret. Never logged. */
  secretKey: string;
  /** MoMo's API host (`https://payment.momo.vn`). */
  endpoint: () => string;
  /** Where MoMo sends the customer back (`redirectUrl`). */
  redirectUrl: () => string;
  /** The shop's notification address (`ipnUrl`). */
  ipnUrl: () => string;
};

const TIMEOUT_MS = 30_000;

/** The MoMo (AIO v2, `captureWallet`) adapter, with `node:crypto`. */
export function momoGateway(config: MomoGatewayConfig): PaymentGateway {
  const keys = { accessKey: config.accessKey, secretKey: config.secretKey };

  async function api(path: string, fields: readonly string[], body: Record<string, unknown>) {
    const response = await fetch(`${config.endpoint()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, signature: momoSign(keys, fields, body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status >= 500) throw new Error(`MoMo answered HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  function read(message: Record<string, unknown>): GatewayNotice {
    if (!momoVerify(keys, MOMO_SIGNED_FIELDS.result, message)) return { kind: 'bad-signature' };
    const { partnerCode, orderId, amount, resultCode, transId } = message;
    if (
      partnerCode !== config.partnerCode ||
      typeof orderId !== 'string' ||
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      typeof resultCode !== 'number'
    ) {
      return { kind: 'malformed' };
    }
    return {
      kind: 'notice',
      paymentId: orderId,
      status: resultCode === MOMO_RESULT.success ? 'paid' : 'failed',
      amount,
      providerRef: String(transId ?? `MOMO-${orderId}`),
    };
  }

  return {
    name: 'momo',
    createPayment: async (payment) => {
      const body = {
        partnerCode: config.partnerCode,
        requestType: 'captureWallet',
        ipnUrl: config.ipnUrl(),
        redirectUrl: config.redirectUrl(),
        orderId: payment.paymentId,
        amount: payment.amount,
        orderInfo: payment.description,
        requestId: payment.paymentId,
        extraData: '',
        lang: 'vi',
        orderExpireTime: Math.max(
          1,
          Math.round((payment.expiresAt.getTime() - payment.createdAt.getTime()) / 60_000),
        ),
      };
      const answer = await api(MOMO_API.create, MOMO_SIGNED_FIELDS.create, body);
      if (answer.resultCode !== MOMO_RESULT.success || typeof answer.payUrl !== 'string') {
        throw new GatewayRefused(`MoMo refused the payment: ${String(answer.resultCode)}`);
      }
      return { payUrl: answer.payUrl };
    },
    // MoMo's IPN is a JSON POST.
    readNotification: ({ body }: GatewayRequest) =>
      body && typeof body === 'object'
        ? read(body as Record<string, unknown>)
        : { kind: 'malformed' },
    // The redirect carries the same signed fields as a query (numbers as text).
    readReturn: ({ query }) => {
      const message: Record<string, unknown> = { ...query };
      for (const key of ['amount', 'resultCode', 'responseTime', 'transId']) {
        if (typeof message[key] === 'string' && /^\d+$/.test(message[key] as string)) {
          message[key] = Number(message[key]);
        }
      }
      const notice = read(message);
      return notice.kind === 'notice' ? { paymentId: notice.paymentId } : undefined;
    },
    // MoMo expects 204 No Content once the partner took the IPN; anything else is retried
    // (a 500 only when the shop failed: a request that is no IPN is refused, 400).
    answer: (outcome) =>
      outcome === 'confirmed' || outcome === 'already-confirmed'
        ? { httpStatus: 204, body: undefined }
        : outcome === 'error'
          ? { httpStatus: 500, body: { resultCode: 99, message: 'error' } }
          : { httpStatus: 400, body: { resultCode: MOMO_RESULT.badRequest, message: outcome } },
    queryPayment: async (payment): Promise<GatewayQueryResult> => {
      const body = {
        partnerCode: config.partnerCode,
        requestId: randomBytes(16).toString('hex'),
        orderId: payment.paymentId,
        lang: 'vi',
      };
      const answer = await api(MOMO_API.query, MOMO_SIGNED_FIELDS.query, body);
      if (answer.resultCode === MOMO_RESULT.notFound) return { status: 'not-found' };
      const amount = Number(answer.amount);
      const ref = answer.transId === undefined ? null : String(answer.transId);
      if (answer.resultCode === MOMO_RESULT.success) {
        return { status: 'paid', amount, providerRef: ref };
      }
      if (answer.resultCode === MOMO_RESULT.pending || answer.resultCode === 7000) {
        return { status: 'pending', amount, providerRef: ref };
      }
      return { status: 'failed', amount, providerRef: ref };
    },
    /**
     * MoMo's `refund` with the shop's refund id as its `orderId`: a repeat of an id MoMo
     * already has is refused (41), so the original's `query` is asked first, whose
     * `refundTrans` lists the refunds made; a 41 all the same is asked again later.
     */
    refund: async (refund): Promise<GatewayRefundResult> => {
      const made = await api(MOMO_API.query, MOMO_SIGNED_FIELDS.query, {
        partnerCode: config.partnerCode,
        requestId: randomBytes(16).toString('hex'),
        orderId: refund.paymentId,
        lang: 'vi',
      });
      const refunds = Array.isArray(made.refundTrans)
        ? (made.refundTrans as Record<string, unknown>[])
        : [];
      const done = refunds.find(
        (r) =>
          r.orderId === refund.refundId &&
          (r.resultCode === undefined || r.resultCode === MOMO_RESULT.success),
      );
      if (done) return { ok: true, providerRef: String(done.transId ?? '') };
      const body = {
        partnerCode: config.partnerCode,
        orderId: refund.refundId,
        requestId: refund.refundId,
        amount: refund.refundAmount,
        transId: Number(refund.providerRef),
        lang: 'vi',
        description: refund.reason,
      };
      const answer = await api(MOMO_API.refund, MOMO_SIGNED_FIELDS.refund, body);
      if (answer.resultCode === MOMO_RESULT.success) {
        return { ok: true, providerRef: String(answer.transId ?? '') };
      }
      if (answer.resultCode === MOMO_RESULT.duplicated) {
        throw new Error('MoMo has this refund id already: asked again later');
      }
      return {
        ok: false,
        code: String(answer.resultCode),
        message: String(answer.message ?? ''),
      };
    },
  };
}

import type {
  GatewayNotice,
  GatewayQueryResult,
  GatewayRefundResult,
  PaymentGateway,
} from './payment-gateway';
import { GatewayRefused } from './payment-gateway';
import {
  ZALOPAY_API,
  ZALOPAY_CREATE_FIELDS,
  ZALOPAY_QUERY_FIELDS,
  ZALOPAY_REDIRECT_FIELDS,
  ZALOPAY_REFUND_FIELDS,
  paymentIdOfZaloTrans,
  zaloData,
  zaloMac,
  zaloMacEquals,
  zaloRefundId,
  zaloTransId,
} from './zalopay';

/** A ZaloPay merchant's app and keys; the addresses may be read late (the sandbox's own). */
export type ZalopayGatewayConfig = {
  appId: number;
  /** Signs the shop's requests. Never logged. */
  key1: string;
  /** Verifies ZaloPay's callback and redirect. Never logged. */
  key2: string;
  /** ZaloPay's API host (`https://openapi.zalopay.vn`). */
  endpoint: () => string;
  redirectUrl: () => string;
  callbackUrl: () => string;
};

/** The ZaloPay (v2) adapter, with `node:crypto`. */
export function zalopayGateway(config: ZalopayGatewayConfig): PaymentGateway {
  async function api(path: string, form: Record<string, string | number>) {
    const response = await fetch(`${config.endpoint()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])),
      ).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status >= 500) throw new Error(`ZaloPay answered HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    name: 'zalopay',
    createPayment: async (payment) => {
      const order = {
        app_id: config.appId,
        app_user: 'VeSo',
        app_trans_id: zaloTransId(payment.paymentId, payment.createdAt),
        app_time: payment.createdAt.getTime(),
        amount: payment.amount,
        item: '[]',
        embed_data: JSON.stringify({ redirecturl: config.redirectUrl() }),
        description: `VeSo - ${payment.description}`,
        bank_code: '',
        callback_url: config.callbackUrl(),
        expire_duration_seconds: Math.max(
          300,
          Math.round((payment.expiresAt.getTime() - payment.createdAt.getTime()) / 1000),
        ),
      };
      const mac = zaloMac(config.key1, zaloData(ZALOPAY_CREATE_FIELDS, order));
      const answer = await api(ZALOPAY_API.create, { ...order, mac });
      if (answer.return_code !== 1 || typeof answer.order_url !== 'string') {
        throw new GatewayRefused(`ZaloPay refused the order: ${String(answer.return_code)}`);
      }
      return { payUrl: answer.order_url };
    },
    // The callback: {data (JSON text), mac (key2 over data), type}; sent for paid orders only.
    readNotification: ({ body }): GatewayNotice => {
      const b = (body ?? {}) as Record<string, unknown>;
      if (typeof b.data !== 'string' || !zaloMacEquals(config.key2, b.data, b.mac)) {
        return { kind: 'bad-signature' };
      }
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(b.data) as Record<string, unknown>;
      } catch {
        return { kind: 'malformed' };
      }
      const paymentId = paymentIdOfZaloTrans(data.app_trans_id);
      const amount = data.amount;
      if (
        data.app_id !== config.appId ||
        !paymentId ||
        typeof amount !== 'number' ||
        !Number.isSafeInteger(amount) ||
        amount <= 0
      ) {
        return { kind: 'malformed' };
      }
      return {
        kind: 'notice',
        paymentId,
        status: 'paid',
        amount,
        providerRef: String(data.zp_trans_id ?? `ZP-${paymentId}`),
      };
    },
    readReturn: ({ query }) => {
      const data = zaloData(ZALOPAY_REDIRECT_FIELDS, query);
      if (!zaloMacEquals(config.key2, data, query.checksum)) return undefined;
      const paymentId = paymentIdOfZaloTrans(query.apptransid);
      return paymentId ? { paymentId } : undefined;
    },
    // ZaloPay: 1 taken, 2 already taken; anything else is called again (a bad MAC: -1).
    answer: (outcome) => ({
      httpStatus: 200,
      body:
        outcome === 'confirmed'
          ? { return_code: 1, return_message: 'success' }
          : outcome === 'already-confirmed'
            ? { return_code: 2, return_message: 'already processed' }
            : outcome === 'error' || outcome === 'malformed'
              ? { return_code: 0, return_message: 'error' }
              : { return_code: -1, return_message: outcome },
    }),
    queryPayment: async (payment): Promise<GatewayQueryResult> => {
      const form = {
        app_id: config.appId,
        app_trans_id: zaloTransId(payment.paymentId, payment.createdAt),
      };
      const mac = zaloMac(
        config.key1,
        zaloData(ZALOPAY_QUERY_FIELDS, { ...form, key1: config.key1 }),
      );
      const answer = await api(ZALOPAY_API.query, { ...form, mac });
      const amount = Number(answer.amount ?? payment.amount);
      const ref = answer.zp_trans_id === undefined ? null : String(answer.zp_trans_id);
      if (answer.return_code === 1) return { status: 'paid', amount, providerRef: ref };
      if (answer.return_code === 3 || answer.is_processing === true) {
        return { status: 'pending', amount, providerRef: ref };
      }
      return { status: 'failed', amount, providerRef: ref };
    },
    /**
     * `v2/refund`: `m_refund_id` is the same on every try of one refund (ZaloPay answers a
     * repeat with that refund's state); 3 (still processing) is asked again later.
     */
    refund: async (refund): Promise<GatewayRefundResult> => {
      const form = {
        app_id: config.appId,
        m_refund_id: zaloRefundId(config.appId, refund.refundId, refund.refundAt),
        zp_trans_id: refund.providerRef ?? '',
        amount: refund.refundAmount,
        timestamp: refund.refundAt.getTime(),
        description: refund.reason,
      };
      const mac = zaloMac(config.key1, zaloData(ZALOPAY_REFUND_FIELDS, form));
      const answer = await api(ZALOPAY_API.refund, { ...form, mac });
      if (answer.return_code === 1)
        return { ok: true, providerRef: String(answer.refund_id ?? '') };
      if (answer.return_code === 3) throw new Error('ZaloPay is still processing the refund');
      return {
        ok: false,
        code: String(answer.sub_return_code ?? answer.return_code),
        message: String(answer.return_message ?? ''),
      };
    },
  };
}

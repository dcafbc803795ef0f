import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shop's side of a payment provider (VNPay, MoMo, ZaloPay, the sandbox double): where
 * the customer is sent to pay, how the provider's notification (IPN, callback) is verified
 * and read, how the provider is answered in its own format, and its query and refund APIs.
 * Nothing here touches the database: the payments module settles what an adapter read.
 */
export type PaymentGateway = {
  /** The id stored on each payment (`payments.gateway`) and in the notification path. */
  name: string;
  /** Starts a payment at the provider: the address the customer is sent to. */
  createPayment(payment: GatewayPaymentRequest): Promise<{ payUrl: string }>;
  /** Verifies and reads a notification the provider sent (its query string and body). */
  readNotification(request: GatewayRequest): GatewayNotice;
  /** The answer the provider expects for what the shop did with a notification. */
  answer(outcome: NotificationOutcome): GatewayAnswer;
  /**
   * Verifies and reads the customer's return from the provider's page: the payment it is
   * about (nothing is credited on a return, only on a notification); undefined when forged.
   */
  readReturn?(request: GatewayRequest): { paymentId: string } | undefined;
  /** What the provider says of a payment now (reconciliation of lost notifications). */
  queryPayment?(payment: GatewayPaymentRef): Promise<GatewayQueryResult>;
  /**
   * The provider's statement of a Vietnam day (`YYYY-MM-DD`): the payments it took that
   * day (reconciliation against the ledger).
   */
  dayTransactions?(day: string): Promise<ProviderTransaction[]>;
  /** Gives a paid payment's money back to its source. */
  refund?(refund: GatewayRefundRequest): Promise<GatewayRefundResult>;
};

/** A provider's refusal to open a payment (the shop fails the payment and answers "busy"). */
export class GatewayRefused extends Error {
  override name = 'GatewayRefused';
}

/** What the shop asks a provider to collect. */
export type GatewayPaymentRequest = {
  paymentId: string;
  /** In đồng. */
  amount: number;
  createdAt: Date;
  expiresAt: Date;
  /** What is paid, in the customer's words (adapters strip what their provider refuses). */
  description: string;
  /** The customer's IP address (VNPay's `vnp_IpAddr`). */
  clientIp: string;
};

/** A payment the shop already opened, as a provider's query or refund needs it. */
export type GatewayPaymentRef = {
  paymentId: string;
  amount: number;
  createdAt: Date;
  /** The provider's transaction number, once a notification gave one. */
  providerRef: string | null;
};

export type GatewayRefundRequest = GatewayPaymentRef & {
  /** The shop's id of this refund: the same id twice is one refund at the provider. */
  refundId: string;
  /** When the shop decided the refund (the same on every try). */
  refundAt: Date;
  /** In đồng: the whole payment or a part of it. */
  refundAmount: number;
  /** Who asks (an operator's name, or the job). */
  by: string;
  reason: string;
};

/** One payment a provider took, as its day statement lists it. */
export type ProviderTransaction = {
  paymentId: string;
  /** In đồng. */
  amount: number;
  providerRef: string;
  paidAt: Date;
};

/** An HTTP request as the provider sent it. */
export type GatewayRequest = { query: Record<string, unknown>; body: unknown };

/** What a provider's notification says, once verified. */
export type GatewayNotice =
  | {
      kind: 'notice';
      paymentId: string;
      status: 'paid' | 'failed';
      /** In đồng (adapters convert the provider's unit). */
      amount: number;
      /** The provider's own transaction number. */
      providerRef: string;
    }
  | { kind: 'bad-signature' }
  | { kind: 'malformed' };

/** What the shop did with a notification, to be told to the provider. */
export type NotificationOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'not-found'
  | 'invalid-amount'
  | 'bad-signature'
  /** The request is not the provider's notification at all (unreadable fields). */
  | 'malformed'
  /** The shop failed to settle it: the provider should call again. */
  | 'error';

export type GatewayAnswer = { httpStatus: number; body: unknown };

export type GatewayQueryResult =
  | { status: 'paid' | 'failed' | 'pending'; amount: number; providerRef: string | null }
  | { status: 'not-found' };

export type GatewayRefundResult =
  { ok: true; providerRef: string } | { ok: false; code: string; message: string };

/** The gateways of one server: who collects a top-up method or a wallet partner's capture. */
export type GatewaySet = {
  /** The gateway of a top-up method ('vnpay') or a wallet partner's source ('sandbox'). */
  forMethod(method: string): PaymentGateway | undefined;
  /** The gateway a payment was opened with (`payments.gateway`). */
  named(name: string): PaymentGateway | undefined;
  readonly list: readonly PaymentGateway[];
};

/**
 * The set of `providers` (each collects its own top-up method and wallet partner) and a
 * `fallback` that collects everything else (the sandbox double), either optional.
 */
export function gatewaySet(
  providers: readonly PaymentGateway[],
  fallback?: PaymentGateway,
): GatewaySet | undefined {
  const list = fallback ? [...providers, fallback] : [...providers];
  if (list.length === 0) return undefined;
  const byName = new Map(list.map((gateway) => [gateway.name, gateway]));
  return {
    forMethod: (method) => {
      const source = method.startsWith('wallet:') ? method.slice('wallet:'.length) : method;
      return providers.find((gateway) => gateway.name === source) ?? fallback;
    },
    named: (name) => byName.get(name),
    list,
  };
}

/** What the sandbox double's callback carries (signed). */
export type GatewayCallback = {
  paymentId: string;
  status: 'paid' | 'failed';
  amount: number;
  gatewayRef: string;
};

/** The sandbox double: the port, plus the signing its page and the tests use. */
export type HmacGateway = PaymentGateway & {
  /** The page where the customer pays a payment. */
  payUrl(paymentId: string): string;
  sign(callback: GatewayCallback): string;
  verify(callback: GatewayCallback, signature: string): boolean;
};

/** The sandbox gateway's secret when none is configured (sandbox mode only). */
export const SANDBOX_GATEWAY_SECRET = 'veso-sandbox-gateway-secret';

function canonical(callback: GatewayCallback): string {
  return `${callback.paymentId}|${callback.status}|${callback.amount}|${callback.gatewayRef}`;
}

const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * The home-made gateway, kept as the sandbox's default and the tests' double: callbacks
 * are JSON signed with HMAC-SHA256 of `paymentId|status|amount|gatewayRef`, posted to
 * `/api/payments/callback` and answered with the shop's envelope; its page is
 * `/sandbox/pay/:id`. It has no query or refund API.
 */
export function hmacGateway(name: string, secret: string, payUrlBase: string): HmacGateway {
  const sign = (callback: GatewayCallback) =>
    createHmac('sha256', secret).update(canonical(callback)).digest('hex');
  const verify = (callback: GatewayCallback, signature: string) => {
    if (!SIGNATURE.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(sign(callback), 'hex'));
  };
  const payUrl = (paymentId: string) => `${payUrlBase}/${encodeURIComponent(paymentId)}`;
  return {
    name,
    payUrl,
    sign,
    verify,
    createPayment: async (payment) => ({ payUrl: payUrl(payment.paymentId) }),
    readNotification: ({ body }) => {
      const b = (body ?? {}) as Record<string, unknown>;
      const { paymentId, status, amount, gatewayRef, signature } = b;
      if (
        typeof paymentId !== 'string' ||
        (status !== 'paid' && status !== 'failed') ||
        typeof amount !== 'number' ||
        typeof gatewayRef !== 'string' ||
        typeof signature !== 'string'
      ) {
        return { kind: 'malformed' };
      }
      const callback: GatewayCallback = { paymentId, status, amount, gatewayRef };
      if (!verify(callback, signature)) return { kind: 'bad-signature' };
      return { kind: 'notice', paymentId, status, amount, providerRef: gatewayRef };
    },
    // The double's callback route answers with the shop's envelope itself.
    answer: (outcome) => ({ httpStatus: 200, body: { outcome } }),
  };
}

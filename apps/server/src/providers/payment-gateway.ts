import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the gateway's callback carries (signed). */
export type GatewayCallback = {
  paymentId: string;
  status: 'paid' | 'failed';
  amount: number;
  gatewayRef: string;
};

/** A payment gateway: where the customer pays and how its callbacks are signed. */
export type PaymentGateway = {
  name: string;
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

/**
 * A gateway whose callbacks are signed with HMAC-SHA256 of
 * `paymentId|status|amount|gatewayRef`; the sandbox one's page is `/sandbox/pay/:id`.
 */
export function hmacGateway(name: string, secret: string, payUrlBase: string): PaymentGateway {
  const sign = (callback: GatewayCallback) =>
    createHmac('sha256', secret).update(canonical(callback)).digest('hex');
  return {
    name,
    payUrl: (paymentId) => `${payUrlBase}/${encodeURIComponent(paymentId)}`,
    sign,
    verify: (callback, signature) => {
      const expected = Buffer.from(sign(callback), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

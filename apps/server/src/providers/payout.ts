/** Where a withdrawal is paid: the method and its destination fields. */
export type PayoutRequest = {
  /** Stable per withdrawal: the provider pays one reference at most once. */
  reference: string;
  method: number;
  amount: number;
  destination: Record<string, string>;
};

export type PayoutResult = { ok: true; providerRef: string } | { ok: false; reason: string };

/** Pays prize withdrawals out to banks, e-wallets and phone credit. */
export type PayoutProvider = {
  name: string;
  /** How long after the request a payout is attempted, in milliseconds. */
  delayMs: number;
  pay(request: PayoutRequest): Promise<PayoutResult>;
};

/** The sandbox pays after 30 s (of the movable clock). */
export const SANDBOX_PAYOUT_DELAY_MS = 30_000;

/**
 * The sandbox payout provider: pays everything except destinations whose account number
 * or phone ends in `000`, which it refuses (so the refund path can be tried by hand).
 */
export function sandboxPayoutProvider(delayMs: number = SANDBOX_PAYOUT_DELAY_MS): PayoutProvider {
  return {
    name: 'sandbox',
    delayMs,
    pay: async (request) => {
      const target = request.destination.accountNumber ?? request.destination.phone ?? '';
      if (target.endsWith('000')) return { ok: false, reason: 'sandbox: destination refused' };
      return { ok: true, providerRef: `SBX-${request.reference}` };
    },
  };
}

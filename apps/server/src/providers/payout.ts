/** Where a withdrawal is paid: the method and its destination fields. */
export type PayoutRequest = {
  /**
   * The idempotency key, stable per withdrawal (`withdrawal-<id>`): the provider pays one
   * reference at most once; asked again, it answers what it answered the first time.
   */
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
  /** `signal` aborts when the job runner stops waiting (timeout or shutdown). */
  pay(request: PayoutRequest, options?: { signal?: AbortSignal }): Promise<PayoutResult>;
};

/** The sandbox provider, with its answers (by reference). */
export type SandboxPayoutProvider = PayoutProvider & {
  readonly answered: ReadonlyMap<string, PayoutResult>;
};

/** The sandbox pays after 30 s (of the movable clock). */
export const SANDBOX_PAYOUT_DELAY_MS = 30_000;

/**
 * The sandbox payout provider: pays everything except destinations whose account number
 * or phone ends in `000`, which it refuses (so the refund path can be tried by hand). It
 * honours the reference as an idempotency key: a reference seen before gets the same
 * answer (kept in `answered`) and is never paid twice.
 */
export function sandboxPayoutProvider(
  delayMs: number = SANDBOX_PAYOUT_DELAY_MS,
): SandboxPayoutProvider {
  const answered = new Map<string, PayoutResult>();
  return {
    name: 'sandbox',
    delayMs,
    answered,
    pay: async (request) => {
      const earlier = answered.get(request.reference);
      if (earlier) return earlier;
      const target = request.destination.accountNumber ?? request.destination.phone ?? '';
      const result: PayoutResult = target.endsWith('000')
        ? { ok: false, reason: 'sandbox: destination refused' }
        : { ok: true, providerRef: `SBX-${request.reference}` };
      answered.set(request.reference, result);
      return result;
    },
  };
}

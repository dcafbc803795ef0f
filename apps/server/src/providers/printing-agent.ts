import { createHmac } from 'node:crypto';

/** What the agent prints: one ticket of one draw, with its stable reference. */
export type PrintRequest = {
  /**
   * The idempotency key, stable per ticket (`ticket-<id>`): the agent prints one reference
   * at most once; asked again, it answers the first print's serial and code.
   */
  reference: string;
  ticketId: number;
  product: string;
  drawCode: string;
};

export type PrintResult =
  { ok: true; serial: string; securityCode: string } | { ok: false; reason: string };

/** The licensed agent that prints paid tickets on the lottery terminal and holds them. */
export type PrintingAgent = {
  name: string;
  /** `signal` aborts when the job runner stops waiting (timeout or shutdown). */
  print(request: PrintRequest, options?: { signal?: AbortSignal }): Promise<PrintResult>;
};

/** The sandbox agent, with the tickets its terminal printed (by reference). */
export type SandboxPrintingAgent = PrintingAgent & {
  readonly printed: ReadonlyMap<string, PrintResult & { ok: true }>;
};

const SANDBOX_SECRET = 'veso-sandbox-printing-agent';

/**
 * The sandbox agent: prints every ticket at once with a serial built from the product and
 * the ticket id and a 12-digit security code (an HMAC of the reference). It honours the
 * reference as an idempotency key: a reference printed before is answered from `printed`,
 * not printed again; a refusal is not remembered (the next try may print). `refuse` lets
 * tests make it fail some tickets.
 */
export function sandboxPrintingAgent(
  options: { refuse?: (request: PrintRequest) => boolean } = {},
): SandboxPrintingAgent {
  const printed = new Map<string, PrintResult & { ok: true }>();
  return {
    name: 'sandbox',
    printed,
    print: async (request) => {
      const earlier = printed.get(request.reference);
      if (earlier) return earlier;
      if (options.refuse?.(request)) return { ok: false, reason: 'sandbox: terminal refused' };
      const digest = createHmac('sha256', SANDBOX_SECRET).update(request.reference).digest();
      const code = String(digest.readBigUInt64BE(0) % 1_000_000_000_000n).padStart(12, '0');
      const result = {
        ok: true as const,
        serial: `${request.product.toUpperCase()}-${request.drawCode}-${String(request.ticketId).padStart(8, '0')}`,
        securityCode: code.replace(/(\d{4})(?=\d)/g, '$1 '),
      };
      printed.set(request.reference, result);
      return result;
    },
  };
}

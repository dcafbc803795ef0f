import { createHmac } from 'node:crypto';

/** What the agent prints: one ticket of one draw, with its stable reference. */
export type PrintRequest = {
  /** Stable per ticket: the agent prints one reference at most once. */
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
  print(request: PrintRequest): Promise<PrintResult>;
};

const SANDBOX_SECRET = 'veso-sandbox-printing-agent';

/**
 * The sandbox agent: prints every ticket at once with a serial built from the product and
 * the ticket id and a 12-digit security code (an HMAC of the reference, so a reprint of the
 * same reference gives the same code). `refuse` lets tests make it fail some tickets.
 */
export function sandboxPrintingAgent(
  options: { refuse?: (request: PrintRequest) => boolean } = {},
): PrintingAgent {
  return {
    name: 'sandbox',
    print: async (request) => {
      if (options.refuse?.(request)) return { ok: false, reason: 'sandbox: terminal refused' };
      const digest = createHmac('sha256', SANDBOX_SECRET).update(request.reference).digest();
      const code = String(digest.readBigUInt64BE(0) % 1_000_000_000_000n).padStart(12, '0');
      return {
        ok: true,
        serial: `${request.product.toUpperCase()}-${request.drawCode}-${String(request.ticketId).padStart(8, '0')}`,
        securityCode: code.replace(/(\d{4})(?=\d)/g, '$1 '),
      };
    },
  };
}

import { createHmac } from 'node:crypto';
import type { PrintingAgentMode } from '@veso/contract';

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

/** How the sandbox agent answers: the switch of `POST /api/dev/printing-agent`. */
export type SandboxAgentSwitch = {
  mode: PrintingAgentMode;
  /** The slow mode's delay, in ms. */
  delayMs: number;
};

/** The switch and the calls not answered yet (hung or slow ones). */
export type SandboxAgentState = SandboxAgentSwitch & { pending: number };

/** The sandbox agent, with the tickets its terminal printed (by reference). */
export type SandboxPrintingAgent = PrintingAgent & {
  readonly printed: ReadonlyMap<string, PrintResult & { ok: true }>;
  /** The switch and the calls in flight. */
  state(): SandboxAgentState;
  /**
   * Switches how the agent answers from now on (`delayMs` kept when not given). Calls that
   * hang go on as the new mode says: switched back to normal, they print and answer.
   */
  setMode(mode: PrintingAgentMode, delayMs?: number): SandboxAgentState;
};

const SANDBOX_SECRET = 'veso-sandbox-printing-agent';

/** The slow mode's delay unless one is given. */
export const SANDBOX_SLOW_DELAY_MS = 3_000;

/** The error of a call in `fail` mode: the agent could not be reached. */
export class SandboxAgentUnavailable extends Error {
  constructor() {
    super('sandbox: printing agent unavailable');
  }
}

/** Rejects with the signal's reason once it aborts (never when there is none). */
function abortedBy(signal: AbortSignal | undefined): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason as Error);
    else signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** A promise and its resolve: the next switch of the sandbox agent. */
function nextSwitch(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The sandbox agent: prints every ticket at once with a serial built from the product and
 * the ticket id and a 12-digit security code (an HMAC of the reference). It honours the
 * reference as an idempotency key: a reference printed before is answered from `printed`,
 * not printed again; a refusal is not remembered (the next try may print). `refuse` lets
 * tests make it fail some tickets.
 *
 * Its switch ({@link SandboxPrintingAgent.setMode}) rehearses an outage: `slow` answers
 * after `delayMs`, `hang` does not answer until the mode changes, `fail` throws
 * {@link SandboxAgentUnavailable}. A call's `signal` (the job's timeout or shutdown) ends
 * it at once with the signal's reason, printing nothing.
 */
export function sandboxPrintingAgent(
  options: {
    refuse?: (request: PrintRequest) => boolean;
    switch?: Partial<SandboxAgentSwitch>;
  } = {},
): SandboxPrintingAgent {
  const printed = new Map<string, PrintResult & { ok: true }>();
  const current: SandboxAgentSwitch = {
    mode: options.switch?.mode ?? 'normal',
    delayMs: options.switch?.delayMs ?? SANDBOX_SLOW_DELAY_MS,
  };
  let pending = 0;
  /** Resolved (and replaced) at each switch: what hung calls wait for. */
  let switched = nextSwitch();

  /** Waits as the mode says; throws in fail mode or when `signal` aborts. */
  async function answerWhenDue(signal: AbortSignal | undefined): Promise<void> {
    const aborted = abortedBy(signal);
    // The race's loser must not be reported as unhandled.
    aborted.catch(() => undefined);
    for (;;) {
      if (signal?.aborted) throw signal.reason as Error;
      switch (current.mode) {
        case 'normal':
          return;
        case 'fail':
          throw new SandboxAgentUnavailable();
        case 'hang':
          await Promise.race([switched.promise, aborted]);
          continue;
        case 'slow': {
          let timer: NodeJS.Timeout | undefined;
          try {
            await Promise.race([
              new Promise((resolve) => {
                timer = setTimeout(resolve, current.delayMs);
              }),
              aborted,
            ]);
          } finally {
            clearTimeout(timer);
          }
          return;
        }
      }
    }
  }

  function printNow(request: PrintRequest): PrintResult {
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
  }

  const state = (): SandboxAgentState => ({ ...current, pending });
  return {
    name: 'sandbox',
    printed,
    print: async (request, callOptions) => {
      pending += 1;
      try {
        await answerWhenDue(callOptions?.signal);
        return printNow(request);
      } finally {
        pending -= 1;
      }
    },
    state,
    setMode: (mode, delayMs) => {
      current.mode = mode;
      if (delayMs !== undefined) current.delayMs = delayMs;
      const woken = switched;
      switched = nextSwitch();
      woken.resolve();
      return state();
    },
  };
}

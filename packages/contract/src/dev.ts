import { coercedInt4, z, extensionInstant } from './zod';

/**
 * Sandbox-only calls under `/api/dev/*` (they exist only when the server runs with
 * `VESO_SANDBOX=1`): read the OTP codes the sandbox sender "sent", and move the clock.
 */

/** `GET /api/dev/otp-outbox?msisdn=84…`; a malformed number answers code 1. */
export const devOtpOutboxQuerySchema = z.object({
  msisdn: z.string().trim().min(1),
  limit: coercedInt4().min(1).max(100).default(20),
});

export const devOtpMessageSchema = z.object({
  id: z.number().int(),
  msisdn: z.string(),
  code: z.string(),
  /** How the code was delivered: messaging app or voice call. */
  channel: z.string(),
  /** ISO 8601 instant. */
  createdAt: extensionInstant(),
});
export type DevOtpMessage = z.infer<typeof devOtpMessageSchema>;

/** Latest first. */
export const devOtpOutboxSchema = z.object({
  msisdn: z.string(),
  items: z.array(devOtpMessageSchema),
});
export type DevOtpOutbox = z.infer<typeof devOtpOutboxSchema>;

/** `POST /api/dev/clock`: jump to an instant, or move forward (or back) by milliseconds. */
export const devClockBodySchema = z.union([
  z
    .object({
      iso: z.iso.datetime({ offset: true }).meta({
        description: 'Extension field (sandbox only): an instant in ISO 8601 with its offset.',
      }),
    })
    .strict(),
  z.object({ advanceMs: z.number().int() }).strict(),
]);
export type DevClockBody = z.infer<typeof devClockBodySchema>;

/** The server's current time after the move (also `GET /api/dev/clock`). */
export const devClockSchema = z.object({
  now: z.string(),
});
export type DevClock = z.infer<typeof devClockSchema>;

/**
 * `GET /api/dev/metrics`: what this server process has spent since it started — SQL
 * statements sent (requests', transaction control and background jobs' apart), CPU time (`process.cpuUsage()`)
 * and resident memory. A bench reads it before and after a run.
 */
export const devMetricsSchema = z.object({
  pid: z.number().int(),
  /** Statements sent while serving requests (transaction control apart). */
  statements: z.number().int(),
  transactionControl: z.number().int(),
  /** Statements of the background jobs (outside any request). */
  background: z.number().int(),
  cpuUserMs: z.number(),
  cpuSystemMs: z.number(),
  rssBytes: z.number().int(),
});
export type DevMetrics = z.infer<typeof devMetricsSchema>;

/**
 * How the sandbox printing agent answers (`POST /api/dev/printing-agent`), for tests and for
 * operators rehearsing an agent outage: `normal` prints at once, `slow` answers after
 * `delayMs`, `hang` never answers until switched back (or the job's call times out), `fail`
 * answers every call with an error (the print job retries with back-off).
 */
export const PRINTING_AGENT_MODES = ['normal', 'slow', 'hang', 'fail'] as const;
export type PrintingAgentMode = (typeof PRINTING_AGENT_MODES)[number];

/** `POST /api/dev/printing-agent`: switch the sandbox agent; `delayMs` is the slow mode's delay. */
export const devPrintingAgentBodySchema = z
  .object({
    mode: z.enum(PRINTING_AGENT_MODES),
    delayMs: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();

/** The sandbox agent's switch (also `GET /api/dev/printing-agent`). */
export const devPrintingAgentSchema = z.object({
  mode: z.enum(PRINTING_AGENT_MODES),
  /** The slow mode's delay, in ms. */
  delayMs: z.number().int(),
  /** Print calls the agent has not answered yet (a hung or slow call counts until it answers). */
  pending: z.number().int(),
  /** How long the print job waits for one call before it gives up on it and retries (ms). */
  callTimeoutMs: z.number().int(),
});
export type DevPrintingAgent = z.infer<typeof devPrintingAgentSchema>;

/** `POST /api/dev/prize-credit` (sandbox): credit a prize to a customer's prize balance. */
export const devPrizeCreditBodySchema = z.object({
  msisdn: z.string().trim().min(1),
  amount: z.number().int().positive().max(1_000_000_000),
});
export type DevPrizeCreditBody = z.infer<typeof devPrizeCreditBodySchema>;

/** The credited account's balances after the credit. */
export const devPrizeCreditSchema = z.object({
  msisdn: z.string(),
  amount: z.number().int(),
  prizeBalance: z.number().int(),
  balance: z.number().int(),
});
export type DevPrizeCredit = z.infer<typeof devPrizeCreditSchema>;

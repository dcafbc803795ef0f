import { z } from './zod';

/**
 * Sandbox-only calls under `/api/dev/*` (they exist only when the server runs with
 * `VESO_SANDBOX=1`): read the OTP codes the sandbox sender "sent", and move the clock.
 */

/** `GET /api/dev/otp-outbox?msisdn=84…`; a malformed number answers code 1. */
export const devOtpOutboxQuerySchema = z.object({
  msisdn: z.string().trim().min(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DevOtpOutboxQuery = z.infer<typeof devOtpOutboxQuerySchema>;

export const devOtpMessageSchema = z.object({
  id: z.number().int(),
  msisdn: z.string(),
  code: z.string(),
  /** How the code was delivered: messaging app or voice call. */
  channel: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
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
  z.object({ iso: z.iso.datetime({ offset: true }) }).strict(),
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

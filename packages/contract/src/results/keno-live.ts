import { z } from 'zod/mini';
import { kenoSummarySchema } from './keno-summary';

// zod/mini: the live Keno page parses these events in the browser (see `keno-summary.ts`).

/**
 * Keno live stream (`GET /api/keno/live`, `text/event-stream`). Events, each with an `id`
 * `<drawCode>:<step>` (step 0 = draw start, 1–20 numbers, 21 summary) so a reconnect
 * with `Last-Event-ID` resumes after it:
 * - `draw`: a draw starts ({@link kenoLiveDrawSchema});
 * - `number`: one number revealed ({@link kenoLiveNumberSchema});
 * - `summary`: all 20 and the counts ({@link kenoLiveSummarySchema});
 * - `countdown` (no id, every second between draws): the next draw ({@link kenoLiveCountdownSchema}).
 */
export const kenoLiveDrawSchema = z.object({
  drawCode: z.string(),
  openDate: z.string(),
  drawAt: z.string(),
  /** Drawn by the sandbox, not a real draw (screens say 'Kết quả mô phỏng'). */
  generated: z.boolean(),
});
export const kenoLiveNumberSchema = z.object({
  drawCode: z.string(),
  /** 1–20. */
  index: z.int(),
  number: z.int(),
});
export const kenoLiveSummarySchema = z.object({
  drawCode: z.string(),
  numbers: z.array(z.int()),
  summary: kenoSummarySchema,
  generated: z.boolean(),
});
export const kenoLiveCountdownSchema = z.object({
  /** Null outside the day's draws until the next day's first. */
  nextDrawCode: z.nullable(z.string()),
  nextDrawAt: z.nullable(z.string()),
  secondsLeft: z.nullable(z.int()),
});
export type KenoLiveDraw = z.infer<typeof kenoLiveDrawSchema>;
export type KenoLiveNumber = z.infer<typeof kenoLiveNumberSchema>;
export type KenoLiveSummary = z.infer<typeof kenoLiveSummarySchema>;
export type KenoLiveCountdown = z.infer<typeof kenoLiveCountdownSchema>;
/** Milliseconds between two revealed numbers of the live stream. */
export const KENO_REVEAL_INTERVAL_MS = 2000;

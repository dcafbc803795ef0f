import { z } from 'zod/mini';

// zod/mini, not the contract's `../zod`: the live Keno page parses the stream's events with
// this schema in the browser (`keno-live.ts`), and zod/mini's schemas are tree-shaken and
// small where the classic API would bring all of zod. The server's classic schemas take it
// as it is (`draw-result.ts`: one core, the same parse and JSON schema). zod/mini's objects
// never compile a parser with `new Function`, so the CSP needs no `jitless` here.

/** Keno summary of 20 numbers: big (41–80) / small counts, even / odd counts. */
export const kenoSummarySchema = z.object({
  big: z.int(),
  small: z.int(),
  even: z.int(),
  odd: z.int(),
});
export type KenoSummary = z.infer<typeof kenoSummarySchema>;

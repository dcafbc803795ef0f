import { coercedInt4, z } from './zod';
import { STATEMENT_KINDS } from './wallet-paths';

/** The statement's schemas; its path and kinds are in `wallet-paths.ts`. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const statementQuerySchema = z.object({
  /** Vietnam calendar dates, both inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  kind: z.enum(STATEMENT_KINDS).optional(),
  balance: z.enum(['main', 'prize']).optional(),
  page: coercedInt4().min(1).default(1),
  pageSize: coercedInt4().min(1).max(100).default(20),
  /** `csv`: the whole filtered statement as a CSV download (no paging). */
  format: z.enum(['json', 'csv']).default('json'),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  balance: z.enum(['main', 'prize']),
  kind: z.string(),
  ref: z.string(),
  /** Positive: money in; negative: money out (đồng). */
  amount: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  items: z.array(statementEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

import { z } from '../zod';

/** Sandbox only: run the order jobs now, and a funded customer with a session. */

export const devRunOrderJobsSchema = z.object({
  subscribed: z.number().int(),
  printed: z.number().int(),
  refunded: z.number().int(),
  settledDraws: z.number().int(),
  settledTickets: z.number().int(),
  /** Group play: groups closed at their deadline (refunded, or drafts cancelled). */
  groupsRefunded: z.number().int(),
});
export type DevRunOrderJobs = z.infer<typeof devRunOrderJobsSchema>;

export const devCustomerBodySchema = z.object({
  /** Main balance to start with, in đồng. */
  amount: z.number().int().min(0).max(1_000_000_000).default(1_000_000),
  /** A password to sign in with later (plain text; sandbox only). */
  password: z.string().min(6).max(25).optional(),
});
export type DevCustomerBody = z.input<typeof devCustomerBodySchema>;

export const devCustomerSchema = z.object({
  msisdn: z.string(),
  session: z.string(),
  balance: z.number().int(),
});
export type DevCustomer = z.infer<typeof devCustomerSchema>;

import { coercedInt4, z, extensionInstant } from '../zod';
import { requestIdSchema } from '../auth';

/** One printed ticket: reporting an erroneous one and its image. */

export const reportTicketBodySchema = z.object({
  requestId: requestIdSchema,
  ticketId: coercedInt4().positive(),
  reason: z.string().trim().min(1).max(500),
});
export type ReportTicketBody = z.input<typeof reportTicketBodySchema>;

export const reportTicketSchema = z.object({
  reportId: z.number().int(),
  ticketId: z.number().int(),
  createdAt: extensionInstant(),
});
export type ReportTicket = z.infer<typeof reportTicketSchema>;

export const ticketImageParamsSchema = z.object({
  ticketId: coercedInt4().positive(),
});

import { coercedInt4, z, extensionInstant, lenientInt, INT4_MAX } from '../zod';
import { orderProductSchema } from './common';
import { orderStateSchema, pricedNumberInfoSchema, ticketSchema } from './order';

/** History (spec §7): the caller's orders, printed tickets and Lotto 5/35 history. */

/** Paging of the history lists: page_index from 1, page_size 1–50. */
export const historyQuerySchema = z.object({
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 10),
  /** A ticket status 0–4 to filter on; absent: every order. */
  status: coercedInt4().min(-1).max(4).optional(),
  product: orderProductSchema.optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** Orders or printed tickets of one product, paged. */
export const productHistoryQuerySchema = z.object({
  product: orderProductSchema,
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 10),
});

/** A ticket of the ticket book: the printed ticket, its order and the numbers it carries. */
export const paperTicketSchema = ticketSchema.extend({
  orderId: z.number().int(),
  numberInfos: z.array(pricedNumberInfoSchema),
});
export type PaperTicket = z.infer<typeof paperTicketSchema>;

export const paperTicketListSchema = z.object({
  items: z.array(paperTicketSchema),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type PaperTicketList = z.infer<typeof paperTicketListSchema>;

/** Lotto 5/35 history (spec §3, §9): defaults page size 10, page index 1, status 1; -1 = all. */
export const lottoHistoryQuerySchema = z.object({
  msisdn: z.string().trim().max(25).optional(),
  status: lenientInt(-1, 4, 1),
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 10),
});

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  products: z.array(z.string()),
  productNames: z.array(z.string()),
  amount: z.number().int(),
  createdAt: extensionInstant(),
  state: orderStateSchema,
  status: z.number().int(),
  statusLabel: z.string(),
  winStatus: z.number().int(),
  prizeNet: z.number().int(),
  ticketCount: z.number().int(),
  drawCodes: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderHistorySchema = z.object({
  items: z.array(orderSummarySchema),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

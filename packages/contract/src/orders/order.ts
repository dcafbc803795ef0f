import { z, extensionInstant } from '../zod';
import { drawResultSchema } from '../results/draw-result';
import { cutoffPolicySchema, kenoSideBetSchema, numberFormSchema } from './common';

/** An order as the server answers it: its items, draws, tickets and prizes. */

/** Ticket status codes 0–4 (spec §4). */
export const ticketStatusSchema = z.number().int();

export const drawRefSchema = z.object({
  drawCode: z.string(),
  drawAt: extensionInstant(),
  salesCloseAt: extensionInstant(),
});
export type DrawRef = z.infer<typeof drawRefSchema>;

/**
 * The paper ticket an item of a paper lottery was sold (the reseller's stock ticket): kept
 * with the item's number set when the order is written.
 */
export const paperTicketRefSchema = z.object({
  /** The stock ticket's id (the reserve's `ticketId`). */
  stockId: z.number().int(),
  /** The province (đài) code. */
  province: z.string(),
  /** The draw's Vietnam day `YYYY-MM-DD`. */
  drawDate: z.string(),
  /** The printed number. */
  number: z.string(),
  /** The north's series code, null elsewhere. */
  series: z.string().nullable(),
});
export type PaperTicketRef = z.infer<typeof paperTicketRefSchema>;

export const pricedNumberInfoSchema = z.object({
  numbers: z.array(z.number().int()),
  form: numberFormSchema,
  special: z.number().int().nullable(),
  specials: z.array(z.number().int()),
  /** Keno bao level; null otherwise. */
  level: z.number().int().nullable().optional(),
  /** Keno side bet; null otherwise. */
  bet: kenoSideBetSchema.nullable().optional(),
  /** Wildcard patterns as bought (`1*3`); empty otherwise. */
  patterns: z.array(z.string()).optional(),
  /** Ôm Max 3D+ range; null otherwise. */
  range: z.object({ from: z.number().int(), to: z.number().int() }).nullable().optional(),
  stake: z.number().int(),
  lines: z.number().int(),
  /** Price per draw in đồng. */
  price: z.number().int(),
  /** The price of one stake unit where it is not the product's own (the webview's 6x36). */
  unitPrice: z
    .number()
    .int()
    .optional()
    .describe(
      "The đồng of one stake unit when it is not the product's own (6x36 bought in the wallet webview: 1,000đ); absent otherwise",
    ),
  /** A paper lottery's item: the stock ticket sold to it; absent for every other product. */
  paper: paperTicketRefSchema
    .optional()
    .describe(
      'A paper lottery item only: the stock ticket sold to it (province, draw day, number, series); absent otherwise',
    ),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  productName: z.string(),
  numberInfos: z.array(pricedNumberInfoSchema),
  lines: z.number().int(),
  periods: z.number().int(),
  /** Price of the item for all its draws. */
  price: z.number().int(),
  draws: z.array(drawRefSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const prizeWinSchema = z.object({
  tier: z.string(),
  name: z.string(),
  amount: z.number().int(),
});

export const ticketSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  product: z.string(),
  productName: z.string(),
  drawCode: z.string(),
  drawAt: extensionInstant(),
  status: ticketStatusSchema,
  statusLabel: z.string(),
  winStatus: z.number().int(),
  price: z.number().int(),
  serial: z.string().nullable(),
  securityCode: z.string().nullable(),
  printedAt: extensionInstant().nullable(),
  settledAt: extensionInstant().nullable(),
  cancelledAt: extensionInstant().nullable(),
  /** Prize before tax, tax withheld and what was credited (null until settled). */
  prizeGross: z.number().int().nullable(),
  prizeTax: z.number().int().nullable(),
  prizeNet: z.number().int().nullable(),
  wins: z.array(prizeWinSchema),
  /**
   * The prize is above the in-person threshold: the lottery company pays it against the
   * original ticket and an ID (nothing credited to the prize balance); `claimNote` says
   * where, what to bring and by when, `claimedAt` is when the shop recorded it paid.
   */
  claimInPerson: z.boolean(),
  claimNote: z.string().nullable(),
  claimedAt: extensionInstant().nullable(),
  /** Path of the ticket image (needs the session header) once printed. */
  imagePath: z.string().nullable(),
  reported: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The order's payment state: reserved (not paid), paid, or expired (never paid). */
export const orderStateSchema = z.enum(['reserved', 'paid', 'expired', 'cancelled']);

export const orderSchema = z.object({
  orderId: z.number().int(),
  requestId: z.string(),
  state: orderStateSchema,
  buyType: z.number().int(),
  deliveryType: z.number().int(),
  channel: z.string(),
  cutoffPolicy: cutoffPolicySchema,
  amount: z.number().int(),
  /** The paper-ticket ship fee included in `amount` (0 when the agent holds the tickets). */
  shipFee: z.number().int().optional(),
  createdAt: extensionInstant(),
  paidAt: extensionInstant().nullable(),
  /** The status of the whole order (the least advanced ticket) and its spec label. */
  status: z.number().int(),
  statusLabel: z.string(),
  winStatus: z.number().int(),
  prizeNet: z.number().int(),
  items: z.array(orderItemSchema),
  tickets: z.array(ticketSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * One order as its detail screens read it (`/order/info` and the other one-order routes):
 * the order and `results`, the stored result of each of its tickets' draws that has one
 * (none before the draw), so each ticket can show the numbers drawn and its matches.
 */
export const orderDetailSchema = orderSchema.extend({
  results: z.array(drawResultSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

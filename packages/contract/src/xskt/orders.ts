import { clientMoney, coercedInt4, int4, z, extensionInstant, lenientInt, INT4_MAX } from '../zod';
import { requestIdSchema } from '../auth';
import {
  customerInfoSchema,
  drawAreaSchema,
  receiverInfoSchema,
  shipTypeSchema,
  temporaryAmountSchema,
} from '../orders/common';
import { oneOrManyItems } from '../orders/checkout';
import { orderDetailSchema, orderStateSchema, prizeWinSchema } from '../orders/order';
import { xsktCategorySchema, xsktProductSchema } from './stock';

/** Paper-ticket orders and their history (see `paths.ts`). */

/**
 * One held stock ticket in an order: spec §3 number info with `ticketId` the stock
 * ticket's id. `numbers` / `symbolCode`, when sent, must be the ticket's own (a check
 * against a stale cart); prices sent must be the server's (10,000đ a ticket), else the
 * order is refused as a changed price (code 14).
 */
export const xsktNumberInfoSchema = z.object({
  ticketId: coercedInt4().positive(),
  numbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{5,6}$/),
    )
    .max(1)
    .optional(),
  symbolCode: z.string().trim().max(10).nullish(),
  priceUnit: int4().positive().optional(),
  calculatedPrice: clientMoney().optional(),
  tickQuantity: z.literal(1).default(1),
});

/**
 * Spec §3 order item info of paper tickets: lotteryType 2, category 3 / 4 / 5 (or
 * `product`), drawArea (the province), drawCodes (the draw day) — all informative, the
 * stock tickets named in `numberInfos` decide. Several tickets (a whole set) may share an
 * item; each becomes one ticket of the order.
 */
export const xsktOrderItemInfoSchema = z.object({
  product: xsktProductSchema.optional(),
  lotteryType: int4().nullish(),
  category: int4().nullish(),
  drawArea: drawAreaSchema.nullish(),
  drawCodes: z.array(z.string().trim().min(1).max(20)).max(1).optional(),
  group: int4().nullish(),
  numberInfos: z.array(xsktNumberInfoSchema).min(1).max(50),
  calculatedPrice: clientMoney().optional(),
});
export type XsktOrderItemInfo = z.input<typeof xsktOrderItemInfoSchema>;

/**
 * `POST /xsdt/xskt/order/create`: the spec §3 order request of held paper tickets (the
 * tickets must be held by the caller, see `hold`, or still on sale). The answer is the
 * reserved order (`orderSchema`); pay it with `POST /order/confirm` (or the wallet
 * gateway). At most 50 tickets (spec §5 cart).
 */
export const xsktOrderCreateBodySchema = z
  .object({
    /** Optional: the call reserves, nothing is charged (see `reserveOrderBodySchema`). */
    requestId: requestIdSchema.optional(),
    channel: z.string().max(20).default('WEB_PUBLIC'),
    orderItemInfos: z.array(xsktOrderItemInfoSchema).min(1).max(50).optional(),
    orderItemInfo: oneOrManyItems(xsktOrderItemInfoSchema, 50).optional(),
    customerInfo: customerInfoSchema.optional(),
    receiverInfo: receiverInfoSchema.optional(),
    paymentVendor: int4().default(1),
    /** Delivery: ship=0, hold=1 (default: the agent holds the tickets). */
    deliveryType: z.union([z.literal(0), z.literal(1)]).default(1),
    shipType: shipTypeSchema.default(0),
    buyType: z.literal(1).default(1),
    split_type: int4().nullish(),
    /** The total the client saw; another than the server's is refused (code 14). */
    temporaryAmount: temporaryAmountSchema.optional(),
  })
  .refine((body) => body.orderItemInfos !== undefined || body.orderItemInfo !== undefined, {
    message: 'orderItemInfos is required',
    path: ['orderItemInfos'],
  });

/** A paper ticket of an order: the stock ticket bought, its scan and its prizes. */
export const xsktPaperTicketSchema = z.object({
  /** The order's ticket id (the ticket image path names it). */
  id: z.number().int(),
  orderId: z.number().int(),
  /** The stock ticket's id. */
  ticketId: z.number().int(),
  product: xsktProductSchema,
  productName: z.string(),
  category: z.number().int(),
  province: z.string(),
  drawCode: z.string(),
  openDate: z.string(),
  number: z.string(),
  symbolCode: z.string().nullable(),
  price: z.number().int(),
  /** Spec §4 status 0–4 and its label ('Trúng thưởng' when winStatus is 1). */
  status: z.number().int(),
  statusLabel: z.string(),
  winStatus: z.number().int(),
  /** The agent scanned the ticket: its image (province, day, number, series, buyer). */
  scannedAt: extensionInstant().nullable(),
  imagePath: z.string().nullable(),
  prizeGross: z.number().int().nullable(),
  prizeTax: z.number().int().nullable(),
  prizeNet: z.number().int().nullable(),
  /** Every tier won (a ticket wins each tier it matches). */
  wins: z.array(prizeWinSchema),
  /**
   * The prize must be claimed in person at the lottery company with the ticket and an ID
   * (not credited to the prize balance); `claimNote` explains how.
   */
  claimInPerson: z.boolean(),
  claimNote: z.string().nullable(),
  /** When the shop recorded the in-person claim paid (null: not yet, or not one). */
  claimedAt: extensionInstant().nullable(),
});
export type XsktPaperTicket = z.infer<typeof xsktPaperTicketSchema>;

/** `GET /order/xskt_info`: the order and its paper tickets. */
export const xsktOrderSchema = orderDetailSchema.extend({
  paperTickets: z.array(xsktPaperTicketSchema),
});
export type XsktOrder = z.infer<typeof xsktOrderSchema>;

/** The history of paper orders: `status` a ticket status 0–4, `category` 3 / 4 / 5. */
export const xsktHistoryQuerySchema = z.object({
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 10),
  status: coercedInt4().min(-1).max(4).optional(),
  category: xsktCategorySchema.optional(),
});

/** `GET /xskt/customer/history/get_orders`: paper orders with their tickets. */
export const xsktOrderSummarySchema = z.object({
  orderId: z.number().int(),
  amount: z.number().int(),
  createdAt: extensionInstant(),
  state: orderStateSchema,
  status: z.number().int(),
  statusLabel: z.string(),
  winStatus: z.number().int(),
  prizeNet: z.number().int(),
  paperTickets: z.array(xsktPaperTicketSchema),
});
export const xsktOrderListSchema = z.object({
  items: z.array(xsktOrderSummarySchema),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type XsktOrderList = z.infer<typeof xsktOrderListSchema>;

/** `GET /order/get_paper_xskt/draw_category`: the caller's paper tickets by draw. */
export const xsktTicketBookSchema = z.object({
  items: z.array(
    z.object({
      product: xsktProductSchema,
      category: z.number().int(),
      drawCode: z.string(),
      openDate: z.string(),
      tickets: z.array(xsktPaperTicketSchema),
    }),
  ),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type XsktTicketBook = z.infer<typeof xsktTicketBookSchema>;

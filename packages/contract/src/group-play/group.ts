import { GROUP_PLAY_RULES, GROUP_PRODUCT_IDS } from '@veso/domain';
import { coercedInt4, int4, z, extensionInstant, lenientInt, INT4_MAX } from '../zod';
import { requestIdSchema } from '../auth';
import { oneOrManyItems } from '../orders/checkout';
import {
  customerInfoSchema,
  numberInfoSchema,
  orderItemInfoSchema,
  receiverInfoSchema,
} from '../orders/common';
import { pricedNumberInfoSchema, ticketSchema } from '../orders/order';
import { paymentStatusSchema } from '../payments';

/** The kinds of group (one per spec §2 section of /nhom-mua-chung). */
export const GROUP_KINDS = [
  /** Choose numbers together ("cùng chọn số"). */
  'cung-chon-so',
  /** Pool money for the leader's tickets ("góp quỹ"). */
  'gop-quy',
  /** Share a bao ticket ("mua chung vé bao"). */
  'mua-chung-ve-bao',
  /** Bao tickets made by the shop's leader accounts ("vé bao"). */
  've-bao-tc',
  /** Single tickets ("vé lẻ"). */
  've-le-tc',
] as const;
export const groupKindSchema = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof groupKindSchema>;

/** Products a group can buy (spec §1: Mega, Power and Keno; the domain's group rules). */
export const GROUP_PRODUCTS = GROUP_PRODUCT_IDS;
export const groupProductSchema = z.enum(GROUP_PRODUCTS);
export type GroupProduct = z.infer<typeof groupProductSchema>;

/**
 * The life of a group: `draft` (reserved by its leader, not on sale), `open` (shares on
 * sale), `ordered` (full: its tickets were ordered), `settled` (its draw was settled;
 * `groupStatusWin` says whether it won), `refunded` (not full at the deadline: every
 * member refunded), `cancelled` (the leader left before it was full: every member refunded).
 */
export const GROUP_STATUSES = [
  'draft',
  'open',
  'ordered',
  'settled',
  'refunded',
  'cancelled',
] as const;
export const groupStatusSchema = z.enum(GROUP_STATUSES);
export type GroupStatus = z.infer<typeof groupStatusSchema>;

/** A member's money in a group: `held` (group not full), `paid` (ordered), `refunded`. */
export const groupMemberStateSchema = z.enum(['held', 'paid', 'refunded']);
export type GroupMemberState = z.infer<typeof groupMemberStateSchema>;

/** One ticket of a group (an order item: up to 6 number sets), priced by the server. */
export const groupItemSchema = z.object({
  numberInfos: z.array(pricedNumberInfoSchema),
  lines: z.number().int(),
  price: z.number().int(),
});
export type GroupItem = z.infer<typeof groupItemSchema>;

/** The caller's part of a group (null when they hold no share). */
export const groupMinePartSchema = z.object({
  shares: z.number().int(),
  /** shares × sharePrice: held, paid or refunded as `state` says. */
  amount: z.number().int(),
  state: groupMemberStateSchema,
  isLeader: z.boolean(),
  /** The caller's part of the group's prizes, before and after tax (0 until won). */
  prizeGross: z.number().int(),
  prizeTax: z.number().int(),
  prizeNet: z.number().int(),
});
export type GroupMinePart = z.infer<typeof groupMinePartSchema>;

/** A group as its card and lists show it (spec §4 group card). */
export const groupSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  kind: groupKindSchema,
  product: groupProductSchema,
  productName: z.string(),
  /** Spec §3 ticket type: groupPlayMega 21, groupPlayPower 23 (Keno 6). */
  ticketType: z.number().int(),
  /** Spec §3 buy type: group = 3. */
  buyType: z.literal(3),
  /** Spec §9 category fee lookup of the ticket type (21 → 9, 23 → 10, 6 → 8). */
  feeCategory: z.number().int().nullable(),
  drawCode: z.string(),
  drawAt: extensionInstant(),
  salesCloseAt: extensionInstant(),
  /** When unsold shares stop selling: the draw's sales cut-off minus the margin. */
  deadline: z.string(),
  status: groupStatusSchema,
  /** The leader's name, masked for everyone but the leader. */
  leaderName: z.string(),
  totalShares: z.number().int(),
  soldShares: z.number().int(),
  remainingShares: z.number().int(),
  /**
   * What one share costs: the tickets' price split exactly (a draft's follows its tickets;
   * 0 while a draft has none or their price does not divide into its shares).
   */
  sharePrice: z.number().int(),
  /** What the group's tickets cost (sharePrice × totalShares once published). */
  totalAmount: z.number().int(),
  /** Completion percent (spec §4: 'Hoàn thành N%'); 100 only when every share is sold. */
  percent: z.number().int().min(0).max(100),
  /** Spec §4: 1 when the group won ('Trúng thưởng'). */
  groupStatusWin: z.union([z.literal(0), z.literal(1)]),
  /** The group's prizes before tax (0 until settled and won). */
  prizeGross: z.number().int(),
  memberCount: z.number().int(),
  /** Shares the leader must hold and any member may hold at most. */
  minLeaderShares: z.number().int(),
  maxMemberShares: z.number().int(),
  items: z.array(groupItemSchema),
  /** The order of the group's tickets, once full (buy type 3). */
  orderId: z.number().int().nullable(),
  createdAt: extensionInstant(),
  /** The caller's part; null when not signed in or not a member. */
  mine: groupMinePartSchema.nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** A member as others see them (names masked, amounts as shares). */
export const groupMemberSchema = z.object({
  name: z.string(),
  shares: z.number().int(),
  isLeader: z.boolean(),
  state: groupMemberStateSchema,
  joinedAt: extensionInstant(),
  /** This member's part of the prizes before tax (0 until won). */
  prizeGross: z.number().int(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** `get_detail_history_group`: the group, its members and its printed tickets. */
export const groupDetailSchema = groupSchema.extend({
  members: z.array(groupMemberSchema),
  /**
   * The group's tickets once ordered (status, serial, prize); `imagePath` (the ordinary
   * ticket image path) only for members who paid, null for everyone else.
   */
  tickets: z.array(ticketSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

const pageIndexSchema = lenientInt(1, INT4_MAX, 1);
const pageSizeSchema = lenientInt(1, 50, 10);

/** Which public list `get_new_list` answers. */
export const groupListTypeSchema = z.enum(['new', 'almostComplete', 'completed']);
export type GroupListType = z.infer<typeof groupListTypeSchema>;

/** `GET /get_new_list`. */
export const groupListQuerySchema = z.object({
  type: groupListTypeSchema.default('new'),
  kind: groupKindSchema.optional(),
  product: groupProductSchema.optional(),
  page_index: pageIndexSchema,
  page_size: pageSizeSchema,
});

/** `GET /get_list_group_big_win`. */
export const groupBigWinQuerySchema = z.object({
  product: groupProductSchema.optional(),
  page_index: pageIndexSchema,
  page_size: pageSizeSchema,
});

/** `GET /get_list_history_group`: the caller's groups, optionally of one status. */
export const groupHistoryQuerySchema = z.object({
  status: groupStatusSchema.optional(),
  page_index: pageIndexSchema,
  page_size: pageSizeSchema,
});

/** A page of groups. */
export const groupListSchema = z.object({
  items: z.array(groupSchema),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type GroupList = z.infer<typeof groupListSchema>;

/** `GET /get_detail_history_group?groupId=`. */
export const groupIdQuerySchema = z.object({ groupId: coercedInt4().positive() });

/** A product a group may buy, with its spec §3 ticket type and §9 fee category. */
export const groupProductInfoSchema = z.object({
  product: groupProductSchema,
  productName: z.string(),
  ticketType: z.number().int(),
  feeCategory: z.number().int().nullable(),
});

/** `GET /group_config_percent_available`: the rules of a new group. */
export const groupConfigSchema = z.object({
  /** The app config's groupPlay flag (spec §9: off by default). */
  enabled: z.boolean(),
  /** The leader's own share, in percent of the shares, that a leader may choose. */
  percents: z.array(z.number().int()),
  /** The leader holds at least this percent of the shares (rounded up to a share). */
  minLeaderPercent: z.number().int(),
  /** No member (the leader included) holds more than this percent (rounded down). */
  maxMemberPercent: z.number().int(),
  minShares: z.number().int(),
  maxShares: z.number().int(),
  /** Shares stop selling this many minutes before the draw's sales cut-off. */
  deadlineMarginMinutes: z.number().int(),
  kinds: z.array(groupKindSchema),
  products: z.array(groupProductInfoSchema),
});
export type GroupConfig = z.infer<typeof groupConfigSchema>;

/**
 * `POST /order/reserve`: a new draft group led by the caller, in either of two forms:
 * - the shop's: `kind`, `product`, `drawCode`, `totalShares`, the first ticket's
 *   `numberInfos`;
 * - the spec's §3 order request (`channel`, `orderItemInfo`, … `buyType` group=3): each
 *   item a ticket of the group, its product named by `lotteryType`/`category`/`group` as on
 *   the order paths (`category` groupPlayMega=21, groupPlayPower=23, or the game's own
 *   ticket type), all of one product and at most one draw code; `totalShares` (the spec
 *   names no field for it) says how many shares, `kind` defaults to 'mua-chung-ve-bao' when
 *   every set is a bao, else 'cung-chon-so'.
 * `requestId` is optional: a draft takes no money (sent, it makes the call idempotent;
 * absent, each call makes a new draft).
 */
export const groupReserveBodySchema = z
  .object({
    requestId: requestIdSchema.optional(),
    kind: groupKindSchema
      .optional()
      .describe(
        "The group's kind; default 'mua-chung-ve-bao' when every number set is a bao, else 'cung-chon-so'.",
      ),
    product: groupProductSchema
      .optional()
      .describe("The shop's product id; optional when orderItemInfo names the product."),
    /** The draw (a code of the period list); absent: the next draw still on sale. */
    drawCode: z.string().trim().min(1).max(20).optional(),
    totalShares: int4().describe('How many shares the group is split into.'),
    name: z.string().trim().max(60).optional(),
    /** The group's first ticket (more with `add_ticket`). */
    numberInfos: z.array(numberInfoSchema).min(1).max(6).optional(),
    // The spec §3 order request's fields.
    channel: z.string().max(20).optional(),
    orderItemInfo: oneOrManyItems(orderItemInfoSchema, GROUP_PLAY_RULES.maxTickets)
      .optional()
      .describe(
        "Spec §3 order item info(s): the group's tickets (category groupPlayMega=21, groupPlayPower=23).",
      ),
    orderItemInfos: z.array(orderItemInfoSchema).min(1).max(GROUP_PLAY_RULES.maxTickets).optional(),
    customerInfo: customerInfoSchema.optional(),
    receiverInfo: receiverInfoSchema.optional(),
    paymentVendor: int4().optional(),
    deliveryType: int4().optional(),
    shipType: int4().optional(),
    /** Spec §3 buy type: group = 3 (the only one here). */
    buyType: z.literal(3).optional(),
    split_type: int4().nullish(),
  })
  .refine(
    (body) =>
      body.product !== undefined ||
      body.orderItemInfo !== undefined ||
      body.orderItemInfos !== undefined,
    { message: 'product is required', path: ['product'] },
  );
export type GroupReserveBody = z.input<typeof groupReserveBodySchema>;

/** `POST /add_ticket`: one more ticket of the caller's draft group. */
export const groupAddTicketBodySchema = z.object({
  requestId: requestIdSchema,
  groupId: coercedInt4().positive(),
  numberInfos: z.array(numberInfoSchema).min(1).max(6),
});
export type GroupAddTicketBody = z.input<typeof groupAddTicketBodySchema>;

/** `POST /confirm_order`: buy `shares` of a group (the leader's call publishes the draft). */
export const groupConfirmBodySchema = z.object({
  requestId: requestIdSchema,
  groupId: coercedInt4().positive(),
  shares: int4(),
  /** 1: the main balance (the only vendor). */
  paymentVendor: int4().default(1),
});

/** `POST /leave_group`. */
export const groupLeaveBodySchema = z.object({
  requestId: requestIdSchema,
  groupId: coercedInt4().positive(),
});

/** The answer of confirm and leave: the group as it is now and the caller's balances. */
export const groupPurchaseSchema = z.object({
  group: groupDetailSchema,
  balance: z.number().int(),
  prizeBalance: z.number().int(),
});
export type GroupPurchase = z.infer<typeof groupPurchaseSchema>;

/**
 * `POST /share_pay` (the wallet-embedded shell): pay `shares` shares of a group through the
 * linked wallet instead of the main balance.
 */
export const groupSharePayBodySchema = z.object({
  requestId: requestIdSchema,
  groupId: coercedInt4().positive(),
  shares: int4(),
});

/** `GET /share_pay_status`. */
export const groupSharePayQuerySchema = z.object({ paymentId: z.string().min(1).max(64) });

/**
 * A wallet payment of shares. Nothing moves until the wallet's paid callback, which puts
 * the money on the main balance and buys the shares from it at once (`outcome` 'held').
 * When the shares can no longer be bought then (the group filled, closed or was refunded
 * meanwhile), the money stays on the main balance (`outcome` 'refused', `refusal` says why).
 */
export const groupSharePaymentSchema = z.object({
  paymentId: z.string(),
  groupId: z.number().int(),
  shares: z.number().int(),
  amount: z.number().int(),
  status: paymentStatusSchema,
  /** The gateway's hosted page the customer is sent to. */
  payUrl: z.string(),
  outcome: z.enum(['held', 'refused']).nullable(),
  refusal: z.string().nullable(),
  createdAt: extensionInstant(),
  expiresAt: extensionInstant(),
});
export type GroupSharePayment = z.infer<typeof groupSharePaymentSchema>;

/** `POST /api/dev/group/fill` (sandbox). */
export const devGroupFillBodySchema = z.object({ groupId: int4().positive() });

export const devGroupFillSchema = z.object({
  group: groupDetailSchema,
  /** Sandbox customers that bought the remaining shares. */
  buyers: z.number().int(),
});
export type DevGroupFill = z.infer<typeof devGroupFillSchema>;

/** `POST /api/dev/group/run` (sandbox): groups refunded by the deadline job. */
export const devGroupRunSchema = z.object({ refunded: z.number().int() });
export type DevGroupRun = z.infer<typeof devGroupRunSchema>;

/** `POST /api/dev/group/flag` (sandbox): the groupPlay flag to set; answers the config. */
export const devGroupFlagBodySchema = z.object({
  enabled: z.boolean(),
  /** The 'group Keno' flag too, when given (else it stays as it is). */
  keno: z.boolean().optional(),
});

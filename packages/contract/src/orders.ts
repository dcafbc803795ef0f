import { KENO_SIDE_BETS, NUMBER_FORMS } from '@veso/domain';
import { z } from 'zod';
import { requestIdSchema } from './auth';
import { XSDT_PRODUCTS } from './xsdt-products';

/**
 * Buying tickets (spec §3 Orders, §4 Order flow and status labels, §5 Cart and payment
 * limits, §7 Orders and payment, History, 6/45 and 6/55, Lotto 5/35, Notifications).
 * Paths are relative to the main base (`/api`); amounts are whole đồng. The server prices
 * every item itself: prices a client sends (`priceUnit`, `calculatedPrice`,
 * `temporaryAmount`) are accepted for compatibility and ignored.
 */
export const orderPaths = {
  /** Reserve an order (spec: `POST /order`, query `endpoint`). */
  reserve: '/order',
  /** Pay a reserved order from the main balance (requestId idempotent). */
  confirm: '/order/confirm',
  /** Payment info: the amount to pay, the balance and the payment vendors. */
  paymentInfo: '/order/payment_info',
  /** Order check: the order, its state and its tickets. */
  check: '/order/check',
  /** Mega 6/45 and Power 6/55 reserve and confirm (spec: `/api/v2/order/reserve`, `/confirm`). */
  reserveV2: '/v2/order/reserve',
  confirmV2: '/v2/order/confirm',
  /** Lotto 5/35 reserve (spec: `POST {token}`) and confirm. */
  lottoReserve: '/lotto535/order/reserve',
  lottoConfirm: '/lotto535/order/confirm',
  /** Report an erroneous ticket (spec: `POST xsdt/order/report`). */
  report: '/xsdt/order/report',
  /** The printed ticket's image (SVG), only for its buyer; `:ticketId` in the path. */
  ticketImage: '/order/ticket_image/:ticketId',
  /** History (spec §7): every order of the caller, newest first. */
  history: '/customer/history/get_orders',
  /** One order with its tickets (query `orderId`). */
  orderInfo: '/order/info',
  /** The same list as `history`, as a POST with a body. */
  customerOrders: '/customer/get_orders',
  /** Electronic-lottery (xsdt) order detail and list (spec §7 History). */
  xsdtInfo: '/order/xsdt_info',
  listXsdt: '/order/list_xsdt',
  /** Orders of one product (query `product`). */
  drawCategoryOrders: '/customer/draw_category/get_orders',
  /** Printed tickets (paper-ticket images) of one product, newest first. */
  paperTickets: '/order/get_paper_xsdt/draw_category',
  /** 6/45 and 6/55 history and one order. */
  vietlottHistory: '/webview/api/customer/history/get_orders',
  vietlottOrder: '/webview/api/customer/history/get_order',
  /** Lotto 5/35 history (msisdn, status, page_index, page_size) and one order. */
  lottoHistory: '/lotto535/history',
  lottoOrder: '/lotto535/order_detail',
  /** Notifications (spec §7: list and detail with id, channel, transid). */
  notificationsList: '/core/webview/notifications/list',
  notificationsDetail: '/core/webview/notifications/detail',
  /** Sandbox only: run the printing agent, guaranteed entry and settlement now. */
  devRunOrderJobs: '/dev/orders/run',
  /** Sandbox only: an adult customer with a funded main balance and a session (e2e, bench). */
  devCustomer: '/dev/orders/customer',
  /** Responsible play: spending limits, self-exclusion and the spending report. */
  playLimits: '/customer/play_limits',
  selfExclusion: '/customer/self_exclusion',
  spendingReport: '/customer/spending_report',
  /** Subscriptions ("nuôi"): the same numbers for the next draws. */
  subscriptions: '/customer/subscriptions',
  subscriptionCreate: '/customer/subscriptions/create',
  subscriptionAction: '/customer/subscriptions/action',
  /** Keno reserve and confirm (spec §7 Keno: `POST /v2/keno/order/reserve` and `/confirm`). */
  kenoReserve: '/v2/keno/order/reserve',
  kenoConfirm: '/v2/keno/order/confirm',
  /** Keno levels ("bậc") with their prize tables. */
  kenoTicketLevels: '/ticket_level/list',
  /** Cancels reserved (unpaid) Keno orders of the caller. */
  kenoCancelList: '/order/cancel/list',
  /** Keno order config (spec §3: buyMinConfigs, orderTimeConfigs). */
  kenoOrderConfig: '/v2/keno/order/config',
  /** Spec §4: the operator-access flag, from the account's count of bought Keno orders. */
  kenoOperatorAccess: '/customer/keno/operator_access',
} as const;

/**
 * The Vietlott games that can be bought online now, on one cart and order path (the
 * engine is generic over the catalogue): the number games, Keno and the Max 3D family.
 */
export const ORDERABLE_PRODUCTS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'max3d',
  'max3dplus',
  'ommax3dplus',
] as const;
export const orderableProductSchema = z.enum(ORDERABLE_PRODUCTS);
export type OrderableProduct = z.infer<typeof orderableProductSchema>;

/**
 * Every product the order path takes: the games above, the computer lottery and loto games
 * (`XSDT_PRODUCTS`, issue #15) and Max 4D (ended 2021), which the schema accepts so that
 * the server answers its not-on-sale refusal.
 */
export const ORDER_PRODUCTS = [...ORDERABLE_PRODUCTS, ...XSDT_PRODUCTS, 'max4d'] as const;
export const orderProductSchema = z.enum(ORDER_PRODUCTS);
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** What to do when a chosen draw's sales have closed: move to the next draw or refuse. */
export const cutoffPolicySchema = z.enum(['next', 'refuse']);
export type CutoffPolicy = z.infer<typeof cutoffPolicySchema>;

/**
 * The play form of one number set: one line, a bao, Lotto 5/35's bao of special numbers,
 * Keno bao (`level` set) and side bets (`bet`), the Max 3D family's "đảo số"
 * (`permutation`), "bao vị trí" (`wildcard`, `*` for any digit) and Ôm Max 3D+ (`range`:
 * the number in `numbers` paired with every number from `from` to `to`).
 */
export const numberFormSchema = z.enum(NUMBER_FORMS);
export type NumberForm = z.infer<typeof numberFormSchema>;

/**
 * A picked number: 1–3 digits (the Max 3D family), up to 5 for loto 5 số, `*` allowed in
 * the wildcard form; the domain checks each product's range.
 */
const numberStringSchema = z.union([
  z
    .string()
    .trim()
    .regex(/^[\d*]{1,5}$/),
  z.number().int().nonnegative().max(99_999),
]);

/** Keno side bets (catalogue ids). */
export const kenoSideBetSchema = z.enum(KENO_SIDE_BETS);

/** Spec §3 number info; `special`/`specials` carry Lotto 5/35's special number(s). */
export const numberInfoSchema = z.object({
  numbers: z.array(numberStringSchema).max(20),
  form: numberFormSchema.default('single'),
  special: numberStringSchema.nullish(),
  specials: z.array(numberStringSchema).max(12).optional(),
  /** Keno bao: the level of every line (C(numbers, level) lines). */
  level: z.number().int().min(1).max(10).optional(),
  /** Keno side bet (form `kenoSideBet`; `numbers` may then be empty). */
  bet: kenoSideBetSchema.optional(),
  /** Ôm Max 3D+ range (form `range`). */
  from: numberStringSchema.optional(),
  to: numberStringSchema.optional(),
  chosenAuto: z.boolean().optional(),
  /** Stake units of each line (default 1). */
  tickQuantity: z.number().int().min(1).max(100).default(1),
  /** Ignored: the server's price unit applies. */
  priceUnit: z.number().optional(),
  /** Ignored: the server prices the line. */
  calculatedPrice: z.number().optional(),
  ticketId: z.union([z.number(), z.string()]).optional(),
  symbolCode: z.string().max(10).optional(),
});
export type NumberInfoInput = z.input<typeof numberInfoSchema>;

/** Spec §3 order item info: one ticket (up to 6 number sets) for one or several draws. */
export const orderItemInfoSchema = z.object({
  product: orderProductSchema,
  /** Draw codes from the period list; empty: the next open draw(s). */
  drawCodes: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
  /** How many consecutive draws (multi-period buy); defaults to the drawCodes count or 1. */
  periods: z.number().int().min(1).max(20).optional(),
  numberInfos: z.array(numberInfoSchema).min(1).max(6),
  lotteryType: z.number().int().optional(),
  category: z.number().int().nullish(),
  group: z.number().int().nullish(),
  drawArea: z.union([z.string(), z.number()]).nullish(),
  /** Ignored: the server prices the item. */
  calculatedPrice: z.number().optional(),
});
export type OrderItemInfoInput = z.input<typeof orderItemInfoSchema>;

export const customerInfoSchema = z.object({
  address: z.string().max(300).nullish(),
  customerName: z.string().max(100).nullish(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  phoneNumber: z.string().max(25).nullish(),
});

export const receiverInfoSchema = z.object({
  address: z.string().max(300).nullish(),
  cmnd: z.string().max(20).nullish(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  name: z.string().max(100).nullish(),
  phone: z.string().max(25).nullish(),
  email: z.string().max(200).nullish(),
  /** Shipping (delivery 0): the province (delivery.ts `provinceIdSchema`) and its zone. */
  provinceId: z.string().max(10).nullish(),
  districtId: z.string().max(20).nullish(),
});

/** Spec §3 order request; `orderItemInfo` (one item) is accepted as well as the list. */
export const reserveOrderBodySchema = z
  .object({
    requestId: requestIdSchema,
    channel: z.string().max(20).default('WEB_PUBLIC'),
    orderItemInfos: z.array(orderItemInfoSchema).min(1).max(200).optional(),
    orderItemInfo: orderItemInfoSchema.optional(),
    customerInfo: customerInfoSchema.optional(),
    receiverInfo: receiverInfoSchema.optional(),
    /** 1: the main balance (the only vendor for now). */
    paymentVendor: z.number().int().default(1),
    /** Delivery: ship=0, hold=1 (default: the agent holds the ticket). */
    deliveryType: z.union([z.literal(0), z.literal(1)]).default(1),
    shipType: z.number().int().default(0),
    /** Buy type: singlePeriod=1, multiplePeriods=2 (group=3 is bought through group play). */
    buyType: z.union([z.literal(1), z.literal(2)]).default(1),
    split_type: z.number().int().nullish(),
    /** Ignored: the server's total applies. */
    temporaryAmount: z.number().optional(),
    cutoffPolicy: cutoffPolicySchema.default('refuse'),
  })
  .refine((body) => body.orderItemInfos !== undefined || body.orderItemInfo !== undefined, {
    message: 'orderItemInfos is required',
    path: ['orderItemInfos'],
  });
export type ReserveOrderBody = z.input<typeof reserveOrderBodySchema>;

export const reserveQuerySchema = z.object({ endpoint: z.string().max(100).optional() });

export const confirmOrderBodySchema = z.object({
  requestId: requestIdSchema,
  orderId: z.coerce.number().int().positive(),
  paymentVendor: z.number().int().default(1),
  /** Overrides the policy chosen at reserve time. */
  cutoffPolicy: cutoffPolicySchema.optional(),
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBodySchema>;

export const orderIdQuerySchema = z.object({ orderId: z.coerce.number().int().positive() });

/** Ticket status codes 0–4 (spec §4). */
export const ticketStatusSchema = z.number().int();

export const drawRefSchema = z.object({
  drawCode: z.string(),
  drawAt: z.string(),
  salesCloseAt: z.string(),
});
export type DrawRef = z.infer<typeof drawRefSchema>;

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
  drawAt: z.string(),
  status: ticketStatusSchema,
  statusLabel: z.string(),
  winStatus: z.number().int(),
  price: z.number().int(),
  serial: z.string().nullable(),
  securityCode: z.string().nullable(),
  printedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Prize before tax, tax withheld and what was credited (null until settled). */
  prizeGross: z.number().int().nullable(),
  prizeTax: z.number().int().nullable(),
  prizeNet: z.number().int().nullable(),
  wins: z.array(prizeWinSchema),
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
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The status of the whole order (the least advanced ticket) and its spec label. */
  status: z.number().int(),
  statusLabel: z.string(),
  winStatus: z.number().int(),
  prizeNet: z.number().int(),
  items: z.array(orderItemSchema),
  tickets: z.array(ticketSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const confirmOrderSchema = z.object({
  order: orderSchema,
  balance: z.number().int(),
  prizeBalance: z.number().int(),
});
export type ConfirmOrder = z.infer<typeof confirmOrderSchema>;

export const paymentInfoSchema = z.object({
  orderId: z.number().int(),
  state: orderStateSchema,
  amount: z.number().int(),
  balance: z.number().int(),
  enough: z.boolean(),
  paymentVendors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const reportTicketBodySchema = z.object({
  requestId: requestIdSchema,
  ticketId: z.coerce.number().int().positive(),
  reason: z.string().trim().min(1).max(500),
});
export type ReportTicketBody = z.input<typeof reportTicketBodySchema>;

export const reportTicketSchema = z.object({
  reportId: z.number().int(),
  ticketId: z.number().int(),
  createdAt: z.string(),
});
export type ReportTicket = z.infer<typeof reportTicketSchema>;

export const ticketImageParamsSchema = z.object({
  ticketId: z.coerce.number().int().positive(),
});

/** Paging of the history lists: page_index from 1, page_size 1–50. */
export const historyQuerySchema = z.object({
  page_index: z.coerce.number().int().min(1).catch(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  /** A ticket status 0–4 to filter on; absent: every order. */
  status: z.coerce.number().int().min(-1).max(4).optional(),
  product: orderProductSchema.optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** Orders or printed tickets of one product, paged. */
export const productHistoryQuerySchema = z.object({
  product: orderProductSchema,
  page_index: z.coerce.number().int().min(1).catch(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).catch(10).default(10),
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
  status: z.coerce.number().int().min(-1).max(4).catch(1).default(1),
  page_index: z.coerce.number().int().min(1).catch(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});
export type LottoHistoryQuery = z.input<typeof lottoHistoryQuerySchema>;

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  products: z.array(z.string()),
  productNames: z.array(z.string()),
  amount: z.number().int(),
  createdAt: z.string(),
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

export const notificationsQuerySchema = z.object({
  channel: z.string().max(20).optional(),
  transid: z.string().max(64).optional(),
  page_index: z.coerce.number().int().min(1).catch(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).catch(20).default(20),
});

export const notificationDetailQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  channel: z.string().max(20).optional(),
  transid: z.string().max(64).optional(),
});

/** Kinds: printed, refunded, won, settled (no prize), report (ticket report received). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  orderId: z.number().int().nullable(),
  ticketId: z.number().int().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
  page_index: z.number().int(),
  page_size: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const devRunOrderJobsSchema = z.object({
  subscribed: z.number().int(),
  printed: z.number().int(),
  refunded: z.number().int(),
  settledDraws: z.number().int(),
  settledTickets: z.number().int(),
});
export type DevRunOrderJobs = z.infer<typeof devRunOrderJobsSchema>;

/** A spending limit in đồng; null: no limit. */
const limitAmountSchema = z.number().int().min(10_000).max(1_000_000_000).nullable();

/** Daily, weekly and monthly limits (Vietnam calendar day, week from Monday, month). */
export const spendingLimitsSchema = z.object({
  daily: z.number().int().nullable(),
  weekly: z.number().int().nullable(),
  monthly: z.number().int().nullable(),
});
export type SpendingLimits = z.infer<typeof spendingLimitsSchema>;

/** Setting limits: a field left out is unchanged; null removes the limit (after 24 hours). */
export const setPlayLimitsBodySchema = z.object({
  requestId: requestIdSchema,
  daily: limitAmountSchema.optional(),
  weekly: limitAmountSchema.optional(),
  monthly: limitAmountSchema.optional(),
});
export type SetPlayLimitsBody = z.input<typeof setPlayLimitsBodySchema>;

export const selfExclusionPeriodSchema = z.enum(['24h', '7d', '30d', 'permanent']);
export const selfExclusionBodySchema = z.object({
  requestId: requestIdSchema,
  period: selfExclusionPeriodSchema,
});
export type SelfExclusionBody = z.input<typeof selfExclusionBodySchema>;

export const playLimitsSchema = z.object({
  /** The limits in force now. */
  limits: spendingLimitsSchema,
  /** Raised or removed limits waiting for their 24 hours, and when they apply. */
  pending: spendingLimitsSchema.extend({ effectiveAt: z.string() }).nullable(),
  /** What was spent in the current day, week and month. */
  spent: z.object({ daily: z.number().int(), weekly: z.number().int(), monthly: z.number().int() }),
  exclusion: z.object({ until: z.string().nullable(), permanent: z.boolean() }).nullable(),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;

export const spendingReportQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).catch(30).default(30),
});
export const spendingReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  spent: z.number().int(),
  refunded: z.number().int(),
  prizes: z.number().int(),
  /** Prizes minus spending (negative: lost). */
  net: z.number().int(),
  days: z.array(z.object({ day: z.string(), spent: z.number().int(), prizes: z.number().int() })),
});
export type SpendingReport = z.infer<typeof spendingReportSchema>;

/** Subscription stop rules: after N draws, at a total amount, when a ticket wins. */
export const createSubscriptionBodySchema = z.object({
  requestId: requestIdSchema,
  product: orderProductSchema,
  numberInfos: z.array(numberInfoSchema).min(1).max(6),
  /** Stop after this many draws; absent: until cancelled. */
  draws: z.number().int().min(1).max(365).optional(),
  /** Stop before spending more than this in total. */
  maxAmount: z.number().int().min(10_000).optional(),
  stopOnWin: z.boolean().default(false),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const subscriptionActionBodySchema = z.object({
  requestId: requestIdSchema,
  subscriptionId: z.coerce.number().int().positive(),
  action: z.enum(['pause', 'resume', 'cancel']),
});
export type SubscriptionActionBody = z.input<typeof subscriptionActionBodySchema>;

export const subscriptionStatusSchema = z.enum(['active', 'paused', 'stopped', 'cancelled']);

export const subscriptionSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  productName: z.string(),
  numberInfos: z.array(pricedNumberInfoSchema),
  pricePerDraw: z.number().int(),
  draws: z.number().int().nullable(),
  drawsBought: z.number().int(),
  maxAmount: z.number().int().nullable(),
  spent: z.number().int(),
  stopOnWin: z.boolean(),
  status: subscriptionStatusSchema,
  statusLabel: z.string(),
  /** Why it stopped or paused by itself (Vietnamese), else null. */
  reason: z.string().nullable(),
  lastDrawCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema) });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

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

/** Keno receiver info: the electronic-lottery one without email (spec §3). */
export const kenoReceiverInfoSchema = receiverInfoSchema.omit({ email: true });

/**
 * Spec §3 Keno order: serverName (default coreservice0), serverId, requestType (default 1),
 * batchOrderId, orderItemInfos, customerInfo, receiverInfo, orderTime, temporaryAmount,
 * paymentVendor, deliveryType, shipType, buyType, requestId. Every item must be Keno. A
 * draw chosen whose sales closed moves to the next draw unless `cutoffPolicy` is `refuse`.
 */
export const kenoReserveBodySchema = z.object({
  requestId: requestIdSchema,
  serverName: z.string().max(50).default('coreservice0'),
  serverId: z.union([z.string().max(50), z.number()]).nullish(),
  requestType: z.number().int().default(1),
  batchOrderId: z.union([z.string().max(64), z.number()]).nullish(),
  orderItemInfos: z.array(orderItemInfoSchema).min(1).max(50),
  customerInfo: customerInfoSchema.optional(),
  receiverInfo: kenoReceiverInfoSchema.optional(),
  /** The client's clock when ordering; informative only (the server's clock decides). */
  orderTime: z.union([z.string().max(40), z.number()]).nullish(),
  /** Ignored: the server's total applies. */
  temporaryAmount: z.number().optional(),
  paymentVendor: z.number().int().default(1),
  deliveryType: z.union([z.literal(0), z.literal(1)]).default(1),
  shipType: z.number().int().default(0),
  buyType: z.union([z.literal(1), z.literal(2)]).default(1),
  channel: z.string().max(20).default('WEB_PUBLIC'),
  cutoffPolicy: cutoffPolicySchema.default('next'),
});
export type KenoReserveBody = z.input<typeof kenoReserveBodySchema>;

/** One prize of a Keno level: how many numbers matched and the prize per 10,000đ. */
export const kenoLevelPrizeSchema = z.object({ matches: z.number().int(), amount: z.number() });

/** `/ticket_level/list`: the Keno levels with their prize tables. */
export const kenoTicketLevelListSchema = z.object({
  items: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      prizes: z.array(kenoLevelPrizeSchema),
    }),
  ),
});
export type KenoTicketLevelList = z.infer<typeof kenoTicketLevelListSchema>;

/** Keno order config (spec §3): the minimum buy and the ordering hours. */
export const kenoOrderConfigSchema = z.object({
  buyMinConfigs: z.array(
    z.object({
      /** 'level' (a numbers line) or 'sideBet'. */
      type: z.string(),
      minAmount: z.number().int(),
      maxAmount: z.number().int(),
      unitPrices: z.array(z.number().int()),
    }),
  ),
  orderTimeConfigs: z.array(
    z.object({
      /** HH:mm, Vietnam time. */
      from: z.string(),
      to: z.string(),
      /** Sales of a draw close this many seconds before it. */
      salesCloseSeconds: z.number().int(),
      /** Minutes between draws. */
      drawEveryMinutes: z.number().int(),
      maxPeriods: z.number().int(),
    }),
  ),
});
export type KenoOrderConfig = z.infer<typeof kenoOrderConfigSchema>;

/** `POST /order/cancel/list`: reserved (unpaid) orders to cancel. */
export const kenoCancelBodySchema = z.object({
  requestId: requestIdSchema,
  orderIds: z.array(z.coerce.number().int().positive()).min(1).max(50),
});
export type KenoCancelBody = z.input<typeof kenoCancelBodySchema>;

export const kenoCancelListSchema = z.object({
  items: z.array(
    z.object({
      orderId: z.number().int(),
      cancelled: z.boolean(),
      /** The order's state afterwards. */
      state: z.string(),
      message: z.string().nullable(),
    }),
  ),
});
export type KenoCancelList = z.infer<typeof kenoCancelListSchema>;

/**
 * Spec §4 Session: the operator-access flag is set from the account's total count of bought
 * (paid) Keno orders; it gates the Keno history.
 */
export const kenoOperatorAccessSchema = z.object({
  kenoOrders: z.number().int(),
  operatorAccess: z.boolean(),
});
export type KenoOperatorAccess = z.infer<typeof kenoOperatorAccessSchema>;

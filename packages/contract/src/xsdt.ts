import { PRODUCT_IDS } from '@veso/domain';
import { coercedInt4, z, extensionInstant, lenientInt, INT4_MAX } from './zod';
import { XSDT_PRODUCTS } from './xsdt-products';

// Self-contained (zod, the domain and `xsdt-products` only), like `xsdt-paths.ts`, which
// holds the paths of these schemas.

export { XSDT_PRODUCTS };
export type { XsdtProduct } from './xsdt-products';
export const xsdtProductSchema = z.enum(XSDT_PRODUCTS);

/** The spec §5 messages of the payment limits of categories 1 (6x36) and 6 (loto234). */
export const XSDT_PAYMENT_LIMIT_MESSAGES = {
  1: {
    min: 'Cần phải thanh toán tối thiểu 10,000đ',
    max: 'Tối đa thanh toán 20,000,000đ',
  },
  6: {
    min: 'Thanh toán tối thiểu 10,000đ',
    max: 'Thanh toán tối đa 10,000,000đ',
  },
} as const;

/** `1`, `true`, `0`, `false` in a query string. */
const queryFlagSchema = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * `GET /core/api/webview/config/price_cover_ticket`: the period-list params (spec §7) plus
 * the selection. The product is `product` when given, else found from `category` and
 * `groups` (category 1: 6 numbers 6x36, 7–12 its bao; category 2: group 2, 3 or 5;
 * category 6: group 2, 3 or 4 the pairs). `numbers` (comma-separated, checked with the
 * product's rules) or `count` says how many numbers are picked (default: the product's
 * smallest pick). `embedded` prices at the wallet-embedded 1,000đ unit (spec §9), as the
 * embed's `order/create` charges; a session of a wallet partner does so too.
 */
export const priceCoverTicketQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  lottery_type: coercedInt4().default(1),
  category: coercedInt4().optional(),
  groups: z.string().trim().max(30).optional(),
  product: xsdtProductSchema.optional(),
  numbers: z.string().trim().max(200).optional(),
  count: coercedInt4().min(1).max(36).optional(),
  /** Stake units per line (spec number info `tickQuantity`). */
  tickQuantity: coercedInt4().min(1).max(100).default(1),
  /** How many draws. */
  periods: coercedInt4().min(1).max(20).default(1),
  embedded: queryFlagSchema.default(false),
});

/** One allowed pick size of a product and its price for one draw at the asked stake. */
export const pickSizePriceSchema = z.object({
  count: z.number().int(),
  lines: z.number().int(),
  pricePerDraw: z.number().int(),
});
export type PickSizePrice = z.infer<typeof pickSizePriceSchema>;

/** A payment limit of spec §5 (`max` null: none). */
export const paymentLimitSchema = z.object({
  min: z.number().int(),
  minMessage: z.string(),
  max: z.number().int().nullable(),
  maxMessage: z.string().nullable(),
});

/**
 * The price of a selection: `totalPrice` = lines × unitPrice × tickQuantity × periods,
 * exactly what the order charges for it. `fee` is the spec §9 service fee share of that
 * price (already included, never added).
 */
export const priceCoverTicketSchema = z.object({
  product: xsdtProductSchema,
  name: z.string(),
  lotteryType: z.number().int(),
  category: z.number().int(),
  group: z.number().int().nullable(),
  count: z.number().int(),
  lines: z.number().int(),
  tickQuantity: z.number().int(),
  periods: z.number().int(),
  unitPrice: z.number().int(),
  pricePerDraw: z.number().int(),
  totalPrice: z.number().int(),
  feePercent: z.number().nullable(),
  fee: z.number().int(),
  paymentLimit: paymentLimitSchema,
  /** Every allowed pick size of the product at this stake, for the picker. */
  sizes: z.array(pickSizePriceSchema),
});
export type PriceCoverTicket = z.infer<typeof priceCoverTicketSchema>;

/** `GET /core/api/webview/utility/xsdt/list` query. */
export const xsdtUtilityListQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  /** Only the products of one category (1, 2 or 6). */
  category: coercedInt4().optional(),
});

/** The next draw of a product: `openDate` `DD/MM/YYYY HH:mm:ss`; instants in ISO 8601. */
export const xsdtNextDrawSchema = z.object({
  drawCode: z.string(),
  openDate: z.string(),
  drawAt: extensionInstant(),
  salesCloseAt: extensionInstant(),
});

/** One play form of a product: its kind and, for a bao, the numbers it takes. */
export const xsdtPlayFormSchema = z.object({
  kind: z.string(),
  sizes: z.array(z.number().int()),
});

/** A computer-lottery product as the embed lists it. */
export const xsdtProductInfoSchema = z.object({
  product: xsdtProductSchema,
  name: z.string(),
  shortDescription: z.string(),
  route: z.string(),
  family: z.string(),
  lotteryType: z.number().int(),
  category: z.number().int(),
  group: z.number().int().nullable(),
  ticketGroup: z.number().int().nullable(),
  /** Price of one stake unit in the wallet-embedded shell (1,000đ). */
  unitPrice: z.number().int(),
  /** Price of one stake unit in the web shell (10,000đ). */
  webUnitPrice: z.number().int(),
  pick: z.object({
    min: z.number().int(),
    max: z.number().int(),
    count: z.number().int(),
    minCount: z.number().int(),
    digits: z.number().int(),
  }),
  playForms: z.array(xsdtPlayFormSchema),
  stake: z.object({
    min: z.number().int(),
    max: z.number().int(),
    presets: z.array(z.number().int()),
  }),
  maxPeriods: z.number().int(),
  drawSchedule: z.string(),
  feePercent: z.number().nullable(),
  /** False when the operator paused it or it is not open yet; `saleLabel` says why. */
  onSale: z.boolean(),
  saleLabel: z.string().nullable(),
  nextDraw: xsdtNextDrawSchema.nullable(),
});
export type XsdtProductInfo = z.infer<typeof xsdtProductInfoSchema>;

export const xsdtUtilityListSchema = z.object({ items: z.array(xsdtProductInfoSchema) });
export type XsdtUtilityList = z.infer<typeof xsdtUtilityListSchema>;

/**
 * `GET /order/list_xsdt`: the history query plus `lottery_type` (1: every computer-lottery
 * product) and `category` (1, 2 or 6: that category's products); neither: every order.
 */
export const xsdtHistoryQuerySchema = z.object({
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 10),
  /** A ticket status 0–4 to filter on; absent: every order. */
  status: coercedInt4().min(-1).max(4).optional(),
  product: z.enum(PRODUCT_IDS).optional(),
  lottery_type: coercedInt4().optional(),
  category: coercedInt4().optional(),
});

/**
 * The `draw_category` calls (`/customer/draw_category/get_orders`,
 * `/order/get_paper_xsdt/draw_category`): the orders or printed tickets of a spec category
 * (`category` 1 x636, 2 loto235, 6 loto234, 3–5 the paper lotteries; `lottery_type` 1 or 2)
 * or of one `product` (e.g. a Vietlott game, which has no category), paged. At least one of
 * `product`, `category`, `lottery_type` is required (else code 14).
 */
export const drawCategoryQuerySchema = xsdtHistoryQuerySchema.omit({ status: true });

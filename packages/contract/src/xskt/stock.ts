import { coercedInt4, z, extensionInstant, lenientInt, INT4_MAX } from '../zod';
import { XSKT_PRODUCTS } from '../xskt-products';

/** Stock, search and the hot lists of the paper lotteries (see `paths.ts`). */

export const xsktProductSchema = z.enum(XSKT_PRODUCTS);

/** Status of a stock ticket: on sale, held in a cart, sold, or withdrawn at the cut-off. */
export const stockStatusSchema = z.enum(['available', 'held', 'sold', 'withdrawn']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** A day as `YYYY-MM-DD` or the spec's `DD/MM/YYYY`; answered as `YYYY-MM-DD`. */
export const xsktDateSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/)
  .transform((v) => (v.includes('/') ? v.split('/').reverse().join('-') : v));

/** Spec §3 category of the paper lotteries: northernLottery 3, southLottery 4, centralLottery 5. */
export const xsktCategorySchema = coercedInt4()
  .refine((v) => v === 3 || v === 4 || v === 5, 'category is 3, 4 or 5')
  // The document states the refinement (a client sending another category is refused).
  .meta({ enum: [3, 4, 5] });

/** Paging as the spec's lists: page_index from 1, page_size 1–100. */
const pageIndex = lenientInt(1, INT4_MAX, 1);
const pageSize = lenientInt(1, 100, 20);

/**
 * `GET /core/webview/xskt/ticket/sale/list`: tickets on sale (`available`), by category or
 * product, province (`drawArea` is the spec's name for it), day; `number` the exact
 * number, `tail` its trailing digits ("đuôi"), `head` its leading digits (digits only, at
 * most the ticket's width). The draws still on sale when no day is given.
 */
export const saleListQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  lottery_type: coercedInt4().optional(),
  category: xsktCategorySchema.optional(),
  product: xsktProductSchema.optional(),
  province: z.string().trim().min(1).max(60).optional(),
  drawArea: z.string().trim().min(1).max(60).optional(),
  date: xsktDateSchema.optional(),
  number: z
    .string()
    .trim()
    .regex(/^\d{5,6}$/)
    .optional(),
  tail: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/)
    .optional(),
  head: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/)
    .optional(),
  page_index: pageIndex,
  page_size: pageSize,
});
export type SaleListQuery = z.input<typeof saleListQuerySchema>;

/** One ticket of the stock as the sale lists show it. */
export const stockTicketSchema = z.object({
  /** The stock ticket's id: what `hold` and an order's `numberInfos[].ticketId` name. */
  ticketId: z.number().int(),
  lotteryType: z.number().int(),
  category: z.number().int(),
  product: xsktProductSchema,
  productName: z.string(),
  /** The province (đài); the north's rotating draw name. */
  province: z.string(),
  /** Draw day `YYYY-MM-DD`; it is the draw code of the paper lotteries. */
  drawCode: z.string(),
  /** Spec draw time `DD/MM/YYYY HH:mm:ss`. */
  openDate: z.string(),
  drawAt: extensionInstant(),
  salesCloseAt: extensionInstant(),
  /** 5 digits (north) or 6 digits (south, centre). */
  number: z.string(),
  /** The north's series code ("ký hiệu", e.g. `15AN`); null elsewhere. */
  symbolCode: z.string().nullable(),
  /** Price in đồng (10,000đ). */
  priceUnit: z.number().int(),
  status: stockStatusSchema,
  /** Until when a hold keeps it (ISO), when held. */
  heldUntil: extensionInstant().nullable(),
  /** Held by the caller (needs the session header; false otherwise). */
  heldByMe: z.boolean(),
  /** Tickets of this number in this draw (a whole set when above 1), and how many are on sale. */
  setSize: z.number().int(),
  setAvailable: z.number().int(),
});
export type StockTicket = z.infer<typeof stockTicketSchema>;

export const stockTicketListSchema = z.object({
  items: z.array(stockTicketSchema),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type StockTicketList = z.infer<typeof stockTicketListSchema>;

/** `GET /group/sale/by_category`: the stock of a day (default today) by category and province. */
export const groupByCategoryQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  category: xsktCategorySchema.optional(),
  date: xsktDateSchema.optional(),
});

export const provinceStockSchema = z.object({
  province: z.string(),
  drawCode: z.string(),
  openDate: z.string(),
  salesCloseAt: extensionInstant(),
  /** False once the cut-off passed. */
  onSale: z.boolean(),
  available: z.number().int(),
  total: z.number().int(),
});
export type ProvinceStock = z.infer<typeof provinceStockSchema>;

export const categoryStockSchema = z.object({
  category: z.number().int(),
  product: xsktProductSchema,
  name: z.string(),
  date: z.string(),
  priceUnit: z.number().int(),
  provinces: z.array(provinceStockSchema),
});
export const groupByCategorySchema = z.object({ items: z.array(categoryStockSchema) });
export type GroupByCategory = z.infer<typeof groupByCategorySchema>;

/** `GET /hot_category`: the hot numbers of a category and day (default: on sale now). */
export const hotCategoryQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  category: xsktCategorySchema,
  date: xsktDateSchema.optional(),
  limit: lenientInt(1, 50, 10),
});

/** A hot number: how many of its tickets were taken (held or sold) and how many are left. */
export const hotNumberSchema = z.object({
  product: xsktProductSchema,
  province: z.string(),
  drawCode: z.string(),
  number: z.string(),
  taken: z.number().int(),
  available: z.number().int(),
  /** A ticket on sale of it (to hold), or null when none is left. */
  ticketId: z.number().int().nullable(),
});
export const hotCategorySchema = z.object({
  category: z.number().int(),
  items: z.array(hotNumberSchema),
});
export type HotCategory = z.infer<typeof hotCategorySchema>;

/**
 * `GET /by_number`: the tickets of one number (`number`) or of every number ending in
 * `tail`, by province and draw — the sets. `category` / `date` narrow it.
 */
export const byNumberQuerySchema = z
  .object({
    channel: z.string().trim().max(30).optional(),
    transid: z.string().trim().max(64).optional(),
    category: xsktCategorySchema.optional(),
    date: xsktDateSchema.optional(),
    number: z
      .string()
      .trim()
      .regex(/^\d{5,6}$/)
      .optional(),
    tail: z
      .string()
      .trim()
      .regex(/^\d{2,6}$/)
      .optional(),
    page_index: pageIndex,
    page_size: pageSize,
  })
  .refine((q) => q.number !== undefined || q.tail !== undefined, {
    message: 'number or tail is required',
    path: ['number'],
  });
export type ByNumberQuery = z.input<typeof byNumberQuerySchema>;

/** Every ticket of one number of one draw (a whole set when `tickets` holds several). */
export const numberSetSchema = z.object({
  product: xsktProductSchema,
  category: z.number().int(),
  province: z.string(),
  drawCode: z.string(),
  openDate: z.string(),
  salesCloseAt: extensionInstant(),
  number: z.string(),
  setSize: z.number().int(),
  available: z.number().int(),
  /** The set's price when every ticket is on sale (setSize × 10,000đ). */
  setPrice: z.number().int(),
  /** True when every ticket of it is on sale: it can be bought whole. */
  whole: z.boolean(),
  tickets: z.array(stockTicketSchema),
});
export type NumberSet = z.infer<typeof numberSetSchema>;

export const numberSetListSchema = z.object({
  items: z.array(numberSetSchema),
  page_index: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type NumberSetList = z.infer<typeof numberSetListSchema>;

/**
 * `GET /xskt/ticket/whole_set/list` (/ve-so-cap-nguyen): numbers whose every ticket of a
 * draw is on sale and that have at least `minSize` tickets, by category, province, day, tail.
 */
export const wholeSetQuerySchema = z.object({
  category: xsktCategorySchema.optional(),
  province: z.string().trim().min(1).max(60).optional(),
  date: xsktDateSchema.optional(),
  tail: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/)
    .optional(),
  minSize: lenientInt(2, 20, 2),
  page_index: pageIndex,
  page_size: pageSize,
});
export type WholeSetQuery = z.input<typeof wholeSetQuerySchema>;

/** Sandbox only: (re)load the sandbox agent's stock of a day (default today). */
export const devLoadStockBodySchema = z.object({
  date: xsktDateSchema.optional(),
  /** Tickets per province and draw (default 2,000). */
  perProvince: z.number().int().min(1).max(20_000).optional(),
});

export const stockImportSchema = z.object({
  /** Tickets written, tickets already there (same province, day, number, series, copy). */
  inserted: z.number().int(),
  skipped: z.number().int(),
  /** Rows refused: `line: reason`. */
  rejected: z.array(z.string()),
});
export type StockImport = z.infer<typeof stockImportSchema>;

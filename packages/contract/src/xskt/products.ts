import { z, lenientInt } from '../zod';
import { provinceStockSchema, xsktCategorySchema, xsktProductSchema } from './stock';

/** The paper lotteries as products, and the hot products (see `paths.ts`). */

/** `GET /core/api/webview/utility/xstt/list`: today and the next `days` − 1 days. */
export const xsttUtilityListQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  category: xsktCategorySchema.optional(),
  days: lenientInt(1, 7, 3),
});

/** One day of a region: the provinces drawing that day (the weekly table) with their stock. */
export const xsktDaySchema = z.object({
  date: z.string(),
  /** Vietnamese weekday ('Thứ 2' … 'Chủ nhật'). */
  weekday: z.string(),
  provinces: z.array(provinceStockSchema),
});

export const xsttProductSchema = z.object({
  product: xsktProductSchema,
  name: z.string(),
  route: z.string(),
  lotteryType: z.number().int(),
  category: z.number().int(),
  priceUnit: z.number().int(),
  /** Spec §9 fee percent of the region (xsmb 3, xsmt 5, xsmn 4) and its share of one ticket. */
  feePercent: z.number(),
  fee: z.number().int(),
  /** Draw and sales cut-off times `HH:mm` (Vietnam). */
  drawTime: z.string(),
  salesCloseTime: z.string(),
  holdSeconds: z.number().int(),
  days: z.array(xsktDaySchema),
});
export type XsttProduct = z.infer<typeof xsttProductSchema>;

export const xsttUtilityListSchema = z.object({ items: z.array(xsttProductSchema) });
export type XsttUtilityList = z.infer<typeof xsttUtilityListSchema>;

/** `GET /core/api/webview/product/hot` query. */
export const productHotQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
});

/** A hot product link (spec §2, §9: loto 2 ×70, loto 3 and 5 ×420, a central lottery). */
export const hotProductSchema = z.object({
  product: z.string(),
  name: z.string(),
  route: z.string(),
  /** The prize multiplier shown (spec §9), null for a paper lottery. */
  multiplier: z.number().int().nullable(),
  onSale: z.boolean(),
  /** Paper lotteries: tickets on sale now; null otherwise. */
  available: z.number().int().nullable(),
});
export const productHotSchema = z.object({ items: z.array(hotProductSchema) });
export type ProductHot = z.infer<typeof productHotSchema>;

// Kept free of imports: `orders.ts` and `xsdt.ts` both read it.

/**
 * The computer lottery (lottery type xsdt = 1) sold on the order path (issue #15): the
 * 6x36 and its bao (category 1), loto 2/3/5 số (category 2, loto235) and the loto pairs
 * with their bao (category 6, loto234). Catalogue ids of `@veso/domain`.
 */
export const XSDT_PRODUCTS = [
  'dientoan636',
  'bao636',
  'loto2',
  'loto3',
  'loto5',
  'baoloto2',
  'loto2cap',
  'loto3cap',
  'loto4cap',
] as const;
export type XsdtProduct = (typeof XSDT_PRODUCTS)[number];

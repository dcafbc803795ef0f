import { XSDT_PRODUCT_IDS, type XsdtProductId } from '@veso/domain';

/**
 * The computer lottery (lottery type xsdt) sold on the order path: the 6x36 and its bao,
 * the loto games and their bao. Derived from the catalogue of `@veso/domain`.
 */
export const XSDT_PRODUCTS = XSDT_PRODUCT_IDS;
export type XsdtProduct = XsdtProductId;

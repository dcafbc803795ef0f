import { PAPER_PRODUCT_IDS, type PaperProductId } from '@veso/domain';

/**
 * The regional paper lotteries (xổ số kiến thiết, lottery type xstt): north, centre and
 * south, in the catalogue's order. Derived from the catalogue of `@veso/domain`; each id is
 * also its draw calendar.
 */
export const XSKT_PRODUCTS = PAPER_PRODUCT_IDS;
export type XsktProduct = PaperProductId;

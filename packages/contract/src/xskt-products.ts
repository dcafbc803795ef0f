// Kept free of imports: `orders/common.ts` and `xskt/` both read it.

/**
 * The regional paper lotteries (xổ số kiến thiết, lottery type xstt = 2, issue #16): the
 * north (category northernLottery = 3), the south (southLottery = 4) and the centre
 * (centralLottery = 5). Catalogue ids of `@veso/domain`; each is also its draw calendar.
 */
export const XSKT_PRODUCTS = ['xsmb', 'xsmn', 'xsmt'] as const;
export type XsktProduct = (typeof XSKT_PRODUCTS)[number];

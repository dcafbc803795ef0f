import { XSKT_PRODUCTS } from '@veso/contract';
import type { ProductFamily } from '../../product-family';
import { holdForOrder, paperItemInput, paperItemOf, sellForOrder } from './stock';

/**
 * The paper lotteries on the one order path: an item is one printed stock ticket, sold for
 * its own draw (never moved to the next one), held for the buyer while the order is
 * reserved and sold to its ticket when the order is paid.
 */
export const paperFamily: ProductFamily = {
  name: 'paper',
  products: XSKT_PRODUCTS,
  ownDrawOnly: true,
  async planItem(orm, accountId, item, now) {
    const ref = await paperItemOf(orm, accountId, item, now);
    return { item: paperItemInput(item, ref), keep: { paper: ref } };
  },
  holdForOrder,
  sellOnPay: sellForOrder,
};

import { selectCartCount, useAppSelector } from '@veso/shop-core';
import { CartLinkView } from './cart-link-view';

/** The header's cart link with the cart's item count (a data island: the count is in the store). */
export function HeaderCart() {
  return <CartLinkView count={useAppSelector(selectCartCount)} />;
}

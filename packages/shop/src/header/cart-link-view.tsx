import { CartIcon } from '@veso/ui-kit';
import { Link } from 'react-router';
import styles from './app-header.module.css';

/** The cart page (spec §2 /gio-hang). */
export const HEADER_CART_PATH = '/gio-hang';

/** The accessible name of the header's cart link: 'Giỏ hàng, 2 vé' (just 'Giỏ hàng' before the count is known). */
export function cartLinkLabel(count: number | null): string {
  return count === null ? 'Giỏ hàng' : `Giỏ hàng, ${count} vé`;
}

/**
 * The header's cart icon, a link to the cart. `count` null while the store has not loaded
 * (the frame renders before it): the icon without a number.
 */
export function CartLinkView({ count }: { count: number | null }) {
  const label = cartLinkLabel(count);
  return (
    <Link to={HEADER_CART_PATH} className={styles.cart} aria-label={label} title={label}>
      <CartIcon />
      {count !== null && count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

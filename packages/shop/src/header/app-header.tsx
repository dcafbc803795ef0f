import { ChevronLeftIcon, IconButton, Logo, MenuIcon } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useShopContext } from '../app/shop-context';
import { lazyIsland } from '../data/data-island';
import { useFrameState } from '../frame/frame-context';
import { CartLinkView } from './cart-link-view';
import styles from './app-header.module.css';

/** The webview's home carries tab=1 (spec §2), in the webview shell or embed mode. */
export function useHomePath(): string {
  const { embedded } = useShopContext();
  const { session } = useFrameState();
  return embedded || session.embed ? '/?tab=1' : '/';
}

/** The cart link with its count, once the store (which holds the cart) has loaded. */
const HeaderCart = lazyIsland(() => import('./header-cart').then((m) => m.HeaderCart));

/** The cart icon of every header: without a number until the store is there. */
function CartLink() {
  return <HeaderCart fallback={<CartLinkView count={null} />} />;
}

/**
 * The page title of a header: wraps onto a second line at 360 px rather than being cut;
 * a title longer still ends in '…' with the whole text in its tooltip.
 */
function HeaderTitle() {
  const title = useFrameState().pageTitle || 'VeSo';
  return (
    <h1 className={styles.title} title={title} data-testid="header-title">
      {title}
    </h1>
  );
}

export type AppHeaderProps = {
  onOpenMenu: () => void;
  menuOpen: boolean;
};

/** Header of the default layout: menu button, logo (link home), the page title and the cart. */
export function AppHeader({ onOpenMenu, menuOpen }: AppHeaderProps) {
  const home = useHomePath();
  return (
    <header className={styles.header}>
      <IconButton
        label="Mở menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </IconButton>
      <Link to={home} className={styles.home}>
        <Logo size={32} withWord={false} label="VeSo - Trang chủ" />
      </Link>
      <HeaderTitle />
      <CartLink />
    </header>
  );
}

export type BackHeaderProps = {
  onBack: () => void;
};

/** Header of the login layout: a back button, the page title and the cart. */
export function BackHeader({ onBack }: BackHeaderProps) {
  return (
    <header className={styles.header}>
      <IconButton label="Quay lại" onClick={onBack}>
        <ChevronLeftIcon />
      </IconButton>
      <HeaderTitle />
      <CartLink />
    </header>
  );
}

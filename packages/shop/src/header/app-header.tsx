import { ChevronLeftIcon, IconButton, Logo, MenuIcon } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useShopContext } from '../app/shop-context';
import { lazyIsland } from '../data/data-island';
import { useFrameState } from '../frame/frame-context';
import { UnreadBadge, UnreadCount } from '../unread/unread-badge';
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

/** The menu button's accessible name: 'Mở menu, 3 thông báo chưa đọc' with unread ones. */
export function menuButtonLabel(unread: number | null): string {
  return unread ? `Mở menu, ${unread} thông báo chưa đọc` : 'Mở menu';
}

function MenuButton({ unread, onOpenMenu, menuOpen }: AppHeaderProps & { unread: number | null }) {
  return (
    <IconButton
      label={menuButtonLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      onClick={onOpenMenu}
      className={styles.menuButton}
    >
      <MenuIcon />
      <UnreadBadge unread={unread} className={styles.badge} />
    </IconButton>
  );
}

/**
 * Header of the default layout: menu button, logo (link home), the page title and the cart.
 * When the menu has the notifications with their badge, the menu button shows the unread
 * count too (the drawer is where they are read).
 */
export function AppHeader({ onOpenMenu, menuOpen }: AppHeaderProps) {
  const home = useHomePath();
  const { menu } = useShopContext();
  const { signedIn } = useFrameState().session;
  const counted = signedIn && menu.some((entry) => entry.badge === 'unreadNotifications');
  const button = (unread: number | null) => (
    <MenuButton unread={unread} onOpenMenu={onOpenMenu} menuOpen={menuOpen} />
  );
  return (
    <header className={styles.header}>
      {counted ? <UnreadCount fallback={button(null)}>{button}</UnreadCount> : button(null)}
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

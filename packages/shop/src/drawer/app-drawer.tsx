import { msisdnToLocal } from '@veso/domain';
import { LOGIN_PATH, REGISTER_PATH, SHOP_VERSION, unreadLabel } from '@veso/shop-core';
import type { GuardRedirectState } from '@veso/shop-core';
import { Button, Drawer } from '@veso/ui-kit';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useShopContext, type MenuEntry } from '../app/shop-context';
import { useFrameState, useShopFrame } from '../frame/frame-context';
import { lazyIsland } from '../data/data-island';
import { ButtonLink } from '../links/button-link';
import { UnreadBadge, UnreadCount } from '../unread/unread-badge';
import styles from './app-drawer.module.css';

/** Spec §2: tapping the profile opens the account update page. */
export const PROFILE_PATH = '/cap-nhat-thong-tin-tai-khoan';

/** The store-dependent account head (names, balances), loaded with the data layer. */
const DrawerAccount = lazyIsland(() => import('./drawer-account').then((m) => m.DrawerAccount));

/** The 'Sắp ra mắt' mark of an entry no feature serves yet, with the route tables. */
const ComingSoonTag = lazyIsland(() =>
  import('../coming-soon/coming-soon-tag').then((m) => m.ComingSoonTag),
);

/** Spec §9: the support phone number, from the app config. */
const DrawerSupport = lazyIsland(() => import('./drawer-support').then((m) => m.DrawerSupport));

/** One entry of the page list; `unread` (an entry with a badge) is shown and named. */
function MenuLink({
  entry,
  unread,
  onClose,
}: {
  entry: MenuEntry;
  unread: number | null;
  onClose: () => void;
}) {
  return (
    <NavLink
      to={entry.to}
      end
      className={styles.menuLink}
      onClick={onClose}
      aria-label={unread ? unreadLabel(entry.label, unread) : undefined}
    >
      {entry.label}
      {/* The visible text reads 'Thông báo 3', part of the name 'Thông báo, 3 chưa đọc'. */}
      {unread ? ' ' : null}
      <UnreadBadge unread={unread} className={styles.menuBadge} />
      <ComingSoonTag to={entry.to} />
    </NavLink>
  );
}

export type AppDrawerProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The side menu. Signed out: 'Đăng ký' and 'Đăng nhập'. Signed in: the account with its
 * balances (a data island) and,
 * outside the webview, 'Đăng xuất'. Then the shell's page list, the support phone number
 * (spec §9) and the app version.
 */
export function AppDrawer({ open, onClose }: AppDrawerProps) {
  const { menu, canSignOut } = useShopContext();
  const { signedIn, accountId } = useFrameState().session;
  const { frame } = useShopFrame();
  const navigate = useNavigate();
  const location = useLocation();
  // Signing in or registering from the menu comes back to this page, with its query.
  const backHere: GuardRedirectState = { from: `${location.pathname}${location.search}` };

  function onSignOut() {
    frame.signOut();
    onClose();
    void navigate(LOGIN_PATH);
  }

  return (
    <Drawer open={open} onClose={onClose} title="Menu">
      <div className={styles.content}>
        {signedIn ? (
          <DrawerAccount
            accountId={accountId}
            onNavigate={onClose}
            fallback={
              // Laid out as the loaded head: the phone number shows at once, in the form
              // the customer knows (0912…), and does not change when the name arrives.
              <Link to={PROFILE_PATH} className={styles.profile} onClick={onClose}>
                <span className={styles.account}>Khách hàng</span>
                <span className={styles.profileLabel}>
                  {accountId ? msisdnToLocal(accountId) : ''}
                </span>
              </Link>
            }
          />
        ) : (
          <div className={styles.auth}>
            <ButtonLink
              to={REGISTER_PATH}
              state={backHere}
              variant="secondary"
              fullWidth
              onClick={onClose}
            >
              Đăng ký
            </ButtonLink>
            <ButtonLink to={LOGIN_PATH} state={backHere} fullWidth onClick={onClose}>
              Đăng nhập
            </ButtonLink>
          </div>
        )}
        {menu.length > 0 ? (
          <nav aria-label="Danh mục">
            <ul className={styles.menu}>
              {menu.map((entry) => (
                <li key={`${entry.to}|${entry.label}`}>
                  {entry.badge === 'unreadNotifications' && signedIn ? (
                    <UnreadCount
                      fallback={<MenuLink entry={entry} unread={null} onClose={onClose} />}
                    >
                      {(unread) => <MenuLink entry={entry} unread={unread} onClose={onClose} />}
                    </UnreadCount>
                  ) : (
                    <MenuLink entry={entry} unread={null} onClose={onClose} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <DrawerSupport />
        {signedIn && canSignOut ? (
          <Button variant="secondary" fullWidth onClick={onSignOut}>
            Đăng xuất
          </Button>
        ) : null}
        <p className={styles.version}>Phiên bản {SHOP_VERSION}</p>
      </div>
    </Drawer>
  );
}

import { LoadingOverlay } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { lazyIsland } from '../data/data-island';
import { AppDrawer } from '../drawer/app-drawer';
import { useFrameState } from '../frame/frame-context';
import { AppHeader } from '../header/app-header';
import styles from './layouts.module.css';
import { DEFAULT_LAYOUT_OVERLAY_MS, useOpeningOverlay } from './use-opening-overlay';

export type LayoutProps = {
  /** The page; the route's outlet by default. */
  children?: ReactNode;
  /** How long the opening overlay shows. */
  overlayMs?: number;
};

/** Signed in: keeps the balances fresh after settlements and refunds (no view). */
const BalanceWatch = lazyIsland(() =>
  import('../drawer/balance-watch').then((m) => m.BalanceWatch),
);

/** Default layout (spec §2): loading overlay for about 1 s, the drawer, the page. */
export function DefaultLayout({ children, overlayMs = DEFAULT_LAYOUT_OVERLAY_MS }: LayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const overlay = useOpeningOverlay(overlayMs);
  const { signedIn, accountId } = useFrameState().session;
  return (
    <div className={styles.frame}>
      <a href="#noi-dung" className={styles.skip}>
        Đến nội dung chính
      </a>
      <AppHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <AppDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="noi-dung" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      {signedIn ? <BalanceWatch accountId={accountId} /> : null}
      <LoadingOverlay visible={overlay} />
    </div>
  );
}

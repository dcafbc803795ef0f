import { LoadingOverlay } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppDrawer } from '../drawer/app-drawer';
import { AppHeader } from '../header/app-header';
import styles from './layouts.module.css';
import { DEFAULT_LAYOUT_OVERLAY_MS, useOpeningOverlay } from './use-opening-overlay';

export type LayoutProps = {
  /** The page; the route's outlet by default. */
  children?: ReactNode;
  /** How long the opening overlay shows. */
  overlayMs?: number;
};

/** Default layout (spec §2): loading overlay for about 1 s, the drawer, the page. */
export function DefaultLayout({ children, overlayMs = DEFAULT_LAYOUT_OVERLAY_MS }: LayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const overlay = useOpeningOverlay(overlayMs);
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
      <LoadingOverlay visible={overlay} />
    </div>
  );
}

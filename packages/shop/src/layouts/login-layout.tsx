import { HOME_PATH } from '@veso/shop-core';
import { LoadingOverlay } from '@veso/ui-kit';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BackHeader } from '../header/app-header';
import type { LayoutProps } from './default-layout';
import styles from './layouts.module.css';
import { LOGIN_LAYOUT_OVERLAY_MS, useOpeningOverlay } from './use-opening-overlay';

/** Login layout (spec §2): a back button and the page title; overlay for about 2 s. */
export function LoginLayout({ children, overlayMs = LOGIN_LAYOUT_OVERLAY_MS }: LayoutProps) {
  const overlay = useOpeningOverlay(overlayMs);
  const navigate = useNavigate();
  const location = useLocation();

  function onBack() {
    // Landing here directly there is no page of ours to go back to: go home instead.
    if (location.key === 'default') void navigate(HOME_PATH);
    else void navigate(-1);
  }

  return (
    <div className={styles.frame}>
      <BackHeader onBack={onBack} />
      <main className={styles.main}>{children ?? <Outlet />}</main>
      <LoadingOverlay visible={overlay} />
    </div>
  );
}

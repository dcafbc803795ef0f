import { ChevronLeftIcon, IconButton, Logo, MenuIcon } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useShopContext } from '../app/shop-context';
import { useFrameState } from '../frame/frame-context';
import styles from './app-header.module.css';

/** The webview's home carries tab=1 (spec §2), in the webview shell or embed mode. */
export function useHomePath(): string {
  const { embedded } = useShopContext();
  const { session } = useFrameState();
  return embedded || session.embed ? '/?tab=1' : '/';
}

export type AppHeaderProps = {
  onOpenMenu: () => void;
  menuOpen: boolean;
};

/** Header of the default layout: menu button, logo (link home) and the page title. */
export function AppHeader({ onOpenMenu, menuOpen }: AppHeaderProps) {
  const title = useFrameState().pageTitle;
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
      <h1 className={styles.title}>{title || 'VeSo'}</h1>
    </header>
  );
}

export type BackHeaderProps = {
  onBack: () => void;
};

/** Header of the login layout: a back button and the page title. */
export function BackHeader({ onBack }: BackHeaderProps) {
  const title = useFrameState().pageTitle;
  return (
    <header className={styles.header}>
      <IconButton label="Quay lại" onClick={onBack}>
        <ChevronLeftIcon />
      </IconButton>
      <h1 className={styles.title}>{title || 'VeSo'}</h1>
    </header>
  );
}

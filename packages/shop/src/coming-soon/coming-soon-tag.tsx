// Loaded as an island (with the features' route tables) after the drawer is on screen.
import { featurePages } from '../app/feature-routes';
import { COMING_SOON_LABEL, isMounted, mountedPagesOf } from './coming-soon';
import styles from './coming-soon-tag.module.css';

const mountedPages = mountedPagesOf(featurePages);

/** 'Sắp ra mắt' after a menu entry whose page no feature serves yet; nothing otherwise. */
export function ComingSoonTag({ to }: { to: string }) {
  return isMounted(to, mountedPages) ? null : (
    <span className={styles.tag}>{COMING_SOON_LABEL}</span>
  );
}

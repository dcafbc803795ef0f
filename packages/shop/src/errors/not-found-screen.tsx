import { useId } from 'react';
import { useShopContext } from '../app/shop-context';
import { useFrameTitle } from '../frame/frame-context';
import { useHomePath } from '../header/app-header';
import { ButtonLink } from '../links/button-link';
import { ScreenHeading } from './screen-heading';
import type { HeadingLevel } from './screen-heading';
import styles from './screens.module.css';

/** Spec §2: the screen of an unknown page. */
export const NOT_FOUND_TITLE = '404 Không tìm thấy trang này';
/** Spec §2: the embedded (webview) variant of the 404. */
export const EMBED_NOT_FOUND_TITLE = 'This page could not be found';

export type NotFoundScreenProps = {
  /** 1 when no layout header is shown above it; default 2. */
  headingLevel?: HeadingLevel;
};

/**
 * The 404 screen: its title and a way home. The webview shell shows the spec's embedded
 * variant, 'This page could not be found' under the status 404, and leads to its home tab.
 */
export function NotFoundScreen({ headingLevel = 2 }: NotFoundScreenProps) {
  useFrameTitle('Không tìm thấy trang');
  const { embedded } = useShopContext();
  const home = useHomePath();
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      {embedded ? (
        <p className={styles.status} aria-hidden>
          404
        </p>
      ) : null}
      <ScreenHeading id={titleId} level={headingLevel}>
        {embedded ? EMBED_NOT_FOUND_TITLE : NOT_FOUND_TITLE}
      </ScreenHeading>
      <p className={styles.detail}>Trang quý khách tìm không tồn tại hoặc đã được chuyển đi.</p>
      <ButtonLink to={home}>Về trang chủ</ButtonLink>
    </section>
  );
}

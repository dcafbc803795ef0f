import { HOME_PATH } from '@veso/shop-core';
import { useId } from 'react';
import { useFrameTitle } from '../frame/frame-context';
import { ButtonLink } from '../links/button-link';
import { ScreenHeading } from './screen-heading';
import type { HeadingLevel } from './screen-heading';
import styles from './screens.module.css';

/** Spec §2: the screen of an unknown page. */
export const NOT_FOUND_TITLE = '404 Không tìm thấy trang này';

export type NotFoundScreenProps = {
  /** 1 when no layout header is shown above it; default 2. */
  headingLevel?: HeadingLevel;
};

/** The 404 screen: its title and a way home. */
export function NotFoundScreen({ headingLevel = 2 }: NotFoundScreenProps) {
  useFrameTitle('Không tìm thấy trang');
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <ScreenHeading id={titleId} level={headingLevel}>
        {NOT_FOUND_TITLE}
      </ScreenHeading>
      <p className={styles.detail}>Trang quý khách tìm không tồn tại hoặc đã được chuyển đi.</p>
      <ButtonLink to={HOME_PATH}>Về trang chủ</ButtonLink>
    </section>
  );
}

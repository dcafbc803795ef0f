import { HOME_PATH } from '@veso/shop-core';
import { useId } from 'react';
import { useFrameTitle } from '../frame/frame-context';
import { ButtonLink } from '../links/button-link';
import { ScreenHeading } from './screen-heading';
import type { HeadingLevel } from './screen-heading';
import styles from './screens.module.css';

export type ErrorScreenProps = {
  status: number;
  message: string;
  /** 1 when no layout header is shown above it; default 2. */
  headingLevel?: HeadingLevel;
};

/** Spec §2: 'Có lỗi xảy ra: {status} - {message}'. */
export function errorTitle(status: number, message: string): string {
  return `Có lỗi xảy ra: ${status} - ${message}`;
}

/** The screen of any routing or rendering error other than 404, with a link home. */
export function ErrorScreen({ status, message, headingLevel = 2 }: ErrorScreenProps) {
  useFrameTitle('Có lỗi xảy ra');
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId} role="alert">
      <ScreenHeading id={titleId} level={headingLevel}>
        {errorTitle(status, message)}
      </ScreenHeading>
      <ButtonLink to={HOME_PATH}>Về trang chủ</ButtonLink>
    </section>
  );
}

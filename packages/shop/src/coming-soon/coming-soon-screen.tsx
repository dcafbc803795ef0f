import { HOME_PATH } from '@veso/shop-core';
import { useId } from 'react';
import { useFrameTitle } from '../frame/frame-context';
import { ButtonLink } from '../links/button-link';
import styles from '../errors/screens.module.css';
import { COMING_SOON_LABEL } from './coming-soon';

/**
 * The page of a product or menu entry no feature serves yet: says it is coming rather
 * than 'not found', with the way home and to the guide.
 */
export function ComingSoonScreen({ label }: { label: string }) {
  useFrameTitle(label);
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {label}: {COMING_SOON_LABEL}
      </h2>
      <p className={styles.detail}>
        {label} chưa mở bán trên VeSo. Quý khách vui lòng quay lại sau hoặc chọn sản phẩm khác đang
        mở bán.
      </p>
      <ButtonLink to={HOME_PATH}>Về trang chủ</ButtonLink>
    </section>
  );
}

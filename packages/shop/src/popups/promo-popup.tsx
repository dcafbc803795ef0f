import type { AppConfig } from '@veso/contract';
import { Dialog } from '@veso/ui-kit';
import { Link } from 'react-router';
import styles from './popups.module.css';

export type Promo = NonNullable<AppConfig['promoPopup']>;

/** Rendered size of the promo image; the real image scales into the same box. */
export const PROMO_IMAGE_WIDTH = 400;
export const PROMO_IMAGE_HEIGHT = 400;

export type PromoPopupProps = {
  open: boolean;
  promo: Promo;
  onClose: () => void;
};

/** The promo image popup (spec §2): the image links to the offer. */
export function PromoPopup({ open, promo, onClose }: PromoPopupProps) {
  const image = (
    <img
      className={styles.promoImage}
      src={promo.imageUrl}
      alt={promo.alt}
      width={PROMO_IMAGE_WIDTH}
      height={PROMO_IMAGE_HEIGHT}
      decoding="async"
    />
  );
  return (
    <Dialog open={open} onClose={onClose} title="Ưu đãi dành cho quý khách">
      {promo.link.startsWith('/') ? (
        <Link to={promo.link} className={styles.promoLink} onClick={onClose}>
          {image}
        </Link>
      ) : (
        <a href={promo.link} className={styles.promoLink} rel="noopener" onClick={onClose}>
          {image}
        </a>
      )}
    </Dialog>
  );
}

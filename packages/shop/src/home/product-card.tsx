import type { Product } from '@veso/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './home-page.module.css';

/** Spec §4: the card state of a product announced but not on sale yet. */
export const COMING_SOON_LABEL = 'Sắp ra mắt';
/** A product kept for history only (Max 4D). */
export const ENDED_LABEL = 'Ngừng kinh doanh';

/** How a card is marked: paused (with the configured label), coming soon, ended, or on sale. */
export type ProductCardStatus =
  | { kind: 'available' }
  | { kind: 'paused'; label: string }
  | { kind: 'coming-soon' }
  | { kind: 'ended' };

export type ProductCardProps = {
  product: Product;
  status: ProductCardStatus;
};

function badge(status: ProductCardStatus): { text: string; className: string | undefined } | null {
  switch (status.kind) {
    case 'paused':
      return { text: status.label, className: styles.paused };
    case 'coming-soon':
      return { text: COMING_SOON_LABEL, className: styles.soon };
    case 'ended':
      return { text: ENDED_LABEL, className: styles.ended };
    default:
      return null;
  }
}

/** A product on the home page: name (link to its game screen), description, draw schedule, state. */
export function ProductCard({ product, status }: ProductCardProps) {
  const titleId = useId();
  const mark = badge(status);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          <Link to={product.route} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {mark ? <p className={`${styles.badge} ${mark.className ?? ''}`}>{mark.text}</p> : null}
      </div>
      <p className={styles.description}>{product.shortDescription}</p>
      <p className={styles.schedule}>Lịch quay: {product.drawSchedule}</p>
    </article>
  );
}

import { SALE_STATUS_LABELS } from '@veso/domain';
import type { Product } from '@veso/domain';
import { GameMark, gameToneStyle } from '@veso/ui-kit';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './home-page.module.css';
import { COMING_SOON_LABEL } from '../coming-soon/coming-soon';
import type { ProductCardStatus } from './product-status';

/** A product kept for history only (Max 4D): the catalogue's own word, as on its page. */
export const ENDED_LABEL = SALE_STATUS_LABELS.discontinued;

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

/** The state mark of a card: paused, 'Sắp ra mắt', 'Ngừng phát hành', or nothing on sale. */
export function ProductBadge({ status }: { status: ProductCardStatus }) {
  const mark = badge(status);
  return mark ? <p className={`${styles.badge} ${mark.className ?? ''}`}>{mark.text}</p> : null;
}

export type ProductCardProps = {
  product: Product;
  /** The state mark (a `ProductBadge`, or an island that renders one from the config). */
  badge?: ReactNode;
  /** The live part: the jackpot, the next draw and its countdown (an island). */
  live?: ReactNode;
};

/**
 * A product on the home page in its game's tone and mark: name (link to its game screen),
 * state, the live jackpot and countdown, description and draw schedule.
 */
export function ProductCard({ product, badge: mark, live }: ProductCardProps) {
  const titleId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      style={gameToneStyle(product.calendar)}
    >
      <div className={styles.header}>
        <GameMark calendar={product.calendar} size="sm" />
        <h3 id={titleId} className={styles.name}>
          <Link to={product.route} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {mark}
      </div>
      {live}
      <p className={styles.description}>{product.shortDescription}</p>
      <p className={styles.schedule}>Lịch quay: {product.drawSchedule}</p>
    </article>
  );
}

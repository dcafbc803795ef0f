import type { XsdtProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import { Link } from 'react-router';
import { guidePathOf } from './loto-games';
import styles from '../styles';

export type GameHeaderProps = {
  titleId: string;
  product: XsdtProduct;
  /** A heading other than the product's name. */
  title?: string;
};

/** The game's name, its one-line pitch, draw days and the link to its guide (spec §2). */
export function GameHeader({ titleId, product, title }: GameHeaderProps) {
  const info = getProduct(product);
  return (
    <header>
      <h1 id={titleId} className={styles.title}>
        {title ?? info.name}
      </h1>
      <p className={styles.muted}>{info.shortDescription}</p>
      <p className={styles.muted}>Lịch quay: {info.drawSchedule}</p>
      <p>
        <Link to={guidePathOf(product)}>Hướng dẫn chơi</Link>
      </p>
    </header>
  );
}

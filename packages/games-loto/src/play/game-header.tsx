import type { XsdtProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import { useAppConfigState } from '@veso/shop-core';
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
  // The operator may pause a product (spec §4: the 6x36 card paused until 15/02).
  const paused = useAppConfigState().data?.pausedProducts.find(
    (entry) => entry.productId === product,
  );
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
      {paused ? (
        <p role="status" className={styles.notice}>
          {paused.label}: sản phẩm tạm dừng nhận đơn, vé trong giỏ sẽ không thể thanh toán.
        </p>
      ) : null}
    </header>
  );
}

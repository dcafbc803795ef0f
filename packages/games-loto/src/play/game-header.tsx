import type { XsdtProduct } from '@veso/contract';
import { getProduct, topPrizeOf } from '@veso/domain';
import { GameHeader as SharedGameHeader, LiveDrawBar, useAppConfigState } from '@veso/shop-core';
import { Link } from 'react-router';
import { guidePathOf } from './loto-games';
import styles from '../styles';

export type GameHeaderProps = {
  titleId: string;
  product: XsdtProduct;
  /** A heading other than the product's name. */
  title?: string;
  /** Editing a cart ticket: 'Sửa vé …'. */
  editing?: boolean;
};

/**
 * The game's name, its one-line pitch, draw days, the link to its guide (spec §2) and a
 * pause notice; then the draw on sale, its top prize and the countdown, kept in view.
 */
export function GameHeader({ titleId, product, title, editing = false }: GameHeaderProps) {
  const info = getProduct(product);
  // The operator may pause a product (spec §4: the 6x36 card paused until 15/02).
  const paused = useAppConfigState().data?.pausedProducts.find(
    (entry) => entry.productId === product,
  );
  return (
    <>
      <SharedGameHeader titleId={titleId} info={info} title={title} editing={editing}>
        <p>
          <Link to={guidePathOf(product)}>Hướng dẫn chơi</Link>
        </p>
        {paused ? (
          <p role="status" className={styles.notice}>
            {paused.label}: sản phẩm tạm dừng nhận đơn, vé trong giỏ sẽ không thể thanh toán.
          </p>
        ) : null}
      </SharedGameHeader>
      <LiveDrawBar calendar={info.calendar} topPrize={topPrizeOf(product)} />
    </>
  );
}

import { formatCount, getProduct, PRIZE_TABLES } from '@veso/domain';
import { usePageTitle } from '@veso/shop-core';
import { useId } from 'react';
import { Link } from 'react-router';
import { LOTO_PATHS } from '../paths';
import styles from '../styles';

const GAMES = [
  { product: 'loto2cap', path: LOTO_PATHS.loto2Pairs, size: 2 },
  { product: 'loto3cap', path: LOTO_PATHS.loto3Pairs, size: 3 },
  { product: 'loto4cap', path: LOTO_PATHS.loto4Pairs, size: 4 },
  { product: 'baoloto2', path: LOTO_PATHS.baoLoto2, size: null },
] as const;

/**
 * `/lo-to-cap-so`: the loto pair games (2, 3, 4 cặp số) and their bao, each with what it
 * pays per stake, and the guide.
 */
export function LotoPairsHubPage() {
  const titleId = useId();
  usePageTitle('Lô tô cặp số');
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Lô tô cặp số
      </h1>
      <p className={styles.muted}>
        Chọn 2, 3 hoặc 4 số có 2 chữ số; trúng khi tất cả cùng về trong 27 giải xổ số miền Bắc.
      </p>
      <ul className={styles.list}>
        {GAMES.map((game) => {
          const info = getProduct(game.product);
          const rule = game.size === null ? null : PRIZE_TABLES.loto.paired[game.size];
          return (
            <li key={game.product} className={styles.item}>
              <Link to={game.path} className={styles.itemTitle}>
                {info.name}
              </Link>
              <p className={styles.muted}>{info.shortDescription}</p>
              {rule ? (
                <p>
                  Trúng x{formatCount(rule.all)} (x
                  {formatCount(rule.allTwice)} khi mỗi cặp về từ 2 lần)
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link to="/huong-dan-choi/loto2cap">Hướng dẫn chơi lô tô cặp số</Link>
    </section>
  );
}

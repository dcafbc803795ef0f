import { getProduct } from '@veso/domain';
import { Link, Navigate, useParams } from 'react-router';
import { LOTO_PATHS } from '../paths';
import { LOTO_235_TYPES, loto235Product } from './loto-games';
import type { Loto235Type } from './loto-games';
import { LotoGamePage } from './loto-game-page';
import styles from '../styles';

/** `/lo-to-235/{type}` of a loto 2/3/5 số type. */
export function loto235Path(type: Loto235Type): string {
  return LOTO_PATHS.loto235.replace(':type?', type);
}

/** Lô tô 2 số, 3 số, 5 số: one tab per game, the current one marked. */
export function Loto235Tabs({ current }: { current: 'loto2' | 'loto3' | 'loto5' }) {
  return (
    <nav aria-label="Lô tô 2, 3, 5 số" className={styles.tabs}>
      {(Object.entries(LOTO_235_TYPES) as [Loto235Type, 'loto2' | 'loto3' | 'loto5'][]).map(
        ([type, product]) => (
          <Link
            key={type}
            to={loto235Path(type)}
            className={styles.tab}
            aria-current={product === current ? 'page' : undefined}
          >
            {getProduct(product).name}
          </Link>
        ),
      )}
    </nav>
  );
}

/**
 * `/lo-to-235/{type}`: `type` 2-so, 3-so or 5-so chooses the game; no type opens loto 2 số;
 * an unknown type goes back to `/lo-to-235`.
 */
export function Loto235Page() {
  const { type } = useParams();
  const product = loto235Product(type);
  if (product === null) return <Navigate to="/lo-to-235" replace />;
  return <LotoGamePage key={product} product={product} nav={<Loto235Tabs current={product} />} />;
}

/** `/lo-to-2-so`: loto 2 số, with the tabs to its 3 and 5 số siblings. */
export function Loto2Page() {
  return <LotoGamePage product="loto2" nav={<Loto235Tabs current="loto2" />} />;
}

import { getProduct, SALE_STATUS_LABELS } from '@veso/domain';
import { usePageTitle } from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { VIETLOTT_PATHS } from '../paths';
import styles from '../styles';
import own from './max3d.module.css';

// Routes of other features (results, content, orders), written out: a feature never
// imports another one.
/** The Max 4D result route (/ket-qua/max4D/:id); it explains there are no new draws. */
export const MAX4D_RESULT_PATH = '/ket-qua/max4D/moi-nhat';
export const MAX4D_GUIDE_PATH = '/huong-dan-choi/max4d';
export const ORDER_HISTORY_PATH = '/lich-su-dat-mua';

/**
 * /max-4d: Max 4D ended in 2021 (the catalogue's `saleStatus` 'discontinued'), so the page
 * says it is not on sale, has no buying controls, and leads to its result page, its
 * guide, the order history and the Max 3D games still on sale.
 */
export function Max4dPage() {
  const info = getProduct('max4d');
  const titleId = useId();
  usePageTitle(info?.name ?? 'Max 4D');
  if (!info) return null;
  const status = SALE_STATUS_LABELS[info.saleStatus];
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={own.notice}>
        <h1 id={titleId} className={styles.title}>
          {info.name}
        </h1>
        <span className={own.badge}>{status}</span>
        <p className={styles.muted}>{info.shortDescription}</p>
      </div>
      {info.onSale ? null : (
        <EmptyState
          title={`${info.name} đã ${status.toLowerCase()}`}
          message={`Vietlott đã dừng bán ${info.name} từ năm 2021, vì vậy quý khách không thể mua vé ${info.name}. Kết quả và lịch sử các kỳ đã quay vẫn được giữ để tra cứu.`}
        />
      )}
      <nav className={styles.card} aria-label={`Tra cứu ${info.name}`}>
        <ul className={own.links}>
          <li>
            <Link to={MAX4D_RESULT_PATH}>Kết quả {info.name}</Link>
          </li>
          <li>
            <Link to={MAX4D_GUIDE_PATH}>Hướng dẫn chơi {info.name}</Link>
          </li>
          <li>
            <Link to={ORDER_HISTORY_PATH}>Lịch sử đặt mua</Link>
          </li>
          <li>
            <Link to={VIETLOTT_PATHS.max3d}>Chơi Max 3D</Link>
          </li>
          <li>
            <Link to={VIETLOTT_PATHS.max3dPlus}>Chơi Max 3D+</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

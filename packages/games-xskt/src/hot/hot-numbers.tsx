import type { HotCategory, ProductHot, XsktProduct } from '@veso/contract';
import { QueryView } from '@veso/shop-core';
import { Link } from 'react-router';
import { categoryOf, useGetHotNumbersQuery, useGetHotProductsQuery } from '../api/xskt-api';
import styles from '../styles';

/** Hot numbers a region page shows for a day. */
export const HOT_NUMBERS_LIMIT = 8;

type HotNumber = HotCategory['items'][number];
type HotProduct = ProductHot['items'][number];

export type HotNumbersProps = {
  product: XsktProduct;
  /** The draw day shown (`YYYY-MM-DD`). */
  date: string;
  /** '04/03': the day as the page reads it. */
  dayText: string;
  /** Runs the search of that number in that province. */
  onPick: (hot: HotNumber) => void;
};

function hotState(hot: HotNumber): string {
  return hot.available > 0 ? `Còn ${hot.available} vé` : 'Hết vé';
}

/**
 * "Số hot" of a region and day (`/hot_category`): the numbers customers held or bought most,
 * then those with the most tickets left, with the province and what is left. Tapping one
 * searches that exact number there; a number with nothing left cannot be picked.
 */
export function HotNumbers({ product, date, dayText, onPick }: HotNumbersProps) {
  const query = useGetHotNumbersQuery({
    category: categoryOf(product),
    date,
    limit: HOT_NUMBERS_LIMIT,
  });
  return (
    <section aria-label="Số hot">
      <h2 className={styles.legend}>Số hot {dayText}</h2>
      <QueryView
        query={query}
        loadingLabel="Đang tải số hot"
        isEmpty={(data) => data.items.length === 0}
        emptyTitle="Chưa có số hot"
        emptyMessage="Ngày này chưa có vé đang bán."
      >
        {(data) => (
          <>
            <p className={styles.muted}>
              Số được khách chọn nhiều nhất, rồi đến số còn nhiều vé. Chạm vào số để tìm vé.
            </p>
            <ul className={styles.hotNumbers} aria-label="Các số hot">
              {data.items.map((hot) => (
                <li key={`${hot.province}|${hot.drawCode}|${hot.number}`}>
                  <button
                    type="button"
                    className={`${styles.province} ${styles.hot}`}
                    disabled={hot.available === 0}
                    onClick={() => onPick(hot)}
                  >
                    <strong className={styles.hotDigits}>{hot.number}</strong>{' '}
                    <span>{hot.province}</span>{' '}
                    <span className={styles.muted}>{hotState(hot)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </section>
  );
}

function productNote(item: HotProduct): string {
  if (!item.onSale) return 'Tạm ngừng bán';
  if (item.multiplier !== null) return `Thưởng x${item.multiplier}`;
  return `Còn ${item.available ?? 0} vé`;
}

/** The hot products (`product/hot`, spec §2: Lô tô 2, 3 and 5 số, a central lottery), but the page's own. */
export function HotProducts({ product }: { product: XsktProduct }) {
  const query = useGetHotProductsQuery();
  return (
    <section aria-label="Sản phẩm hot">
      <h2 className={styles.legend}>Sản phẩm hot</h2>
      <QueryView
        query={query}
        loadingLabel="Đang tải sản phẩm hot"
        isEmpty={(data) => !data.items.some((item) => item.product !== product)}
        emptyTitle="Chưa có sản phẩm hot"
      >
        {(data) => (
          <ul className={styles.provinces}>
            {data.items
              .filter((item) => item.product !== product)
              .map((item) => (
                <li key={item.product}>
                  <Link to={item.route} className={styles.province}>
                    <span>{item.name}</span>
                    <span className={styles.muted}>{productNote(item)}</span>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

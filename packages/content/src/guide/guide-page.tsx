import { getProduct, PRODUCTS } from '@veso/domain';
import type { Product } from '@veso/domain';
import { usePageTitle } from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import styles from '../content.module.css';
import { CONTENT_PATHS, guidePath } from '../paths';
import { rulesSummary } from './rules-summary';

/** Title of the guide page. */
export const GUIDE_TITLE = 'Hướng dẫn chơi';

function ProductGuide({ product, showGuideLink }: { product: Product; showGuideLink: boolean }) {
  const titleId = useId();
  const summary = rulesSummary(product);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {product.name}
      </h2>
      <p>{product.shortDescription}</p>
      <dl className={styles.facts}>
        {summary.howToPlay ? (
          <>
            <dt>Cách chơi</dt>
            <dd>{summary.howToPlay}</dd>
          </>
        ) : null}
        <dt>Giá vé</dt>
        <dd>{summary.price}</dd>
        <dt>Lịch quay</dt>
        <dd>{summary.drawSchedule}</dd>
      </dl>
      {summary.notice ? <p className={styles.notice}>{summary.notice}</p> : null}
      <div className={styles.links}>
        {product.onSale ? (
          <Link to={product.route} className={styles.link}>
            Mua vé {product.name}
          </Link>
        ) : null}
        {showGuideLink ? (
          <Link
            to={guidePath(product.id)}
            className={styles.link}
            aria-label={`Xem riêng hướng dẫn ${product.name}`}
          >
            Xem riêng
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/**
 * `/huong-dan-choi` lists how to play every product of the catalogue;
 * `/huong-dan-choi/{productId}` shows one product.
 */
export function GuidePage() {
  const { id } = useParams();
  const product = id ? getProduct(id) : undefined;
  usePageTitle(product ? `${GUIDE_TITLE} ${product.name}` : GUIDE_TITLE);

  if (id && !product) {
    return (
      <EmptyState
        title="Không tìm thấy hướng dẫn"
        message="Sản phẩm này chưa có hướng dẫn chơi."
        action={
          <Link to={CONTENT_PATHS.guide} className={styles.link}>
            Xem hướng dẫn tất cả sản phẩm
          </Link>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        Cách chơi, giá vé và lịch quay thưởng của từng sản phẩm. Vé được mua hộ tại đại lý chính
        thức và giữ hộ cho quý khách; kết quả được cập nhật ngay sau mỗi kỳ quay.
      </p>
      {product ? (
        <>
          <ProductGuide product={product} showGuideLink={false} />
          <Link to={CONTENT_PATHS.guide} className={styles.link}>
            Xem hướng dẫn tất cả sản phẩm
          </Link>
        </>
      ) : (
        <ul className={styles.list}>
          {PRODUCTS.map((entry) => (
            <li key={entry.id}>
              <ProductGuide product={entry} showGuideLink />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { AppConfig } from '@veso/contract';
import { PRODUCT_FAMILY_LABELS, PRODUCTS } from '@veso/domain';
import type { Product, ProductFamily } from '@veso/domain';
import { usePageTitle, useAppConfig } from '@veso/shop-core';
import { ErrorState, Skeleton, SkeletonGroup } from '@veso/ui-kit';
import { useId } from 'react';
import styles from './home-page.module.css';
import { ProductCard } from './product-card';
import type { ProductCardStatus } from './product-card';

/** Title of the home page (header and document title). */
export const HOME_TITLE = 'Mua vé số online';

const FAMILY_ORDER: readonly ProductFamily[] = ['vietlott', 'computer', 'loto', 'paper'];
const SKELETON_CARDS = 4;

/** The state of a product's card under the app configuration (spec §4, card styles). */
export function productStatus(product: Product, config: AppConfig | undefined): ProductCardStatus {
  if (config?.comingSoonProducts.includes(product.id)) return { kind: 'coming-soon' };
  const paused = config?.pausedProducts.find((entry) => entry.productId === product.id);
  if (paused) return { kind: 'paused', label: paused.label };
  if (!product.onSale) return { kind: 'ended' };
  return { kind: 'available' };
}

function ProductFamilySection({
  family,
  config,
}: {
  family: ProductFamily;
  config: AppConfig | undefined;
}) {
  const titleId = useId();
  const products = PRODUCTS.filter((product) => product.family === family);
  if (products.length === 0) return null;
  return (
    <section className={styles.family} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.familyTitle}>
        {PRODUCT_FAMILY_LABELS[family]}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} status={productStatus(product, config)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HomeSkeleton() {
  return (
    <SkeletonGroup label="Đang tải danh sách sản phẩm">
      <ul className={styles.list}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <Skeleton width="50%" height={20} />
            <Skeleton />
            <Skeleton width="70%" />
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

/**
 * The home page: every product of the catalogue as a card, grouped by family, marked
 * paused or coming soon from the app config. While the config loads it shows skeletons;
 * when it fails, an error (or offline) state with a retry above the plain catalogue.
 */
export function HomePage() {
  usePageTitle(HOME_TITLE);
  const { data: config, error, isLoading, isFetching, refetch } = useAppConfig();

  if (isLoading) return <HomeSkeleton />;

  const offline = error !== undefined && 'network' in error && error.network;
  return (
    <div className={styles.home}>
      {error ? (
        <ErrorState
          title={offline ? 'Không có kết nối mạng' : 'Không tải được thông tin sản phẩm'}
          message={
            offline
              ? 'Quý khách vui lòng kiểm tra kết nối Internet rồi thử lại.'
              : 'message' in error && error.message
                ? error.message
                : undefined
          }
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {FAMILY_ORDER.map((family) => (
        <ProductFamilySection key={family} family={family} config={config} />
      ))}
    </div>
  );
}

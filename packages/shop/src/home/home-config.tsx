// The home page's islands: what the app config adds to the catalogue. Imported lazily
// (RTK Query), after the cards are on screen.
import { RESULT_PRODUCTS } from '@veso/contract';
import { topPrizeOf, type Product } from '@veso/domain';
import { LiveDrawSummary, useAppConfigState } from '@veso/shop-core';
import { GROUP_PLAY_PATHS } from '@veso/group-play';
import { ErrorState } from '@veso/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { featurePages } from '../app/feature-routes';
import { isMounted, mountedPagesOf } from '../coming-soon/coming-soon';
import { ConfigLoadingStatus } from './config-loading-status';
import { ProductBadge } from './product-card';
import styles from './home-page.module.css';
import { productStatus } from './product-status';

const mountedPages = mountedPagesOf(featurePages);

/**
 * A card's mark as the config says (paused with its label, coming soon), and 'Sắp ra mắt'
 * for a product whose page no feature serves yet.
 */
export function ConfigBadge({ product }: { product: Product }) {
  const { data: config } = useAppConfigState();
  return (
    <ProductBadge status={productStatus(product, config, isMounted(product.route, mountedPages))} />
  );
}

const LIVE_CALENDARS: readonly string[] = RESULT_PRODUCTS;

/**
 * A card's live part while the product is on sale: its draw's jackpot, next period and
 * countdown to the cut-off. Nothing while paused, coming soon or ended (the card's mark
 * says so), nor for a product with no draw of its own to show.
 */
export function CardLive({ product }: { product: Product }) {
  const { data: config } = useAppConfigState();
  const status = productStatus(product, config, isMounted(product.route, mountedPages));
  if (status.kind !== 'available' || !LIVE_CALENDARS.includes(product.calendar)) return null;
  return <LiveDrawSummary calendar={product.calendar} topPrize={topPrizeOf(product.id)} />;
}

/** The config call's own states above the cards: loading (announced), error or offline with a retry. */
export function ConfigStatus() {
  const { error, isLoading, isUninitialized, isFetching, refetch } = useAppConfigState();
  if (isUninitialized || isLoading) return <ConfigLoadingStatus />;
  if (!error) return null;
  const offline = 'network' in error && error.network;
  return (
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
  );
}

/**
 * Group play's way in from the home page of both shells (the webview's menu has no entry
 * for it), shown only while the app config turns group play on (spec §9).
 */
export function GroupPlayEntry() {
  const titleId = useId();
  const { data: config } = useAppConfigState();
  if (!config?.features.groupPlay) return null;
  return (
    <section className={styles.family} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.familyTitle}>
        Nhóm mua chung
      </h2>
      <p className={styles.intro}>
        Cùng góp tiền mua vé Mega 6/45, Power 6/55, chia thưởng theo cổ phần.
      </p>
      <Link to={GROUP_PLAY_PATHS.groupBuying}>Xem các nhóm đang góp</Link>
    </section>
  );
}

import { PRODUCT_FAMILY_LABELS, PRODUCTS } from '@veso/domain';
import type { Product, ProductFamily } from '@veso/domain';
import { LiveDrawCardSkeleton } from '@veso/shop-core';
import { useId } from 'react';
import { useShopContext } from '../app/shop-context';
import { lazyIsland } from '../data/data-island';
import { useFrameTitle } from '../frame/frame-context';
import { ConfigLoadingStatus } from './config-loading-status';
import { EmbedHomeTabBar, EmbedHomeTabPage, useEmbedHomeTab } from './embed-home-tabs';
import styles from './home-page.module.css';
import { ProductBadge, ProductCard } from './product-card';
import { productStatus } from './product-status';

/** Title of the home page (header and document title). */
export const HOME_TITLE = 'Mua vé số online';

const FAMILY_ORDER: readonly ProductFamily[] = ['vietlott', 'computer', 'loto', 'paper'];

const ConfigBadge = lazyIsland(() => import('./home-config').then((m) => m.ConfigBadge));
const CardLive = lazyIsland(() => import('./home-config').then((m) => m.CardLive));
const ConfigStatus = lazyIsland(() => import('./home-config').then((m) => m.ConfigStatus));
const GroupPlayEntry = lazyIsland(() => import('./home-config').then((m) => m.GroupPlayEntry));
/** The operator's banners (`/config/banner`, the webview's `get_banner`). */
const Banners = lazyIsland(() => import('@veso/content').then((m) => m.HomeBanners));

function CardBadge({ product }: { product: Product }) {
  return (
    <ConfigBadge
      product={product}
      fallback={<ProductBadge status={productStatus(product, undefined)} />}
    />
  );
}

/**
 * A card's live part: the island once loaded, and until then the same box with its loading
 * lines (for a product on sale), so the cards keep their place.
 */
function CardLiveSlot({ product }: { product: Product }) {
  const fallback = product.onSale ? <LiveDrawCardSkeleton calendar={product.calendar} /> : null;
  return <CardLive product={product} fallback={fallback} />;
}

function ProductFamilySection({ family }: { family: ProductFamily }) {
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
            <ProductCard
              product={product}
              badge={<CardBadge product={product} />}
              live={<CardLiveSlot product={product} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page: every product of the catalogue as a card, grouped by family, on screen
 * at once (part of the frame, no store). Islands add what the app config says once the
 * data layer is there: the operator's banners, paused and coming-soon marks (also for a
 * product no feature serves yet), each game's live jackpot, next draw and countdown, and the config call's loading, error and offline states
 * (with a retry) above the cards.
 */
export function HomePage() {
  const { embedded } = useShopContext();
  return embedded ? <EmbedHomePage /> : <ProductsHome />;
}

/**
 * The webview's home (spec §2): its tabs over the page — tab=1 the products, then the
 * cart, the purchase history and the notifications (the menu keeps the spec's three
 * entries).
 */
function EmbedHomePage() {
  const tab = useEmbedHomeTab();
  return (
    <div className={styles.home}>
      <EmbedHomeTabBar current={tab} />
      {tab === 1 ? <ProductsHome /> : <EmbedHomeTabPage tab={tab} />}
    </div>
  );
}

function ProductsHome() {
  useFrameTitle(HOME_TITLE);
  return (
    <div className={styles.home}>
      <Banners fallback={<div className={styles.bannerSlot} />} />
      <ConfigStatus fallback={<ConfigLoadingStatus />} />
      {FAMILY_ORDER.map((family) => (
        <ProductFamilySection key={family} family={family} />
      ))}
      <GroupPlayEntry />
    </div>
  );
}

import type { Banner, BannerList } from '@veso/contract';
import { selectIsEmbed, useAppSelector } from '@veso/shop-core';
import { Skeleton, SkeletonGroup } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useGetBannersQuery, useGetWebviewBannersQuery } from '../api/content-api';
import styles from './home-banners.module.css';

/** The intrinsic size given to a banner (its box is 3:1 in the stylesheet). */
const BANNER_WIDTH = 900;
const BANNER_HEIGHT = 300;

/**
 * One banner. The first is the page's largest image: fetched first (the server's page
 * preloads it); the others, further along the row, load lazily.
 */
function BannerLink({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <img
      src={banner.image}
      alt={banner.title}
      className={styles.image}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
  return banner.link.startsWith('/') ? (
    <Link to={banner.link} className={styles.banner}>
      {image}
    </Link>
  ) : (
    <a href={banner.link} className={styles.banner} target="_blank" rel="noreferrer">
      {image}
    </a>
  );
}

export type BannerStripProps = {
  /** The banner call's state: loading shows a placeholder, an error or no banner nothing. */
  banners: { data?: BannerList; isLoading: boolean };
};

/**
 * The operator's banners as a row that scrolls sideways, each image a link. The cards
 * below work without it, so a failed call shows nothing here.
 */
export function BannerStrip({ banners }: BannerStripProps) {
  if (banners.isLoading) {
    return (
      <div className={styles.placeholder}>
        <SkeletonGroup label="Đang tải khuyến mãi">
          <Skeleton height="100%" />
        </SkeletonGroup>
      </div>
    );
  }
  const items = banners.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label="Khuyến mãi" className={styles.strip}>
      <ul className={styles.list}>
        {items.map((banner, index) => (
          <li key={banner.id} className={styles.item}>
            <BannerLink banner={banner} first={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WebviewBanners() {
  return <BannerStrip banners={useGetWebviewBannersQuery()} />;
}

function WebBanners() {
  return <BannerStrip banners={useGetBannersQuery()} />;
}

/** The home page's banners: `/config/banner`, or the webview's `get_banner` inside the e-wallet. */
export function HomeBanners() {
  return useAppSelector(selectIsEmbed) ? <WebviewBanners /> : <WebBanners />;
}

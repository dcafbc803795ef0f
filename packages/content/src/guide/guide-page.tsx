import { getProduct, PRODUCTS } from '@veso/domain';
import type { Product } from '@veso/domain';
import type { PlayGuide } from '@veso/contract';
import { failureOf, usePageTitle } from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import styles from '../content.module.css';
import { useGetLinkKenoQuery, useGetPlayGuidesQuery } from '../api/content-api';
import { CONTENT_PATHS, guidePath } from '../paths';
import { rulesSummary } from './rules-summary';

/** Title of the guide page. */
export const GUIDE_TITLE = 'Hướng dẫn chơi';

/** The operator's guide of a product (`/config/file/play_guild`): image, description, schedule, video. */
function OperatorGuide({ guide }: { guide: PlayGuide }) {
  return (
    <>
      <img src={guide.image} alt={guide.title} className={styles.image} loading="lazy" />
      <p>{guide.description}</p>
      <p className={styles.updated}>{guide.drawSchedule}</p>
      <a href={guide.videoLink} className={styles.link} target="_blank" rel="noreferrer">
        Xem video hướng dẫn {guide.title}
      </a>
    </>
  );
}

/** Where the operator says the Keno draw is watched live (`/config/link_keno`). */
function KenoLiveLink() {
  const { data } = useGetLinkKenoQuery();
  if (!data) return null;
  return data.link.startsWith('/') ? (
    <Link to={data.link} className={styles.link}>
      {data.title}
    </Link>
  ) : (
    <a href={data.link} className={styles.link} target="_blank" rel="noreferrer">
      {data.title}
    </a>
  );
}

function ProductGuide({
  product,
  showGuideLink,
  guide,
}: {
  product: Product;
  showGuideLink: boolean;
  guide: PlayGuide | undefined;
}) {
  const titleId = useId();
  const summary = rulesSummary(product);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {product.name}
      </h2>
      <p>{product.shortDescription}</p>
      {guide ? <OperatorGuide guide={guide} /> : null}
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
        {product.id === 'keno' ? <KenoLiveLink /> : null}
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
 * `/huong-dan-choi/{productId}` shows one product. Products with an operator guide (spec §2:
 * Loto 2/3/5, 6x36, the northern lottery) add its image, description and video.
 */
export function GuidePage() {
  const { id } = useParams();
  const product = id ? getProduct(id) : undefined;
  usePageTitle(product ? `${GUIDE_TITLE} ${product.name}` : GUIDE_TITLE);
  // The operator's guides add images and videos; the catalogue's rules show without them.
  const guides = useGetPlayGuidesQuery();
  const guideOf = (productId: string) => guides.data?.items.find((g) => g.id === productId);
  const guidesMissing =
    guides.error !== undefined ? (
      <p role="note" className={styles.notice}>
        {failureOf(guides.error).network
          ? 'Không có kết nối mạng: chưa tải được hình ảnh và video hướng dẫn.'
          : 'Chưa tải được hình ảnh và video hướng dẫn.'}
      </p>
    ) : null;

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
      {guidesMissing}
      {product ? (
        <>
          <ProductGuide product={product} showGuideLink={false} guide={guideOf(product.id)} />
          <Link to={CONTENT_PATHS.guide} className={styles.link}>
            Xem hướng dẫn tất cả sản phẩm
          </Link>
        </>
      ) : (
        <ul className={styles.list}>
          {PRODUCTS.map((entry) => (
            <li key={entry.id}>
              <ProductGuide product={entry} showGuideLink guide={guideOf(entry.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

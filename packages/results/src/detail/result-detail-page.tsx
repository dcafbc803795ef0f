import { Code } from '@veso/contract';
import type { ResultProduct } from '@veso/contract';
import { usePageTitle } from '@veso/shop-core';
import { EmptyState, ErrorState, GeneratedTag, SkeletonGroup } from '@veso/ui-kit';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGetResultDrawsQuery, useGetResultPeriodQuery } from '../api/results-api';
import { RESULTS_PATHS } from '../paths';
import { DETAIL_SEGMENTS, RESULT_PRODUCT_LABELS } from '../shared/products';
import type { DetailSegment } from '../shared/products';
import { LOAD_ERROR_TITLE, OFFLINE_MESSAGE, OFFLINE_TITLE, failureOf } from '@veso/shop-core';
import { JackpotLine, PrizeTable, ResultNumbersView } from '../shared/result-view';
import styles from '../shared/results.module.css';

/** The draw code `offset` draws away, keeping its zero padding ('01234' → '01233'); null below 1. */
export function neighbourDrawCode(drawCode: string, offset: number): string | null {
  if (!/^\d+$/.test(drawCode)) return null;
  const next = Number(drawCode) + offset;
  if (next < 1) return null;
  return String(next).padStart(drawCode.length, '0');
}

export type ResultDetailPageProps = { segment: DetailSegment };

/**
 * /ket-qua/{mega|power|keno|max3D|max4D}/{id}: one draw's numbers and prize breakdown per
 * tier, with links to the previous and next draws. `id` is the draw code; /max3D takes
 * `?product=max3dpro` for Max 3D Pro.
 */
export function ResultDetailPage({ segment }: ResultDetailPageProps) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const base = DETAIL_SEGMENTS[segment];
  const product: ResultProduct | null =
    base === 'max3d' && search.get('product') === 'max3dpro' ? 'max3dpro' : base;
  const label = product === null ? 'Max 4D' : RESULT_PRODUCT_LABELS[product];
  usePageTitle(`Kết quả ${label}`);
  const drawCode = id.trim();
  const query = useGetResultPeriodQuery(
    { product: product ?? 'max3d', drawCode },
    { skip: product === null || drawCode === '' },
  );
  const latest = useGetResultDrawsQuery(
    { product: product ?? 'max3d', page: 1, pageSize: 1 },
    { skip: product === null },
  );
  const suffix = product === 'max3dpro' ? '?product=max3dpro' : '';
  const linkTo = (code: string) => `/ket-qua/${segment}/${code}${suffix}`;
  const latestCode = latest.data?.items[0]?.drawCode;
  const previous = neighbourDrawCode(drawCode, -1);
  const next =
    latestCode !== undefined && Number(drawCode) < Number(latestCode)
      ? neighbourDrawCode(drawCode, 1)
      : null;

  let body;
  if (product === null) {
    body = (
      <EmptyState
        title="Max 4D đã ngừng phát hành"
        message="Sản phẩm Max 4D không còn kỳ quay và kết quả mới."
      />
    );
  } else if (query.isLoading) {
    body = <SkeletonGroup lines={5} />;
  } else if (query.error !== undefined) {
    const failure = failureOf(query.error);
    body =
      failure.code === Code.INVALID_REQUEST ? (
        <EmptyState
          title="Không tìm thấy kỳ quay"
          message={`Chưa có kết quả ${label} kỳ #${drawCode}.`}
        />
      ) : (
        <ErrorState
          title={failure.network ? OFFLINE_TITLE : LOAD_ERROR_TITLE}
          message={failure.network ? OFFLINE_MESSAGE : failure.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else if (query.data !== undefined) {
    const result = query.data;
    body = (
      <>
        <p className={styles.muted}>
          Kỳ #{result.drawCode} · Ngày quay {result.openDate}{' '}
          <GeneratedTag generated={result.generated} />
        </p>
        <ResultNumbersView result={result.result} name={result.name} />
        <JackpotLine jackpot={result.jackpot} />
        <PrizeTable prizes={result.prizes} jackpot={result.jackpot} />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="result-detail-title">
      <h1 id="result-detail-title">
        Kết quả {label}
        {drawCode !== '' && product !== null ? ` kỳ #${drawCode}` : ''}
      </h1>
      {body}
      {product !== null && (
        <nav className={styles.nav} aria-label="Kỳ quay khác">
          {previous !== null ? <Link to={linkTo(previous)}>‹ Kỳ trước</Link> : <span />}
          <Link to={RESULTS_PATHS.results}>Tất cả kết quả</Link>
          {next !== null ? <Link to={linkTo(next)}>Kỳ sau ›</Link> : <span />}
        </nav>
      )}
    </section>
  );
}

export const MegaResultPage = () => <ResultDetailPage segment="mega" />;
export const PowerResultPage = () => <ResultDetailPage segment="power" />;
export const KenoResultPage = () => <ResultDetailPage segment="keno" />;
export const Max3dResultPage = () => <ResultDetailPage segment="max3D" />;
export const Max4dResultPage = () => <ResultDetailPage segment="max4D" />;

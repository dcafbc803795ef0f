import type { StatisticProduct } from '@veso/contract';
import { usePageTitle } from '@veso/shop-core';
import { Link } from 'react-router';
import { useGetKenoStatsQuery, useGetStatisticQuery } from '../api/results-api';
import { RESULTS_PATHS } from '../paths';
import { QueryView } from '@veso/shop-core';
import styles from '../shared/results.module.css';
import { useStatisticFilters } from './statistic-filters';
import { StatisticBody } from './statistic-sections';
import type { StatisticView } from './statistic-sections';

export type StatisticsPageProps = {
  title: string;
  view: StatisticView;
  /** A fixed product (no product selector). */
  product?: StatisticProduct;
  /** Product selected when the URL names none. */
  defaultProduct?: StatisticProduct;
};

/** A statistics screen: product and window selectors, then the tables of `view`. */
export function StatisticsPage({
  title,
  view,
  product: fixed,
  defaultProduct = 'mega645',
}: StatisticsPageProps) {
  usePageTitle(title);
  const { product, drawWindow, includeGenerated, filters } = useStatisticFilters(
    defaultProduct,
    fixed,
  );
  // Keno's own statistics base serves /thong-ke/keno; the others the customer endpoint.
  const keno = useGetKenoStatsQuery({ window: drawWindow }, { skip: fixed !== 'keno' });
  const general = useGetStatisticQuery(
    { product, window: drawWindow, includeGenerated },
    { skip: fixed === 'keno' },
  );
  const query = fixed === 'keno' ? keno : general;

  return (
    <section className={styles.page} aria-labelledby="statistics-title">
      <h1 id="statistics-title">{title}</h1>
      {filters}
      <QueryView
        query={query}
        isEmpty={(data) => data.draws === 0}
        emptyTitle="Chưa có dữ liệu thống kê"
        emptyMessage="Chưa có kết quả nào trong khoảng đã chọn."
      >
        {(data) => (
          <>
            <p className={styles.muted}>
              {data.includeGenerated
                ? 'Thống kê có tính cả kết quả mô phỏng.'
                : 'Thống kê chỉ tính kết quả quay thưởng thật (không tính kết quả mô phỏng).'}
            </p>
            <StatisticBody stat={data} view={view} />
          </>
        )}
      </QueryView>
      <Link to={RESULTS_PATHS.statistics}>Tất cả thống kê</Link>
    </section>
  );
}

export const NumberStatisticsPage = () => (
  <StatisticsPage title="Thống kê bộ số" view="frequency" />
);
export const OddEvenStatisticsPage = () => (
  <StatisticsPage title="Thống kê chẵn lẻ" view="oddEven" />
);
export const HeadTailStatisticsPage = () => (
  <StatisticsPage title="Thống kê đầu đuôi" view="headTail" defaultProduct="xsmb" />
);
export const BigSmallStatisticsPage = () => (
  <StatisticsPage title="Thống kê lớn nhỏ" view="bigSmall" />
);
export const VipStatisticsPage = () => <StatisticsPage title="Thống kê VIP" view="vip" />;
export const KenoStatisticsPage = () => (
  <StatisticsPage title="Thống kê Keno" view="full" product="keno" />
);
export const Loto234StatisticsPage = () => (
  <StatisticsPage title="Thống kê lô tô 2-3-4 cặp" view="full" product="xsmb" />
);

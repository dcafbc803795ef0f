import { PROVINCE_SCHEDULE } from '@veso/domain';
import { usePageTitle } from '@veso/shop-core';
import { useGetXsktDrawsQuery } from '../api/results-api';
import { TicketChecker } from '../checker/ticket-checker';
import { DrawDateField, SelectField } from '../shared/controls';
import { PAPER_REGIONS, RESULT_PRODUCT_LABELS, isPaperRegion } from '../shared/products';
import type { PaperRegion } from '../shared/products';
import { ResultList } from '../shared/result-list';
import styles from '../shared/results.module.css';
import { optionsOf, useUrlFilters } from '../shared/url-filters';

const REGION_OPTIONS = optionsOf(PAPER_REGIONS, RESULT_PRODUCT_LABELS);
const ALL_PROVINCES = '';

export type PaperResultsPageProps = {
  title: string;
  /** Region shown when the URL names none. */
  defaultRegion: PaperRegion;
  /** Result book: province filter and the ticket checker. */
  book?: boolean;
};

/**
 * Paper lottery results (xổ số kiến thiết) by region and day, paged, newest first; the
 * result book adds a province filter and the ticket checker. Filters live in the URL
 * (?region&province&date&page&pageSize).
 */
export function PaperResultsPage({ title, defaultRegion, book = false }: PaperResultsPageProps) {
  usePageTitle(title);
  const filters = useUrlFilters();
  const { search, date, update, paging } = filters;
  const rawRegion = search.get('region');
  const region: PaperRegion = isPaperRegion(rawRegion) ? rawRegion : defaultRegion;
  const province = region === 'xsmb' ? ALL_PROVINCES : (search.get('province') ?? ALL_PROVINCES);
  const query = useGetXsktDrawsQuery({
    region,
    date: date || undefined,
    province: book && province !== ALL_PROVINCES ? province : undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const provinces =
    region === 'xsmb'
      ? []
      : [...new Set(PROVINCE_SCHEDULE[region].flat())].sort((a, b) => a.localeCompare(b, 'vi'));

  return (
    <section className={styles.page} aria-labelledby="paper-title">
      <h1 id="paper-title">{title}</h1>
      <div className={styles.filters} role="group" aria-label="Bộ lọc">
        <SelectField
          label="Miền"
          value={region}
          options={REGION_OPTIONS}
          onChange={(value) => update({ region: value, province: '', page: 1 })}
        />
        {book && region !== 'xsmb' && (
          <SelectField
            label="Tỉnh"
            value={province}
            options={[
              { value: ALL_PROVINCES, label: 'Tất cả các tỉnh' },
              ...provinces.map((value) => ({ value, label: value })),
            ]}
            onChange={(value) => update({ province: value, page: 1 })}
          />
        )}
        <DrawDateField filters={filters} />
      </div>
      {book && <TicketChecker initialProduct={region} />}
      <ResultList
        query={query}
        {...paging}
        emptyMessage={date ? 'Không có kết quả trong ngày đã chọn.' : undefined}
      />
    </section>
  );
}

export const XsmtResultsPage = () => (
  <PaperResultsPage title="Kết quả xổ số miền Trung" defaultRegion="xsmt" />
);
export const QsmtResultsPage = () => (
  <PaperResultsPage title="Kết quả quay số mở thưởng" defaultRegion="xsmb" />
);
export const PaperResultBookPage = () => (
  <PaperResultsPage title="Sổ kết quả xổ số kiến thiết" defaultRegion="xsmb" book />
);

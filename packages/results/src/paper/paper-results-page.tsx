import { PROVINCE_SCHEDULE } from '@veso/domain';
import { usePageTitle } from '@veso/shop-core';
import { useSearchParams } from 'react-router';
import { useGetXsktDrawsQuery } from '../api/results-api';
import { TicketChecker } from '../checker/ticket-checker';
import { DateField, SelectField } from '../shared/controls';
import { PAPER_REGIONS, RESULT_PRODUCT_LABELS, isPaperRegion } from '../shared/products';
import type { PaperRegion } from '../shared/products';
import { ResultList } from '../shared/result-list';
import styles from '../shared/results.module.css';

const REGION_OPTIONS = PAPER_REGIONS.map((value) => ({
  value,
  label: RESULT_PRODUCT_LABELS[value],
}));
const ALL_PROVINCES = '';

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

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
  const [search, setSearch] = useSearchParams();
  const rawRegion = search.get('region');
  const region: PaperRegion = isPaperRegion(rawRegion) ? rawRegion : defaultRegion;
  const date = search.get('date') ?? '';
  const province = region === 'xsmb' ? ALL_PROVINCES : (search.get('province') ?? ALL_PROVINCES);
  const page = positive(search.get('page'), 1);
  const pageSize = Math.min(100, positive(search.get('pageSize'), 10));
  const query = useGetXsktDrawsQuery({
    region,
    date: date || undefined,
    province: book && province !== ALL_PROVINCES ? province : undefined,
    page,
    pageSize,
  });
  const provinces =
    region === 'xsmb'
      ? []
      : [...new Set(PROVINCE_SCHEDULE[region].flat())].sort((a, b) => a.localeCompare(b, 'vi'));

  function update(changes: Record<string, string | number>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  }

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
        <DateField
          label="Ngày quay"
          value={date}
          onChange={(value) => update({ date: value, page: 1 })}
        />
      </div>
      {book && <TicketChecker initialProduct={region} />}
      <ResultList
        query={query}
        page={page}
        pageSize={pageSize}
        onPageChange={(value) => update({ page: value })}
        onPageSizeChange={(value) => update({ pageSize: value, page: 1 })}
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

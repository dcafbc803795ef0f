import type { Statistic } from '@veso/contract';
import { usePageTitle } from '@veso/shop-core';
import { TextField } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useGetKenoLastResultsQuery,
  useGetKenoStatsQuery,
  useGetKenoSuggestionsQuery,
  useGetKenoTopQuery,
} from '../api/results-api';
import { parseNumbers } from '../checker/check-ticket';
import { RESULTS_PATHS } from '../paths';
import { SelectField, WindowSelect } from '../shared/controls';
import { pad2 } from '../shared/products';
import { QueryView } from '@veso/shop-core';
import type { QueryLike } from '@veso/shop-core';
import { Balls } from '../shared/result-view';
import styles from '../shared/results.module.css';
import { BalanceTable, StatisticSummary } from '../statistics/statistic-sections';
import { useWindowParam } from '../statistics/statistic-filters';
import { DataTable } from '../shared/data-table';

const LEVEL_OPTIONS = Array.from({ length: 10 }, (_, index) => ({
  value: index + 1,
  label: `Bậc ${index + 1}`,
}));

function Frame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="keno-analysis-title">
      <h1 id="keno-analysis-title">{title}</h1>
      {children}
      <Link to={RESULTS_PATHS.statistics}>Tất cả thống kê</Link>
    </section>
  );
}

/** A Keno list query's answer: 'Chưa có kết quả Keno' while it holds no draw. */
function KenoItemsView<T extends { items: readonly unknown[] }>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      isEmpty={(data) => data.items.length === 0}
      emptyTitle="Chưa có kết quả Keno"
    >
      {children}
    </QueryView>
  );
}

/** /v2/clln: Keno odd/even (chẵn lẻ) and big/small (lớn nhỏ) per draw over the window. */
export function KenoOddEvenBigSmallPage() {
  const [drawWindow, setDrawWindow] = useWindowParam();
  const query = useGetKenoStatsQuery({ window: drawWindow });
  return (
    <Frame title="Chẵn lẻ – lớn nhỏ Keno">
      <WindowSelect value={drawWindow} onChange={setDrawWindow} />
      <QueryView
        query={query}
        isEmpty={(data) => data.draws === 0}
        emptyTitle="Chưa có kết quả Keno"
      >
        {(stat) => (
          <>
            <StatisticSummary stat={stat} />
            <BalanceTable stat={stat} kind="oddEven" />
            <BalanceTable stat={stat} kind="bigSmall" />
          </>
        )}
      </QueryView>
    </Frame>
  );
}

const SEARCH_LIMITS = [10, 20, 50, 100].map((value) => ({ value, label: `${value} kỳ gần nhất` }));

/** /v2/search: in which of the latest Keno draws the customer's numbers came out. */
export function KenoSearchPage() {
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(20);
  const numbers = parseNumbers(text);
  const invalid =
    numbers === null || numbers.some((value) => value < 1 || value > 80) || numbers.length > 10;
  const picked = new Set(invalid || numbers === null ? [] : numbers);
  const query = useGetKenoLastResultsQuery({ limit });
  return (
    <Frame title="Tra cứu số Keno">
      <div className={styles.filters}>
        <TextField
          label="Số cần tra (tối đa 10 số từ 01 đến 80)"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={
            text.trim() !== '' && invalid
              ? 'Nhập tối đa 10 số từ 01 đến 80, cách nhau bởi dấu cách'
              : undefined
          }
        />
        <SelectField label="Số kỳ" value={limit} options={SEARCH_LIMITS} onChange={setLimit} />
      </div>
      <KenoItemsView query={query}>
        {(data) => (
          <DataTable
            caption={
              picked.size === 0
                ? 'Kết quả Keno gần đây'
                : `Các số ${[...picked].map(pad2).join(', ')} trong các kỳ gần đây`
            }
            columns={['Kỳ', 'Các số', ...(picked.size > 0 ? ['Số trùng'] : [])]}
          >
            {data.items.map((result) => {
              const drawn = result.result.kind === 'balls' ? result.result.numbers : [];
              const hits = drawn.filter((value) => picked.has(value));
              return (
                <tr key={result.drawCode}>
                  <th scope="row">
                    <Link to={`/ket-qua/keno/${encodeURIComponent(result.drawCode)}`}>
                      #{result.drawCode}
                    </Link>
                    <br />
                    <span className={styles.muted}>{result.openDate}</span>
                  </th>
                  <td>
                    <Balls numbers={drawn} label={`Các số kỳ #${result.drawCode}`} hits={picked} />
                  </td>
                  {picked.size > 0 && (
                    <td>
                      {hits.length === 0
                        ? 'Không trùng'
                        : `${hits.length}: ${hits.map(pad2).join(', ')}`}
                    </td>
                  )}
                </tr>
              );
            })}
          </DataTable>
        )}
      </KenoItemsView>
    </Frame>
  );
}

function statLine(stat: Statistic | undefined, number: number): string {
  const entry = stat?.frequency.find((item) => item.number === number);
  if (!entry) return '';
  return `${entry.count} lần, ${entry.currentGap === null ? 'chưa về' : `${entry.currentGap} kỳ chưa về`}`;
}

/** /v2/suggestions and /v2/suggestionsv2 (with each number's count and absence). */
export function KenoSuggestionsPage({ detailed = false }: { detailed?: boolean }) {
  const [drawWindow, setDrawWindow] = useWindowParam();
  const [level, setLevel] = useState(5);
  const query = useGetKenoSuggestionsQuery({ level, window: drawWindow });
  const stats = useGetKenoStatsQuery({ window: drawWindow }, { skip: !detailed });
  return (
    <Frame title={detailed ? 'Gợi ý bộ số Keno (chi tiết)' : 'Gợi ý bộ số Keno'}>
      <div className={styles.filters}>
        <SelectField label="Bậc chơi" value={level} options={LEVEL_OPTIONS} onChange={setLevel} />
        <WindowSelect value={drawWindow} onChange={setDrawWindow} />
      </div>
      <p className={styles.muted}>
        Gợi ý chỉ dựa trên thống kê các kỳ đã quay; mỗi kỳ quay là ngẫu nhiên và độc lập.
      </p>
      <QueryView
        query={query}
        isEmpty={(data) => data.suggestions.length === 0}
        emptyTitle="Chưa có gợi ý"
      >
        {(data) =>
          data.suggestions.map((suggestion) => (
            <article
              key={suggestion.kind}
              className={styles.card}
              aria-labelledby={`suggest-${suggestion.kind}`}
            >
              <h2 id={`suggest-${suggestion.kind}`} className={styles.cardTitle}>
                {suggestion.label}
              </h2>
              <Balls numbers={suggestion.numbers} label={suggestion.label} />
              {detailed && stats.data !== undefined && (
                <DataTable
                  caption={<>Thống kê {suggestion.label}</>}
                  columns={['Số', `Trong ${stats.data.draws} kỳ`]}
                >
                  {suggestion.numbers.map((number) => (
                    <tr key={number}>
                      <th scope="row">{pad2(number)}</th>
                      <td>{statLine(stats.data, number)}</td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </article>
          ))
        }
      </QueryView>
    </Frame>
  );
}

const TOP_TITLES = { 1: 'Top số Keno', 2: 'Top cặp số Keno', 3: 'Top bộ ba Keno' } as const;

/** /v2/topavaiablelv1..3: the numbers, pairs or triples drawn together most often. */
export function KenoTopPage({ level }: { level: 1 | 2 | 3 }) {
  const [drawWindow, setDrawWindow] = useWindowParam();
  const query = useGetKenoTopQuery({ level, window: drawWindow, limit: 20 });
  return (
    <Frame title={TOP_TITLES[level]}>
      <WindowSelect value={drawWindow} onChange={setDrawWindow} />
      <KenoItemsView query={query}>
        {(data) => (
          <DataTable
            caption={
              <>
                {TOP_TITLES[level]} trong {data.draws} kỳ gần nhất
              </>
            }
            columns={[
              'Hạng',
              `${level === 1 ? 'Số' : level === 2 ? 'Cặp số' : 'Bộ ba'}`,
              'Số lần về',
            ]}
          >
            {data.items.map((item, index) => (
              <tr key={item.numbers.join('-')}>
                <th scope="row">{index + 1}</th>
                <td>{item.numbers.map(pad2).join(' – ')}</td>
                <td>{item.count}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </KenoItemsView>
    </Frame>
  );
}

export const KenoSuggestionsV2Page = () => <KenoSuggestionsPage detailed />;
export const KenoTopLevel1Page = () => <KenoTopPage level={1} />;
export const KenoTopLevel2Page = () => <KenoTopPage level={2} />;
export const KenoTopLevel3Page = () => <KenoTopPage level={3} />;

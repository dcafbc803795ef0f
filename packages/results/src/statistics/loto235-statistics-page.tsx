import { usePageTitle, QueryView } from '@veso/shop-core';
import { Link } from 'react-router';
import { useGetXsmbHistoryQuery } from '../api/results-api';
import { RESULTS_PATHS } from '../paths';
import { GeneratedToggle, SelectField, WindowSelect } from '../shared/controls';
import { DataTable } from '../shared/data-table';
import { displayDay } from '../shared/products';
import styles from '../shared/results.module.css';
import { isOneOf, optionsOf, useUrlFilters } from '../shared/url-filters';
import { useWindowParam } from './statistic-filters';
import { LOTO_STAT_MODE_LABELS, LOTO_STAT_MODES, lotoStatistic } from './loto235-stats';
import type { EndingStat, LotoStatistic, LotoStatMode } from './loto235-stats';

const MODE_OPTIONS = optionsOf(LOTO_STAT_MODES, LOTO_STAT_MODE_LABELS);

function pad(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

function gapText(gap: number | null): string {
  return gap === null ? 'Chưa về' : `${gap} kỳ`;
}

function EndingsTable({
  caption,
  rows,
  digits,
}: {
  caption: string;
  rows: readonly EndingStat[];
  digits: number;
}) {
  return (
    <DataTable
      caption={caption}
      columns={['Số', 'Số lần về', 'Số kỳ về', 'Chưa về', 'Gan dài nhất']}
    >
      {rows.map((entry) => (
        <tr key={entry.number}>
          <th scope="row">{pad(entry.number, digits)}</th>
          <td>{entry.count}</td>
          <td>{entry.draws}</td>
          <td>{gapText(entry.currentGap)}</td>
          <td>{entry.longestGap} kỳ</td>
        </tr>
      ))}
    </DataTable>
  );
}

function LotoStatisticBody({ stat }: { stat: LotoStatistic }) {
  const { digits } = stat;
  return (
    <>
      <p className={styles.muted}>
        Thống kê {stat.draws} kỳ xổ số miền Bắc
        {stat.from !== null && stat.to !== null
          ? ` từ ${displayDay(stat.from)} đến ${displayDay(stat.to)}`
          : ''}{' '}
        · {LOTO_STAT_MODE_LABELS[stat.mode]}.
      </p>
      <EndingsTable caption="Số về nhiều nhất" rows={stat.top} digits={digits} />
      <EndingsTable caption="Lô gan: lâu chưa về nhất" rows={stat.gan} digits={digits} />
      {stat.pairs.length > 0 ? (
        <DataTable caption="Cặp số hay về cùng kỳ" columns={['Cặp số', 'Số kỳ cùng về']}>
          {stat.pairs.map((entry) => (
            <tr key={entry.pair.join('-')}>
              <th scope="row">
                {pad(entry.pair[0], digits)} – {pad(entry.pair[1], digits)}
              </th>
              <td>{entry.draws}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <DataTable caption="Thống kê đầu – đuôi" columns={['Chữ số', 'Đầu (lần)', 'Đuôi (lần)']}>
        {stat.heads.map((head) => (
          <tr key={head.digit}>
            <th scope="row">{head.digit}</th>
            <td>{head.count}</td>
            <td>{stat.tails[head.digit]?.count ?? 0}</td>
          </tr>
        ))}
      </DataTable>
      {digits === 2 ? (
        <EndingsTable caption="Tần suất 00 – 99" rows={stat.endings} digits={digits} />
      ) : null}
    </>
  );
}

/**
 * `/thong-ke/loto-235`: statistics of the loto 2/3/5 số games (category loto235) from the
 * real northern results: the last 2 or 3 digits of Đặc biệt or of every prize, over the
 * chosen number of draws — frequency, lô gan, pairs that come together, head and tail.
 */
export function Loto235StatisticsPage() {
  usePageTitle('Thống kê lô tô 2, 3, 5 số');
  const { search, update } = useUrlFilters();
  const [drawWindow, setDrawWindow] = useWindowParam();
  const raw = search.get('mode');
  const mode: LotoStatMode = isOneOf(LOTO_STAT_MODES, raw) ? raw : 'all2';
  const includeGenerated = search.get('includeGenerated') === '1';
  const query = useGetXsmbHistoryQuery({ window: drawWindow, includeGenerated });
  return (
    <section className={styles.page} aria-labelledby="loto235-title">
      <h1 id="loto235-title">Thống kê lô tô 2, 3, 5 số</h1>
      <p className={styles.muted}>
        {includeGenerated
          ? 'Tính từ kết quả xổ số miền Bắc, có tính cả kết quả mô phỏng.'
          : 'Tính từ kết quả xổ số miền Bắc thực tế (không tính kết quả mô phỏng).'}{' '}
        Lô tô 5 số dò như vé miền Bắc; lô tô 2 và 3 số trả thưởng theo 2, 3 số cuối giải Đặc biệt.
      </p>
      <div className={styles.filters} role="group" aria-label="Bộ lọc">
        <SelectField
          label="Loại thống kê"
          value={mode}
          options={MODE_OPTIONS}
          onChange={(value) => update({ mode: value })}
        />
        <WindowSelect value={drawWindow} onChange={setDrawWindow} />
        <GeneratedToggle
          checked={includeGenerated}
          onChange={(checked) => update({ includeGenerated: checked ? '1' : '' })}
        />
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải kết quả miền Bắc"
        isEmpty={(data) => data.length === 0}
        emptyTitle="Chưa có dữ liệu thống kê"
        emptyMessage="Chưa có kết quả nào trong khoảng đã chọn."
      >
        {(data) => <LotoStatisticBody stat={lotoStatistic(data, mode)} />}
      </QueryView>
      <nav aria-label="Liên quan" className={styles.links}>
        <Link to="/lo-to-2-so">Mua lô tô 2 số</Link>
        <Link to="/huong-dan-choi/loto2">Hướng dẫn chơi lô tô 2, 3, 5 số</Link>
        <Link to={RESULTS_PATHS.statistics}>Tất cả thống kê</Link>
      </nav>
    </section>
  );
}

import type { NumberStat, Statistic } from '@veso/contract';
import { displayDay, pad2 } from '../shared/products';
import styles from '../shared/results.module.css';
import { DataTable } from '../shared/data-table';

/** What a statistics screen shows. */
export type StatisticView = 'full' | 'frequency' | 'oddEven' | 'bigSmall' | 'headTail' | 'vip';

function gapText(gap: number | null): string {
  return gap === null ? 'Chưa về' : `${gap} kỳ`;
}

/**
 * Period line: draws counted and their days, and the newer simulated draws a real-only
 * count left out (why its days can end well before today).
 */
export function StatisticSummary({ stat }: { stat: Statistic }) {
  return (
    <p className={styles.muted}>
      Thống kê {stat.draws} kỳ quay
      {stat.from !== null && stat.to !== null
        ? ` từ ${displayDay(stat.from)} đến ${displayDay(stat.to)}`
        : ''}{' '}
      (số {pad2(stat.min)}–{pad2(stat.max)}).
      {stat.skippedGenerated > 0
        ? ` Không tính ${stat.skippedGenerated} kỳ có kết quả mô phỏng${
            stat.to !== null ? ` sau ngày ${displayDay(stat.to)}` : ''
          }.`
        : ''}
    </p>
  );
}

/** Every number with its count, current and longest absence; a bar per count (the table is the data). */
export function FrequencyTable({ stat }: { stat: Statistic }) {
  const top = Math.max(1, ...stat.frequency.map((entry) => entry.count));
  return (
    <DataTable
      caption={<>Tần suất xuất hiện trong {stat.draws} kỳ</>}
      columns={['Số', 'Số lần về', 'Biểu đồ', 'Chưa về', 'Gan dài nhất']}
    >
      {stat.frequency.map((entry) => (
        <tr key={entry.number}>
          <th scope="row">{pad2(entry.number)}</th>
          <td>{entry.count}</td>
          <td className={styles.barCell}>
            <span
              aria-hidden="true"
              className={styles.bar}
              style={{ width: `${(entry.count / top) * 100}%` }}
            />
          </td>
          <td>{gapText(entry.currentGap)}</td>
          <td>{entry.longestGap} kỳ</td>
        </tr>
      ))}
    </DataTable>
  );
}

function countOf(stat: Statistic, number: number): number {
  return stat.frequency.find((entry) => entry.number === number)?.count ?? 0;
}

/** Hot (most frequent) and cold (least frequent) numbers, with their counts. */
export function HotColdTable({ stat }: { stat: Statistic }) {
  const rows = Math.max(stat.hot.length, stat.cold.length);
  return (
    <DataTable
      caption="Số nóng và số lạnh"
      columns={['Hạng', 'Số nóng (lần về)', 'Số lạnh (lần về)']}
    >
      {Array.from({ length: rows }, (_, index) => {
        const hot = stat.hot[index];
        const cold = stat.cold[index];
        return (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td>{hot === undefined ? '' : `${pad2(hot)} (${countOf(stat, hot)})`}</td>
            <td>{cold === undefined ? '' : `${pad2(cold)} (${countOf(stat, cold)})`}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The numbers absent the longest right now (lô gan). */
export function GanTable({ gan }: { gan: readonly NumberStat[] }) {
  return (
    <DataTable caption="Số lâu chưa về (gan)" columns={['Số', 'Số kỳ chưa về', 'Gan dài nhất']}>
      {gan.map((entry) => (
        <tr key={entry.number}>
          <th scope="row">{pad2(entry.number)}</th>
          <td>{gapText(entry.currentGap)}</td>
          <td>{entry.longestGap} kỳ</td>
        </tr>
      ))}
    </DataTable>
  );
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

/** Odd/even or big/small: totals and per draw. */
export function BalanceTable({ stat, kind }: { stat: Statistic; kind: 'oddEven' | 'bigSmall' }) {
  const [firstKey, secondKey, firstLabel, secondLabel] =
    kind === 'oddEven'
      ? (['even', 'odd', 'Chẵn', 'Lẻ'] as const)
      : (['big', 'small', 'Lớn', 'Nhỏ'] as const);
  const first = stat.totals[firstKey];
  const second = stat.totals[secondKey];
  const total = first + second;
  return (
    <>
      <p>
        Tổng: {firstLabel} <strong>{first}</strong> ({percent(first, total)}) – {secondLabel}{' '}
        <strong>{second}</strong> ({percent(second, total)})
      </p>
      <DataTable
        caption={
          <>
            {firstLabel} / {secondLabel} theo từng kỳ
          </>
        }
        columns={['Kỳ', 'Ngày', `${firstLabel}`, `${secondLabel}`]}
      >
        {stat.perDraw.map((draw) => (
          <tr key={draw.drawCode}>
            <th scope="row">#{draw.drawCode}</th>
            <td>{draw.drawDate}</td>
            <td>{draw[firstKey]}</td>
            <td>{draw[secondKey]}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** How often each digit heads and ends the numbers. */
export function HeadTailTable({ stat }: { stat: Statistic }) {
  const digits = Array.from({ length: 10 }, (_, digit) => digit);
  const count = (list: Statistic['heads'], digit: number) =>
    list.find((entry) => entry.digit === digit)?.count ?? 0;
  return (
    <DataTable caption="Thống kê đầu – đuôi" columns={['Chữ số', 'Đầu (lần)', 'Đuôi (lần)']}>
      {digits.map((digit) => (
        <tr key={digit}>
          <th scope="row">{digit}</th>
          <td>{count(stat.heads, digit)}</td>
          <td>{count(stat.tails, digit)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The sections of `view` for one statistic. */
export function StatisticBody({ stat, view }: { stat: Statistic; view: StatisticView }) {
  return (
    <>
      <StatisticSummary stat={stat} />
      {(view === 'full' || view === 'vip') && <HotColdTable stat={stat} />}
      {(view === 'full' || view === 'vip') && <GanTable gan={stat.gan} />}
      {(view === 'full' || view === 'frequency') && <FrequencyTable stat={stat} />}
      {view === 'oddEven' && <BalanceTable stat={stat} kind="oddEven" />}
      {view === 'bigSmall' && <BalanceTable stat={stat} kind="bigSmall" />}
      {view === 'headTail' && <HeadTailTable stat={stat} />}
    </>
  );
}

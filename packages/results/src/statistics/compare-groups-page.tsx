import type { Statistic } from '@veso/contract';
import { usePageTitle } from '@veso/shop-core';
import { TextField } from '@veso/ui-kit';
import { useState } from 'react';
import { useGetStatisticQuery } from '../api/results-api';
import { parseNumbers } from '../checker/check-ticket';
import { pad2 } from '../shared/products';
import { QueryView } from '@veso/shop-core';
import styles from '../shared/results.module.css';
import { useStatisticFilters } from './statistic-filters';
import { StatisticSummary } from './statistic-sections';
import { DataTable } from '../shared/data-table';

type GroupCheck = { numbers: number[]; error: string | null };

/** The distinct numbers of a group's text, or why they cannot be compared. */
export function readGroup(text: string, stat: Pick<Statistic, 'min' | 'max'>): GroupCheck {
  if (text.trim() === '') return { numbers: [], error: null };
  const numbers = parseNumbers(text);
  if (numbers === null)
    return { numbers: [], error: 'Các số chỉ gồm chữ số, cách nhau bởi dấu cách' };
  if (numbers.some((value) => value < stat.min || value > stat.max)) {
    return { numbers: [], error: `Các số phải từ ${pad2(stat.min)} đến ${pad2(stat.max)}` };
  }
  return { numbers: [...new Set(numbers)], error: null };
}

function GroupRow({ label, group, stat }: { label: string; group: number[]; stat: Statistic }) {
  const entries = group.map(
    (number) =>
      stat.frequency.find((entry) => entry.number === number) ?? {
        number,
        count: 0,
        currentGap: null,
      },
  );
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{entries.map((entry) => `${pad2(entry.number)} (${entry.count})`).join(', ')}</td>
      <td>{total}</td>
      <td>{stat.draws === 0 ? '0' : (total / stat.draws).toFixed(2)}</td>
    </tr>
  );
}

/** /so-sanh-nhom: how often two groups of numbers came out over the chosen window. */
export function CompareGroupsPage() {
  usePageTitle('So sánh nhóm số');
  const { product, drawWindow, includeGenerated, filters } = useStatisticFilters('mega645');
  const [groupA, setGroupA] = useState('');
  const [groupB, setGroupB] = useState('');
  const query = useGetStatisticQuery({ product, window: drawWindow, includeGenerated });

  return (
    <section className={styles.page} aria-labelledby="compare-title">
      <h1 id="compare-title">So sánh nhóm số</h1>
      {filters}
      <QueryView
        query={query}
        isEmpty={(data) => data.draws === 0}
        emptyTitle="Chưa có dữ liệu thống kê"
      >
        {(stat) => {
          const a = readGroup(groupA, stat);
          const b = readGroup(groupB, stat);
          return (
            <>
              <StatisticSummary stat={stat} />
              <TextField
                label="Nhóm A (các số cách nhau bởi dấu cách)"
                inputMode="numeric"
                value={groupA}
                onChange={(event) => setGroupA(event.target.value)}
                error={a.error ?? undefined}
              />
              <TextField
                label="Nhóm B (các số cách nhau bởi dấu cách)"
                inputMode="numeric"
                value={groupB}
                onChange={(event) => setGroupB(event.target.value)}
                error={b.error ?? undefined}
              />
              {a.numbers.length === 0 && b.numbers.length === 0 ? (
                <p className={styles.muted}>Nhập các số của hai nhóm để so sánh.</p>
              ) : (
                <DataTable
                  caption={<>So sánh trong {stat.draws} kỳ gần nhất</>}
                  columns={['Nhóm', 'Số (lần về)', 'Tổng lần về', 'Trung bình mỗi kỳ']}
                >
                  {a.numbers.length > 0 && (
                    <GroupRow label="Nhóm A" group={a.numbers} stat={stat} />
                  )}
                  {b.numbers.length > 0 && (
                    <GroupRow label="Nhóm B" group={b.numbers} stat={stat} />
                  )}
                </DataTable>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

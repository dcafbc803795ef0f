import { STATISTIC_PRODUCTS } from '@veso/contract';
import type { Statistic, StatisticProduct } from '@veso/contract';
import { usePageTitle } from '@veso/shop-core';
import { TextField } from '@veso/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetStatisticQuery } from '../api/results-api';
import { parseNumbers } from '../checker/check-ticket';
import { SelectField, WindowSelect } from '../shared/controls';
import { STATISTIC_PRODUCT_LABELS, pad2 } from '../shared/products';
import { QueryView } from '@veso/shop-core';
import styles from '../shared/results.module.css';
import { useWindowParam } from './statistics-page';

const PRODUCT_OPTIONS = STATISTIC_PRODUCTS.map((value) => ({
  value,
  label: STATISTIC_PRODUCT_LABELS[value],
}));

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
  const [search, setSearch] = useSearchParams();
  const [drawWindow, setDrawWindow] = useWindowParam();
  const raw = search.get('product');
  const product: StatisticProduct = (STATISTIC_PRODUCTS as readonly (string | null)[]).includes(raw)
    ? (raw as StatisticProduct)
    : 'mega645';
  const [groupA, setGroupA] = useState('');
  const [groupB, setGroupB] = useState('');
  const query = useGetStatisticQuery({ product, window: drawWindow });

  return (
    <section className={styles.page} aria-labelledby="compare-title">
      <h1 id="compare-title">So sánh nhóm số</h1>
      <div className={styles.filters} role="group" aria-label="Bộ lọc">
        <SelectField
          label="Sản phẩm"
          value={product}
          options={PRODUCT_OPTIONS}
          onChange={(value) => {
            const next = new URLSearchParams(search);
            next.set('product', value);
            setSearch(next);
          }}
        />
        <WindowSelect value={drawWindow} onChange={setDrawWindow} />
      </div>
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
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption>So sánh trong {stat.draws} kỳ gần nhất</caption>
                    <thead>
                      <tr>
                        <th scope="col">Nhóm</th>
                        <th scope="col">Số (lần về)</th>
                        <th scope="col">Tổng lần về</th>
                        <th scope="col">Trung bình mỗi kỳ</th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.numbers.length > 0 && (
                        <GroupRow label="Nhóm A" group={a.numbers} stat={stat} />
                      )}
                      {b.numbers.length > 0 && (
                        <GroupRow label="Nhóm B" group={b.numbers} stat={stat} />
                      )}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

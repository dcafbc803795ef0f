import { usePageTitle } from '@veso/shop-core';
import { useSearchParams } from 'react-router';
import { useGetResultDrawsQuery } from '../api/results-api';
import { CHECK_PRODUCTS } from '../checker/check-ticket';
import type { CheckProduct } from '../checker/check-ticket';
import { TicketChecker } from '../checker/ticket-checker';
import { DateField, SelectField } from '../shared/controls';
import { BOOK_PRODUCTS, RESULT_PRODUCT_LABELS } from '../shared/products';
import { ResultList } from '../shared/result-list';
import styles from '../shared/results.module.css';

type BookProduct = (typeof BOOK_PRODUCTS)[number];
const PRODUCT_OPTIONS = BOOK_PRODUCTS.map((value) => ({
  value,
  label: RESULT_PRODUCT_LABELS[value],
}));

function isBookProduct(value: string | null): value is BookProduct {
  return (BOOK_PRODUCTS as readonly (string | null)[]).includes(value);
}

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * /so-ket-qua: the result book of the computer draws (Vietlott, 6x36) by product and day,
 * paged, newest first, with the ticket checker for the number draws. The filters live in
 * the URL (?product&date&page&pageSize).
 */
export function ResultBookPage() {
  usePageTitle('Sổ kết quả');
  const [search, setSearch] = useSearchParams();
  const rawProduct = search.get('product');
  const product: BookProduct = isBookProduct(rawProduct) ? rawProduct : 'mega645';
  const date = search.get('date') ?? '';
  const page = positive(search.get('page'), 1);
  const pageSize = Math.min(100, positive(search.get('pageSize'), 10));
  const query = useGetResultDrawsQuery({ product, date: date || undefined, page, pageSize });

  function update(changes: Record<string, string | number>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  }

  return (
    <section className={styles.page} aria-labelledby="book-title">
      <h1 id="book-title">Sổ kết quả</h1>
      <div className={styles.filters} role="group" aria-label="Bộ lọc">
        <SelectField
          label="Sản phẩm"
          value={product}
          options={PRODUCT_OPTIONS}
          onChange={(value) => update({ product: value, page: 1 })}
        />
        <DateField
          label="Ngày quay"
          value={date}
          onChange={(value) => update({ date: value, page: 1 })}
        />
      </div>
      {(CHECK_PRODUCTS as readonly string[]).includes(product) && (
        <TicketChecker key={product} initialProduct={product as CheckProduct} />
      )}
      <ResultList
        query={query}
        page={page}
        pageSize={pageSize}
        onPageChange={(value) => update({ page: value })}
        onPageSizeChange={(value) => update({ pageSize: value, page: 1 })}
        emptyMessage={date ? 'Không có kỳ quay nào trong ngày đã chọn.' : undefined}
        withPrizes
      />
    </section>
  );
}

import { usePageTitle } from '@veso/shop-core';
import { useGetResultDrawsQuery } from '../api/results-api';
import { CHECK_PRODUCTS } from '../checker/check-ticket';
import type { CheckProduct } from '../checker/check-ticket';
import { TicketChecker } from '../checker/ticket-checker';
import { DrawDateField, SelectField } from '../shared/controls';
import { BOOK_PRODUCTS, RESULT_PRODUCT_LABELS } from '../shared/products';
import { ResultList } from '../shared/result-list';
import styles from '../shared/results.module.css';
import { isOneOf, optionsOf, useUrlFilters } from '../shared/url-filters';

type BookProduct = (typeof BOOK_PRODUCTS)[number];
const PRODUCT_OPTIONS = optionsOf(BOOK_PRODUCTS, RESULT_PRODUCT_LABELS);

/**
 * /so-ket-qua: the result book of the computer draws (Vietlott, 6x36) by product and day,
 * paged, newest first, with the ticket checker for the number draws. The filters live in
 * the URL (?product&date&page&pageSize).
 */
export function ResultBookPage() {
  usePageTitle('Sổ kết quả');
  const filters = useUrlFilters();
  const { date, update, paging } = filters;
  const rawProduct = filters.search.get('product');
  const product: BookProduct = isOneOf(BOOK_PRODUCTS, rawProduct) ? rawProduct : 'mega645';
  const query = useGetResultDrawsQuery({
    product,
    date: date || undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });

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
        <DrawDateField filters={filters} />
      </div>
      {(CHECK_PRODUCTS as readonly string[]).includes(product) && (
        <TicketChecker key={product} initialProduct={product as CheckProduct} />
      )}
      <ResultList
        query={query}
        {...paging}
        emptyMessage={date ? 'Không có kỳ quay nào trong ngày đã chọn.' : undefined}
        withPrizes
      />
    </section>
  );
}

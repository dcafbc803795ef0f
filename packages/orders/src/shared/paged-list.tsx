import { pageCount, Pager, QueryView } from '@veso/shop-core';
import type { QueryLike } from '@veso/shop-core';
import type { Key, ReactNode } from 'react';
import { useState } from 'react';
import styles from '../styles';

/** A page of a paged server list (every history list, the ticket books, notifications). */
export type PageData = { items: readonly unknown[]; page_size: number; total: number };

/** The page a list shows (from 1), the paging arguments of its call, and how to move. */
export type Paging = {
  page: number;
  args: { page_index: number; page_size: number };
  onPageChange: (page: number) => void;
};

/** Paging state of a list of `pageSize` rows a page, starting on the first page. */
export function usePaging(pageSize: number): Paging {
  const [page, setPage] = useState(1);
  return { page, args: { page_index: page, page_size: pageSize }, onPageChange: setPage };
}

export type PagedListProps<D extends PageData> = {
  query: QueryLike<D>;
  /** The page shown and how to move to another (`usePaging`). */
  paging: Pick<Paging, 'page' | 'onPageChange'>;
  /** The list's accessible name. */
  label: string;
  loadingLabel: string;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  itemKey: (item: D['items'][number]) => Key;
  /** One row's content (inside its list item). */
  renderItem: (item: D['items'][number]) => ReactNode;
  /** Shown above the list, e.g. a count of unread rows. */
  header?: (data: D) => ReactNode;
};

/**
 * A server-paged list with the loading, offline, error and empty states of `QueryView`
 * and a pager. A later page that came back empty (rows removed meanwhile) keeps the pager
 * so that the customer can go back.
 */
export function PagedList<D extends PageData>({
  query,
  paging: { page, onPageChange },
  label,
  loadingLabel,
  emptyTitle,
  emptyMessage,
  itemKey,
  renderItem,
  header,
}: PagedListProps<D>) {
  return (
    <QueryView
      query={query}
      loadingLabel={loadingLabel}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      isEmpty={(data) => data.items.length === 0 && page <= 1}
    >
      {(data) => (
        <>
          {header?.(data)}
          <ul className={styles.list} aria-label={label} aria-busy={query.isFetching}>
            {data.items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pageCount(data.total, data.page_size)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryView>
  );
}

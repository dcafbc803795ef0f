import type { ResultPage } from '@veso/contract';
import { GeneratedTag, PagingBar } from '@veso/ui-kit';
import { Link } from 'react-router';
import { resultHref } from './products';
import { QueryView } from '@veso/shop-core';
import type { QueryLike } from '@veso/shop-core';
import { JackpotLine, PrizeTable, ResultNumbersView, drawTitle } from './result-view';
import styles from './results.module.css';

export type ResultListProps = {
  query: QueryLike<ResultPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  emptyTitle?: string;
  emptyMessage?: string;
  /** Show each draw's prize breakdown. */
  withPrizes?: boolean;
};

/** A page of results, newest first, with the list pager. */
export function ResultList({
  query,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  emptyTitle = 'Chưa có kết quả',
  emptyMessage,
  withPrizes = false,
}: ResultListProps) {
  return (
    <QueryView
      query={query}
      isEmpty={(data) => data.items.length === 0}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
    >
      {(data) => (
        <>
          {data.items.map((result) => {
            const href = resultHref(result.product, result.drawCode, result.drawDate);
            const titleId = `draw-${result.product}-${result.drawCode}`;
            return (
              <article key={titleId} className={styles.card} aria-labelledby={titleId}>
                <h2 id={titleId} className={styles.cardTitle}>
                  {drawTitle(result)}
                </h2>
                <GeneratedTag generated={result.generated} />
                <ResultNumbersView result={result.result} name={result.name} />
                <JackpotLine jackpot={result.jackpot} />
                {withPrizes && <PrizeTable prizes={result.prizes} jackpot={result.jackpot} />}
                {href.startsWith('/ket-qua/') && (
                  <Link to={href} aria-label={`Chi tiết ${result.name} kỳ #${result.drawCode}`}>
                    Xem chi tiết
                  </Link>
                )}
              </article>
            );
          })}
          <PagingBar
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / pageSize))}
            pageSize={pageSize}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
          />
        </>
      )}
    </QueryView>
  );
}

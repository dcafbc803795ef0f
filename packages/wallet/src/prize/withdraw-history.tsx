import type { Withdrawal } from '@veso/contract';
import { PRIZE_EXCHANGE_STATUS_LABELS } from '@veso/domain';
import { QueryView } from '@veso/shop-core';
import { Button, DateTime, Money, PagingBar } from '@veso/ui-kit';
import { useState } from 'react';
import { useGetWithdrawHistoryQuery } from '../api/wallet-api';
import styles from '../shared/wallet.module.css';

/** While a payout is on its way the history is read again this often (ms). */
export const HISTORY_POLL_MS = 5_000;

/** The spec §4 label of a withdrawal's status. */
export function withdrawStatusLabel(status: Withdrawal['status']): string {
  return PRIZE_EXCHANGE_STATUS_LABELS[status];
}

function destinationText(item: Withdrawal): string {
  const d = item.destination;
  if (d.accountNumber)
    return `${d.bankCode ?? ''} ${d.accountNumber}${d.accountName ? ` – ${d.accountName}` : ''}`.trim();
  if (d.phone) return `${d.walletProvider ? `${d.walletProvider} ` : ''}${d.phone}`;
  return '';
}

function HistoryItem({ item }: { item: Withdrawal }) {
  const titleId = `withdrawal-${item.id}`;
  const destination = destinationText(item);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.row}>
        <strong id={titleId}>{item.methodLabel}</strong>
        <span
          className={
            item.status === 2 ? styles.error : item.status === 1 ? styles.amountIn : styles.muted
          }
        >
          {withdrawStatusLabel(item.status)}
        </span>
      </div>
      <div className={styles.row}>
        <span>
          Số tiền: <Money amount={item.amount} strong />
        </span>
        <span>
          Phí: <Money amount={item.fee} />
        </span>
      </div>
      {destination && <p className={styles.muted}>Nhận tại: {destination}</p>}
      <p className={styles.muted}>
        <DateTime value={item.createdAt} />
      </p>
    </li>
  );
}

/** `POST /withdraw/getWithdrawHistory` with the paging bar; follows pending payouts. */
export function WithdrawHistory({ pollMs = HISTORY_POLL_MS }: { pollMs?: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [pending, setPending] = useState(false);
  const query = useGetWithdrawHistoryQuery(
    { page, pageSize },
    { pollingInterval: pending ? pollMs : 0, skipPollingIfUnfocused: true },
  );
  const anyPending = query.data?.items.some((item) => item.status === 0) ?? false;
  if (anyPending !== pending) setPending(anyPending);
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <div className={styles.row}>
        <h2 id="history-title" className={styles.sectionTitle}>
          Lịch sử rút thưởng
        </h2>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          Làm mới
        </Button>
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải lịch sử rút thưởng"
        isEmpty={(data) => data.total === 0}
        emptyTitle="Chưa có giao dịch rút thưởng"
        emptyMessage="Các lần rút thưởng của Quý khách sẽ hiện ở đây."
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label="Lịch sử rút thưởng">
              {data.items.map((item) => (
                <HistoryItem key={item.id} item={item} />
              ))}
            </ul>
            <PagingBar
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
              label="Phân trang lịch sử rút thưởng"
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

import type { OrderHistory, OrderSummary } from '@veso/contract';
import { formatDateTime, ORDER_STATUS_LABELS, orderStatusLabel } from '@veso/domain';
import {
  QueryView,
  RequireAuth,
  useGetLottoHistoryQuery,
  useGetOrderHistoryQuery,
  useGetVietlottHistoryQuery,
  usePageTitle,
} from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_PATHS, orderDetailPath, ORDERS_PATHS, pendingOrderPath } from '../paths';
import styles from '../orders.module.css';

/** Which orders a list shows: all, Mega/Power (/lich-su-dat-mua) or Lotto 5/35. */
export type OrderListKind = 'all' | 'vietlott' | 'lotto535';

const TITLES: Record<OrderListKind, string> = {
  all: 'Lịch sử mua vé',
  vietlott: 'Lịch sử đặt mua Mega 6/45, Power 6/55',
  lotto535: 'Lịch sử mua Lotto 5/35',
};

export const PAGE_SIZE = 10;

/** The status filters: every order, then each spec §4 status. */
const FILTERS: { label: string; status: number | undefined }[] = [
  { label: 'Tất cả', status: undefined },
  ...Object.entries(ORDER_STATUS_LABELS).map(([code, label]) => ({
    label,
    status: Number(code),
  })),
];

/** A waiting order (paid, not printed) opens the pending screen; others their detail. */
export function orderLinkOf(order: Pick<OrderSummary, 'orderId' | 'status' | 'state'>): string {
  return order.state === 'paid' && order.status === 0
    ? pendingOrderPath(order.orderId)
    : orderDetailPath(order.orderId);
}

function useHistory(kind: OrderListKind, page: number, status: number | undefined) {
  const args = {
    page_index: page,
    page_size: PAGE_SIZE,
    ...(status === undefined ? {} : { status }),
  };
  const all = useGetOrderHistoryQuery(args, { skip: kind !== 'all' });
  const vietlott = useGetVietlottHistoryQuery(args, { skip: kind !== 'vietlott' });
  const lotto = useGetLottoHistoryQuery(
    { page_index: page, page_size: PAGE_SIZE, status: status ?? -1 },
    { skip: kind !== 'lotto535' },
  );
  return kind === 'all' ? all : kind === 'vietlott' ? vietlott : lotto;
}

function OrderRow({ order }: { order: OrderSummary }) {
  const label = orderStatusLabel(order.status, order.winStatus);
  return (
    <li>
      <Link to={orderLinkOf(order)} className={`${styles.item} ${styles.rowLink}`}>
        <span className={styles.spread}>
          <strong>
            {order.productNames.join(', ')} · Đơn #{order.orderId}
          </strong>
          <span>{order.state === 'paid' ? label : 'Chưa thanh toán'}</span>
        </span>
        <span className={styles.spread}>
          <span className={styles.muted}>
            {formatDateTime(order.createdAt)} · {order.ticketCount} vé · Kỳ{' '}
            {order.drawCodes.map((code) => `#${code}`).join(', ')}
          </span>
          <Money amount={order.amount} strong />
        </span>
        {order.winStatus === 1 ? (
          <span>
            Tiền thưởng: <Money amount={order.prizeNet} strong />
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * An order history list (spec §2 /lich-su, /lich-su-dat-mua, /lich-su-535): newest first,
 * filtered by the spec §4 status, ten per page, each order to its detail (or to the
 * pending screen while its tickets wait to be printed).
 */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const query = useHistory(kind, page, status);
  usePageTitle(TITLES[kind]);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {TITLES[kind]}
      </h1>
      {kind === 'all' ? (
        <nav aria-label="Lịch sử theo sản phẩm" className={styles.row}>
          <Link to={ORDERS_PATHS.orderHistory}>Mega 6/45, Power 6/55</Link>
          <Link to={ORDERS_PATHS.history535}>Lotto 5/35</Link>
          <Link to={NOTIFICATION_PATHS.notifications}>Thông báo</Link>
        </nav>
      ) : null}
      <div className={styles.tabs} role="group" aria-label="Lọc theo trạng thái">
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={filter.status === status ? 'primary' : 'secondary'}
            aria-pressed={filter.status === status}
            onClick={() => {
              setStatus(filter.status);
              setPage(1);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải đơn hàng"
        emptyTitle="Chưa có đơn hàng"
        emptyMessage={<Link to="/">Mua vé ngay</Link>}
        isEmpty={(data: OrderHistory) => data.items.length === 0}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.page_size));
          return (
            <>
              <ul className={styles.list} aria-label="Đơn hàng">
                {data.items.map((order) => (
                  <OrderRow key={order.orderId} order={order} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav className={styles.spread} aria-label="Phân trang">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Trang trước
                  </Button>
                  <span>
                    Trang {page}/{pages}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    Trang sau
                  </Button>
                </nav>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

export function HistoryPage() {
  return (
    <RequireAuth>
      <OrderListPage kind="all" />
    </RequireAuth>
  );
}

export function VietlottHistoryPage() {
  return (
    <RequireAuth>
      <OrderListPage kind="vietlott" />
    </RequireAuth>
  );
}

export function Lotto535HistoryPage() {
  return (
    <RequireAuth>
      <OrderListPage kind="lotto535" />
    </RequireAuth>
  );
}

import type { OrderSummary } from '@veso/contract';
import { ORDER_STATUS_LABELS } from '@veso/domain';
import {
  RequireAuth,
  useGetLottoHistoryQuery,
  useGetOrderHistoryQuery,
  useGetVietlottHistoryQuery,
} from '@veso/shop-core';
import { Button } from '@veso/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_PATHS, orderDetailPath, ORDERS_PATHS, pendingOrderPath } from '../paths';
import { OrderRow } from '../shared/order-row';
import { PageSection } from '../shared/page-section';
import { PagedList, usePaging } from '../shared/paged-list';
import type { Paging } from '../shared/paged-list';
import styles from '../styles';

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

function useHistory(kind: OrderListKind, paging: Paging, status: number | undefined) {
  const args = { ...paging.args, ...(status === undefined ? {} : { status }) };
  const all = useGetOrderHistoryQuery(args, { skip: kind !== 'all' });
  const vietlott = useGetVietlottHistoryQuery(args, { skip: kind !== 'vietlott' });
  const lotto = useGetLottoHistoryQuery(
    { ...paging.args, status: status ?? -1 },
    { skip: kind !== 'lotto535' },
  );
  return kind === 'all' ? all : kind === 'vietlott' ? vietlott : lotto;
}

/**
 * An order history list (spec §2 /lich-su, /lich-su-dat-mua, /lich-su-535): newest first,
 * filtered by the spec §4 status, ten per page, each order to its detail (or to the
 * pending screen while its tickets wait to be printed).
 */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const paging = usePaging(PAGE_SIZE);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const query = useHistory(kind, paging, status);
  return (
    <PageSection title={TITLES[kind]}>
      {kind === 'all' ? (
        <nav aria-label="Lịch sử theo sản phẩm" className={styles.row}>
          <Link to={ORDERS_PATHS.orderHistory}>Mega 6/45, Power 6/55</Link>
          <Link to={ORDERS_PATHS.history535}>Lotto 5/35</Link>
          <Link to={ORDERS_PATHS.kenoHistory}>Keno</Link>
          <Link to={ORDERS_PATHS.computerHistory}>6x36 và lô tô</Link>
          <Link to={ORDERS_PATHS.paperHistory}>Xổ số kiến thiết</Link>
          <Link to={ORDERS_PATHS.ticketBook535}>Sổ vé Lotto 5/35</Link>
          <Link to={ORDERS_PATHS.kenoTicketBook}>Sổ vé Keno</Link>
          <Link to={ORDERS_PATHS.paperTicketBook}>Sổ vé xổ số kiến thiết</Link>
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
              paging.onPageChange(1);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <PagedList
        query={query}
        paging={paging}
        label="Đơn hàng"
        loadingLabel="Đang tải đơn hàng"
        emptyTitle="Chưa có đơn hàng"
        emptyMessage={<Link to="/">Mua vé ngay</Link>}
        itemKey={(order) => order.orderId}
        renderItem={(order) => <OrderRow order={order} to={orderLinkOf(order)} />}
      />
    </PageSection>
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

import {
  QueryView,
  RequireAuth,
  useGetKenoOperatorAccessQuery,
  useGetProductOrdersQuery,
} from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { Link } from 'react-router';
import { kenoOrderPath, ORDERS_PATHS } from '../paths';
import { OrderRow } from '../shared/order-row';
import { PagedList, usePaging } from '../shared/paged-list';
import { PageSection } from '../shared/page-section';

export const KENO_HISTORY_PAGE_SIZE = 10;

/** The Keno game's play route (spec §2). */
const KENO_PLAY_PATH = '/keno';

function KenoOrderList() {
  const paging = usePaging(KENO_HISTORY_PAGE_SIZE);
  const query = useGetProductOrdersQuery({ product: 'keno', ...paging.args });
  return (
    <>
      <Link to={ORDERS_PATHS.kenoTicketBook}>Sổ vé Keno</Link>
      <PagedList
        query={query}
        paging={paging}
        label="Đơn Keno"
        loadingLabel="Đang tải đơn Keno"
        emptyTitle="Chưa có đơn Keno"
        emptyMessage={<Link to={KENO_PLAY_PATH}>Chơi Keno ngay</Link>}
        itemKey={(order) => order.orderId}
        renderItem={(order) => <OrderRow order={order} to={kenoOrderPath(order.orderId)} />}
      />
    </>
  );
}

/**
 * /lich-su-choi-keno: the customer's Keno orders, newest first, ten a page. Spec §4 gates
 * it by the operator-access flag (set once the account has bought a Keno order): without
 * it the screen invites the customer to play Keno.
 */
export function KenoHistoryView() {
  const access = useGetKenoOperatorAccessQuery();
  return (
    <PageSection title="Lịch sử chơi Keno">
      <QueryView query={access} loadingLabel="Đang tải lịch sử chơi Keno">
        {(flag) =>
          flag.operatorAccess ? (
            <KenoOrderList />
          ) : (
            <EmptyState
              title="Bạn chưa chơi Keno"
              message="Lịch sử chơi Keno hiện ở đây sau khi bạn mua vé Keno đầu tiên."
              action={<Link to={KENO_PLAY_PATH}>Chơi Keno ngay</Link>}
            />
          )
        }
      </QueryView>
    </PageSection>
  );
}

export function KenoHistoryPage() {
  return (
    <RequireAuth>
      <KenoHistoryView />
    </RequireAuth>
  );
}

import { QueryView, RequireAuth } from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { Link, useSearchParams } from 'react-router';
import { useGetXsktOrderQuery } from '../api/xskt-history-api';
import { ORDERS_PATHS } from '../paths';
import { OrderSummaryCard } from '../shared/order-summary-card';
import { PageSection } from '../shared/page-section';
import { PaperTicketCard } from './paper-ticket';
import { resultOfTicket } from '../shared/drawn-result';
import styles from '../styles';

export type XsktOrderViewProps = {
  orderId: number;
  fetchImpl?: typeof fetch;
  apiBase?: string;
};

/**
 * One paper order (`/order/xskt_info`): its status and totals, then each ticket with its
 * number, series, province and draw, the agent's scan, its status, the drawn result with
 * its matches, the prize of each tier won, and the in-person claim explained when the
 * prize must be claimed so.
 */
export function XsktOrderView({ orderId, fetchImpl, apiBase }: XsktOrderViewProps) {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useGetXsktOrderQuery(orderId, { skip: !valid });
  return (
    <PageSection title="Chi tiết đơn xổ số kiến thiết">
      {!valid ? (
        <EmptyState
          title="Không tìm thấy đơn hàng"
          action={<Link to={ORDERS_PATHS.paperHistory}>Lịch sử mua xổ số kiến thiết</Link>}
        />
      ) : (
        <QueryView query={query} loadingLabel="Đang tải đơn hàng">
          {(order) => (
            <>
              <OrderSummaryCard order={order} />
              {order.paperTickets.length === 0 ? (
                <EmptyState
                  title="Đơn hàng chưa có vé"
                  message="Vé được ghi cho bạn khi đơn hàng được thanh toán."
                />
              ) : (
                <ul className={styles.list} aria-label="Vé giấy">
                  {order.paperTickets.map((ticket) => (
                    <li key={ticket.id}>
                      <PaperTicketCard
                        ticket={ticket}
                        result={resultOfTicket(order.results, ticket)}
                        fetchImpl={fetchImpl}
                        apiBase={apiBase}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <Link to={ORDERS_PATHS.paperTicketBook}>Sổ vé xổ số kiến thiết</Link>
            </>
          )}
        </QueryView>
      )}
    </PageSection>
  );
}

/** /chi-tiet-don-kien-thiet?orderId=… (also ?id=). */
export function XsktOrderPage() {
  const [search] = useSearchParams();
  return (
    <RequireAuth>
      <XsktOrderView orderId={Number(search.get('orderId') ?? search.get('id'))} />
    </RequireAuth>
  );
}

import type { DrawResult, Order, OrderDetail, Ticket } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import { QueryView, RequireAuth, useGetOrderQuery, usePageTitle } from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ORDERS_PATHS } from '../paths';
import { NumberInfoList } from '../shared/number-infos';
import { OrderSummaryCard } from '../shared/order-summary-card';
import { ReportTicket } from './report-ticket';
import { DrawnResult, playedOf, resultOfTicket } from '../shared/drawn-result';
import { TicketHeading, ticketName, TicketPrint, TicketPrize } from './ticket-parts';
import styles from '../styles';

/** The server's refusal of an unknown order, or of another customer's (HTTP 404). */
export const ORDER_NOT_FOUND_MESSAGE = 'Không tìm thấy đơn hàng';

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}

/** While tickets wait to be printed, the pending screen asks again this often. */
export const PENDING_POLL_MS = 10_000;

/** A step of a ticket's timeline: done at `at`, else what it waits for (`pending`). */
type Step = { label: string; at: string | null; pending: string; detail?: string };

/**
 * The timeline of one ticket: accepted, paid, printed, settled (or cancelled and refunded).
 * Before its draw the last step waits for the draw; it claims a result only once there is one.
 */
export function ticketSteps(
  order: Order,
  ticket: Ticket,
  result?: DrawResult,
  now: number = Date.now(),
): Step[] {
  const steps: Step[] = [
    { label: 'Đã tiếp nhận đơn hàng', at: order.createdAt, pending: 'Đang tiếp nhận đơn hàng' },
    { label: 'Đã thanh toán', at: order.paidAt, pending: 'Chờ thanh toán' },
  ];
  if (ticket.status === 3 || ticket.status === 4) {
    steps.push({
      label: 'Đã huỷ vé, hoàn tiền đầy đủ',
      at: ticket.cancelledAt,
      pending: 'Đang hoàn tiền',
      detail: 'Vé không được in kịp trước giờ quay nên đơn được hoàn tiền vào tài khoản chính.',
    });
    return steps;
  }
  steps.push({ label: 'Đại lý đã in vé', at: ticket.printedAt, pending: 'Chờ đại lý in vé' });
  steps.push({
    label: 'Đã có kết quả',
    at: ticket.settledAt,
    pending:
      result !== undefined
        ? 'Đã có kết quả, đang dò thưởng'
        : new Date(ticket.drawAt).getTime() > now
          ? `Chờ quay thưởng lúc ${formatDateTime(ticket.drawAt)}`
          : 'Chờ kết quả quay thưởng',
  });
  return steps;
}

function TicketView({
  order,
  ticket,
  fetchImpl,
  apiBase,
}: {
  order: OrderDetail;
  ticket: Ticket;
  fetchImpl?: typeof fetch;
  apiBase?: string;
}) {
  const item = order.items.find((candidate) => candidate.id === ticket.itemId);
  const result = resultOfTicket(order.results, ticket);
  return (
    <article className={styles.item} aria-label={ticketName(ticket)}>
      <TicketHeading ticket={ticket} />
      {item ? <NumberInfoList product={item.product} numberInfos={item.numberInfos} /> : null}
      <ol className={styles.timeline} aria-label="Tiến trình vé">
        {ticketSteps(order, ticket, result).map((step) => (
          <li key={step.label} className={step.at ? styles.stepDone : styles.stepTodo}>
            {step.at ? `${step.label} · ${formatDateTime(step.at)}` : step.pending}
            {step.at && step.detail ? <p className={styles.muted}>{step.detail}</p> : null}
          </li>
        ))}
      </ol>
      <TicketPrint ticket={ticket} fetchImpl={fetchImpl} apiBase={apiBase} />
      {ticket.printedAt ? <ReportTicket ticketId={ticket.id} reported={ticket.reported} /> : null}
      <TicketPrize ticket={ticket} />
      <DrawnResult result={result} played={playedOf(ticket.product, item?.numberInfos ?? [])} />
    </article>
  );
}

export type OrderDetailViewProps = {
  orderId: number;
  /** The pending screen polls while the tickets wait to be printed. */
  pending?: boolean;
  fetchImpl?: typeof fetch;
  apiBase?: string;
  /** The list the customer came from, offered when the order cannot be found. */
  list?: { to: string; label: string };
};

const ORDER_HISTORY_LINK = { to: ORDERS_PATHS.orderHistory, label: 'Lịch sử đặt mua' };

/** One order: totals, then each ticket with its numbers, timeline, image and prize. */
export function OrderDetailView({
  orderId,
  pending = false,
  fetchImpl,
  apiBase,
  list = ORDER_HISTORY_LINK,
}: OrderDetailViewProps) {
  const titleId = useId();
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useGetOrderQuery(orderId, {
    skip: !valid,
    pollingInterval: pending ? PENDING_POLL_MS : 0,
  });
  usePageTitle(pending ? 'Đơn hàng chờ in vé' : 'Chi tiết đơn hàng');
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {pending ? 'Đơn hàng chờ in vé' : 'Chi tiết đơn hàng'}
      </h1>
      {!valid || isNotFound(query.error) ? (
        <EmptyState
          title={ORDER_NOT_FOUND_MESSAGE}
          action={<Link to={list.to}>{list.label}</Link>}
        />
      ) : (
        <QueryView query={query} loadingLabel="Đang tải đơn hàng">
          {(order) => (
            <>
              <OrderSummaryCard order={order} />
              {pending && order.status === 0 ? (
                <p role="status" className={styles.muted}>
                  Vé đang chờ đại lý in. Trang tự cập nhật khi vé được in.
                </p>
              ) : null}
              {order.tickets.length === 0 ? (
                <EmptyState
                  title="Đơn hàng chưa có vé"
                  message="Vé được tạo khi đơn hàng được thanh toán."
                />
              ) : (
                <ul className={styles.list} aria-label="Vé">
                  {order.tickets.map((ticket) => (
                    <li key={ticket.id}>
                      <TicketView
                        order={order}
                        ticket={ticket}
                        fetchImpl={fetchImpl}
                        apiBase={apiBase}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}

/** /lich-su-dat-mua/:id (and /don-vietlott-535/:index). */
export function OrderDetailPage() {
  const params = useParams();
  return (
    <RequireAuth>
      <OrderDetailView orderId={Number(params.id ?? params.index)} />
    </RequireAuth>
  );
}

/** /don-keno/:index: one Keno order (the index is the order id, as for Lotto 5/35). */
export function KenoOrderPage() {
  const params = useParams();
  return (
    <RequireAuth>
      <OrderDetailView
        orderId={Number(params.index)}
        list={{ to: ORDERS_PATHS.kenoHistory, label: 'Lịch sử chơi Keno' }}
      />
    </RequireAuth>
  );
}

/** /lich-su-dat-mua/dang-cho/:id: refreshes until printed. */
export function PendingOrderPage() {
  const params = useParams();
  return (
    <RequireAuth>
      <OrderDetailView orderId={Number(params.id)} pending />
    </RequireAuth>
  );
}

/** /chi-tiet-don?orderId=… (also ?id=). */
export function OrderInfoPage() {
  const [search] = useSearchParams();
  return (
    <RequireAuth>
      <OrderDetailView orderId={Number(search.get('orderId') ?? search.get('id'))} />
    </RequireAuth>
  );
}

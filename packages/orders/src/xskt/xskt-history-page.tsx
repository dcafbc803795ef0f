import type { XsktOrderList } from '@veso/contract';
import { Category, formatDateTime, orderStateLabel } from '@veso/domain';
import { paperTicketText, RequireAuth } from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useGetXsktHistoryQuery, useGetXsktTicketBookQuery } from '../api/xskt-history-api';
import { ORDERS_PATHS } from '../paths';
import { useCategoryStatusFilters, type CategoryFilters } from '../shared/filter-bar';
import { PageSection } from '../shared/page-section';
import { PagedList } from '../shared/paged-list';
import { PaperTicketCard } from './paper-ticket';
import styles from '../styles';

export const XSKT_PAGE_SIZE = 10;

/** `/chi-tiet-don-kien-thiet?orderId={id}`: one paper order. */
export function paperOrderPath(orderId: number): string {
  return `${ORDERS_PATHS.paperOrderInfo}?orderId=${orderId}`;
}

/** The region filters: every paper order, then each spec §3 category. */
export const XSKT_REGION_FILTERS: { label: string; category: number | undefined }[] = [
  { label: 'Tất cả', category: undefined },
  { label: 'Miền Bắc', category: Category.northernLottery },
  { label: 'Miền Trung', category: Category.centralLottery },
  { label: 'Miền Nam', category: Category.southLottery },
];

const XSKT_REGIONS: CategoryFilters = { label: 'Lọc theo miền', options: XSKT_REGION_FILTERS };

type Summary = XsktOrderList['items'][number];

/** One paper order in the history: its tickets (number, province), status, amount, prize. */
function XsktOrderRow({ order }: { order: Summary }) {
  const provinces = [...new Set(order.paperTickets.map((t) => t.province))];
  return (
    <Link to={paperOrderPath(order.orderId)} className={`${styles.item} ${styles.rowLink}`}>
      <span className={styles.spread}>
        <strong>
          {provinces.join(', ') || 'Xổ số kiến thiết'} · Đơn #{order.orderId}
        </strong>
        <span>{orderStateLabel(order)}</span>
      </span>
      <span className={styles.balls}>
        {order.paperTickets.map((t) => paperTicketText(t)).join(' | ')}
      </span>
      <span className={styles.spread}>
        <span className={styles.muted}>
          {formatDateTime(order.createdAt)} · {order.paperTickets.length} vé
        </span>
        <Money amount={order.amount} strong />
      </span>
      {order.winStatus === 1 ? (
        <span>
          Tiền thưởng: <Money amount={order.prizeNet} strong />
        </span>
      ) : null}
    </Link>
  );
}

const BUY_LINKS = (
  <>
    <Link to="/xo-so-kien-thiet-mien-nam">Mua vé miền Nam</Link> ·{' '}
    <Link to="/xo-so-kien-thiet-mien-bac">Mua vé miền Bắc</Link>
  </>
);

/**
 * `/lich-su-mua-xskt`: the customer's paper lottery orders with their tickets (spec §7
 * `/xskt/customer/history/get_orders`), newest first, by region and ticket status, ten
 * per page; each opens /chi-tiet-don-kien-thiet.
 */
export function XsktHistoryList() {
  const { paging, args, bars } = useCategoryStatusFilters(XSKT_PAGE_SIZE, XSKT_REGIONS);
  const query = useGetXsktHistoryQuery(args);
  return (
    <PageSection title="Lịch sử mua xổ số kiến thiết">
      {bars}
      <PagedList
        query={query}
        paging={paging}
        label="Đơn xổ số kiến thiết"
        loadingLabel="Đang tải đơn hàng"
        emptyTitle="Chưa có đơn xổ số kiến thiết"
        emptyMessage={BUY_LINKS}
        itemKey={(order) => order.orderId}
        renderItem={(order) => <XsktOrderRow order={order} />}
      />
    </PageSection>
  );
}

export function XsktHistoryPage() {
  return (
    <RequireAuth>
      <XsktHistoryList />
    </RequireAuth>
  );
}

/**
 * `/so-xo-kien-thiet`: the customer's paper tickets by draw (spec §7
 * `/order/get_paper_xskt/draw_category`), newest draw first, each ticket with the agent's
 * scanned image, its status and prize.
 */
export function XsktTicketBookList({
  fetchImpl,
  apiBase,
}: {
  fetchImpl?: typeof fetch;
  apiBase?: string;
}) {
  const { paging, args, bars } = useCategoryStatusFilters(XSKT_PAGE_SIZE, XSKT_REGIONS);
  const query = useGetXsktTicketBookQuery(args);
  return (
    <PageSection title="Sổ vé xổ số kiến thiết">
      {bars}
      <PagedList
        query={query}
        paging={paging}
        label="Kỳ quay"
        loadingLabel="Đang tải vé"
        emptyTitle="Chưa có vé xổ số kiến thiết"
        emptyMessage={BUY_LINKS}
        itemKey={(draw) => `${draw.product}-${draw.drawCode}`}
        renderItem={(draw) => (
          <section aria-label={`${draw.tickets[0]?.productName ?? ''} ${draw.openDate}`}>
            <h2 className={styles.legend}>
              {draw.tickets[0]?.productName} · Quay {draw.openDate}
            </h2>
            <ul className={styles.list} aria-label={`Vé kỳ ${draw.drawCode}`}>
              {draw.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <PaperTicketCard ticket={ticket} fetchImpl={fetchImpl} apiBase={apiBase} />
                  <Link to={paperOrderPath(ticket.orderId)}>Xem đơn #{ticket.orderId}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      />
    </PageSection>
  );
}

export function XsktTicketBookPage() {
  return (
    <RequireAuth>
      <XsktTicketBookList />
    </RequireAuth>
  );
}

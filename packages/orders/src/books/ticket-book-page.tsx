import type { PaperTicket } from '@veso/contract';
import { RequireAuth, useGetPaperTicketsQuery } from '@veso/shop-core';
import { Link } from 'react-router';
import { TicketHeading, ticketName, TicketPrint, TicketPrize } from '../detail/ticket-parts';
import { kenoOrderPath, lotto535OrderPath } from '../paths';
import { NumberInfoList } from '../shared/number-infos';
import { PagedList, usePaging } from '../shared/paged-list';
import { PageSection } from '../shared/page-section';
import styles from '../styles';

/** Which printed tickets a book shows. */
export type TicketBookKind = 'lotto535' | 'keno';

export const TICKET_BOOK_PAGE_SIZE = 10;

/** Each book's title, its orders' route and the game's play route (spec §2). */
const BOOKS: Record<
  TicketBookKind,
  { title: string; orderPath: (orderId: number) => string; play: string; playLabel: string }
> = {
  lotto535: {
    title: 'Sổ vé Lotto 5/35',
    orderPath: lotto535OrderPath,
    play: '/lotto-535',
    playLabel: 'Mua vé Lotto 5/35',
  },
  keno: {
    title: 'Sổ vé Keno',
    orderPath: kenoOrderPath,
    play: '/keno',
    playLabel: 'Chơi Keno ngay',
  },
};

export type TicketBookViewProps = {
  kind: TicketBookKind;
  /** The fetch and base the ticket images load with (the shop's by default). */
  fetchImpl?: typeof fetch;
  apiBase?: string;
};

function BookTicket({
  ticket,
  orderPath,
  fetchImpl,
  apiBase,
}: { ticket: PaperTicket; orderPath: (orderId: number) => string } & Omit<
  TicketBookViewProps,
  'kind'
>) {
  return (
    <article className={styles.item} aria-label={ticketName(ticket)}>
      <TicketHeading ticket={ticket} />
      <NumberInfoList product={ticket.product} numberInfos={ticket.numberInfos} />
      <TicketPrint ticket={ticket} fetchImpl={fetchImpl} apiBase={apiBase} />
      <TicketPrize ticket={ticket} />
      <Link to={orderPath(ticket.orderId)}>Xem đơn hàng #{ticket.orderId}</Link>
    </article>
  );
}

/**
 * A ticket book (spec §2 /so-ve-535, /so-ve-keno): the customer's printed tickets of one
 * game, newest first, ten a page, each with its draw, numbers, status, serial, image and
 * a link to its order.
 */
export function TicketBookView({ kind, fetchImpl, apiBase }: TicketBookViewProps) {
  const book = BOOKS[kind];
  const paging = usePaging(TICKET_BOOK_PAGE_SIZE);
  const query = useGetPaperTicketsQuery({ product: kind, ...paging.args });
  return (
    <PageSection title={book.title}>
      <PagedList
        query={query}
        paging={paging}
        label="Vé đã in"
        loadingLabel="Đang tải sổ vé"
        emptyTitle="Chưa có vé đã in"
        emptyMessage={
          <>
            Vé được đại lý in sẽ hiện ở đây. <Link to={book.play}>{book.playLabel}</Link>
          </>
        }
        itemKey={(ticket) => ticket.id}
        renderItem={(ticket) => (
          <BookTicket
            ticket={ticket}
            orderPath={book.orderPath}
            fetchImpl={fetchImpl}
            apiBase={apiBase}
          />
        )}
      />
    </PageSection>
  );
}

/** /so-ve-535. */
export function Lotto535TicketBookPage() {
  return (
    <RequireAuth>
      <TicketBookView kind="lotto535" />
    </RequireAuth>
  );
}

/** /so-ve-keno. */
export function KenoTicketBookPage() {
  return (
    <RequireAuth>
      <TicketBookView kind="keno" />
    </RequireAuth>
  );
}

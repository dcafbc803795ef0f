import { XSKT_TICKET_PRICE } from '@veso/contract';
import type { StockTicket } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import {
  isPaperCartItem,
  paperTicketLabel,
  selectCartItems,
  useAppSelector,
} from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import { useId } from 'react';
import { HoldAction } from './hold-action';
import { useHold } from './use-hold';
import styles from '../styles';

/** When the cart holds a ticket: until when (ISO), else null. */
export function useCartHold(ticketId: number): string | null {
  const items = useAppSelector(selectCartItems);
  for (const item of items) {
    if (!isPaperCartItem(item)) continue;
    const found = item.tickets.find((t) => t.ticketId === ticketId);
    if (found) return found.heldUntil;
  }
  return null;
}

/**
 * One ticket of the stock: its number, the north's series, the province, the draw and the
 * price (10.000đ); 'Thêm vào giỏ' holds that exact ticket for the customer and shows the
 * hold's countdown, or the server's Vietnamese refusal (another customer took it).
 */
export function TicketCard({ ticket }: { ticket: StockTicket }) {
  const titleId = useId();
  const { hold, busy, error } = useHold();
  const heldUntil = useCartHold(ticket.ticketId);
  const label = paperTicketLabel(ticket);
  return (
    <article
      className={heldUntil ? `${styles.ticket} ${styles.held}` : styles.ticket}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.ticketNumber} aria-label={label}>
        {ticket.number}
      </h3>
      {ticket.symbolCode ? <p className={styles.muted}>Ký hiệu {ticket.symbolCode}</p> : null}
      <p>
        <strong>{ticket.province}</strong>
      </p>
      <p className={styles.muted}>Quay {formatDateTime(ticket.drawAt)}</p>
      <Money amount={ticket.priceUnit || XSKT_TICKET_PRICE} strong />
      {ticket.setSize > 1 ? (
        <p className={styles.muted}>
          Cặp {ticket.setSize} vé cùng số · còn {ticket.setAvailable}
        </p>
      ) : null}
      <HoldAction
        heldUntil={heldUntil}
        busy={busy}
        error={error}
        text="Thêm vào giỏ"
        what={label}
        onHold={() => void hold([ticket])}
      />
    </article>
  );
}

/** A page of ticket cards. */
export function TicketGrid({ tickets, label }: { tickets: readonly StockTicket[]; label: string }) {
  return (
    <ul className={styles.tickets} aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.ticketId}>
          <TicketCard ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}

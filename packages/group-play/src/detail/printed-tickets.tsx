import type { Ticket } from '@veso/contract';
import { TicketImage } from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import styles from '../styles';

/**
 * The group's tickets as the agent printed them (once the group is full): status, serial,
 * the prize once settled, and the ticket's image on demand.
 */
export function PrintedTickets({ tickets }: { tickets: readonly Ticket[] }) {
  if (tickets.length === 0) {
    return <p className={styles.muted}>Vé được đặt mua khi nhóm đủ cổ phần.</p>;
  }
  return (
    <ul className={styles.list} aria-label="Vé đã mua">
      {tickets.map((ticket) => (
        <li key={ticket.id} className={styles.item}>
          <span className={styles.spread}>
            <span className={styles.itemTitle}>
              {ticket.productName} · Kỳ #{ticket.drawCode}
            </span>
            <span>{ticket.winStatus === 1 ? 'Trúng thưởng' : ticket.statusLabel}</span>
          </span>
          {ticket.serial ? <span className={styles.muted}>Số seri: {ticket.serial}</span> : null}
          {ticket.prizeGross !== null && ticket.prizeGross > 0 ? (
            <span>
              Tiền thưởng của vé: <Money amount={ticket.prizeGross} />
            </span>
          ) : null}
          {ticket.imagePath ? (
            <TicketImage
              path={ticket.imagePath}
              alt={`Ảnh vé ${ticket.productName} kỳ #${ticket.drawCode}`}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

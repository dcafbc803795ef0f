import type { Ticket } from '@veso/contract';
import { formatDateTime, orderStatusLabel } from '@veso/domain';
import { Money } from '@veso/ui-kit';
import { TicketImage } from '@veso/shop-core';
import { ClaimInPerson, prizeTotalLabel } from '../shared/claim-in-person';
import styles from '../styles';

type FetchProps = { fetchImpl?: typeof fetch; apiBase?: string };

/** A ticket's product, draw (the heading), spec §4 status and draw time. */
export function TicketHeading({ ticket }: { ticket: Ticket }) {
  return (
    <>
      <div className={styles.spread}>
        <h2 className={styles.itemTitle}>
          {ticket.productName} · Kỳ #{ticket.drawCode}
        </h2>
        <strong>{orderStatusLabel(ticket.status, ticket.winStatus)}</strong>
      </div>
      <p className={styles.muted}>Quay lúc {formatDateTime(ticket.drawAt)}</p>
    </>
  );
}

/** The accessible name of a ticket's card. */
export function ticketName(ticket: Pick<Ticket, 'productName' | 'drawCode'>): string {
  return `Vé ${ticket.productName} kỳ #${ticket.drawCode}`;
}

/** A printed ticket's serial and security code, and its image on demand. */
export function TicketPrint({
  ticket,
  fetchImpl,
  apiBase,
}: {
  ticket: Pick<Ticket, 'serial' | 'securityCode' | 'imagePath' | 'productName' | 'drawCode'>;
} & FetchProps) {
  return (
    <>
      {ticket.serial ? (
        <p className={styles.muted}>
          Số seri {ticket.serial} · Mã bảo mật {ticket.securityCode}
        </p>
      ) : null}
      {ticket.imagePath ? (
        <TicketImage
          path={ticket.imagePath}
          alt={`Ảnh vé ${ticket.productName} kỳ #${ticket.drawCode}`}
          fetchImpl={fetchImpl}
          apiBase={apiBase}
        />
      ) : null}
    </>
  );
}

/**
 * A settled ticket's prizes, tax and what was credited (or that it did not win); a prize to
 * claim in person says so and how.
 */
export function TicketPrize({ ticket }: { ticket: Ticket }) {
  if (!ticket.settledAt) return null;
  if (ticket.winStatus !== 1) return <p className={styles.muted}>Vé không trúng thưởng.</p>;
  return (
    <div>
      {ticket.wins.map((win, index) => (
        <p key={index} className={styles.spread}>
          <span>{win.name}</span>
          <Money amount={win.amount} />
        </p>
      ))}
      <p className={styles.spread}>
        <span>Thuế thu nhập</span>
        <Money amount={ticket.prizeTax ?? 0} />
      </p>
      <p className={`${styles.spread} ${styles.total}`}>
        <span>{prizeTotalLabel(ticket)}</span>
        <Money amount={ticket.prizeNet ?? 0} strong />
      </p>
      <ClaimInPerson ticket={ticket} />
    </div>
  );
}

import type { DrawResult, XsktPaperTicket } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import { paperTicketLabel, paperTicketText } from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import { TicketImage } from '@veso/shop-core';
import { DrawnResult } from '../shared/drawn-result';
import { ClaimInPerson, prizeTotalLabel } from '../shared/claim-in-person';
import styles from '../styles';

type FetchProps = { fetchImpl?: typeof fetch; apiBase?: string };

/** The agent's scan of the ticket (province, day, number, series, buyer), or that it is awaited. */
export function PaperScan({
  ticket,
  fetchImpl,
  apiBase,
}: { ticket: XsktPaperTicket } & FetchProps) {
  if (!ticket.scannedAt || !ticket.imagePath) {
    return (
      <p className={styles.muted}>Đại lý chưa quét vé. Ảnh vé sẽ có khi đại lý quét vé gốc.</p>
    );
  }
  return (
    <>
      <p className={styles.muted}>Đại lý đã quét vé lúc {formatDateTime(ticket.scannedAt)}</p>
      <TicketImage
        path={ticket.imagePath}
        alt={`Ảnh quét ${paperTicketLabel(ticket)}, ${paperTicketText(ticket)}`}
        fetchImpl={fetchImpl}
        apiBase={apiBase}
      />
    </>
  );
}

/**
 * A settled paper ticket's prizes, tier by tier (a ticket wins every tier it matches), the
 * tax and what was credited; a prize to claim in person says so and how.
 */
export function PaperPrize({ ticket }: { ticket: XsktPaperTicket }) {
  if (ticket.winStatus !== 1) {
    return ticket.status === 2 ? <p className={styles.muted}>Vé không trúng thưởng.</p> : null;
  }
  return (
    <div>
      <ul className={styles.list} aria-label="Giải trúng">
        {ticket.wins.map((win, index) => (
          <li key={`${win.tier}-${index}`} className={styles.spread}>
            <span>{win.name}</span>
            <Money amount={win.amount} />
          </li>
        ))}
      </ul>
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

/**
 * One paper ticket: number, series, province, draw, price, status, the scan, the result of
 * its province's draw (when given and drawn) with its matches, and the prizes.
 */
export function PaperTicketCard({
  ticket,
  result,
  fetchImpl,
  apiBase,
}: { ticket: XsktPaperTicket; result?: DrawResult } & FetchProps) {
  return (
    <article className={styles.item} aria-label={paperTicketLabel(ticket)}>
      <div className={styles.spread}>
        <h2 className={styles.itemTitle}>
          <span className={styles.balls}>{paperTicketText(ticket)}</span>
        </h2>
        <strong>{ticket.statusLabel}</strong>
      </div>
      <p className={styles.muted}>
        {ticket.productName} · {ticket.province} · Quay {ticket.openDate} ·{' '}
        <Money amount={ticket.price} />
      </p>
      <PaperScan ticket={ticket} fetchImpl={fetchImpl} apiBase={apiBase} />
      <DrawnResult
        result={result}
        played={{ kind: 'ticket', number: ticket.number, province: ticket.province }}
      />
      <PaperPrize ticket={ticket} />
    </article>
  );
}

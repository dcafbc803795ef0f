import { formatDateTime } from '@veso/domain';
import styles from '../styles';

/** What a ticket says of a prize the lottery company pays in person. */
type ClaimedPrize = { claimInPerson: boolean; claimNote: string | null; claimedAt: string | null };

/** The label of a won ticket's total: credited, or paid in person by the lottery company. */
export function prizeTotalLabel(ticket: Pick<ClaimedPrize, 'claimInPerson'>): string {
  return ticket.claimInPerson ? 'Tiền thưởng lĩnh tại công ty xổ số' : 'Tiền thưởng nhận được';
}

/**
 * How a prize above the in-person threshold is claimed (where, what to bring, by when: the
 * server's note), or when the shop recorded it claimed; nothing for a credited prize.
 */
export function ClaimInPerson({ ticket }: { ticket: ClaimedPrize }) {
  if (!ticket.claimInPerson) return null;
  return (
    <div role="note" aria-label="Lĩnh thưởng trực tiếp" className={styles.card}>
      <strong>Lĩnh thưởng trực tiếp</strong>
      {ticket.claimedAt ? (
        <p>Đã lĩnh thưởng lúc {formatDateTime(ticket.claimedAt)}.</p>
      ) : (
        <p>{ticket.claimNote}</p>
      )}
    </div>
  );
}

import { XSKT_TICKET_PRICE } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import {
  holdCountdownText,
  holdExpired,
  paperHeldUntil,
  paperItemName,
  paperItemPrice,
  paperTicketText,
  removePaperItem,
  renewPaperHold,
  useAppDispatch,
  useNow,
} from '@veso/shop-core';
import type { PaperCartItem } from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useState } from 'react';
import styles from '../styles';

/** Shown under an expired hold: the ticket may be sold to someone else meanwhile. */
export const HOLD_EXPIRED_NOTE =
  'Vé không còn được giữ riêng cho bạn và có thể được bán cho khách khác. Giữ lại vé để tiếp tục.';

type PaperLineProps = {
  item: PaperCartItem;
  /** The line's position among the cart's lines (1-based), for its accessible name. */
  position: number;
  /** The cart lets the customer remove a line and hold it again; the confirm screen only shows it. */
  editable: boolean;
  now: number;
};

function PaperLine({ item, position, editable, now }: PaperLineProps) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const name = paperItemName(item);
  const until = paperHeldUntil(item);
  const expired = holdExpired(until, now);
  const first = item.tickets[0];

  async function renew() {
    setBusy(true);
    setMessage(null);
    const outcome = await dispatch(renewPaperHold(item.id));
    setBusy(false);
    if (!outcome.ok) setMessage(outcome.message);
  }

  return (
    <article className={styles.item} aria-label={`Vé ${position}: ${name}`}>
      <div className={styles.spread}>
        <h2 className={styles.itemTitle}>{name}</h2>
        <Money amount={paperItemPrice(item)} strong />
      </div>
      {first ? (
        <p className={styles.muted}>
          {first.province} · Quay lúc {first.openDate} · Hết giờ bán{' '}
          {formatDateTime(first.salesCloseAt)}
        </p>
      ) : null}
      <ul className={styles.list} aria-label="Vé giấy">
        {item.tickets.map((ticket) => (
          <li key={ticket.ticketId} className={styles.spread}>
            <span className={styles.balls}>{paperTicketText(ticket)}</span>
            <Money amount={XSKT_TICKET_PRICE} />
          </li>
        ))}
      </ul>
      <p
        className={expired ? styles.error : styles.muted}
        data-testid="hold-countdown"
        aria-live={expired ? 'polite' : 'off'}
      >
        {holdCountdownText(until, now)}
      </p>
      {expired ? <p className={styles.muted}>{HOLD_EXPIRED_NOTE}</p> : null}
      {message !== null ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      {editable ? (
        <div className={styles.row}>
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            aria-label={`Giữ lại vé ${position} ${name}`}
            onClick={() => void renew()}
          >
            Giữ lại vé
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Xoá vé ${position} ${name}`}
            onClick={() => dispatch(removePaperItem(item.id))}
          >
            Xoá vé
          </Button>
        </div>
      ) : null}
    </article>
  );
}

export type PaperLinesProps = {
  items: readonly PaperCartItem[];
  /** Lines listed before these (the game tickets), to number the paper lines after them. */
  offset?: number;
  editable?: boolean;
  label?: string;
};

/**
 * The paper lottery lines of the cart: each held ticket (or whole set) with
 * its province, draw, number and series, price, and the hold's countdown; in the cart a
 * line can be held again or removed (its tickets go back to the stock).
 */
export function PaperLines({
  items,
  offset = 0,
  editable = false,
  label = 'Vé xổ số kiến thiết',
}: PaperLinesProps) {
  const now = useNow();
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id}>
          <PaperLine item={item} position={offset + index + 1} editable={editable} now={now} />
        </li>
      ))}
    </ul>
  );
}

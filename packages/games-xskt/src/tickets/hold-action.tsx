import { CART_PATH } from '@veso/shop-core';
import { Button } from '@veso/ui-kit';
import { Link } from 'react-router';
import { HoldCountdown } from './hold-countdown';
import styles from '../styles';

export type HoldActionProps = {
  /** Until when the cart holds the ticket(s), or null when not held. */
  heldUntil: string | null;
  busy: boolean;
  error: string | null;
  /** The button's text ('Thêm vào giỏ', 'Mua cả cặp') and what it holds, for screen readers. */
  text: string;
  what: string;
  onHold: () => void;
};

/**
 * The hold button of a ticket or a whole set; once held, the hold's countdown and the way
 * to the cart; the server's refusal under it.
 */
export function HoldAction({ heldUntil, busy, error, text, what, onHold }: HoldActionProps) {
  return (
    <>
      {heldUntil ? (
        <>
          <HoldCountdown heldUntil={heldUntil} />
          <Link to={CART_PATH}>Xem giỏ hàng</Link>
        </>
      ) : (
        <Button
          size="sm"
          variant="primary"
          loading={busy}
          aria-label={`${text}: ${what}`}
          onClick={onHold}
        >
          {text}
        </Button>
      )}
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

import { HOLD_EXPIRED_TEXT, holdCountdownText, holdExpired, useNow } from '@veso/shop-core';
import { VisuallyHidden } from '@veso/ui-kit';
import styles from '../styles';

/** Read to screen readers once a hold starts (the ticking countdown itself is not announced). */
export const HOLD_STARTED_TEXT = 'Đã giữ vé cho bạn trong 15 phút và thêm vào giỏ hàng.';

/**
 * The hold's countdown ('Vé được giữ cho bạn trong 14:59'), ticking every second. Screen
 * readers hear when the hold starts and when it runs out, not every tick.
 */
export function HoldCountdown({ heldUntil }: { heldUntil: string }) {
  const now = useNow();
  const expired = holdExpired(heldUntil, now);
  return (
    <>
      <p className={expired ? styles.error : styles.success} data-testid="hold-countdown">
        {holdCountdownText(heldUntil, now)}
      </p>
      <VisuallyHidden>
        <span aria-live="polite">{expired ? HOLD_EXPIRED_TEXT : HOLD_STARTED_TEXT}</span>
      </VisuallyHidden>
    </>
  );
}

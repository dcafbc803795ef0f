import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../../internal/use-modal';
import { Spinner } from '../logo/logo';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './loading.module.css';

export type LoadingOverlayProps = {
  visible: boolean;
  /** Announced text; default 'Đang tải'. */
  label?: string;
};

/** The full-screen logo spinner shown while a layout loads; renders nothing when not visible. */
export function LoadingOverlay({ visible, label = 'Đang tải' }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div
      className={styles.overlay}
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={label}
    >
      <Spinner size={72} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

export type LoadingDialogProps = {
  open: boolean;
  /** Shown under the spinner, e.g. 'Đang xử lý thanh toán'. */
  message?: string;
  /** Accessible name when there is no message; default 'Đang tải'. */
  label?: string;
};

/**
 * A blocking full-screen dialog with the logo spinner, for work the user must wait for
 * (payment). Takes focus, keeps it, and ignores Escape; focus returns when it closes.
 */
export function LoadingDialog({ open, message, label = 'Đang tải' }: LoadingDialogProps) {
  const messageId = useId();
  const ref = useModal<HTMLDivElement>({ open });
  if (!open) return null;
  return createPortal(
    <div
      ref={ref}
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={message ? undefined : label}
      aria-labelledby={message ? messageId : undefined}
      tabIndex={-1}
    >
      <div className={styles.card}>
        <Spinner size={72} />
        {message ? (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

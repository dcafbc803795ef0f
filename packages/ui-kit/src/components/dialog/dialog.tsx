import { useId } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../icons/icons';
import { useModal } from '../../internal/use-modal';
import { Button, IconButton } from '../button/button';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  /** Called by Escape, the close button and a press on the backdrop (when `dismissible`). */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the body, laid out side by side. */
  actions?: ReactNode;
  /** Id of the element that describes the dialog (read when it opens). */
  describedBy?: string;
  /** Escape and backdrop close it (default true). The close button always shows unless `hideClose`. */
  dismissible?: boolean;
  hideClose?: boolean;
  closeLabel?: string;
  /** Focused on open; defaults to the dialog itself so its title is read first. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Where the portal renders; defaults to document.body. */
  container?: Element | null;
};

/** A modal dialog in a portal: labelled by its title, traps focus, returns it on close. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  describedBy,
  dismissible = true,
  hideClose = false,
  closeLabel = 'Đóng',
  initialFocus,
  className,
  container,
}: DialogProps) {
  const titleId = useId();
  const ref = useModal<HTMLDivElement>({
    open,
    onEscape: dismissible ? onClose : undefined,
    initialFocus,
  });
  if (!open) return null;

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (dismissible && event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <div className={styles.backdrop} role="presentation" onClick={onBackdropClick}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `${styles.panel} ${className}` : styles.panel}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hideClose ? null : (
            <IconButton label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    container ?? document.body,
  );
}

export type YesNoDialogProps = {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Default 'Đồng ý'. */
  yesLabel?: string;
  /** Default 'Huỷ'. */
  noLabel?: string;
  onYes: () => void;
  /** Also called by Escape, the close button and the backdrop. */
  onNo: () => void;
  /** Shows the yes button in the danger style (destructive confirmations). */
  destructive?: boolean;
  /** Shows the yes button busy and ignores presses (while the action runs). */
  loading?: boolean;
};

/** A confirmation: title, message and two answers. */
export function YesNoDialog({
  open,
  title,
  message,
  yesLabel = 'Đồng ý',
  noLabel = 'Huỷ',
  onYes,
  onNo,
  destructive = false,
  loading = false,
}: YesNoDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onNo}
      title={title}
      describedBy={message ? messageId : undefined}
      hideClose
      actions={
        <>
          <Button variant="secondary" onClick={onNo}>
            {noLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={loading} onClick={onYes}>
            {yesLabel}
          </Button>
        </>
      }
    >
      {message ? (
        <div id={messageId} className={styles.message}>
          {message}
        </div>
      ) : null}
    </Dialog>
  );
}

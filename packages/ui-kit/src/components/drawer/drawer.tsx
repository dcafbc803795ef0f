import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../icons/icons';
import { useModal } from '../../internal/use-modal';
import { IconButton } from '../button/button';
import styles from './drawer.module.css';

export type DrawerProps = {
  open: boolean;
  /** Called by Escape, the close button and a press on the backdrop. */
  onClose: () => void;
  /** Accessible name of the drawer, e.g. 'Menu'. */
  title: string;
  children?: ReactNode;
  closeLabel?: string;
};

/**
 * The side menu: a modal panel sliding in from the left of the app frame (no slide under
 * reduced motion). Focus moves into it and returns to the trigger when it closes.
 */
export function Drawer({ open, onClose, title, children, closeLabel = 'Đóng menu' }: DrawerProps) {
  const ref = useModal<HTMLDivElement>({ open, onEscape: onClose });
  if (!open) return null;
  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} role="presentation" onClick={onClose} />
      <div className={styles.frame}>
        <div
          ref={ref}
          className={styles.panel}
          role="dialog"
          aria-modal="true"
          aria-label={title}
          tabIndex={-1}
        >
          <div className={styles.header}>
            <IconButton label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { ErrorIcon, InboxIcon, RefreshIcon } from '../../icons/icons';
import { Button } from '../button/button';
import styles from './states.module.css';

export type EmptyStateProps = {
  title: ReactNode;
  message?: ReactNode;
  /** Decorative icon; default an empty tray. */
  icon?: ReactNode;
  /** E.g. a Button leading somewhere useful. */
  action?: ReactNode;
};

/** Shown when a list or screen has nothing to show. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon size={32} />}
      </span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

export type ErrorStateProps = {
  /** Default 'Có lỗi xảy ra'. */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** Default 'Thử lại'. */
  retryLabel?: string;
  /** Shows the retry button busy. */
  retrying?: boolean;
};

/**
 * Shown when loading failed: a title, the mapped message and an optional retry. Not a
 * landmark (unlike EmptyState): a screen whose calls all fail offline shows several, with
 * the same title, and landmarks must be told apart by their names.
 */
export function ErrorState({
  title = 'Có lỗi xảy ra',
  message,
  onRetry,
  retryLabel = 'Thử lại',
  retrying = false,
}: ErrorStateProps) {
  return (
    <div className={`${styles.root} ${styles.error}`}>
      <span className={styles.icon} aria-hidden="true">
        <ErrorIcon size={32} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            <RefreshIcon size={20} />
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

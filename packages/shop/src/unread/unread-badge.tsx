import { unreadBadgeText } from '@veso/shop-core';
import { lazyIsland } from '../data/data-island';
import styles from './unread-badge.module.css';

/**
 * The customer's unread notifications, with the store: `children` is called with the count
 * (null until it is known); the `fallback` shows before the data layer.
 */
export const UnreadCount = lazyIsland(() => import('./unread-count').then((m) => m.UnreadCount));

/**
 * The count of unread notifications on an entry (nothing when there are none). Hidden from
 * screen readers: the entry's accessible name carries the count.
 */
export function UnreadBadge({ unread, className }: { unread: number | null; className?: string }) {
  if (!unread) return null;
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      aria-hidden="true"
      data-testid="unread-count"
    >
      {unreadBadgeText(unread)}
    </span>
  );
}

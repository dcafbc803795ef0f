import { useGetNotificationsQuery } from './orders-api';

/**
 * The notifications read on every signed-in page: the newest one, with the unread count the
 * list answers (the balance watch polls it; the badges read it from the same cache entry).
 */
export const NEWEST_NOTIFICATION_ARGS = { page_index: 1, page_size: 1 } as const;

/**
 * How many of the signed-in customer's notifications are unread; null signed out or before
 * the first answer. Reading a notification refetches the list, so the count follows.
 */
export function useUnreadNotifications(signedIn: boolean): number | null {
  const { data } = useGetNotificationsQuery(NEWEST_NOTIFICATION_ARGS, { skip: !signedIn });
  return signedIn && data ? data.unread : null;
}

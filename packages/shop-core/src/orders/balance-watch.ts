import { BALANCE_TAG } from '@veso/api-client';
import { useEffect, useRef } from 'react';
import { useUserInfo, usePrizeBalance } from '../api/session-api';
import { useAppDispatch } from '../hooks/store-hooks';
import { ORDERS_TAG, ordersApi, useGetNotificationsQuery } from './orders-api';
import { NEWEST_NOTIFICATION_ARGS } from './unread-notifications';

/** How often a signed-in page looks for a new notification (a ticket printed, won, refunded). */
export const BALANCE_WATCH_MS = 15_000;

/**
 * Keeps the balances on screen right while the customer is signed in: it holds the two
 * balance queries (so every {@link BALANCE_TAG} invalidation refetches them, the drawer
 * closed or not) and reads the newest notification every `pollMs`. A new one means the
 * server moved money on its own (a prize settled, an order refunded): the balances and the
 * orders are read again, without a reload. Payments, top-ups and withdrawals invalidate
 * the balances themselves.
 */
export function useBalanceWatch(
  signedIn: boolean,
  accountId: string | null,
  pollMs = BALANCE_WATCH_MS,
): void {
  const signedOut = !signedIn;
  const dispatch = useAppDispatch();
  useUserInfo(signedOut);
  usePrizeBalance(signedIn ? accountId : null);
  const newest = useGetNotificationsQuery(NEWEST_NOTIFICATION_ARGS, {
    skip: signedOut,
    pollingInterval: pollMs,
    skipPollingIfUnfocused: true,
  });
  const data = newest.data;
  const mark = data ? `${data.items[0]?.id ?? 0}/${data.total}` : undefined;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (mark === undefined) return;
    if (seen.current !== undefined && seen.current !== mark) {
      dispatch(ordersApi.util.invalidateTags([BALANCE_TAG, ORDERS_TAG]));
    }
    seen.current = mark;
  }, [mark, dispatch]);
}

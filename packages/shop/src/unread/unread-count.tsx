// Loaded as an island (it reads the notifications query of the store).
import { useUnreadNotifications } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { useFrameState } from '../frame/frame-context';

/** Renders `children` with the signed-in customer's unread notifications (null: unknown). */
export function UnreadCount({ children }: { children: (unread: number | null) => ReactNode }) {
  const { signedIn } = useFrameState().session;
  return children(useUnreadNotifications(signedIn));
}

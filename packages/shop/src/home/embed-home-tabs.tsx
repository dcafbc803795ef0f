import { unreadLabel } from '@veso/shop-core';
import { Spinner } from '@veso/ui-kit';
import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazyIsland } from '../data/data-island';
import { useFrameState } from '../frame/frame-context';
import { UnreadBadge, UnreadCount } from '../unread/unread-badge';
import styles from './embed-home-tabs.module.css';

/**
 * One tab of the webview home (spec §2: the home takes `tab`, tab=1 being the home);
 * `unread`: the tab shows the signed-in customer's unread notifications.
 */
export type EmbedHomeTab = { tab: number; label: string; unread?: true };

/**
 * The webview home's tabs: the spec's menu stays Home, Guide, Terms & policy, so the cart,
 * the purchase history and the notifications are tabs of the home (`/?tab=2`, 3, 4).
 */
export const EMBED_HOME_TABS: readonly EmbedHomeTab[] = [
  { tab: 1, label: 'Trang chủ' },
  { tab: 2, label: 'Giỏ hàng' },
  { tab: 3, label: 'Lịch sử' },
  { tab: 4, label: 'Thông báo', unread: true },
];

const CartTab = lazyIsland(() => import('@veso/checkout').then((m) => m.CartPage));
const HistoryTab = lazyIsland(() => import('@veso/orders').then((m) => m.HistoryPage));
const NotificationsTab = lazyIsland(() =>
  import('@veso/orders').then((m) => m.GuardedNotificationsPage),
);

const TAB_PAGES: Readonly<Record<number, ComponentType<{ fallback?: ReactNode }>>> = {
  2: CartTab,
  3: HistoryTab,
  4: NotificationsTab,
};

/** The home tab of a query: 1 unless `tab` names another one. */
export function useEmbedHomeTab(): number {
  const [params] = useSearchParams();
  const tab = Number(params.get('tab'));
  return EMBED_HOME_TABS.some((entry) => entry.tab === tab) ? tab : 1;
}

function tabSearch(params: URLSearchParams, tab: number): string {
  const next = new URLSearchParams(params);
  next.set('tab', String(tab));
  // A page number belongs to the tab it was read on.
  next.delete('page');
  return `/?${next.toString()}`;
}

function TabLink({
  entry,
  current,
  unread,
}: {
  entry: EmbedHomeTab;
  current: number;
  unread: number | null;
}) {
  const [params] = useSearchParams();
  return (
    <Link
      to={tabSearch(params, entry.tab)}
      className={styles.tab}
      aria-current={entry.tab === current ? 'page' : undefined}
      aria-label={unread ? unreadLabel(entry.label, unread) : undefined}
    >
      {entry.label}
      {/* The visible text reads 'Thông báo 3', part of the name 'Thông báo, 3 chưa đọc'. */}
      {unread ? ' ' : null}
      <UnreadBadge unread={unread} className={styles.badge} />
    </Link>
  );
}

/**
 * The tab bar: links (the tab is in the URL, so back returns to it), the current one marked;
 * the notifications tab with the unread count once signed in.
 */
export function EmbedHomeTabBar({ current }: { current: number }) {
  const { signedIn } = useFrameState().session;
  return (
    <nav className={styles.bar} aria-label="Mục trang chủ">
      <ul className={styles.list}>
        {EMBED_HOME_TABS.map((entry) => (
          <li key={entry.tab}>
            {entry.unread && signedIn ? (
              <UnreadCount fallback={<TabLink entry={entry} current={current} unread={null} />}>
                {(unread) => <TabLink entry={entry} current={current} unread={unread} />}
              </UnreadCount>
            ) : (
              <TabLink entry={entry} current={current} unread={null} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page of a tab other than the home (cart, history, notifications), with the store. */
export function EmbedHomeTabPage({ tab }: { tab: number }) {
  const Page = TAB_PAGES[tab];
  if (!Page) return null;
  return (
    <Page
      fallback={
        <p role="status" className={styles.loading}>
          <Spinner size={24} /> Đang tải
        </p>
      }
    />
  );
}

import { formatDateTime } from '@veso/domain';
import {
  QueryView,
  RequireAuth,
  useGetNotificationQuery,
  useGetNotificationsQuery,
  usePageTitle,
} from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_PATHS, notificationDetailPath, orderDetailPath } from '../paths';
import { PagedList, usePaging } from '../shared/paged-list';
import { PageSection } from '../shared/page-section';
import styles from '../styles';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** /thong-bao: the customer's notifications, newest first, unread ones marked. */
export function NotificationsPage() {
  const paging = usePaging(NOTIFICATIONS_PAGE_SIZE);
  const query = useGetNotificationsQuery(paging.args);
  return (
    <PageSection title="Thông báo">
      <PagedList
        query={query}
        paging={paging}
        label="Danh sách thông báo"
        loadingLabel="Đang tải thông báo"
        emptyTitle="Chưa có thông báo"
        emptyMessage="Thông báo về vé đã in, kết quả và hoàn tiền sẽ hiện ở đây."
        header={(data) => (
          <p className={styles.muted} aria-live="polite">
            {data.unread > 0 ? `${data.unread} thông báo chưa đọc` : 'Đã đọc hết thông báo'}
          </p>
        )}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <Link
            to={notificationDetailPath(item.id)}
            className={`${styles.item} ${styles.rowLink} ${item.read ? '' : styles.unread}`}
          >
            <span className={styles.spread}>
              <strong>
                {item.read ? null : <span className={styles.error}>● Chưa đọc · </span>}
                {item.title}
              </strong>
              <span className={styles.muted}>{formatDateTime(item.createdAt)}</span>
            </span>
            <span className={styles.muted}>{item.body}</span>
          </Link>
        )}
      />
    </PageSection>
  );
}

/** /thong-bao/chi-tiet-thong-bao?id=…: one notification (reading it marks it read). */
export function NotificationDetailPage() {
  const titleId = useId();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetNotificationQuery(id, { skip: !valid });
  usePageTitle('Chi tiết thông báo');
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Chi tiết thông báo
      </h1>
      {!valid ? (
        <EmptyState title="Không tìm thấy thông báo" />
      ) : (
        <QueryView query={query} loadingLabel="Đang tải thông báo">
          {(item) => (
            <article className={styles.item} aria-label={item.title}>
              <h2 className={styles.itemTitle}>{item.title}</h2>
              <p className={styles.muted}>{formatDateTime(item.createdAt)}</p>
              <p>{item.body}</p>
              {item.orderId !== null ? (
                <Link to={orderDetailPath(item.orderId)}>Xem đơn hàng #{item.orderId}</Link>
              ) : null}
            </article>
          )}
        </QueryView>
      )}
      <Link to={NOTIFICATION_PATHS.notifications}>Tất cả thông báo</Link>
    </section>
  );
}

export function GuardedNotificationsPage() {
  return (
    <RequireAuth>
      <NotificationsPage />
    </RequireAuth>
  );
}

export function GuardedNotificationDetailPage() {
  return (
    <RequireAuth>
      <NotificationDetailPage />
    </RequireAuth>
  );
}

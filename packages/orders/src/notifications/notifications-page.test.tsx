import { screen, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  makeTestNotification,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { Notification } from '@veso/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationDetailPage, NotificationsPage } from './notifications-page';

/** A stand-in server whose detail call marks the notification read. */
function server() {
  const items: Notification[] = [
    makeTestNotification(3, {
      title: 'Chúc mừng bạn trúng thưởng',
      kind: 'won',
      createdAt: '2030-01-01T12:00:00.000Z',
    }),
    makeTestNotification(2, { createdAt: '2029-12-31T10:00:00.000Z' }),
    makeTestNotification(1, {
      title: 'Vé đã được in',
      read: true,
      createdAt: '2029-12-30T10:00:00.000Z',
    }),
  ];
  return createFakeFetch((_request, url) => {
    if (url.pathname === '/api/core/webview/notifications/list') {
      return okResponse({
        items,
        unread: items.filter((item) => !item.read).length,
        total: items.length,
        page_index: 1,
        page_size: 20,
      });
    }
    if (url.pathname === '/api/core/webview/notifications/detail') {
      const item = items.find((candidate) => candidate.id === Number(url.searchParams.get('id')));
      if (!item) return errorResponse(14);
      item.read = true;
      return okResponse(item);
    }
    return errorResponse(-1, 503);
  });
}

function renderNotifications(fetch: typeof globalThis.fetch, route = '/thong-bao') {
  return renderWithProviders(
    <Routes>
      <Route path="/thong-bao" element={<NotificationsPage />} />
      <Route path="/thong-bao/chi-tiet-thong-bao" element={<NotificationDetailPage />} />
      <Route path="/lich-su-dat-mua/:id" element={<p>Đơn hàng</p>} />
    </Routes>,
    { route, fetch },
  );
}

describe('Notifications', () => {
  it('lists newest first with the unread ones marked, and reading one marks it read', async () => {
    const { user } = renderNotifications(server());
    const list = await screen.findByRole('list', { name: 'Danh sách thông báo' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/thong-bao/chi-tiet-thong-bao?id=3',
      '/thong-bao/chi-tiet-thong-bao?id=2',
      '/thong-bao/chi-tiet-thong-bao?id=1',
    ]);
    expect(links[0]).toHaveTextContent('Chưa đọc');
    expect(links[2]).not.toHaveTextContent('Chưa đọc');
    expect(screen.getByText('2 thông báo chưa đọc')).toBeInTheDocument();
    await user.click(links[0] as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: 'Chúc mừng bạn trúng thưởng' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng #101' })).toHaveAttribute(
      'href',
      '/lich-su-dat-mua/101',
    );
    await user.click(screen.getByRole('link', { name: 'Tất cả thông báo' }));
    expect(await screen.findByText('1 thông báo chưa đọc')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    const fetch = createFakeFetch(() =>
      okResponse({ items: [], unread: 0, total: 0, page_index: 1, page_size: 20 }),
    );
    renderNotifications(fetch);
    expect(await screen.findByRole('heading', { name: 'Chưa có thông báo' })).toBeInTheDocument();
  });

  it('shows the error of an unknown notification', async () => {
    renderNotifications(server(), '/thong-bao/chi-tiet-thong-bao?id=99');
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderNotifications(offlineFetch());
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});

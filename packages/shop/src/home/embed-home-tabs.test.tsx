import { screen, within } from '@testing-library/react';
import { errorResponse, makeTestNotification, okResponse } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { EmbedHomeTabBar } from './embed-home-tabs';

const unread =
  (count: number): FakeApiHandler =>
  (_request, url) =>
    url.pathname === '/api/core/webview/notifications/list'
      ? okResponse({
          items: [makeTestNotification(4)],
          unread: count,
          total: 4,
          page_index: 1,
          page_size: 1,
        })
      : errorResponse(-1, 503);

describe('EmbedHomeTabBar', () => {
  it('shows the unread notifications on the Thông báo tab, in its accessible name too', async () => {
    renderInFrame(<EmbedHomeTabBar current={1} />, {
      route: '/?tab=1',
      session: { signedIn: true, accountId: '84912345678', embed: true },
      server: unread(2),
      context: { embedded: true },
    });
    const tab = await screen.findByRole('link', { name: 'Thông báo, 2 chưa đọc' });
    expect(tab).toHaveAttribute('href', '/?tab=4');
    expect(within(tab).getByTestId('unread-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no count before the store or signed out', () => {
    renderInFrame(<EmbedHomeTabBar current={4} />, {
      route: '/?tab=4',
      server: unread(2),
      context: { embedded: true },
    });
    expect(screen.getByRole('link', { name: 'Thông báo' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});

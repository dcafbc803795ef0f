import { act, screen, waitFor } from '@testing-library/react';
import {
  cartItemAdded,
  errorResponse,
  makeTestNotification,
  makeVietlottCartItem,
  okResponse,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { AppHeader, BackHeader } from './app-header';

const MEGA_SET = {
  numbers: [1, 2, 3, 4, 5, 6],
  form: 'single' as const,
  special: null,
  specials: [],
  chosenAuto: false,
};

describe('AppHeader', () => {
  it('links to the cart with the item count in its name, once the store is there', async () => {
    const { data } = renderInFrame(<AppHeader onOpenMenu={() => undefined} menuOpen={false} />, {
      dataLayer: 'manual',
    });
    // The frame alone: the icon links to the cart without a number.
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/gio-hang');
    await act(async () => {
      await data.load();
    });
    const store = data.current()!.store;
    expect(await screen.findByRole('link', { name: 'Giỏ hàng, 0 vé' })).toHaveAttribute(
      'href',
      '/gio-hang',
    );
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(cartItemAdded(makeVietlottCartItem('mega645', [MEGA_SET], [])));
      store.dispatch(cartItemAdded(makeVietlottCartItem('mega645', [MEGA_SET], [])));
    });
    expect(screen.getByRole('link', { name: 'Giỏ hàng, 2 vé' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('shows the page title whole in its tooltip, and VeSo when the page set none', () => {
    const { frame } = renderInFrame(<AppHeader onOpenMenu={() => undefined} menuOpen={false} />, {
      dataLayer: 'never',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('VeSo');
    act(() => {
      frame.setPageTitle('Thông tin khách hàng còn thiếu');
    });
    const title = screen.getByRole('heading', { level: 1, name: 'Thông tin khách hàng còn thiếu' });
    expect(title).toHaveAttribute('title', 'Thông tin khách hàng còn thiếu');
  });
});

describe('AppHeader menu button', () => {
  const server = (unread: number) => (_request: Request, url: URL) =>
    url.pathname === '/api/core/webview/notifications/list'
      ? okResponse({
          items: [makeTestNotification(7)],
          unread,
          total: 7,
          page_index: 1,
          page_size: 1,
        })
      : errorResponse(-1, 503);
  const withNotifications = {
    menu: [{ label: 'Thông báo', to: '/thong-bao', badge: 'unreadNotifications' as const }],
  };
  const signedIn = { signedIn: true, accountId: '84912345678' };

  it('shows the unread notifications when the menu has them, the count in its name', async () => {
    renderInFrame(<AppHeader onOpenMenu={() => undefined} menuOpen={false} />, {
      session: signedIn,
      server: server(5),
      context: withNotifications,
    });
    const button = await screen.findByRole('button', { name: 'Mở menu, 5 thông báo chưa đọc' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByTestId('unread-count')).toHaveTextContent('5');
  });

  it('shows no count when the menu has no notifications entry (the webview)', async () => {
    const { data } = renderInFrame(<AppHeader onOpenMenu={() => undefined} menuOpen={false} />, {
      session: signedIn,
      server: server(5),
      context: { menu: [{ label: 'Trang chủ', to: '/?tab=1' }] },
    });
    // The header rendered with the data layer; without the entry it asks for no count.
    await waitFor(() => expect(data.current()).not.toBeNull());
    await act(async () => undefined);
    const asked = Object.keys(data.current()?.store.getState().api.queries ?? {});
    expect(asked.filter((key) => key.startsWith('getNotifications'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});

describe('BackHeader', () => {
  it('has the back button, the title and the cart link too', () => {
    renderInFrame(<BackHeader onBack={() => undefined} />, { dataLayer: 'never' });
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/gio-hang');
  });
});

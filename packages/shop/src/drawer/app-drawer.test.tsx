import { act, screen, waitFor, within } from '@testing-library/react';
import {
  errorResponse,
  makeTestAppConfig,
  makeTestNotification,
  makeTestPrizeBalance,
  makeTestUserInfo,
  okResponse,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it, vi } from 'vitest';
import type { ShopFrame } from '../frame/frame-context';
import { renderInFrame } from '../test/render-in-frame';
import { AppDrawer } from './app-drawer';

function server(balance: { value: number }): FakeApiHandler {
  return (_request, url) => {
    if (url.pathname === '/api/auth/info')
      return okResponse(makeTestUserInfo({ balance: balance.value }));
    if (url.pathname === '/api/auth/getPrizeBalance') {
      return okResponse(makeTestPrizeBalance());
    }
    return errorResponse(-1, 503);
  };
}

const SIGNED_IN = { signedIn: true, accountId: '84912345678' };

/** Whether the data layer's notifications list has been answered (any page of it). */
function notificationsFulfilled(data: ShopFrame['data']): boolean {
  const queries = data.current()?.store.getState().api.queries ?? {};
  return Object.entries(queries).some(
    ([key, query]) => key.startsWith('getNotifications') && query?.status === 'fulfilled',
  );
}

describe('AppDrawer support phone', () => {
  it('shows the support phone of the app config (spec §9); a tap dials it', async () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      server: (_request, url) =>
        url.pathname === '/api/customer/get_config_v2'
          ? okResponse(makeTestAppConfig({ supportPhone: '1900 6868' }))
          : errorResponse(-1, 503),
    });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Tổng đài hỗ trợ')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '1900 6868' })).toHaveAttribute(
      'href',
      'tel:19006868',
    );
  });

  it('shows no number while the config has not loaded', () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, { dataLayer: 'never' });
    expect(screen.queryByText('Tổng đài hỗ trợ')).not.toBeInTheDocument();
  });
});

describe('AppDrawer signed in', () => {
  it('shows the name, the account, both balances with Nạp / Rút, and refreshes the main balance', async () => {
    const balance = { value: 150000 };
    const { user } = renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      session: SIGNED_IN,
      server: server(balance),
    });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Nguyễn Văn A')).toBeInTheDocument();
    expect(within(dialog).getByText('0912345678')).toBeInTheDocument();
    expect(within(dialog).getByText('150.000đ')).toBeInTheDocument();
    expect(await within(dialog).findByText('20.000đ')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Nạp' })).toHaveAttribute('href', '/nap-tien');
    expect(within(dialog).getByRole('link', { name: 'Rút' })).toHaveAttribute(
      'href',
      '/tai-khoan-tra-thuong',
    );
    expect(within(dialog).getByRole('link', { name: /Nguyễn Văn A/ })).toHaveAttribute(
      'href',
      '/cap-nhat-thong-tin-tai-khoan',
    );
    expect(within(dialog).getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Phiên bản/)).toBeInTheDocument();
    balance.value = 175000;
    await user.click(within(dialog).getByRole('button', { name: 'Làm mới số dư' }));
    expect(await within(dialog).findByText('175.000đ')).toBeInTheDocument();
  });

  it('shows the phone number before the data layer arrives (frame fallback)', () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      session: SIGNED_IN,
      dataLayer: 'never',
    });
    expect(screen.getByRole('link', { name: /0912345678/ })).toHaveAttribute(
      'href',
      '/cap-nhat-thong-tin-tai-khoan',
    );
    expect(screen.queryByText('84912345678')).not.toBeInTheDocument();
  });

  it('hides Đăng xuất in the embed shell', async () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      session: { ...SIGNED_IN, embed: true },
      server: server({ value: 1000 }),
      context: { canSignOut: false },
    });
    expect(await screen.findByText('Nguyễn Văn A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).not.toBeInTheDocument();
  });

  it('says when the balances cannot load', async () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      session: SIGNED_IN,
      server: () => errorResponse(-1, 503),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Không tải được số dư',
    );
  }, 15_000);

  it('offers Đăng ký and Đăng nhập when signed out', () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, { dataLayer: 'never' });
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/dang-ky');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/dang-nhap');
  });
});

describe('AppDrawer menu', () => {
  it('marks an entry no feature serves yet as Sắp ra mắt, once the route tables are in', async () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      server: () => errorResponse(-1, 503),
      context: {
        menu: [
          { label: 'Liên hệ', to: '/lien-he' },
          { label: 'Trang chưa có', to: '/trang-chua-co' },
        ],
      },
    });
    const soon = await screen.findByRole('link', { name: /^Trang chưa có\s*Sắp ra mắt$/ });
    expect(soon).toHaveAttribute('href', '/trang-chua-co');
    expect(screen.getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('href', '/lien-he');
  });
});

describe('AppDrawer notifications entry', () => {
  const menu = [
    { label: 'Trang chủ', to: '/' },
    { label: 'Thông báo', to: '/thong-bao', badge: 'unreadNotifications' as const },
  ];
  const notifications =
    (unread: number): FakeApiHandler =>
    (_request, url) =>
      url.pathname === '/api/core/webview/notifications/list'
        ? okResponse({
            items: [makeTestNotification(9)],
            unread,
            total: 12,
            page_index: 1,
            page_size: 1,
          })
        : errorResponse(-1, 503);

  it('shows the unread count, in the link’s accessible name too', async () => {
    renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      session: SIGNED_IN,
      server: notifications(3),
      context: { menu },
    });
    const link = await screen.findByRole('link', { name: 'Thông báo, 3 chưa đọc' });
    expect(link).toHaveAttribute('href', '/thong-bao');
    expect(within(link).getByTestId('unread-count')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toBeInTheDocument();
  });

  it('shows no badge when every notification is read, nor signed out', async () => {
    let asked = 0;
    const counting: FakeApiHandler = (request, url) => {
      if (url.pathname === '/api/core/webview/notifications/list') asked += 1;
      return notifications(0)(request, url);
    };
    const { unmount, data } = renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      session: SIGNED_IN,
      server: counting,
      context: { menu },
    });
    // The list answered (unread 0) and the drawer rendered with it.
    await waitFor(() => expect(notificationsFulfilled(data)).toBe(true));
    await act(async () => undefined);
    expect(asked).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Thông báo' })).toHaveAttribute('href', '/thong-bao');
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    unmount();
    asked = 0;
    const signedOut = renderInFrame(<AppDrawer open onClose={vi.fn()} />, {
      server: counting,
      context: { menu },
    });
    // Signed out, the drawer renders with the data layer and asks nothing.
    await waitFor(() => expect(signedOut.data.current()).not.toBeNull());
    await act(async () => undefined);
    expect(asked).toBe(0);
    expect(screen.getByRole('link', { name: 'Thông báo' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});

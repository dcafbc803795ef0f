import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import {
  cartItemAdded,
  createFakeFetch,
  errorResponse,
  getSessionCookie,
  makeTestAppConfig,
  okResponse,
  selectCartCount,
  setSessionCookie,
  showToast,
  testApiBaseUrls,
  useAppSelector,
} from '@veso/shop-core';
import { PRODUCTS } from '@veso/domain';
import { data } from 'react-router';
import type { Storage } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG } from '../errors/chunk-reload';
import { INTERACTIVE_MARK } from '../frame/interactive-mark';
import { configServer, renderShop, testAuth } from '../test/render-shop';
import { ShopApp } from './create-shop';

const never = () => () => undefined;

beforeEach(() => {
  performance.clearMarks(INTERACTIVE_MARK);
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the frame before the data layer', () => {
  it('renders the home cards and the drawer with no data layer and no API call yet', async () => {
    const { user, shop, fetch } = renderShop({ scheduleIdle: never });
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
    expect(
      within(screen.getByRole('article', { name: 'Max 4D' })).getByText('Ngừng phát hành'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mua vé số online' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải trạng thái sản phẩm')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(within(drawer).getByText('Phiên bản 1.6.6')).toBeInTheDocument();

    expect(shop.data.current()).toBeNull();
    expect(fetch.requests).toHaveLength(0);
  });

  it('finds a feature page on the first visit and on the first navigation to one', async () => {
    renderShop({ path: '/gio-hang' });
    // The first visit imports every feature's route table (cold in the test runner: slow on
    // a loaded 2-core machine), hence the longer wait.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giỏ hàng' }, { timeout: 45_000 }),
    ).toBeInTheDocument();
    cleanup();

    const { user } = renderShop();
    await user.click(await screen.findByRole('link', { name: 'Mega 6/45' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mega 6/45' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Không tìm thấy trang này' })).toBeNull();
  }, 90_000);

  it('shows the 404 screen without the data layer', async () => {
    const { shop } = renderShop({ path: '/khong-co-trang-nay', scheduleIdle: never });
    expect(
      await screen.findByRole('heading', { name: '404 Không tìm thấy trang này' }),
    ).toBeInTheDocument();
    expect(shop.data.current()).toBeNull();
  });

  it('starts the data layer when idle after the first route, then adds the config states', async () => {
    const idle: (() => void)[] = [];
    const { shop } = renderShop({
      server: configServer(makeTestAppConfig({ comingSoonProducts: ['lotto535'] })),
      scheduleIdle: (task) => {
        idle.push(task);
        return () => undefined;
      },
    });
    await screen.findByRole('link', { name: 'Mega 6/45' });
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(shop.data.current()).toBeNull();
    act(() => idle.at(-1)?.());
    expect(
      await within(screen.getByRole('article', { name: 'Lotto 5/35' })).findByText('Sắp ra mắt'),
    ).toBeInTheDocument();
    expect(shop.data.current()).not.toBeNull();
    await waitFor(() =>
      expect(screen.queryByText('Đang tải trạng thái sản phẩm')).not.toBeInTheDocument(),
    );
  });

  it('sets the interactive mark once, when the first route has committed', async () => {
    const { shop } = renderShop({ scheduleIdle: never });
    await screen.findByRole('link', { name: 'Mega 6/45' });
    await waitFor(() => expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1));
    expect(shop.data.current()).toBeNull();
    await shop.router.navigate('/khong-co');
    await screen.findByRole('heading', { name: '404 Không tìm thấy trang này' });
    // A second shop on the same page (a test, a remount) does not mark again.
    renderShop({ scheduleIdle: never });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Mở menu' })).toHaveLength(2));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
  });
});

describe('feature routes', () => {
  /**
   * A storage whose reads wait until `release` is called, like a slow disk; `reading`
   * resolves when the first read starts.
   */
  function gatedStorage() {
    const items = new Map<string, string>();
    let release: () => void = () => undefined;
    let startReading: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reading = new Promise<void>((resolve) => (startReading = resolve));
    const storage: Storage = {
      getItem: (key) => {
        startReading();
        return gate.then(() => items.get(key) ?? null);
      },
      setItem: (key, value) => Promise.resolve(void items.set(key, value)),
      removeItem: (key) => Promise.resolve(void items.delete(key)),
    };
    return { storage, release: () => release(), reading };
  }

  function CartPage() {
    const count = useAppSelector(selectCartCount);
    return <p>Giỏ hàng có {count} vé</p>;
  }

  it('wait for the data layer (the persisted cart read back) before rendering', async () => {
    const { storage, release, reading } = gatedStorage();
    const { shop } = renderShop({
      path: '/test-cart',
      storage,
      scheduleIdle: never,
      routes: {
        defaultPages: [
          {
            path: '/test-cart',
            lazy: () => Promise.resolve({ Component: CartPage }),
          },
        ],
      },
    });
    // The data layer's code is in and it reads the persisted cart back (held). The page's
    // own chunk was in long before (it resolves at once), yet the router's first navigation
    // has not finished: it waits for the store, and the page is not rendered.
    await reading;
    await act(async () => undefined);
    expect(shop.router.state.initialized).toBe(false);
    expect(screen.queryByText(/Giỏ hàng có/)).not.toBeInTheDocument();
    expect(shop.data.current()).toBeNull();
    release();
    expect(await screen.findByText('Giỏ hàng có 0 vé')).toBeInTheDocument();
    expect(shop.data.current()).not.toBeNull();
  });

  it('load the data layer when navigated to from the frame', async () => {
    const { user, shop } = renderShop({ scheduleIdle: never });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    await user.click(screen.getByRole('link', { name: 'Điều khoản & chính sách' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điều khoản & chính sách' }),
    ).toBeInTheDocument();
    // The page set its title through the store, and the frame's header shows it.
    const { store } = await shop.data.load();
    expect(store.getState().app.pageTitle).toBe('Điều khoản & chính sách');
  });
});

describe('the shop at /', () => {
  it('renders the header with the menu button, the logo and the page title', async () => {
    renderShop();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mua vé số online' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VeSo - Trang chủ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Mua vé số online | VeSo');
  });

  it('asks for the app config once with the spec query', async () => {
    const { fetch } = renderShop();
    await screen.findByRole('link', { name: 'Mega 6/45' });
    // Every island that reads the config (cards, status, domain notice) has mounted.
    await waitFor(() =>
      expect(screen.queryByText('Đang tải trạng thái sản phẩm')).not.toBeInTheDocument(),
    );
    const configCalls = fetch.requests.filter(
      (r) => new URL(r.url).pathname === '/api/customer/get_config_v2',
    );
    expect(configCalls).toHaveLength(1);
    expect(new URL(configCalls[0]!.url).search).toBe('?os_type=0&current_version=61');
  });
});

describe('drawer', () => {
  it('signs in from the menu and keeps the page to come back to, with its query', async () => {
    const { user, shop } = renderShop({ path: '/gio-hang?tab=2' });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Đăng nhập' }));
    await waitFor(() => expect(shop.router.state.location.pathname).toBe('/dang-nhap'));
    expect(shop.router.state.location.state).toEqual({ from: '/gio-hang?tab=2' });
  });

  it('opens from the menu button and shows the signed-out contents', async () => {
    const { user } = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Đăng ký' })).toHaveAttribute(
      'href',
      '/dang-ky',
    );
    expect(within(drawer).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/dang-nhap',
    );
    const nav = within(drawer).getByRole('navigation', { name: 'Danh mục' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Trang chủ', 'Hướng dẫn', 'Điều khoản & chính sách']);
    expect(within(drawer).getByText('Phiên bản 1.6.6')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Đăng xuất' })).not.toBeInTheDocument();
  });

  it('closes with its close button and with Escape', async () => {
    const { user } = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Đóng menu',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('navigates from a menu entry and closes', async () => {
    const { user, shop } = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    await user.click(screen.getByRole('link', { name: 'Điều khoản & chính sách' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điều khoản & chính sách' }),
    ).toBeInTheDocument();
    expect(shop.router.state.location.pathname).toBe('/dieu-khoan-chinh-sach');
  });

  it('shows the account and Đăng xuất when signed in, and signs out to the login page', async () => {
    const { user, shop } = renderShop({
      auth: testAuth({ signedIn: true, accountId: '84912345678' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: /0912345678/ })).toHaveAttribute(
      'href',
      '/cap-nhat-thong-tin-tai-khoan',
    );
    expect(within(drawer).queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
    const { store } = await shop.data.load();
    await user.click(within(drawer).getByRole('button', { name: 'Đăng xuất' }));
    expect(store.getState().session.signedIn).toBe(false);
    expect(shop.frame.getState().session.signedIn).toBe(false);
    // The login page is a lazy route: the navigation ends once its chunk is in.
    await waitFor(() => expect(shop.router.state.location.pathname).toBe('/dang-nhap'));
  });

  it('signs out before the data layer has loaded too', async () => {
    setSessionCookie('abc');
    const { user, shop } = renderShop({
      auth: testAuth({ signedIn: true, accountId: '84912345678' }),
      scheduleIdle: () => () => undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(getSessionCookie()).toBeUndefined();
    // The login page is a lazy route: the navigation ends once its chunk is in.
    await waitFor(() => expect(shop.router.state.location.pathname).toBe('/dang-nhap'));
    // Signed out, the login page shows instead of sending the customer home.
    // (The header titles the page too: the page's own heading is in main.)
    await waitFor(() =>
      expect(
        within(screen.getByRole('main')).getByRole('heading', { name: 'Đăng nhập' }),
      ).toBeInTheDocument(),
    );
    // The store the login page loads starts signed out.
    const { store } = await shop.data.load();
    expect(store.getState().session.signedIn).toBe(false);
  });

  it('hides Đăng xuất when the shell does not allow signing out (webview)', async () => {
    const { user } = renderShop({
      auth: testAuth({ signedIn: true, accountId: '84900000000' }, false),
    });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).not.toBeInTheDocument();
  });
});

describe('404', () => {
  it('shows the not-found screen with a link home inside the layout', async () => {
    const { user, shop } = renderShop({ path: '/khong-co-trang-nay' });
    expect(
      await screen.findByRole('heading', { name: '404 Không tìm thấy trang này' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(shop.router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
  });
});

describe('errors', () => {
  it('shows "Có lỗi xảy ra: {status} - {message}" for a route error', async () => {
    renderShop({
      path: '/bao-tri',
      routes: {
        defaultPages: [
          {
            path: '/bao-tri',
            loader: () => {
              throw data('Hệ thống bảo trì', { status: 503 });
            },
            Component: () => null,
          },
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Có lỗi xảy ra: 503 - Hệ thống bảo trì' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('shows status 500 and the message for an exception in a page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Không đọc được vé');
    }
    renderShop({ path: '/hong', routes: { defaultPages: [{ path: '/hong', Component: Broken }] } });
    expect(
      await screen.findByRole('heading', { name: 'Có lỗi xảy ra: 500 - Không đọc được vé' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('failed chunk load', () => {
  const chunkError = () =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/ve-abc.js',
      ),
    );

  it('reloads the page once, then shows the error instead of looping', async () => {
    const reload = vi.fn();
    renderShop({
      path: '/ve',
      reload,
      routes: { defaultPages: [{ path: '/ve', lazy: chunkError }] },
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    expect(screen.queryByRole('heading', { name: /Có lỗi xảy ra/ })).not.toBeInTheDocument();

    // The reloaded page fails again: no second reload.
    const reloadAgain = vi.fn();
    renderShop({
      path: '/ve',
      reload: reloadAgain,
      routes: { defaultPages: [{ path: '/ve', lazy: chunkError }] },
    });
    expect(
      await screen.findByRole('heading', {
        name: /^Có lỗi xảy ra: 500 - Failed to fetch dynamically/,
      }),
    ).toBeInTheDocument();
    expect(reloadAgain).not.toHaveBeenCalled();
  });

  it('allows a reload again after a page has loaded fine', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    renderShop({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull());
  });
});

describe('private browsing gate', () => {
  function setQuota(quota: number) {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: () => Promise.resolve({ quota, usage: 0 }) },
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('shows only the sentence when the storage quota is under 120000000 bytes', async () => {
    setQuota(119_000_000);
    const { container } = renderShop();
    expect(
      await screen.findByText(
        'Quý khách vui lòng không sử dụng trình duyệt ở chế độ ẩn danh để đảm bảo quyền lợi của chính mình.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở menu' })).not.toBeInTheDocument();
    expect(container.textContent).toBe(
      'Quý khách vui lòng không sử dụng trình duyệt ở chế độ ẩn danh để đảm bảo quyền lợi của chính mình.',
    );
  });

  it('shows the shop with a normal quota', async () => {
    setQuota(2_000_000_000);
    renderShop();
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
    expect(screen.queryByText(/chế độ ẩn danh/)).not.toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('shows the mapped message of a failed call as a toast', async () => {
    renderShop({ server: () => errorResponse(14, 400) });
    const region = await screen.findByRole('status', { name: 'Thông báo' });
    expect(
      await within(region).findByText('Yêu cầu không hợp lệ, vui lòng thử lại sau'),
    ).toBeInTheDocument();
  });

  it('shows an error the shell met before the first render, without waiting for idle', async () => {
    renderShop({
      server: () => okResponse(makeTestAppConfig()),
      scheduleIdle: never,
      startupError: 'Lỗi hệ thống. Quý khách vui lòng thử lại sau',
    });
    const region = await screen.findByRole('status', { name: 'Thông báo' });
    expect(
      await within(region).findByText('Lỗi hệ thống. Quý khách vui lòng thử lại sau'),
    ).toBeInTheDocument();
  });

  it('shows at most 5, newest first', async () => {
    const { shop } = renderShop({ server: () => okResponse(makeTestAppConfig()) });
    const region = await screen.findByRole('status', { name: 'Thông báo' });
    const { store } = await shop.data.load();
    act(() => {
      for (let i = 1; i <= 7; i += 1) store.dispatch(showToast({ message: `Thông báo số ${i}` }));
    });
    // The toasts' host is a data island: under load its chunk may still be on its way.
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.replace('Thông tin: ', '')),
      ).toEqual([
        'Thông báo số 7',
        'Thông báo số 6',
        'Thông báo số 5',
        'Thông báo số 4',
        'Thông báo số 3',
      ]),
    );
  });
});

describe('persisted cart', () => {
  it('is saved in localStorage under persist:wvstate, cart and receiver only', async () => {
    const { shop } = renderShop();
    const { store, persistor } = await shop.data.load();
    store.dispatch(
      cartItemAdded({
        id: 've-1',
        category: 1,
        group: 6,
        numberInfos: [],
        drawInfos: [],
        generatedNumsAmount: 0,
        calculatedPrice: 10000,
      }),
    );
    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:wvstate') ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'cart', 'receiver']);
    expect(JSON.parse(saved.cart ?? '{}')).toMatchObject({ items: [{ id: 've-1' }] });
  });
});

describe('webview session', () => {
  it('starts embedded but not signed in until the server verifies the parameters', async () => {
    const { shop } = renderShop({
      server: configServer(),
      auth: testAuth({ embed: true, embedParams: { source: 'vi-x', data: 'd', sig: 's' } }, false),
    });
    await screen.findByRole('link', { name: 'Mega 6/45' });
    const { store } = await shop.data.load();
    expect(store.getState().session).toMatchObject({ embed: true, signedIn: false });
    expect(store.getState().app).toMatchObject({ embed: true, embedType: 'vi-x' });
    expect(screen.getByRole('link', { name: 'VeSo - Trang chủ' })).toHaveAttribute(
      'href',
      '/?tab=1',
    );
  });
});

describe('ShopApp', () => {
  it('builds and renders a shop from the shell props', async () => {
    render(
      <ShopApp
        auth={testAuth()}
        menu={[]}
        apiBaseUrls={testApiBaseUrls()}
        fetch={createFakeFetch(configServer())}
        initialEntries={['/huong-dan-choi/keno']}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hướng dẫn chơi Keno' }),
    ).toBeInTheDocument();
  });
});

describe('the webview shell (embedded)', () => {
  it('says "This page could not be found" for an unknown page, leading to the home tab', async () => {
    const { user, shop } = renderShop({ path: '/khong-co-trang-nay', embedded: true });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('404 Không tìm thấy trang này')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(shop.router.state.location.search).toBe('?tab=1');
  });

  it('reaches the cart, history and notifications from the home tabs, tab=1 being home', async () => {
    const { user, shop } = renderShop({ path: '/?tab=1', embedded: true });
    const tabs = await screen.findByRole('navigation', { name: 'Mục trang chủ' });
    expect(within(tabs).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('link', { name: 'Giỏ hàng' }));
    expect(shop.router.state.location.search).toBe('?tab=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giỏ hàng' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Giỏ hàng trống')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mega 6/45' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(tabs).getByRole('link', { name: 'Trang chủ' }));
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
  });

  it('keeps the web home without tabs', async () => {
    renderShop({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mục trang chủ' })).toBeNull();
  });
});

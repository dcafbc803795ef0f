import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppConfig } from '@veso/contract';
import { createFakeFetch, makeTestAppConfig, okResponse, testApiBaseUrls } from '@veso/shop-core';
import type { FakeApiHandler, SessionBootstrap } from '@veso/shop-core';
import { createShop, ShopView } from '../app/create-shop';
import type { ShopOptions } from '../app/create-shop';
import type { MenuEntry, ShopAuth } from '../app/shop-context';

export const TEST_MENU: readonly MenuEntry[] = [
  { label: 'Trang chủ', to: '/' },
  { label: 'Hướng dẫn', to: '/huong-dan-choi' },
  { label: 'Điều khoản & chính sách', to: '/dieu-khoan-chinh-sach' },
];

export function testAuth(session: SessionBootstrap = {}, canSignOut = true): ShopAuth {
  return { bootstrap: () => session, getToken: () => undefined, canSignOut };
}

/** A fake server answering the config call with `config` and 404 for anything else. */
export function configServer(config: AppConfig = makeTestAppConfig()): FakeApiHandler {
  return (_request, url) =>
    url.pathname === '/api/customer/get_config_v2'
      ? okResponse(config)
      : Response.json({ code: 14, message: 'not found' }, { status: 404 });
}

export type RenderShopOptions = Partial<Omit<ShopOptions, 'fetch'>> & {
  path?: string;
  server?: FakeApiHandler;
  /** Options for user-event (e.g. `advanceTimers` under fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
};

/** Renders a whole shop (store, router, layouts) at `path`, talking to a fake server. */
export function renderShop(options: RenderShopOptions = {}) {
  const { path = '/', server = configServer(), userOptions, ...shopOptions } = options;
  const fetch = createFakeFetch(server);
  const shop = createShop({
    auth: testAuth(),
    menu: TEST_MENU,
    apiBaseUrls: testApiBaseUrls(),
    initialEntries: [path],
    reload: () => undefined,
    host: 'veso.example',
    ...shopOptions,
    fetch,
  });
  const user = userEvent.setup(userOptions);
  return { shop, fetch, user, ...render(<ShopView shop={shop} />) };
}

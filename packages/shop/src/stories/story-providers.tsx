import type { AppConfig } from '@veso/contract';
import { createFakeFetch, makeTestAppConfig, okResponse, setupTestStore } from '@veso/shop-core';
import type { RootState } from '@veso/shop-core';
import { ThemeRoot } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { defaultShopContext, ShopContext } from '../app/shop-context';
import type { MenuEntry, ShopContextValue } from '../app/shop-context';

/** The web shell's menu, for stories. */
export const STORY_MENU: readonly MenuEntry[] = [
  { label: 'Trang chủ', to: '/' },
  { label: 'Giỏ hàng', to: '/gio-hang' },
  { label: 'Kết quả xổ số', to: '/ket-qua' },
  { label: 'Hướng dẫn chơi', to: '/huong-dan-choi' },
  { label: 'Điều khoản & chính sách', to: '/dieu-khoan-chinh-sach' },
];

export type StoryProvidersProps = {
  children: ReactNode;
  preloadedState?: Partial<RootState>;
  /** What the fake server answers to the config call; 'offline' fails like no network, 'pending' never answers. */
  config?: AppConfig | 'offline' | 'pending';
  route?: string;
  context?: Partial<ShopContextValue>;
};

function fakeServer(config: StoryProvidersProps['config']) {
  if (config === 'offline')
    return createFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  if (config === 'pending') return createFakeFetch(() => new Promise<Response>(() => undefined));
  return createFakeFetch(() => okResponse(config ?? makeTestAppConfig()));
}

/** Store (with a fake server), memory router, shell context and the app frame for a story. */
export function StoryProviders({
  children,
  preloadedState,
  config,
  route = '/',
  context,
}: StoryProvidersProps) {
  const [store] = useState(() => setupTestStore(preloadedState, { fetch: fakeServer(config) }));
  return (
    <ShopContext.Provider
      value={{ ...defaultShopContext, menu: STORY_MENU, reload: () => undefined, ...context }}
    >
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeRoot>{children}</ThemeRoot>
        </MemoryRouter>
      </Provider>
    </ShopContext.Provider>
  );
}

import type { AppConfig } from '@veso/contract';
import { makeTestAppConfig, okResponse } from '@veso/shop-core';
import type { FakeApiHandler, SessionBootstrap } from '@veso/shop-core';
import { ThemeRoot } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { MenuEntry, ShopContextValue } from '../app/shop-context';
import { createTestFrame, FrameProviders } from '../test/render-in-frame';

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
  /** The session the shell's bootstrap reads. */
  session?: SessionBootstrap;
  /** What the fake server answers to the config call; 'offline' fails like no network, 'pending' never answers. */
  config?: AppConfig | 'offline' | 'pending';
  /** 'never': the frame alone, as before the data layer has loaded. */
  dataLayer?: 'ready' | 'never';
  route?: string;
  context?: Partial<ShopContextValue>;
  /** Answers the calls other than the config call (account info, balances…); 503 by default. */
  server?: FakeApiHandler;
};

function fakeServer(config: StoryProvidersProps['config']): FakeApiHandler {
  if (config === 'offline') return () => Promise.reject(new TypeError('Failed to fetch'));
  if (config === 'pending') return () => new Promise<Response>(() => undefined);
  return () => okResponse(config ?? makeTestAppConfig());
}

/** Frame, data layer (with a fake server), memory router and shell context for a story. */
export function StoryProviders({
  children,
  session,
  config,
  dataLayer = 'ready',
  route = '/',
  context,
  server,
}: StoryProvidersProps) {
  const [shopFrame] = useState(() => {
    const configServer = fakeServer(config);
    const handler: FakeApiHandler = server
      ? (request, url) =>
          url.pathname.includes('config') ? configServer(request, url) : server(request, url)
      : configServer;
    return createTestFrame({ server: handler, dataLayer, ...(session ? { session } : {}) });
  });
  return (
    <FrameProviders shopFrame={shopFrame} context={{ menu: STORY_MENU, ...context }}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeRoot>{children}</ThemeRoot>
      </MemoryRouter>
    </FrameProviders>
  );
}

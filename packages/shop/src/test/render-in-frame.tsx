import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, sessionFromBootstrap, testApiBaseUrls } from '@veso/shop-core';
import type { FakeApiHandler, SessionBootstrap } from '@veso/shop-core';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { defaultShopContext, ShopContext } from '../app/shop-context';
import type { ShopContextValue } from '../app/shop-context';
import { createDataLayer } from '../data/data-layer';
import type { DataLayer } from '../data/data-layer';
import { createDataLayerLoader } from '../data/data-layer-loader';
import { FrameContext } from '../frame/frame-context';
import type { ShopFrame } from '../frame/frame-context';
import { createFrameStore, initialFrameState } from '../frame/frame-store';

export type TestFrameOptions = {
  session?: SessionBootstrap;
  /** The fake server of the data layer's api-client; 503 for everything by default. */
  server?: FakeApiHandler;
  /**
   * 'ready': the data layer loads at once; 'manual': when the test calls `data.load()`;
   * 'never': it never arrives (the frame alone).
   */
  dataLayer?: 'ready' | 'manual' | 'never';
};

/** A frame (and, unless told otherwise, its data layer) like a shop's, without the router. */
export function createTestFrame(options: TestFrameOptions = {}): ShopFrame {
  const { session = {}, dataLayer = 'ready' } = options;
  const server =
    options.server ?? (() => Response.json({ code: -1, message: 'no handler' }, { status: 503 }));
  const frame = createFrameStore(initialFrameState(sessionFromBootstrap(session)));
  const data = createDataLayerLoader(
    () =>
      dataLayer === 'never'
        ? new Promise<DataLayer>(() => undefined)
        : createDataLayer({
            frame,
            getToken: () => undefined,
            baseUrls: testApiBaseUrls(),
            fetch: createFakeFetch(server),
          }),
    () => () => undefined,
  );
  if (dataLayer === 'ready') void data.load();
  return { frame, data };
}

/** Shell context, frame and data layer around `children` (stories and tests). */
export function FrameProviders({
  shopFrame,
  context,
  children,
}: {
  shopFrame: ShopFrame;
  context?: Partial<ShopContextValue>;
  children: ReactNode;
}) {
  return (
    <ShopContext.Provider value={{ ...defaultShopContext, reload: () => undefined, ...context }}>
      <FrameContext.Provider value={shopFrame}>{children}</FrameContext.Provider>
    </ShopContext.Provider>
  );
}

export type RenderInFrameOptions = TestFrameOptions & {
  route?: string;
  context?: Partial<ShopContextValue>;
};

/**
 * Renders a frame component (layout, page, island) inside a test frame and a memory
 * router. Returns Testing Library's queries, the frame, its data-layer loader and a user.
 */
export function renderInFrame(ui: ReactElement, options: RenderInFrameOptions = {}) {
  const { route = '/', context, ...frameOptions } = options;
  const shopFrame = createTestFrame(frameOptions);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <FrameProviders shopFrame={shopFrame} {...(context ? { context } : {})}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </FrameProviders>
    );
  }
  return { ...shopFrame, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper }) };
}

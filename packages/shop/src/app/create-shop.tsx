import type { ApiClientOptions } from '@veso/api-client';
import { sessionFromBootstrap } from '@veso/shop-core';
import { StrictMode, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import type { DataRouter, RouteObject, RouterInit } from 'react-router';
import type { Storage } from 'redux-persist';
import type { DataLayerOptions } from '../data/data-layer';
import { createDataLayerLoader } from '../data/data-layer-loader';
import type { ScheduleIdle } from '../data/data-layer-loader';
import { clearChunkReload } from '../errors/chunk-reload';
import { FrameContext } from '../frame/frame-context';
import type { ShopFrame } from '../frame/frame-context';
import { createFrameStore, initialFrameState } from '../frame/frame-store';
import type { FeaturePages } from './feature-routes';
import { comingSoonPages, createShopRoutes, discoverFeatureRoutes } from './routes';
import type { ShopRoutesOptions } from './routes';
import { defaultShopContext, ShopContext } from './shop-context';
import type { MenuEntry, ShopAuth, ShopContextValue } from './shop-context';

export type ShopOptions = {
  /** The shell's auth bootstrap. */
  auth: ShopAuth;
  /** The shell's drawer page list. */
  menu: readonly MenuEntry[];
  /** Where the shell is served: '/' (web) or '/webview' (embed). */
  basename?: string;
  /** API base URLs; the contract's `/api…` bases by default. */
  apiBaseUrls?: ApiClientOptions['baseUrls'];
  /** Extra pages (tests, future features) for the three layouts; they get the data layer. */
  routes?: ShopRoutesOptions;
  /** Test seam: the api-client's fetch. */
  fetch?: typeof fetch;
  /** Test seam: a memory history with these entries instead of the browser's. */
  initialEntries?: string[];
  /** Test seam: what a failed chunk load calls; `location.reload()` by default. */
  reload?: () => void;
  /** Test seam: the host compared with the configured old host; `location.host` by default. */
  host?: string;
  /** Test seam: where the cart persists; localStorage by default. */
  storage?: Storage;
  /** Test seam: when the frame starts the data layer; `requestIdleCallback` by default. */
  scheduleIdle?: ScheduleIdle;
  /**
   * The shell is the e-wallet webview: the spec §2 embedded variant of the 404 ('This
   * page could not be found') and the home's tabs (tab=1 home, then cart, history and
   * notifications).
   */
  embedded?: boolean;
  /** An error the shell met before the first render (e.g. a refused webview sign-on), shown as a toast. */
  startupError?: string;
  /**
   * The webview's signed launch, still being verified while a server-rendered page is
   * hydrated: once it settles, the shop goes to `next` and takes the session it set.
   */
  signOn?: Promise<{ next: string | null; startupError?: string }>;
};

/** What hydrating a server-rendered page adds to a shop's making. */
export type HydrationInput = {
  /** The RTK Query state the server rendered the page from. */
  serverState: unknown;
  /** Every feature's pages, in the table at once (the server rendered them from it). */
  featurePages: FeaturePages;
  /** The page's title as the server rendered its header. */
  title: string;
};

/**
 * Everything one running shop owns. Create one per page load (or per test). The Redux
 * store, persistor and api-client are in `data` once it has loaded:
 * `const { store } = await shop.data.load()`.
 */
export type Shop = ShopFrame & {
  router: DataRouter;
  context: ShopContextValue;
};

/**
 * Builds a shop from a shell's auth and menu: the frame state from the bootstrapped
 * session, the data router over every route, and the loader of the data layer
 * (api-client, store, persisted cart), which is imported only when first needed.
 */
export function createShop(options: ShopOptions): Shop {
  const parts = shopParts(options);
  const routerOptions = {
    ...(options.basename ? { basename: options.basename } : {}),
    patchRoutesOnNavigation: discoverFeatureRoutes(undefined, options.menu),
  };
  const router = options.initialEntries
    ? createMemoryRouter(parts.routes, { ...routerOptions, initialEntries: options.initialEntries })
    : createBrowserRouter(parts.routes, routerOptions);
  return finishShop(parts, router);
}

type ShopParts = Omit<Shop, 'router'> & { routes: RouteObject[] };

/**
 * The frame, the data layer's loader and the route table of a shop. Hydrating, the page
 * starts signed out with the server's cache (as the server rendered it) and every
 * feature's pages in the table.
 */
export function shopParts(options: ShopOptions, hydration?: HydrationInput): ShopParts {
  const session = sessionFromBootstrap(hydration ? {} : options.auth.bootstrap());
  const frame = createFrameStore({
    ...initialFrameState(session),
    ...(hydration ? { pageTitle: hydration.title } : {}),
  });

  const dataOptions: DataLayerOptions = { frame, getToken: options.auth.getToken };
  if (options.apiBaseUrls) dataOptions.baseUrls = options.apiBaseUrls;
  if (options.fetch) dataOptions.fetch = options.fetch;
  if (options.storage) dataOptions.storage = options.storage;
  if (hydration) dataOptions.serverState = hydration.serverState;
  const data = createDataLayerLoader(
    () => import('../data/load-data-layer').then((module) => module.loadDataLayer(dataOptions)),
    options.scheduleIdle,
  );

  const { startupError } = options;
  // A hydrated page shows it once hydrated (a toast before would not match the server's markup).
  if (startupError && !hydration) {
    void data.load().then((layer) => layer.notifyError(startupError));
  }

  const extra = options.routes ?? {};
  const pages = hydration?.featurePages;
  const routes: RouteObject[] = createShopRoutes(
    data,
    pages
      ? {
          loginPages: [...pages.login, ...(extra.loginPages ?? [])],
          barePages: [...pages.bare, ...(extra.barePages ?? [])],
          defaultPages: [
            ...pages.default,
            ...(extra.defaultPages ?? []),
            ...comingSoonPages(options.menu, pages),
          ],
        }
      : extra,
  );

  const context: ShopContextValue = {
    menu: options.menu,
    canSignOut: options.auth.canSignOut,
    reload: options.reload ?? defaultShopContext.reload,
    host: options.host ?? defaultShopContext.host,
    embedded: options.embedded ?? false,
  };
  return { frame, data, routes, context };
}

/** A shop from its parts and its router. */
export function finishShop(parts: ShopParts, router: DataRouter): Shop {
  // A navigation that loaded without error proves the chunks are fine again (the first
  // one too: frame routes have no chunk to wait for, so the router starts initialized).
  const clearWhenLoaded = (state: DataRouter['state']) => {
    if (state.initialized && state.navigation.state === 'idle' && !state.errors) clearChunkReload();
  };
  clearWhenLoaded(router.state);
  router.subscribe(clearWhenLoaded);
  const { routes: _routes, ...shop } = parts;
  return { ...shop, router };
}

/** Router options of a hydrated page: no loader data to hand over, the routes resolved. */
export const HYDRATED_ROUTER: Pick<RouterInit, 'hydrationData'> = {
  hydrationData: { loaderData: {}, actionData: null, errors: null },
};

/** Renders a shop made by `createShop`: shell context, frame and router. */
export function ShopView({ shop }: { shop: Shop }) {
  return (
    <ShopContext.Provider value={shop.context}>
      <FrameContext.Provider value={shop}>
        <RouterProvider router={shop.router} />
      </FrameContext.Provider>
    </ShopContext.Provider>
  );
}

/** The whole shop for a shell: `<ShopApp auth={…} menu={…} basename="/" />`. */
export function ShopApp(props: ShopOptions) {
  const [shop] = useState(() => createShop(props));
  return (
    <StrictMode>
      <ShopView shop={shop} />
    </StrictMode>
  );
}

import { createApiClient } from '@veso/api-client';
import type { ApiClient, ApiClientOptions } from '@veso/api-client';
import { appSlice, sessionFromBootstrap, showToast } from '@veso/shop-core';
import { StrictMode, useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
import { persistStore } from 'redux-persist';
import type { Persistor, Storage } from 'redux-persist';
import { clearChunkReload } from '../errors/chunk-reload';
import { makeStore } from '../store/make-store';
import type { AppStore } from '../store/make-store';
import { createShopRoutes } from './routes';
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
  /** Extra pages (tests, future features) for the three layouts. */
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
};

/** Everything one running shop owns. Create one per page load (or per test). */
export type Shop = {
  store: AppStore;
  persistor: Persistor;
  router: DataRouter;
  apiClient: ApiClient;
  context: ShopContextValue;
};

/**
 * Builds a shop from a shell's auth and menu: the api-client (its toasts go to the
 * store), the store with the bootstrapped session, the persisted cart, and the data
 * router over every route.
 */
export function createShop(options: ShopOptions): Shop {
  const clientOptions: ApiClientOptions = {
    getToken: options.auth.getToken,
    // Runs only after a call, by which time the store below exists.
    notify: (message, durationMs) => {
      store.dispatch(showToast({ message, durationMs, tone: 'error' }));
    },
  };
  if (options.apiBaseUrls) clientOptions.baseUrls = options.apiBaseUrls;
  if (options.fetch) clientOptions.fetch = options.fetch;
  const apiClient = createApiClient(clientOptions);

  const session = sessionFromBootstrap(options.auth.bootstrap());
  const store: AppStore = makeStore(
    {
      session,
      app: {
        ...appSlice.getInitialState(),
        embed: session.embed,
        embedType: session.embedParams?.source ?? null,
      },
    },
    options.storage ? { apiClient, storage: options.storage } : { apiClient },
  );
  const persistor = persistStore(store);

  const routes: RouteObject[] = createShopRoutes(options.routes);
  const routerOptions = options.basename ? { basename: options.basename } : {};
  const router = options.initialEntries
    ? createMemoryRouter(routes, { ...routerOptions, initialEntries: options.initialEntries })
    : createBrowserRouter(routes, routerOptions);
  // A navigation that loaded without error proves the chunks are fine again.
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle' && !state.errors) clearChunkReload();
  });

  const context: ShopContextValue = {
    menu: options.menu,
    canSignOut: options.auth.canSignOut,
    reload: options.reload ?? defaultShopContext.reload,
    host: options.host ?? defaultShopContext.host,
  };
  return { store, persistor, router, apiClient, context };
}

function usePersistBootstrapped(persistor: Persistor): boolean {
  return useSyncExternalStore(
    (onChange) => persistor.subscribe(onChange),
    () => persistor.getState().bootstrapped,
  );
}

/** Renders a shop made by `createShop`: store, shell context and router. */
export function ShopView({ shop }: { shop: Shop }) {
  // The cart is read from storage before any page renders, so no page sees it empty.
  const ready = usePersistBootstrapped(shop.persistor);
  return (
    <ShopContext.Provider value={shop.context}>
      <Provider store={shop.store}>
        {ready ? <RouterProvider router={shop.router} /> : null}
      </Provider>
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

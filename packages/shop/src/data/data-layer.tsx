// The data layer: api-client (ky), Redux store with RTK Query and redux-persist. This
// module is only ever imported with `import()`, after the frame is interactive or when a
// feature route needs it, so none of that code is in the first download.
import { createApiClient } from '@veso/api-client';
import type { ApiClient, ApiClientOptions } from '@veso/api-client';
import { apiHydrated } from '@veso/api-client';
import {
  appSlice,
  embedDetected,
  loadAccount,
  loadingChanged,
  pageTitleChanged,
  requestAppConfig,
  showToast,
  signedIn,
  signOut,
  withServerClock,
} from '@veso/shop-core';
import type { SessionState } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import type { Persistor, PersistorOptions, Storage } from 'redux-persist';
import type { FrameBackend, FrameState, FrameStore } from '../frame/frame-store';
import { nextTask } from './data-layer-loader';
import { makeStore } from '../store/make-store';
import type { AppStore } from '../store/make-store';

export type DataLayerOptions = {
  /** The frame whose session, title and loading flag the store takes over. */
  frame: FrameStore;
  /** The session token the api-client sends as `x-access-token`. */
  getToken: () => string | undefined;
  baseUrls?: ApiClientOptions['baseUrls'];
  fetch?: typeof fetch;
  /** Where the cart persists; localStorage by default. */
  storage?: Storage;
  /**
   * The RTK Query state a server-rendered page was made from (hydration): the store starts
   * with it, signed out and with an empty cart like the server's render, and takes the
   * customer's session and persisted cart in `afterHydration`.
   */
  serverState?: unknown;
};

/** Everything that needs Redux, for one shop instance. */
export type DataLayer = {
  store: AppStore;
  persistor: Persistor;
  apiClient: ApiClient;
  /** `<Provider store>` of this store, so the frame never imports react-redux itself. */
  Provider: (props: { children: ReactNode }) => ReactNode;
  /** Shows an error toast (5 s), for the frame and shells, which hold no action creators. */
  notifyError: (message: string) => void;
  /**
   * After a server-rendered page is hydrated: the customer's own state (session, account,
   * persisted cart) comes in. Nothing to do for a page rendered in the browser.
   */
  afterHydration: (session: SessionState) => Promise<void>;
};

/**
 * Persistence that waits for `persistor.persist()` (redux-persist 6 reads the option; its
 * types omit it).
 */
const MANUAL_PERSIST = { manualPersist: true } as PersistorOptions;

/** The frame state read from the store, the same object while its parts are unchanged. */
function storeBackend(store: AppStore): FrameBackend {
  let snapshot: FrameState | null = null;
  return {
    getState() {
      const { session, app } = store.getState();
      if (
        snapshot === null ||
        snapshot.session !== session ||
        snapshot.pageTitle !== app.pageTitle ||
        snapshot.loading !== app.loading
      ) {
        snapshot = { session, pageTitle: app.pageTitle, loading: app.loading };
      }
      return snapshot;
    },
    subscribe: (listener) => store.subscribe(listener),
    setPageTitle: (title) => store.dispatch(pageTitleChanged({ title })),
    setLoading: (loading) => store.dispatch(loadingChanged(loading)),
    signOut: () => store.dispatch(signOut()),
  };
}

function whenBootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/**
 * Builds the data layer of a shop: the api-client (its toasts go to the store), the store
 * preloaded with what the frame holds (session, title, loading) and connected to it, the
 * app config requested at once, and the persisted cart read back before it resolves, so
 * no page ever sees the cart empty.
 */
export async function createDataLayer(options: DataLayerOptions): Promise<DataLayer> {
  // Every answer's Date header sets the server clock the countdowns run on.
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { store, apiClient } = buildStore(options, withServerClock(fetchFn));
  const hydrating = options.serverState !== undefined;
  if (hydrating) store.dispatch(apiHydrated(options.serverState));

  // The config call and reading the cart back each get a task of their own (see
  // load-data-layer.ts). Every screen needs the config (card states, domain notice): it
  // is asked once, for the visit, before any island mounts (they use useAppConfigState).
  await nextTask();
  store.dispatch(requestAppConfig());
  const { session } = store.getState();
  // A session from the cookies (spec §4): the drawer needs the account info and balances.
  if (session.signedIn && session.accountId !== null) {
    store.dispatch(loadAccount(session.accountId));
  }
  await nextTask();
  // A hydrated page reads the cart back only once the server's markup is adopted.
  const persistor = persistStore(store, hydrating ? MANUAL_PERSIST : undefined);
  if (!hydrating) await whenBootstrapped(persistor);

  const layer = finishLayer(store, apiClient, persistor);
  layer.afterHydration = async (customer) => {
    if (customer.embed && customer.embedParams) store.dispatch(embedDetected(customer.embedParams));
    if (customer.signedIn) {
      store.dispatch(signedIn({ accountId: customer.accountId }));
      if (customer.accountId !== null) store.dispatch(loadAccount(customer.accountId));
    }
    persistor.persist();
    await whenBootstrapped(persistor);
  };
  return layer;
}

/**
 * The api-client (its toasts go to the store) and the store preloaded with what the frame
 * holds (session, title, loading) and connected to it.
 */
function buildStore(options: DataLayerOptions, fetchFn: typeof fetch) {
  const clientOptions: ApiClientOptions = {
    getToken: options.getToken,
    // Runs only after a call, by which time the store below exists.
    notify: (message, durationMs) => {
      store.dispatch(showToast({ message, durationMs, tone: 'error' }));
    },
    fetch: fetchFn,
  };
  if (options.baseUrls) clientOptions.baseUrls = options.baseUrls;
  const apiClient = createApiClient(clientOptions);

  const { session, pageTitle, loading } = options.frame.getState();
  const store: AppStore = makeStore(
    {
      session,
      app: {
        ...appSlice.getInitialState(),
        pageTitle,
        loading,
        embed: session.embed,
        embedType: session.embedParams?.source ?? null,
      },
    },
    options.storage ? { apiClient, storage: options.storage } : { apiClient },
  );
  // From here the header, drawer and layouts read and write the store.
  options.frame.connect(storeBackend(store));
  return { store, apiClient };
}

function finishLayer(store: AppStore, apiClient: ApiClient, persistor: Persistor): DataLayer {
  function DataProvider({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  const notifyError = (message: string) => {
    store.dispatch(showToast({ message, durationMs: 5000, tone: 'error' }));
  };
  return {
    store,
    persistor,
    apiClient,
    Provider: DataProvider,
    notifyError,
    afterHydration: () => Promise.resolve(),
  };
}

/** Storage that holds nothing: a server render has no customer's cart. */
const NO_STORAGE: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/**
 * The data layer of one server render: signed out, no persisted cart, and the api-client
 * calling the server itself through `fetch`. Made at once (no staged imports: the server
 * has all the code); the renderer awaits the queries the page started.
 */
export function createServerDataLayer(
  options: Omit<DataLayerOptions, 'storage' | 'serverState'> & { fetch: typeof fetch },
): DataLayer {
  const { store, apiClient } = buildStore({ ...options, storage: NO_STORAGE }, options.fetch);
  store.dispatch(requestAppConfig());
  const persistor = persistStore(store, MANUAL_PERSIST);
  return finishLayer(store, apiClient, persistor);
}

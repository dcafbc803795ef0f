// The data layer: api-client (ky), Redux store with RTK Query and redux-persist. This
// module is only ever imported with `import()`, after the frame is interactive or when a
// feature route needs it, so none of that code is in the first download.
import { createApiClient } from '@veso/api-client';
import type { ApiClient, ApiClientOptions } from '@veso/api-client';
import {
  appSlice,
  loadAccount,
  loadingChanged,
  pageTitleChanged,
  requestAppConfig,
  showToast,
  signOut,
  withServerClock,
} from '@veso/shop-core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import type { Persistor, Storage } from 'redux-persist';
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
};

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
  const clientOptions: ApiClientOptions = {
    getToken: options.getToken,
    // Runs only after a call, by which time the store below exists.
    notify: (message, durationMs) => {
      store.dispatch(showToast({ message, durationMs, tone: 'error' }));
    },
  };
  if (options.baseUrls) clientOptions.baseUrls = options.baseUrls;
  // Every answer's Date header sets the server clock the countdowns run on.
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  clientOptions.fetch = withServerClock(fetchFn);
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

  // The config call and reading the cart back each get a task of their own (see
  // load-data-layer.ts). Every screen needs the config (card states, domain notice): it
  // is asked once, for the visit, before any island mounts (they use useAppConfigState).
  await nextTask();
  store.dispatch(requestAppConfig());
  // A session from the cookies (spec §4): the drawer needs the account info and balances.
  if (session.signedIn && session.accountId !== null) {
    store.dispatch(loadAccount(session.accountId));
  }
  await nextTask();
  const persistor = persistStore(store);
  await whenBootstrapped(persistor);

  function DataProvider({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  const notifyError = (message: string) => {
    store.dispatch(showToast({ message, durationMs: 5000, tone: 'error' }));
  };
  return { store, persistor, apiClient, Provider: DataProvider, notifyError };
}

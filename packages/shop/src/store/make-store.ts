import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@veso/api-client';
import type { ApiClient, ApiThunkExtra } from '@veso/api-client';
import { createPersistedRootReducer, sessionEndMiddleware } from '@veso/shop-core';
import type { RootState } from '@veso/shop-core';
import type { Storage } from 'redux-persist';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

export type MakeStoreOptions = {
  apiClient: ApiClient;
  /** Where the cart and receiver persist; localStorage by default. */
  storage?: Storage;
};

/**
 * Creates the shop's store: the shop-core reducer persisted under `wvstate` (cart and
 * receiver only), the RTK Query middleware, and the api-client as the thunk extra
 * argument. One store per app instance; nothing here is a module-level singleton.
 */
export function makeStore(
  preloadedState: Partial<RootState> | undefined,
  options: MakeStoreOptions,
) {
  const extraArgument: ApiThunkExtra = { apiClient: options.apiClient };
  return configureStore({
    reducer: createPersistedRootReducer(options.storage),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, sessionEndMiddleware),
  });
}

/** The store of one running shop. */
export type AppStore = ReturnType<typeof makeStore>;

import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { createMigrate, persistReducer } from 'redux-persist';
import type { PersistConfig, PersistState, Storage } from 'redux-persist';
import { PERSIST_VERSION, persistMigrations } from './persist-migrations';
import { rootReducer } from './root-reducer';
import type { RootState } from './root-reducer';

/** redux-persist key (spec §3): redux-persist stores it as `persist:wvstate`. */
export const PERSIST_KEY = 'wvstate';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
/** Only the cart and the receiver survive a reload; everything else is rebuilt. */
export const PERSISTED_SLICES = ['cart', 'receiver'] as const;

/**
 * localStorage behind redux-persist's async interface. When storage is unavailable
 * (blocked cookies, some private modes) it keeps nothing instead of throwing.
 */
export function createLocalStorage(): Storage {
  function store(): globalThis.Storage | undefined {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  }
  return {
    getItem: (key: string) => Promise.resolve(store()?.getItem(key) ?? null),
    setItem: (key: string, value: string) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the cart stays in memory for this visit.
      }
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      store()?.removeItem(key);
      return Promise.resolve();
    },
  };
}

/** The redux-persist config of the shop's root reducer. */
export function createPersistConfig(
  storage: Storage = createLocalStorage(),
): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    migrate: createMigrate(persistMigrations, { debug: false }),
    whitelist: [...PERSISTED_SLICES],
  };
}

/** The root state as the persisted store holds it (redux-persist adds `_persist`). */
export type PersistedRootState = RootState & { _persist: PersistState };

/**
 * The shop-core root reducer wrapped by redux-persist (key `wvstate`, cart and receiver
 * only). Like the root reducer, it accepts a partial preloaded state.
 */
export function createPersistedRootReducer(
  storage?: Storage,
): Reducer<PersistedRootState, UnknownAction, Partial<PersistedRootState>> {
  const base: Reducer<RootState, UnknownAction> = rootReducer;
  const persisted = persistReducer<RootState, UnknownAction>(createPersistConfig(storage), base);
  // redux-persist's types predate Redux 5's preloaded-state parameter; the reducer
  // passes a partial state through to combineSlices, which fills in the rest.
  return persisted as Reducer<PersistedRootState, UnknownAction, Partial<PersistedRootState>>;
}

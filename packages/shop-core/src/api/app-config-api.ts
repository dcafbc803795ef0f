import { baseApi, fromEndpoint } from '@veso/api-client';
import { catalogEndpoints } from '@veso/contract/endpoints/catalog';
import { useCallback, useEffect } from 'react';
import { CONFIG_QUERY, CONFIG_TIMEOUT_MS } from '../constants';
import { useAppDispatch } from '../hooks/store-hooks';

/** `GET /customer/get_config_v2` (spec §7): os type 0, version 61, 10 s timeout. */
export const appConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppConfig: build.query({
      ...fromEndpoint(catalogEndpoints.getConfig, (_: void) => ({ query: { ...CONFIG_QUERY } }), {
        timeoutMs: CONFIG_TIMEOUT_MS,
      }),
      // The configuration is fixed for a visit; keep it while the app runs.
      keepUnusedDataFor: 3600,
    }),
  }),
});

/**
 * The app configuration served at startup, as an RTK Query result: `data`, `isLoading`,
 * `error` (an `ApiFailure`, `network: true` when offline) and `refetch`.
 */
export function useAppConfig() {
  return appConfigApi.useGetAppConfigQuery();
}

/**
 * Asks for the app config and keeps it for the whole visit (the subscription is never
 * released). The shop dispatches it as soon as its store exists, so the components that
 * read the config with `useAppConfigState` share that one call.
 */
export function requestAppConfig() {
  return appConfigApi.endpoints.getAppConfig.initiate();
}

/**
 * The app config as the cache holds it. Unlike `useAppConfig`, mounting after a failed
 * call does not call again (nor toast the error again): it asks only when nobody has
 * asked yet (or the cache was reset, e.g. by `signOut`). `refetch` asks again (an error
 * state's retry).
 */
export function useAppConfigState() {
  const state = appConfigApi.endpoints.getAppConfig.useQueryState();
  const dispatch = useAppDispatch();
  const { isUninitialized } = state;
  useEffect(() => {
    if (isUninitialized) void dispatch(requestAppConfig());
  }, [dispatch, isUninitialized]);
  const refetch = useCallback(
    () =>
      dispatch(
        appConfigApi.endpoints.getAppConfig.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ),
    [dispatch],
  );
  return { ...state, refetch };
}

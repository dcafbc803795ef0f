import { baseApi } from '@veso/api-client';
import type { AppConfig } from '@veso/contract';
import { paths } from '@veso/contract';
import { CONFIG_QUERY, CONFIG_TIMEOUT_MS } from '../constants';

/** `GET /customer/get_config_v2` (spec §7): os type 0, version 61, 10 s timeout. */
export const appConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppConfig: build.query<AppConfig, void>({
      query: () => ({
        url: paths.getConfigV2,
        searchParams: { ...CONFIG_QUERY },
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

import type { UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ApiClient, ApiFailure, RequestOptions } from './types';

/** The thunk extra argument `makeStore` passes to the store; RTK Query's base query reads it. */
export type ApiThunkExtra = { apiClient: ApiClient };

/** What an endpoint's `query` returns: a path on one of the bases plus request options. */
export type ApiQueryArgs = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
} & RequestOptions;

function hasApiClient(extra: unknown): extra is ApiThunkExtra {
  return typeof extra === 'object' && extra !== null && 'apiClient' in extra;
}

const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiFailure> = async (args, api) => {
  if (!hasApiClient(api.extra)) {
    throw new Error(
      '@veso/api-client: configure the store with thunk extraArgument { apiClient }.',
    );
  }
  const { url, method = 'GET', ...requestOptions } = args;
  const client = api.extra.apiClient;
  const result =
    method === 'POST'
      ? await client.post<unknown>(url, requestOptions)
      : method === 'PUT'
        ? await client.put<unknown>(url, requestOptions)
        : method === 'DELETE'
          ? await client.delete<unknown>(url, requestOptions)
          : await client.get<unknown>(url, requestOptions);
  return result.ok ? { data: result.data } : { error: result };
};

/**
 * The cache tag of the signed-in customer's balances and profile: any endpoint that moves
 * money (top-up, withdraw, buying) invalidates it, and every balance on screen refetches.
 */
export const BALANCE_TAG = 'Balance' as const;

/**
 * Hands a server-rendered page's cache over to the browser's store: dispatched once, right
 * after the store is made, with the `api` state the server rendered the page from.
 */
export const API_HYDRATE = 'api/hydrateFromServer' as const;

export function apiHydrated(state: unknown): UnknownAction & { payload: unknown } {
  return { type: API_HYDRATE, payload: state };
}

/**
 * Rendering on the server (no DOM): the query hooks start their requests during render,
 * so one render pass tells the server renderer what the page needs (it awaits them and
 * renders again). In the browser they start in effects, as usual.
 */
const onServer = typeof document === 'undefined';
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: onServer }),
);

/**
 * The single RTK Query api of the shop (reducerPath 'api'). It declares no endpoints:
 * each feature adds its own with `baseApi.injectEndpoints` (and its cache tags with
 * `baseApi.enhanceEndpoints({ addTagTypes })`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [BALANCE_TAG],
  endpoints: () => ({}),
  // Annotated `any`, as RTK Query's docs advise: the api's own state type would be circular.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extractRehydrationInfo(action): any {
    return action.type === API_HYDRATE && 'payload' in action ? action.payload : undefined;
  },
});

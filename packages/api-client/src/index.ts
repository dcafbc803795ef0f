export { API_HYDRATE, apiHydrated, BALANCE_TAG, baseApi } from './base-api';
export type { ApiQueryArgs, ApiThunkExtra } from './base-api';
export { createApiClient } from './create-api-client';
export { makeRequestId } from './request-id';
export type { ApiClient, ApiClientOptions, ApiFailure, ApiResult, RequestOptions } from './types';
export { callEndpoint, endpointRequest, fromEndpoint } from './endpoint-call';
export type { CallOptions, EndpointDefinition } from './endpoint-call';

import { fillPath } from '@veso/contract';
import type { CallInput, Endpoint, ResponseOf } from '@veso/contract';
import type { ApiQueryArgs } from './base-api';
import type { ApiClient, ApiResult, RequestOptions } from './types';

/** How one call is made beyond its input: a silent refusal, its own timeout, headers. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'timeoutMs' | 'headers'>;

/**
 * The request of one call of a contract endpoint: its base, method and path with the
 * parameters filled in, the query string and the JSON body. Empty query values are left out.
 */
export function endpointRequest<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): ApiQueryArgs {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const args: ApiQueryArgs = {
    url: fillPath(endpoint.path, params),
    method: endpoint.method,
    base: endpoint.base,
    ...options,
  };
  if (query !== undefined) {
    const searchParams: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      searchParams[key] =
        typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
    }
    args.searchParams = searchParams;
  }
  if (body !== undefined) args.json = body;
  return args;
}

/**
 * Calls one endpoint of the contract: the input's types and the answer's type are the
 * endpoint's (`CallInput`, `ResponseOf`). Never throws (see `ApiClient`).
 */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: CallInput<E>,
  options?: CallOptions,
): Promise<ApiResult<ResponseOf<E>>> {
  const { url, method = 'GET', ...request } = endpointRequest(endpoint, input, options);
  const send =
    method === 'POST'
      ? client.post
      : method === 'PUT'
        ? client.put
        : method === 'DELETE'
          ? client.delete
          : client.get;
  return send<ResponseOf<E>>(url, request);
}

/** An RTK Query endpoint definition of a contract endpoint (see {@link fromEndpoint}). */
export type EndpointDefinition<E extends Endpoint, Arg> = {
  query: (arg: Arg) => ApiQueryArgs;
  transformResponse: (data: unknown) => ResponseOf<E>;
};

/**
 * An RTK Query endpoint definition (for `build.query` / `build.mutation`) of a contract
 * endpoint: `toInput` turns the hook's argument into the call's input (an endpoint that
 * takes no input needs none). Its result type is the endpoint's answer, so a feature
 * package declares neither a path nor a response type.
 *
 * @example
 *   getBanks: build.query(fromEndpoint(paymentEndpoints.banks, { silent: true })),
 *   getPayment: build.query(fromEndpoint(paymentEndpoints.status, (id: string) => ({ params: { id } }))),
 */
export function fromEndpoint<E extends Endpoint>(
  endpoint: E & (object extends CallInput<E> ? unknown : never),
  options?: CallOptions,
): EndpointDefinition<E, void>;
export function fromEndpoint<
  E extends Endpoint,
  Arg = void,
  // Inferred as written (`const`), so a literal the entry requires stays a literal.
  const I extends CallInput<E> = CallInput<E>,
>(endpoint: E, toInput: (arg: Arg) => I, options?: CallOptions): EndpointDefinition<E, Arg>;
export function fromEndpoint<E extends Endpoint, Arg>(
  endpoint: E,
  toInputOrOptions?: ((arg: Arg) => CallInput<E>) | CallOptions,
  maybeOptions?: CallOptions,
): EndpointDefinition<E, Arg> {
  const toInput =
    typeof toInputOrOptions === 'function' ? toInputOrOptions : () => ({}) as CallInput<E>;
  const options = typeof toInputOrOptions === 'function' ? maybeOptions : toInputOrOptions;
  return {
    query: (arg) => endpointRequest(endpoint, toInput(arg), options),
    // The base query hands over the envelope's `data`, which the server validated against
    // the endpoint's response schema: this is where its type is stated, once.
    transformResponse: (data) => data as ResponseOf<E>,
  };
}

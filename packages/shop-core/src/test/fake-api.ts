import { createApiClient } from '@veso/api-client';
import type { ApiClient, ApiClientOptions } from '@veso/api-client';
import { API_BASES, messageForCode } from '@veso/contract';
import type { ApiBaseName, Endpoint, ResponseOf } from '@veso/contract';

/** Origin of the fake server the test api-client talks to. */
export const TEST_API_ORIGIN = 'http://veso.test';

/** A request handler standing in for the server: gets the real `Request` ky sends. */
export type FakeApiHandler = (request: Request, url: URL) => Response | Promise<Response>;

/** A `fetch` that answers with `handler` and records every request it received. */
export type FakeFetch = typeof fetch & { requests: Request[] };

/** Builds a `fetch` served by `handler` (no network, no module mocks). */
export function createFakeFetch(handler: FakeApiHandler): FakeFetch {
  const requests: Request[] = [];
  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request, new URL(request.url));
  }
  return Object.assign(fakeFetch, { requests });
}

/** The OK envelope `{ code: 0, message, data }`. */
export function okResponse(data: unknown): Response {
  return Response.json({ code: 0, message: messageForCode(0), data });
}

/** An error envelope with the catalogue message of `code`. */
export function errorResponse(code: number, status = 400): Response {
  return Response.json({ code, message: messageForCode(code) }, { status });
}

/** A `fetch` that fails like a dropped connection. */
export function offlineFetch(): FakeFetch {
  return createFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
}

/** Every API base on the fake origin: `http://veso.test/api`, `http://veso.test/api/group`… */
export function testApiBaseUrls(): Record<ApiBaseName, string> {
  const entries = Object.entries(API_BASES).map(([name, path]) => [
    name,
    `${TEST_API_ORIGIN}${path}`,
  ]);
  return Object.fromEntries(entries) as Record<ApiBaseName, string>;
}

/** An api-client whose every base points at the fake origin. */
export function createTestApiClient(
  options: Omit<ApiClientOptions, 'baseUrls'> & { fetch: typeof fetch },
): ApiClient {
  return createApiClient({ ...options, baseUrls: testApiBaseUrls() });
}

/** What a fake answers one call of an endpoint with: the entry's data, or a whole `Response`. */
export type EndpointAnswerer<E extends Endpoint> = (call: {
  request: Request;
  url: URL;
  params: Record<string, string>;
}) => ResponseOf<E> | Response | Promise<ResponseOf<E> | Response>;

/** One endpoint of a fake server and how it answers (see {@link createEndpointFetch}). */
export type EndpointFake = {
  endpoint: Endpoint;
  answer: EndpointAnswerer<Endpoint>;
};

/**
 * A fake's answer to one contract endpoint, typed by the entry: the data it answers must be
 * the entry's `ResponseOf`, so a stand-in server cannot answer a shape the contract forbids.
 */
export function answers<E extends Endpoint>(
  endpoint: E,
  answer: EndpointAnswerer<E>,
): EndpointFake {
  return { endpoint, answer: answer as EndpointAnswerer<Endpoint> };
}

/** The parameters of a path matched against an endpoint's path, or undefined when it is another. */
function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return undefined;
  }
  return params;
}

/**
 * A fake server answering contract endpoints (matched by method, base and path, its `:params`
 * read from the URL); any other call goes to `otherwise` (by default: not found, code 14).
 */
export function createEndpointFetch(
  fakes: readonly EndpointFake[],
  otherwise: FakeApiHandler = () => errorResponse(14, 404),
): FakeFetch {
  return createFakeFetch(async (request, url) => {
    for (const { endpoint, answer } of fakes) {
      if (endpoint.method !== request.method) continue;
      const params = matchPath(`${API_BASES[endpoint.base]}${endpoint.path}`, url.pathname);
      if (!params) continue;
      const result = await answer({ request, url, params });
      return result instanceof Response ? result : okResponse(result);
    }
    return otherwise(request, url);
  });
}

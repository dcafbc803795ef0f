import { createApiClient } from '@veso/api-client';
import type { ApiClient, ApiClientOptions } from '@veso/api-client';
import { API_BASES, messageForCode } from '@veso/contract';
import type { ApiBaseName } from '@veso/contract';

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

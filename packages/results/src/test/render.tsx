import { screen } from '@testing-library/react';
import type { Endpoint, ResponseOf } from '@veso/contract';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
} from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';
import { expect } from 'vitest';

/** A fake server answering `path` with `data` and any other path with 503. */
export function serving(path: string, data: unknown): FakeFetch {
  return createFakeFetch((_request, url) =>
    url.pathname === path ? okResponse(data) : errorResponse(-1, 503),
  );
}

/** A fake server answering one contract endpoint with `data` (its entry's answer) and any other call with 503. */
export function servingEndpoint<E extends Endpoint>(endpoint: E, data: ResponseOf<E>): FakeFetch {
  return createEndpointFetch([answers(endpoint, () => data)], () => errorResponse(-1, 503));
}

/** How long the offline state may take: the api client retries before it gives up. */
export const OFFLINE_TIMEOUT_MS = 15_000;

/**
 * Renders a screen without a connection (`render` gets the offline `fetch`) and expects
 * the 'Không có kết nối mạng' state once the api client's retries are over.
 */
export async function expectOfflineState(
  render: (fetch: typeof globalThis.fetch) => void,
): Promise<void> {
  render(offlineFetch());
  expect(
    await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
}

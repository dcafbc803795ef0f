import { withStoryStore } from '@veso/shop-core';

/** A story decorator: a store served by `fetch`, a router at `route`, a 360px wide screen. */
export function withServer(fetch: typeof globalThis.fetch, route = '/') {
  return withStoryStore(fetch, { route });
}

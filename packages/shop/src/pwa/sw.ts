/// <reference lib="webworker" />
/**
 * The web shell's service worker (built by vite-plugin-pwa's injectManifest from
 * apps/web). It precaches the shell (every built file but the compressed siblings), so
 * a repeat visit loads no JS from the network; answers client-side routes with the
 * precached index.html (never `/api`); and keeps the last answer of the offline-readable
 * API reads (network first), one customer's at a time.
 *
 * Releases: the first install takes over at once. A later one waits until the page says
 * {@link SKIP_WAITING} (the customer accepted it) or every tab is closed, so a page only
 * ever runs the files of one release; its old precache entries go when it activates.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { copyKey, copyToKeep, savedAtOf, sessionKeyOf, staleCopies } from './offline-copies';
import {
  API_CACHE,
  API_FROM_CACHE,
  API_FROM_NETWORK,
  ASK_OFFLINE_STATE,
  NAVIGATION_DENYLIST,
  SKIP_WAITING,
  TOKEN_HEADER,
  isOfflineReadable,
} from './protocol';
import type { OfflineStateReply, WorkerMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope;

/** Per page (client id): the oldest offline copy it was given since its last network answer. */
const shownCopies = new Map<string, number>();
/** The session key of the last offline-readable request, to spot a change of customer. */
let lastSession: string | null = null;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : null;
  if (type === SKIP_WAITING) {
    void self.skipWaiting();
  } else if (type === ASK_OFFLINE_STATE) {
    const source = event.source as Client | null;
    const reply: OfflineStateReply = { savedAt: (source && shownCopies.get(source.id)) ?? null };
    event.ports[0]?.postMessage(reply);
  }
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NAVIGATION_DENYLIST],
  }),
);

async function tell(clientId: string, message: WorkerMessage): Promise<void> {
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

const offlineCopies: WorkboxPlugin = {
  // Each session reads and writes its own copies; a new session deletes the others'.
  async cacheKeyWillBeUsed({ request }) {
    const session = await sessionKeyOf(request.headers.get(TOKEN_HEADER));
    if (session !== lastSession) {
      lastSession = session;
      const cache = await caches.open(API_CACHE);
      const keys = (await cache.keys()).map((key) => key.url);
      await Promise.all(staleCopies(keys, session).map((key) => cache.delete(key)));
    }
    return copyKey(request.url, session);
  },
  // Only successful envelopes replace the last good copy, stamped with their time.
  async cacheWillUpdate({ response }) {
    return copyToKeep(response, Date.now());
  },
  async fetchDidSucceed({ response, event }) {
    const clientId = (event as FetchEvent).clientId;
    if (response.ok && clientId) {
      shownCopies.delete(clientId);
      void tell(clientId, { type: API_FROM_NETWORK });
    }
    return response;
  },
  // Called only when the network failed: the page is shown an offline copy.
  async cachedResponseWillBeUsed({ cachedResponse, event }) {
    const clientId = (event as FetchEvent).clientId;
    const savedAt = cachedResponse ? savedAtOf(cachedResponse) : null;
    if (savedAt !== null && clientId) {
      const shown = shownCopies.get(clientId);
      shownCopies.set(clientId, shown === undefined ? savedAt : Math.min(shown, savedAt));
      void tell(clientId, { type: API_FROM_CACHE, savedAt });
    }
    return cachedResponse;
  },
};

registerRoute(
  ({ url, request }) => isOfflineReadable(url, request.method, self.location.origin),
  new NetworkFirst({ cacheName: API_CACHE, plugins: [offlineCopies] }),
  'GET',
);

/**
 * What the web shell's service worker (`sw.ts`) and the page (`start-installed-app.tsx`)
 * say to each other, and which requests the worker answers. No imports: the worker
 * bundles this file and is type-checked with the WebWorker library only.
 */

/**
 * The cache of offline copies of API answers: shop-core's `OFFLINE_API_CACHE`, which
 * sign-out deletes (the same name, checked by `protocol.test.ts`).
 */
export const API_CACHE = 'veso-api';

/** Page → waiting worker: take over now (the customer accepted the new release);
 * workbox-window's `messageSkipWaiting()` sends it. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Page → worker (with a reply port): which offline copies did this page get? */
export const ASK_OFFLINE_STATE = 'veso:offline-state?';
/** Worker → page: an API answer came from the offline copy saved at `savedAt`. */
export const API_FROM_CACHE = 'veso:api-from-cache';
/** Worker → page: an API answer came from the network. */
export const API_FROM_NETWORK = 'veso:api-from-network';

export type WorkerMessage =
  { type: typeof API_FROM_CACHE; savedAt: number } | { type: typeof API_FROM_NETWORK };

/** The worker's reply to {@link ASK_OFFLINE_STATE}: the oldest copy shown, or null. */
export type OfflineStateReply = { savedAt: number | null };

/** Header the worker stamps on the copies it keeps: when the answer came (epoch ms). */
export const SAVED_AT_HEADER = 'x-veso-saved-at';
/** Search parameter of a copy's cache key: whose session it belongs to. */
export const SESSION_KEY_PARAM = '__veso_session';
/** The session key of requests sent without a session (public data). */
export const ANONYMOUS_SESSION = 'anon';
/** The request header carrying the session token (the api-client sets it). */
export const TOKEN_HEADER = 'x-access-token';

/**
 * GET API paths whose last answer stays readable offline: the home page's data, the
 * latest results and the customer's own tickets. Everything else (other GETs, every
 * POST, live streams, `/api/dev`) goes to the network untouched.
 */
export const OFFLINE_READABLE_PATHS: readonly RegExp[] = [
  // Home and every screen: the app config and the home banners.
  /^\/api\/customer\/get_config_v2$/,
  /^\/api\/config\/banner$/,
  // Results: latest (/ket-qua, home), per draw, per day, per region.
  /^\/api\/result\/(latest|period|groupByDay|xsmb|xsmt|xsmn|xsdt636|keno)$/,
  /^\/api\/customer\/result\/draw$/,
  /^\/api\/xskt\/customer\/result\/draw$/,
  // The customer's own tickets: order lists, order details, per-game histories.
  /^\/api\/webview\/api\/customer\/history\/(get_orders|get_order)$/,
  /^\/api\/customer\/history\/get_orders$/,
  /^\/api\/customer\/get_orders$/,
  /^\/api\/order\/(info|xsdt_info|xskt_info|list_xsdt|list_xskt)$/,
  /^\/api\/xskt\/customer\/history\/get_orders$/,
  /^\/api\/lotto535\/(history|order_detail)$/,
];

/** True when the worker keeps the last answer of this request for offline reading. */
export function isOfflineReadable(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return OFFLINE_READABLE_PATHS.some((pattern) => pattern.test(url.pathname));
}

/**
 * Navigations the worker answers with the precached `index.html` (client-side routes),
 * i.e. every same-origin page except the server's own: the API, the embed shell, the
 * API docs, static files, health checks and any file (a last path segment with a dot,
 * as the server tells routes from files). Tested against the path and query.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/webview(\/|$)/,
  /^\/docs(\/|$)/,
  /^\/static\//,
  /^\/healthz/,
  /^[^?]*\/[^/?]*\.[^/?]*(\?|$)/,
];

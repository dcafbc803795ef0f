import { SSR_STATE_ID } from '@veso/contract';
import { observeServerNow, RenderNowContext, sessionFromBootstrap } from '@veso/shop-core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { loadIslands } from '../data/data-island';
import { finishShop, HYDRATED_ROUTER, shopParts, ShopApp, ShopView } from './create-shop';
import type { Shop, ShopOptions } from './create-shop';

/**
 * What the server's render of a page hands over: its RTK Query cache, its time and the
 * page's title (its header shows it), and when the server sent it (a page kept in its
 * cache for a few seconds was rendered earlier).
 */
export type ServerState = { api: unknown; now: number; title?: string; servedAt?: number };

function isServerState(value: unknown): value is ServerState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'api' in value &&
    'now' in value &&
    typeof value.now === 'number' &&
    (!('servedAt' in value) || typeof value.servedAt === 'number') &&
    (!('title' in value) || typeof value.title === 'string')
  );
}

/**
 * The state of the server's render of this page, or undefined when `container` holds no
 * server markup to hydrate (the browser renders the page itself).
 */
export function serverStateOf(container: Element): ServerState | undefined {
  if (!container.hasAttribute('data-ssr')) return undefined;
  const block = container.ownerDocument.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    const state = JSON.parse(block.textContent) as unknown;
    return isServerState(state) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** True when the server rendered this page into `container` (the shop will hydrate it). */
export function hasServerMarkup(container: Element): boolean {
  return serverStateOf(container) !== undefined;
}

/**
 * Renders the shop into a shell's `#root`. A server-rendered page is hydrated (its markup
 * kept); otherwise the first render is a transition, so React builds the page in short
 * slices (yielding to input) instead of one long task.
 */
export function mountShop(container: Element, options: ShopOptions): Root | null {
  const serverState = serverStateOf(container);
  if (serverState !== undefined) {
    void hydrateShop(container, options, serverState);
    return null;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(<ShopApp {...options} />);
  });
  return root;
}

/**
 * Loads the lazy parts of the routes the page matches (the router must not render their
 * fallbacks over the server's markup).
 */
async function resolveLazyRoutes(routes: RouteObject[], basename: string | undefined) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    const resolved = await lazy();
    Object.assign(route, { ...resolved, lazy: undefined });
  }
}

/**
 * Hydrates a server-rendered page: the shop starts as the server rendered it (signed out,
 * the server's cache, every feature's pages in the table), with the matched routes' code
 * and the data layer loaded first; once hydrated, the customer's own state comes in (the
 * webview's sign-on first, when one is running).
 */
export async function hydrateShop(
  container: Element,
  options: ShopOptions,
  serverState: ServerState,
): Promise<void> {
  // The server's clock as the page left it; countdowns hydrate from the render's time.
  observeServerNow(serverState.servedAt ?? serverState.now);
  const { featurePages } = await import('./feature-routes');
  const parts = shopParts(options, {
    serverState: serverState.api,
    featurePages,
    title: serverState.title ?? '',
  });
  await resolveLazyRoutes(parts.routes, options.basename);
  const [layer] = await Promise.all([parts.data.load(), loadIslands()]);
  const router = createBrowserRouter(parts.routes, {
    ...(options.basename ? { basename: options.basename } : {}),
    ...HYDRATED_ROUTER,
  });
  let hydrated = false;
  const shop = {
    ...finishShop(parts, router),
    onHydrated: () => {
      if (hydrated) return;
      hydrated = true;
      // For whoever waits on the page (browser tests): the server's markup is the shop's now.
      container.setAttribute('data-hydrated', '');
      void (async () => {
        const start = options.signOn ? await options.signOn : null;
        if (start?.next) await router.navigate(start.next, { replace: true });
        const startupError = start?.startupError ?? options.startupError;
        if (startupError) layer.notifyError(startupError);
        await layer.afterHydration(sessionFromBootstrap(options.auth.bootstrap()));
      })();
    },
  };
  // In a transition, React adopts the markup in short slices that yield to the browser
  // (input, paint) instead of one long task; the page is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydratingShop shop={shop} renderedAt={serverState.now} />
      </StrictMode>,
    );
  });
}

/**
 * The shop while its server markup is adopted: countdowns start from the render's time
 * (same text as the server's), then from the clock for whatever mounts later (`useNow`).
 * The value never changes: a context change reaching a part still being hydrated would
 * make React drop its server markup.
 */
function HydratingShop({ shop, renderedAt }: { shop: Shop; renderedAt: number }) {
  return (
    <RenderNowContext.Provider value={renderedAt}>
      <ShopView shop={shop} />
    </RenderNowContext.Provider>
  );
}

/**
 * Renders `node` into its own root at `container`, for islands outside the shop's tree
 * (the installed app's bar): they reuse this chunk's React DOM instead of splitting it out.
 */
export function mountIsland(container: Element, node: ReactNode): Root {
  const root = createRoot(container);
  root.render(node);
  return root;
}

import { baseApi } from '@veso/api-client';
import { API_BASES, isSilentCode } from '@veso/contract';
import type { ApiBaseName } from '@veso/contract';
import {
  documentTitle,
  initialSessionState,
  RenderNowContext,
  ServerRenderContext,
} from '@veso/shop-core';
import type { ServerRender } from '@veso/shop-core';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { featurePages } from '../app/feature-routes';
import { comingSoonPages, createShopRoutes } from '../app/routes';
import type { ShopRoutesOptions } from '../app/routes';
import type { ServerState } from '../app/mount-shop';
import { ShopContext } from '../app/shop-context';
import type { MenuEntry, ShopContextValue } from '../app/shop-context';
import { definedIslands, loadIslands } from '../data/data-island';
import { createServerDataLayer } from '../data/data-layer';
import type { DataLayer } from '../data/data-layer';
import type { DataLayerLoader } from '../data/data-layer-loader';
import { FrameContext } from '../frame/frame-context';
import { createFrameStore, initialFrameState } from '../frame/frame-store';

/** Where the server renderer's api-client sends its calls (answered in-process by `fetch`). */
export const SERVER_API_ORIGIN = 'http://veso.internal';

/** Most render passes: each awaits the queries the previous one started (a page rarely needs 2). */
const MAX_PASSES = 4;
/** A render taking longer answers the page without server markup (the browser renders it). */
export const RENDER_TIMEOUT_MS = 5000;

export type RenderShopOptions = {
  /** The requested page, absolute (`http://host/mega-645?x=1`). */
  url: string;
  /** The shell's drawer page list. */
  menu: readonly MenuEntry[];
  /** '/' (web) or '/webview' (embed). */
  basename?: string;
  /** The webview shell (its 404 variant and home tabs). */
  embedded?: boolean;
  /**
   * Answers the shop's API calls, given absolute URLs under {@link SERVER_API_ORIGIN}:
   * the server passes its own in-process handler.
   */
  fetch: typeof fetch;
  /** Extra pages (tests). */
  routes?: ShopRoutesOptions;
  /** Called with an error a render met (the server logs it). */
  onError?: (error: unknown) => void;
  /** The shop's clock now, in ms (the sandbox may move it): countdowns count from it. */
  now?: number;
};

export type RenderedShop = {
  /** The HTTP status: 200, 404 for a page no route answers, 500 when rendering failed. */
  status: number;
  /** A redirect the routes asked for (status 3xx). */
  location?: string;
  /** The markup of `#root` ('' for a page the browser renders: a signed-in customer's own). */
  html: string;
  /**
   * The RTK Query state the page was rendered from (JSON, safe inside a `<script>`), or
   * null when the browser must not hydrate this markup (a failed render).
   */
  state: string | null;
  /** The document title of the page ('Mega 6/45 | VeSo'), for the HTML's `<title>`. */
  title: string;
};

/** JSON that cannot close the `<script type="application/json">` it is written into. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function serverLoader(layer: DataLayer): DataLayerLoader {
  return {
    load: () => Promise.resolve(layer),
    current: () => layer,
    subscribe: () => () => undefined,
    startWhenIdle: () => () => undefined,
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * True when the page asked for something only a signed-in customer gets (an answer with a
 * session code): such a page is the customer's own, and the browser renders it.
 */
function needsSession(api: unknown): boolean {
  const queries = (api as { queries?: Record<string, unknown> }).queries ?? {};
  return Object.values(queries).some((entry) => {
    const query = entry as { status?: string; error?: { code?: unknown } } | undefined;
    const code = query?.error?.code;
    return query?.status === 'rejected' && typeof code === 'number' && isSilentCode(code);
  });
}

function isNotFound(context: StaticHandlerContext): boolean {
  const leaf = context.matches.at(-1);
  return leaf?.route.path === '*';
}

/**
 * Renders one page of the shop on the server: the shell's route table with every
 * feature's pages, signed out (the customer's own parts come after hydration), with the
 * public data the page asks for. Each render pass starts the page's queries (RTK Query
 * runs them during render on the server); the next pass renders their answers. The
 * result is the markup, the status, and the cache state the browser hydrates from.
 */
export async function renderShop(options: RenderShopOptions): Promise<RenderedShop> {
  const frame = createFrameStore(initialFrameState({ ...initialSessionState }));
  const apiBaseUrls = Object.fromEntries(
    Object.entries(API_BASES).map(([name, base]) => [name, `${SERVER_API_ORIGIN}${base}`]),
  ) as Record<ApiBaseName, string>;
  const layer = createServerDataLayer({
    frame,
    getToken: () => undefined,
    fetch: options.fetch,
    baseUrls: apiBaseUrls,
  });
  const data = serverLoader(layer);
  const extra = options.routes ?? {};
  const routes = createShopRoutes(data, {
    loginPages: [...featurePages.login, ...(extra.loginPages ?? [])],
    barePages: [...featurePages.bare, ...(extra.barePages ?? [])],
    defaultPages: [
      ...featurePages.default,
      ...(extra.defaultPages ?? []),
      ...comingSoonPages(options.menu, featurePages),
    ],
  });
  const handler = createStaticHandler(
    routes,
    options.basename ? { basename: options.basename } : {},
  );
  const request = new Request(options.url, { headers: { accept: 'text/html' } });
  const result = await handler.query(request);
  // The islands' code, so they render without a Suspense boundary (as the browser
  // hydrates them: it loads the same code first).
  await loadIslands();
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location') ?? '/',
      html: '',
      state: null,
      title: documentTitle(''),
    };
  }

  const context: ShopContextValue = {
    menu: options.menu,
    canSignOut: true,
    reload: () => undefined,
    host: new URL(options.url).host,
    embedded: options.embedded ?? false,
  };
  const shopFrame = { frame, data };
  const now = options.now ?? Date.now();
  // A page behind the sign-in guard is a customer's own: the browser renders it.
  let personal = false;
  // The title the page set in the last pass (its header and `<title>` show it).
  let pageTitle = '';
  const serverRender: ServerRender = {
    personal: () => {
      personal = true;
    },
    title: (title) => {
      pageTitle = title;
    },
  };

  const page = (handlerContext: StaticHandlerContext): ReactNode => (
    <StrictMode>
      <ShopContext.Provider value={context}>
        <FrameContext.Provider value={shopFrame}>
          <RenderNowContext.Provider value={now}>
            <ServerRenderContext.Provider value={serverRender}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, handlerContext)}
                context={handlerContext}
                hydrate={false}
              />
            </ServerRenderContext.Provider>
          </RenderNowContext.Provider>
        </FrameContext.Provider>
      </ShopContext.Provider>
    </StrictMode>
  );

  const renderPass = async (handlerContext: StaticHandlerContext): Promise<string> => {
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(page(handlerContext), {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Never outline a large finished part to be revealed by an inline script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    // Read once everything is in: the markup then comes in order, with no inline script
    // revealing late parts (the page's CSP allows none).
    await stream.allReady;
    const html = await readAll(stream);
    if (errors.length > 0) throw errors[0];
    return html;
  };

  try {
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const islands = definedIslands();
      const shownTitle = frame.getState().pageTitle;
      pageTitle = '';
      html = await renderPass(result);
      const running = layer.store.dispatch(baseApi.util.getRunningQueriesThunk());
      // The header rendered before the page said its title: render again with it.
      const retitled = pageTitle !== shownTitle;
      if (retitled) frame.setPageTitle(pageTitle);
      // An island defined by code this pass loaded is rendered again once loaded too.
      if (running.length === 0 && definedIslands() === islands && !retitled) break;
      await Promise.all([...running, loadIslands()]);
    }
    const status = result.statusCode !== 200 ? result.statusCode : isNotFound(result) ? 404 : 200;
    const { api } = layer.store.getState();
    if (personal || needsSession(api)) {
      return { status: 200, html: '', state: null, title: documentTitle('') };
    }
    const state: ServerState = { api, now, title: pageTitle };
    return { status, html, state: scriptSafeJson(state), title: documentTitle(pageTitle) };
  } catch (error) {
    options.onError?.(error);
    // The page's error screen, inside its layout, for the root route's boundary.
    try {
      const html = await renderPass({ ...result, errors: { root: error }, statusCode: 500 });
      return { status: 500, html, state: null, title: documentTitle(pageTitle) };
    } catch {
      return { status: 500, html: '', state: null, title: documentTitle('') };
    }
  } finally {
    // The render's subscriptions end with it: no polling or cache timer outlives the request.
    layer.store.dispatch(baseApi.util.resetApiState());
  }
}

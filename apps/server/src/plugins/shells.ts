import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_BASE, Code, SESSION_HEADER, SSR_STATE_ID } from '@veso/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFail } from '../http/errors';
import { createPageCache, pageKeyOf, type PageCache, type RenderedEntry } from '../http/page-cache';
import { COMPRESS_FROM_BYTES, encodingFor, type Encoding } from '../http/read-cache';
import { encodeStart, withEnd, type EncodedStart } from '../http/stamped-body';

/** The two built client shells and the server's own public files. */
export type ShellsOptions = {
  /** `apps/web/dist`: served at `/`. */
  webDist: string;
  /** `apps/embed/dist`: served at `/webview/`. */
  embedDist: string;
  /** `apps/server/public`: served at `/static/` (promo images…). */
  publicDir: string;
  /** Render pages on the server when a shell's renderer is built (default true). */
  render?: boolean;
  /** The shop's clock, in ms: the time pages are rendered and served at. */
  now: () => number;
  /**
   * Keep the rendered public pages in memory (`VESO_PAGE_CACHE`, on by default in the
   * app): `version` is what they stand on (the read cache's `version`, see page-cache.ts).
   * Absent: every page is rendered for its request.
   */
  pageCache?: { version: () => string | null; ttlMs?: number };
};

/** What a shell's server renderer (`dist-server/entry-server.js`) answers for one page. */
type RenderedPage = {
  status: number;
  location?: string;
  html: string;
  /** The cache state to hydrate from (JSON, script-safe), or null: the browser renders anew. */
  state: string | null;
  /** The page's document title ('Mega 6/45 | VeSo'); the template's when absent. */
  title?: string;
};

/** A shell's server renderer, built by `vite build --ssr` beside its `dist/`. */
type PageRenderer = {
  render(request: {
    url: string;
    fetch: typeof fetch;
    onError: (error: unknown) => void;
    now: number;
  }): Promise<RenderedPage>;
};

type Shell = {
  name: 'web' | 'embed';
  prefix: string;
  dist: string;
  built: boolean;
  renderer: PageRenderer | null;
};

/** Where a shell's server renderer is built: `apps/<shell>/dist-server/entry-server.js`. */
export function rendererPath(dist: string): string {
  return path.join(dist, '..', 'dist-server', 'entry-server.js');
}

async function loadRenderer(dist: string): Promise<PageRenderer | null> {
  const file = rendererPath(dist);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  return typeof module.render === 'function' ? (module as PageRenderer) : null;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A filled page cut where the time it is sent at goes: `head` ends just before the state
 * object's closing `}`; the body is `head + tail`, or with `servedAt` stamped in between.
 * The stamp goes last so that all but the page's last bytes are the same at every send
 * (compressed once, see stamped-body.ts).
 */
type FilledPage = {
  head: string;
  tail: string;
  /** What comes before the stamp (`,` after the state's own fields), or null: no stamp. */
  stampStart: '' | ',' | null;
};

/** A rendered page as the cache keeps it: the body is stamped with its time when sent. */
type ServedPage = {
  status: number;
  location?: string;
  page: FilledPage;
  /** A kept page's head compressed, once per encoding asked (absent: not kept). */
  encoded?: Map<Encoding, EncodedStart>;
};

/** Text safe inside an HTML element. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function fill(template: string, page: RenderedPage): FilledPage {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at < 0) return { head: template, tail: '', stampStart: null };
  // A rendered page's own title (a page the browser renders sets its own).
  const titled = page.state !== null && page.title ? page.title : null;
  const before = titled
    ? template
        .slice(0, at)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(titled)}</title>`)
    : template.slice(0, at);
  const after = template.slice(at + ROOT_ELEMENT.length);
  if (!page.state) {
    return {
      head: `${before}<div id="root">${page.html}</div>${after}`,
      tail: '',
      stampStart: null,
    };
  }
  const open = `${before}<div id="root" data-ssr="">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">`;
  const close = `</script>${after}`;
  const state = page.state;
  if (!state.startsWith('{') || !state.endsWith('}')) {
    return { head: `${open}${state}${close}`, tail: '', stampStart: null };
  }
  return {
    head: `${open}${state.slice(0, -1)}`,
    tail: `}${close}`,
    stampStart: state.slice(1, -1).trim() === '' ? '' : ',',
  };
}

/** What a send adds to a page's head: its `servedAt`, and the tail. */
function endOf(page: FilledPage, servedAt?: number): string {
  if (servedAt === undefined || page.stampStart === null) return page.tail;
  return `${page.stampStart}"servedAt":${servedAt}${page.tail}`;
}

/** The body of a filled page; with `servedAt`, that time (ms) in its state object. */
function bodyOf(page: FilledPage, servedAt?: number): string {
  return page.head + endOf(page, servedAt);
}

/**
 * The page: the built `index.html` with the rendered markup in `#root` and its state. The
 * template links the shell's one stylesheet (lazy parts' CSS included, see
 * tooling/vite-config), so the markup is styled whatever parts it holds. With `servedAt`,
 * the state (an object) gets a last field `servedAt`: the time the page is sent at, which
 * differs from the render's `now` for a page served from memory.
 */
export function fillTemplate(template: string, page: RenderedPage, servedAt?: number): string {
  return bodyOf(fill(template, page), servedAt);
}

/**
 * The server renderer's `fetch`: its API calls answered in-process by this app (every
 * hook, limit and cache as for a browser's call), on behalf of the page's requester.
 */
function inProcessFetch(
  app: FastifyInstance,
  requester: FastifyRequest,
  answered: (status: number) => void = () => undefined,
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: requester.ip,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    answered(answer.statusCode);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(one));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
export const EMBED_PREFIX = '/webview/';

/** Hashed build output (Vite's `assets/`) never changes under a name; the rest revalidates. */
function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * A request that says who its sender is (the API's session header, or credentials of any
 * kind): its page is rendered for it alone, neither served from nor kept in the page cache.
 * The markup is rendered signed out whoever asks; this keeps even that question out.
 */
function identifies(request: FastifyRequest): boolean {
  return (
    request.headers[SESSION_HEADER] !== undefined || request.headers.authorization !== undefined
  );
}

/**
 * An in-process call a page's data came from that another moment could answer otherwise:
 * throttled for its requester (429) or failed (5xx). Such a page is not kept.
 */
function transientFailure(status: number): boolean {
  return status === 429 || status >= 500;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /text\/html|\*\/\*/.test(accept);
}

/** A GET of a client-side route (not the API) that accepts HTML: a shell's page. */
function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url;
  const isApi =
    url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
  return (
    !isApi &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    acceptsHtml(request) &&
    isRoutePath(url)
  );
}

/** A path whose last segment has no extension: a client-side route, not a missing file. */
function isRoutePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function notBuiltPage(shell: Shell): string {
  const command = `pnpm --filter @veso/${shell.name} build`;
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>VeSo – giao diện chưa được build</title>
<style>body{font-family:system-ui,sans-serif;max-width:450px;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#f2f2f2;padding:0 .25rem}</style>
</head>
<body>
<h1>Giao diện chưa được build</h1>
<p>Máy chủ đang chạy nhưng giao diện <strong>${shell.name}</strong> chưa được build, nên chưa có trang nào để hiển thị. Hãy chạy <code>${command}</code> (hoặc <code>./veso start</code>) rồi tải lại trang.</p>
<hr>
<h2 lang="en">Shell not built</h2>
<p lang="en">The server is running, but the <strong>${shell.name}</strong> shell has not been built (no <code>${shell.dist}</code>). Run <code>${command}</code> (or <code>./veso start</code>) and reload.</p>
<p lang="en">The API is available at <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;
}

/**
 * Serves the built shells with history-mode fallback: a GET of a route path that accepts
 * HTML answers that shell's `index.html` (`Cache-Control: no-cache`); hashed assets are
 * cached for a year; precompressed `.br`/`.gz` siblings are chosen by Accept-Encoding.
 * A shell whose dist folder is missing answers an explanatory page instead of crashing.
 * Also installs the not-found handler: unknown `/api` paths answer a code 14 envelope.
 */
export async function registerShells(app: FastifyInstance, options: ShellsOptions): Promise<void> {
  const shells: Shell[] = [
    {
      name: 'embed',
      prefix: EMBED_PREFIX,
      dist: options.embedDist,
      built: false,
      renderer: null,
    },
    {
      name: 'web',
      prefix: '/',
      dist: options.webDist,
      built: false,
      renderer: null,
    },
  ];
  for (const shell of shells) {
    shell.built = existsSync(path.join(shell.dist, 'index.html'));
    if (shell.built && options.render !== false) {
      shell.renderer = await loadRenderer(shell.dist);
    }
    if (shell.built && !shell.renderer) {
      app.log.warn({ shell: shell.name }, 'no server renderer built: pages render in the browser');
    }
  }
  const pages: PageCache<ServedPage> | null = options.pageCache
    ? createPageCache<ServedPage>({ now: options.now, ...options.pageCache })
    : null;

  // The reply decorator (`sendFile`) used for the index fallback, with precompression.
  await app.register(fastifyStatic, {
    root: options.publicDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
  });
  await app.register(fastifyStatic, {
    root: options.publicDir,
    prefix: '/static/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
  /**
   * A kept page goes compressed from its head compressed once (its stamped end appended
   * per send); any other is compressed per request by the server's compression, as before.
   */
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    served: ServedPage,
    servedAt: number,
  ): FastifyReply => {
    const { page, encoded } = served;
    const end = endOf(page, servedAt);
    const encoding =
      encoded && page.head.length + end.length >= COMPRESS_FROM_BYTES && encodingFor(request);
    if (!encoded || !encoding) return reply.send(page.head + end);
    let start = encoded.get(encoding);
    if (!start) {
      start = encodeStart(page.head, encoding);
      encoded.set(encoding, start);
    }
    return reply
      .header('vary', 'accept-encoding')
      .header('content-encoding', encoding)
      .send(withEnd(start, end));
  };

  const shellFor = (url: string): Shell => {
    const embed = url === '/webview' || url.startsWith('/webview/') || url.startsWith('/webview?');
    return shells.find((s) => s.name === (embed ? 'embed' : 'web')) as Shell;
  };

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply, shell: Shell) => {
    const index = path.join(shell.dist, 'index.html');
    if (!shell.built || !existsSync(index)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(shell));
    }
    if (!shell.renderer) {
      return reply.code(200).header('cache-control', REVALIDATE).sendFile('index.html', shell.dist);
    }
    const renderer = shell.renderer;
    const cached = pages !== null && !identifies(request);
    const render = async (): Promise<RenderedEntry<ServedPage>> => {
      const template = await readFile(index, 'utf8');
      let failedCall = false;
      let page: RenderedPage;
      try {
        page = await renderer.render({
          url: `${request.protocol}://${request.host}${request.url}`,
          fetch: inProcessFetch(app, request, (status) => {
            if (transientFailure(status)) failedCall = true;
          }),
          onError: (error) =>
            request.log.error({ err: error, url: request.url }, 'page render failed'),
          now: options.now(),
        });
      } catch (error) {
        // The renderer itself failed: the browser renders the page (and its error screen).
        request.log.error({ err: error, url: request.url }, 'page renderer failed');
        page = { status: 500, html: '', state: null };
      }
      // Kept: public markup (a state to hydrate from), a page or a 404, from answers that
      // any other moment would give alike.
      const keep =
        page.state !== null && (page.status === 200 || page.status === 404) && !failedCall;
      const filled = fill(template, page);
      const served: ServedPage = {
        status: page.status,
        ...(page.location ? { location: page.location } : {}),
        page: filled,
        ...(keep && cached ? { encoded: new Map() } : {}),
      };
      return { value: served, keep, size: filled.head.length + filled.tail.length };
    };
    const served = cached
      ? await pages.get(`${shell.name} ${pageKeyOf(request)}`, render)
      : (await render()).value;
    if (served.location && served.status >= 300 && served.status < 400) {
      return reply.redirect(served.location, served.status);
    }
    // The markup is public (rendered signed out): the customer's parts come after hydration.
    reply.code(served.status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    return sendPage(request, reply, served, options.now());
  };

  // A browser's navigation to a page (Accept naming text/html, a path without extension,
  // not the API) is answered before the shell's static files are looked up for it: no file
  // of a build has such a path, and the look-up (the file and its .br/.gz siblings, the
  // path's spelling checks) cost a page served from memory about as much as the rest.
  // After the routes' own checks (the text guard's preValidation), as the files' route.
  const staticRoutes = new Set(shells.map((shell) => `${shell.prefix}*`));
  app.addHook('preHandler', async (request, reply) => {
    if (!staticRoutes.has(request.routeOptions.url ?? '')) return;
    if (!isPageRequest(request) || !/text\/html/.test(request.headers.accept ?? '')) return;
    return serveIndex(request, reply, shellFor(request.url));
  });
  for (const shell of shells) {
    if (!shell.built) {
      app.log.warn({ dist: shell.dist }, `${shell.name} shell is not built: serving a notice page`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: shell.dist,
      prefix: shell.prefix,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(shell.dist, file));
      },
    });
  }

  // The shells' entry points answer their page whatever the Accept header says.
  for (const shell of shells) {
    app.get(shell.prefix, { schema: { hide: true } }, (request, reply) =>
      serveIndex(request, reply, shell),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request))
      return sendFail(reply, Code.INVALID_REQUEST, undefined, 404, {
        field: 'path',
        rule: 'exists',
      });
    return serveIndex(request, reply, shellFor(request.url));
  });
}

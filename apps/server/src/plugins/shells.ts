import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, Code } from '@veso/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFail } from '../http/errors';

/** The two built client shells and the server's own public files. */
export type ShellsOptions = {
  /** `apps/web/dist`: served at `/`. */
  webDist: string;
  /** `apps/embed/dist`: served at `/webview/`. */
  embedDist: string;
  /** `apps/server/public`: served at `/static/` (promo images…). */
  publicDir: string;
};

type Shell = { name: 'web' | 'embed'; prefix: string; dist: string; built: boolean };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
export const EMBED_PREFIX = '/webview/';

/** Hashed build output (Vite's `assets/`) never changes under a name; the rest revalidates. */
function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /text\/html|\*\/\*/.test(accept);
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
    { name: 'embed', prefix: EMBED_PREFIX, dist: options.embedDist, built: false },
    { name: 'web', prefix: '/', dist: options.webDist, built: false },
  ];
  for (const shell of shells) shell.built = existsSync(path.join(shell.dist, 'index.html'));

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

  const shellFor = (url: string): Shell => {
    const embed = url === '/webview' || url.startsWith('/webview/') || url.startsWith('/webview?');
    return shells.find((s) => s.name === (embed ? 'embed' : 'web')) as Shell;
  };

  const serveIndex = (reply: FastifyReply, shell: Shell) => {
    if (!shell.built || !existsSync(path.join(shell.dist, 'index.html'))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(shell));
    }
    return reply.code(200).header('cache-control', REVALIDATE).sendFile('index.html', shell.dist);
  };

  // The shells' entry points answer their page whatever the Accept header says.
  for (const shell of shells) {
    app.get(shell.prefix, { schema: { hide: true } }, (_request, reply) =>
      serveIndex(reply, shell),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isApi =
      url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
    const isPage =
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request) &&
      isRoutePath(url);
    if (!isPage) return sendFail(reply, Code.INVALID_REQUEST, undefined, 404);
    return serveIndex(reply, shellFor(url));
  });
}

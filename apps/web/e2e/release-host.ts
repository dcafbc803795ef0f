import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';

/**
 * A stand-in for deploying a new release of the web shell without restarting the shared
 * e2e server: a host on its own port (its own origin, so its own service worker) that
 * passes every request to the real server until `deploy()`; from then on it serves the
 * shell's files from the new release's folder, with the real server's cache headers
 * (hashed `assets/` immutable, the rest revalidated, client routes answered by
 * index.html), and still passes `/api` to the real server. The old release's files are
 * gone from it, as after a real deploy.
 */
export type ReleaseHost = { url: string; deploy: () => void; close: () => Promise<void> };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export async function startReleaseHost(
  upstream: string,
  nextRelease: string,
): Promise<ReleaseHost> {
  let deployed = false;
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (!deployed || path === '/api' || path.startsWith('/api/')) {
      const forward = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
      return;
    }
    void (async () => {
      let file = join(nextRelease, path);
      const isFile = relative(nextRelease, file).startsWith('..')
        ? false
        : existsSync(file) && (await stat(file)).isFile();
      if (!isFile) {
        if (extname(path) !== '') {
          res.writeHead(404).end();
          return;
        }
        file = join(nextRelease, 'index.html');
      }
      const name = relative(nextRelease, file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': name.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      res.end(await readFile(file));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployed = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The mark of the next release's files: `index-AbC123.js` → `index-AbC123-r2.js`. */
export const NEXT_RELEASE_SUFFIX = '-r2';

/**
 * Makes the next release from a built shell, as a rebuild with changed code would: every
 * hashed file under a new name (and every reference to it, the precache list included),
 * index.html with a release mark and a new revision. Answers the folder.
 */
export async function makeNextRelease(dist: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'veso-next-release-'));
  await cp(dist, out, {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
  const assets = (await readdir(join(out, 'assets'))).sort((a, b) => b.length - a.length);
  const renamed = new Map(
    assets.map((name) => [name, name.replace(/(\.[a-z]+)$/, `${NEXT_RELEASE_SUFFIX}$1`)]),
  );
  for (const [from, to] of renamed)
    await rename(join(out, 'assets', from), join(out, 'assets', to));
  const texts = [
    ...[...renamed.values()]
      .filter((n) => /\.(js|css)$/.test(n))
      .map((n) => join(out, 'assets', n)),
    join(out, 'index.html'),
    join(out, 'sw.js'),
  ];
  for (const file of texts) {
    let text = await readFile(file, 'utf8');
    for (const [from, to] of renamed) text = text.replaceAll(from, to);
    if (file.endsWith('index.html')) {
      text = text.replace('<head>', '<head>\n    <meta name="veso-release" content="2" />');
    }
    if (file.endsWith('sw.js')) {
      text = text.replace(
        /("revision":")[0-9a-f]+(","url":"index\.html")/,
        `$1${'2'.repeat(32)}$2`,
      );
    }
    await writeFile(file, text);
  }
  return out;
}

export async function removeRelease(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

import react from '@vitejs/plugin-react';
import { endpointDocs } from './endpoint-docs.js';
import { initialChunkGuard } from './initial-chunk-guard.js';
import { precompress } from './precompress.js';

export { endpointDocs, withoutEndpointDocs } from './endpoint-docs.js';
export { DEFERRED_PACKAGES, initialChunkGuard } from './initial-chunk-guard.js';
export { precompress } from './precompress.js';

/** Where `vite dev` and `vite preview` send `/api` unless told otherwise. */
export const DEFAULT_API_TARGET = 'http://127.0.0.1:3000';

/**
 * The Vite config of a shell (apps/web, apps/embed).
 *
 * The server's CSP allows no inline script, so the module-preload polyfill (the only
 * script Vite could inline) is off; modern browsers preload modules natively. The build
 * fails if Redux, ky or the api-client reach the initial chunks (`initialChunkGuard`):
 * the shop's data layer loads after the page is interactive. The endpoint table's
 * document text stays out of the browser build (`endpointDocs`).
 *
 * @param {{ base: string, apiTarget?: string }} options
 *   base: the public path the server mounts the shell under ('/' or '/webview/');
 *   apiTarget: the server that answers `/api` during `vite dev` and `vite preview`.
 * @returns {import('vite').UserConfig}
 */
export function shellConfig({ base, apiTarget = DEFAULT_API_TARGET }) {
  const proxy = { '/api': { target: apiTarget, changeOrigin: true } };
  return {
    base,
    plugins: [react(), endpointDocs(), initialChunkGuard(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // No modulepreload at all: no polyfill (the server's CSP forbids inline scripts), no
      // links in the HTML and none added at run time. A server-rendered page paints from
      // its HTML and one stylesheet; preloaded scripts shared a slow phone's bandwidth with
      // them and held the first paint back (Lighthouse's first paint 2.1 s → 1.3 s, time to
      // interactive unchanged, 29/11), and Vite's run-time helper cost the hydration about a
      // third of a second. The entry's imports load natively, after it.
      modulePreload: false,
      // One stylesheet for the whole shell (12.6 kB gzip on 29/11), linked from the page's
      // head: a server-rendered page paints styled at once, and no lazy part inserts its own
      // sheet later (each insertion restyled the whole page: ~90 ms on a slow phone).
      cssCodeSplit: false,
      reportCompressedSize: false,
    },
    server: { proxy },
    preview: { proxy },
  };
}

/** Where a shell's server renderer is written, beside (never inside) the served `dist/`. */
export const SERVER_OUT_DIR = 'dist-server';

/**
 * The Vite config of a shell's server renderer (`vite build --ssr`): `src/entry-server.tsx`
 * bundled with every dependency into `dist-server/entry-server.js`, which the server
 * imports to render a page's first HTML. CSS modules get the same class names as in the
 * browser build; no CSS or assets are written (the browser build serves them).
 *
 * @param {{ base: string }} options
 * @returns {import('vite').UserConfig}
 */
export function shellServerConfig({ base }) {
  return {
    base,
    plugins: [react()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
    },
  };
}

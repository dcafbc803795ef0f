import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellConfig, shellServerConfig } from '@veso/vite-config';
import { defineConfig, mergeConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The web shell is an installable app: a web manifest and a service worker (the shop's
 * `src/pwa/sw.ts`, given the precache list of this build) written as `dist/sw.js`.
 * The shell registers it after load (`src/main.tsx`).
 */
const installedApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: dirname(fileURLToPath(import.meta.resolve('@veso/shop/pwa'))),
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'VeSo - Mua vé số online',
    short_name: 'VeSo',
    description:
      'Mua vé số Vietlott, xổ số điện toán, lô tô và xổ số kiến thiết; xem kết quả và vé của bạn.',
    lang: 'vi',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#d0021b',
    background_color: '#f4f5f7',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The whole shell (every route's chunk): a repeat visit loads no JS from the network.
    // The precompressed siblings are the same files; the server picks them by encoding.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? shellServerConfig({ base: '/' })
    : mergeConfig(shellConfig({ base: '/' }), { plugins: [installedApp] }),
);

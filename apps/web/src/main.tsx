import { mountIsland, mountShop, whenInteractive } from '@veso/shop';
import { webAuth } from './auth';
import { WEB_MENU } from './menu';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

mountShop(container, { auth: webAuth, menu: WEB_MENU, basename: '/' });

// The installed app (service worker, offline mark, update prompt): in its own chunk, once
// the page has loaded and its first route is interactive (on a busy phone `load` can come
// first, and the worker's chunk would compete with the first route's).
window.addEventListener(
  'load',
  () =>
    whenInteractive(
      () =>
        void import('@veso/shop/pwa').then((pwa) =>
          pwa.startInstalledApp({ scriptUrl: '/sw.js', render: mountIsland }),
        ),
    ),
  { once: true },
);

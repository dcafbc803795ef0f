import { mountIsland, mountShop } from '@veso/shop';
import { webAuth } from './auth';
import { WEB_MENU } from './menu';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

mountShop(container, { auth: webAuth, menu: WEB_MENU, basename: '/' });

// The installed app (service worker, offline mark, update prompt): after load, in its own chunk.
window.addEventListener(
  'load',
  () =>
    void import('@veso/shop/pwa').then((pwa) =>
      pwa.startInstalledApp({ scriptUrl: '/sw.js', render: mountIsland }),
    ),
  { once: true },
);

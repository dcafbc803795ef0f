import { hasServerMarkup, mountShop, startEmbedSession } from '@veso/shop';
import { embedAuth } from './auth';
import { EMBED_MENU } from './menu';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Served under /webview/ (Vite's base); the router works below it.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');
const options = {
  auth: embedAuth,
  menu: EMBED_MENU,
  // The spec §2 embedded variant: its 404 and the home's tabs (cart, history, notifications).
  embedded: true,
  basename,
};

// Signed launch parameters are verified (spec §1): the webview user ends signed in (on the
// linking flow's first page), or signed out with the reason.
const signOn = startEmbedSession(window.location.search);
if (hasServerMarkup(container)) {
  // The server rendered the page: it is hydrated at once, the sign-on applies when done.
  mountShop(container, { ...options, signOn });
} else {
  void signOn.then(({ next, startupError }) => {
    if (next !== null) window.history.replaceState(null, '', `${basename}${next}`);
    mountShop(container, { ...options, ...(startupError ? { startupError } : {}) });
  });
}

import { mountShop } from '@veso/shop';
import { embedAuth, embedSignOn, readEmbedParams, startWalletLinking } from './auth';
import { EMBED_MENU } from './menu';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Served under /webview/ (Vite's base); the router works below it.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

async function start(root: Element): Promise<void> {
  // Signed launch parameters are verified before the first render, so the webview user
  // arrives signed in (spec §1) — or signed out when the server refused them.
  const search = window.location.search;
  const signOn = await embedSignOn(search);
  const params = readEmbedParams(search);
  const next = params ? await startWalletLinking(signOn, params) : null;
  if (next !== null) window.history.replaceState(null, '', `${basename}${next}`);
  // A refused launch stays in the webview, signed out, and says why.
  const startupError = signOn.kind === 'refused' ? signOn.message : undefined;
  mountShop(root, {
    auth: embedAuth,
    menu: EMBED_MENU,
    basename,
    ...(startupError ? { startupError } : {}),
  });
}

void start(container);

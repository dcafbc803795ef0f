import { mountShop } from '@veso/shop';
import { embedAuth } from './auth';
import { EMBED_MENU } from './menu';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Served under /webview/ (Vite's base); the router works below it.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

mountShop(container, { auth: embedAuth, menu: EMBED_MENU, basename });

import { bootstrapEmbedSession, getSessionCookie } from '@veso/shop';
import type { ShopAuth } from '@veso/shop';

/** Signed-params auth of the webview shell (spec §1); there is no logout inside the e-wallet. */
export const embedAuth: ShopAuth = {
  bootstrap: () => bootstrapEmbedSession(window.location.search),
  getToken: getSessionCookie,
  canSignOut: false,
};

import { getAccountIdCookie, getSessionCookie } from '@veso/shop';
import type { SessionBootstrap, ShopAuth } from '@veso/shop';

/** The public shell is signed in when the 7-day `session` cookie is present (spec §4). */
export function bootstrapWebSession(): SessionBootstrap {
  if (!getSessionCookie()) return { signedIn: false, accountId: null };
  return { signedIn: true, accountId: getAccountIdCookie() ?? null };
}

/** Cookie-session auth of the public shell: the session cookie is the token; logout allowed. */
export const webAuth: ShopAuth = {
  bootstrap: bootstrapWebSession,
  getToken: getSessionCookie,
  canSignOut: true,
};

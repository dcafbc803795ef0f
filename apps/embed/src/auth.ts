import { getEmbedParamsCookie, getSessionCookie, setEmbedParamsCookie } from '@veso/shop';
import type { EmbedParams, SessionBootstrap, ShopAuth } from '@veso/shop';

/** The signed parameters of an e-wallet launch: all of source, data and sig, or nothing. */
export function readEmbedParams(search: string): EmbedParams | undefined {
  const query = new URLSearchParams(search);
  const source = query.get('source');
  const data = query.get('data');
  const sig = query.get('sig');
  return source && data && sig ? { source, data, sig } : undefined;
}

/**
 * Embed mode starts when the query carries source, data and sig (spec §1); they are kept
 * in the `embedParams` cookie so a reload deeper in the webview stays embedded.
 *
 * Not signed in yet: the server verifies the signature and opens the session in a later
 * issue, and only then does the webview user count as signed in.
 */
export function bootstrapEmbedSession(search: string): SessionBootstrap {
  const fromQuery = readEmbedParams(search);
  if (fromQuery) setEmbedParamsCookie(fromQuery);
  const params = fromQuery ?? getEmbedParamsCookie();
  if (!params) return { signedIn: false, embed: false, embedParams: null };
  return { signedIn: false, embed: true, embedParams: params };
}

/** Signed-params auth of the webview shell; there is no logout inside the e-wallet. */
export const embedAuth: ShopAuth = {
  bootstrap: () => bootstrapEmbedSession(window.location.search),
  getToken: getSessionCookie,
  canSignOut: false,
};

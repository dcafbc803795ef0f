import type { ApiClientOptions } from '@veso/api-client';
import {
  getAccountIdCookie,
  getEmbedParamsCookie,
  getSessionCookie,
  setEmbedParamsCookie,
} from '@veso/shop-core';
import type { EmbedParams, SessionBootstrap } from '@veso/shop-core';

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
 * in the `embedParams` cookie so a reload deeper in the webview stays embedded. The
 * webview user counts as signed in once {@link embedSignOn} opened a session.
 */
export function bootstrapEmbedSession(search: string): SessionBootstrap {
  const fromQuery = readEmbedParams(search);
  if (fromQuery) setEmbedParamsCookie(fromQuery);
  const params = fromQuery ?? getEmbedParamsCookie();
  if (!params) return { signedIn: false, embed: false, embedParams: null };
  const token = getSessionCookie();
  return token
    ? { signedIn: true, accountId: getAccountIdCookie() ?? null, embed: true, embedParams: params }
    : { signedIn: false, embed: true, embedParams: params };
}

/** Test seams of the calls made before the shop (and its store) exists. */
export type EmbedCallOptions = Pick<ApiClientOptions, 'fetch' | 'baseUrls'>;

/** What the webview shell needs before the first render. */
export type EmbedStart = {
  /** The in-app path the linking flow opens, or null to stay on the launch URL. */
  next: string | null;
  /** Why a launch was refused, shown once the shop is up. */
  startupError?: string;
};

/**
 * The webview's start, before the first render: with signed parameters in the query, it
 * loads the api-client and signs on (`./embed-sign-on`), then starts the first-time
 * linking; without them it does nothing. The api-client stays out of the initial download.
 */
export async function startEmbedSession(
  search: string,
  options: EmbedCallOptions = {},
): Promise<EmbedStart> {
  if (!readEmbedParams(search)) return { next: null };
  const { signOnAndLink } = await import('./embed-sign-on');
  return signOnAndLink(search, options);
}

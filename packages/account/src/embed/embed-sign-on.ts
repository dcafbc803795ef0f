import { configureStore } from '@reduxjs/toolkit';
import { baseApi, createApiClient } from '@veso/api-client';
import type { ApiThunkExtra } from '@veso/api-client';
import type { EmbedSignin } from '@veso/contract';
import {
  clearSession,
  getEmbedParamsCookie,
  getSessionCookie,
  setAccountIdCookie,
  setEmbedParamsCookie,
  setSessionCookie,
} from '@veso/shop-core';
import type { EmbedParams } from '@veso/shop-core';
import { ACCOUNT_PATHS } from '../paths';
import { accountApi, resultOf } from '../shared/account-api';
import { readEmbedParams } from './embed-session';
import type { EmbedCallOptions, EmbedStart } from './embed-session';

/** The spec §8 message of the wallet-embedded client on an exception. */
export const EMBED_SYSTEM_ERROR = 'Lỗi hệ thống. Quý khách vui lòng thử lại sau';

/** Where the first-time linking flow of spec §4 starts, or null when the MID is linked. */
export type EmbedNextStep = EmbedSignin['nextStep'];

export type EmbedSignOn =
  /** No signed parameters in the query: the cookies decide. */
  | { kind: 'none' }
  /** The same parameters as the session already opened with them, the server unreachable. */
  | { kind: 'kept' }
  | { kind: 'signed-in'; accountId: string; nextStep: EmbedNextStep }
  /** The server refused them (bad or old signature, replay) or could not be reached. */
  | { kind: 'refused'; code: number; message: string };

function sameParams(a: EmbedParams | undefined, b: EmbedParams | undefined): boolean {
  return !!a && !!b && a.source === b.source && a.data === b.data && a.sig === b.sig;
}

/** A refused launch: no session (an older one is dropped), still the webview. */
function signedOutButEmbedded(params: EmbedParams): void {
  clearSession();
  setEmbedParamsCookie(params);
}

/**
 * The store the launch's calls run on: the shop's store does not exist before the first
 * render, so the account endpoints (RTK Query, as everywhere in the account pages) run
 * on one of their own, the RTK Query cache alone, with the session this launch opened.
 */
function launchStore(options: EmbedCallOptions) {
  const apiClient = createApiClient({ ...options, getToken: getSessionCookie });
  const extraArgument: ApiThunkExtra = { apiClient };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(baseApi.middleware),
  });
}

type LaunchStore = ReturnType<typeof launchStore>;

/**
 * Embedded sign-on (spec §1, §7 Wallet-embedded): signed parameters in the query are
 * verified by `POST /api/app-service/auth/signin` (the `embedSignIn` endpoint, on the
 * launch store) before the shop renders. A valid set opens a session (cookies session
 * and account_id, 7 days) and is kept in the embedParams cookie; a refused set leaves the
 * webview signed out with the server's reason. The same set again (the webview reloaded
 * on the launch URL) is sent with the session it opened: the server answers where the
 * linking stands, so a reload on any step of it resumes there.
 */
export async function embedSignOn(
  search: string,
  options: EmbedCallOptions = {},
  store: LaunchStore = launchStore(options),
): Promise<EmbedSignOn> {
  const params = readEmbedParams(search);
  if (!params) return { kind: 'none' };
  const relaunch = getSessionCookie() !== undefined && sameParams(params, getEmbedParamsCookie());
  // A new launch drops an older session first: the signature alone opens the new one (no
  // token is sent), and a refused launch leaves the webview signed out.
  if (!relaunch) signedOutButEmbedded(params);
  const result = resultOf(
    await store.dispatch(accountApi.endpoints.embedSignIn.initiate(params, { track: false })),
  );
  if (!result.ok) {
    // Offline, a reload keeps the session it has.
    if (relaunch && result.network) return { kind: 'kept' };
    if (relaunch) signedOutButEmbedded(params);
    return result.network
      ? { kind: 'refused', code: -1, message: EMBED_SYSTEM_ERROR }
      : { kind: 'refused', code: result.code, message: result.serverMessage ?? result.message };
  }
  setSessionCookie(result.data.session);
  setAccountIdCookie(result.data.account_id);
  return { kind: 'signed-in', accountId: result.data.account_id, nextStep: result.data.nextStep };
}

function verifyPhonePath(accountId: string): string {
  const query = new URLSearchParams({ account_id: accountId, type: 'link' });
  return `${ACCOUNT_PATHS.verifyPhone}?${query.toString()}`;
}

/**
 * The first-time linking flow of spec §4 (Wallet-embedded flow) after a sign-on whose MID
 * is not linked yet. Answers the in-app path to open, or null to stay where the launch
 * URL points:
 * - `otp`: the number has no password; a code goes out by the messaging app and the OTP
 *   page (type link) opens (offline, it can still ask for one: 'Gửi lại mã'); set
 *   password, profile and `active_data` follow there.
 * - `active_data`: the account is complete; the MID is linked at once.
 * - `check_password`: the account has a password; /nhap-mat-khau confirms it, then links.
 * - `profile`: the profile page in its linking mode.
 */
export async function startWalletLinking(
  signOn: EmbedSignOn,
  params: EmbedParams,
  options: EmbedCallOptions = {},
  store: LaunchStore = launchStore(options),
): Promise<string | null> {
  if (signOn.kind !== 'signed-in' || signOn.nextStep === null) return null;
  const { activateWalletLink, sendOtp } = accountApi.endpoints;
  switch (signOn.nextStep) {
    case 'active_data':
      await store.dispatch(activateWalletLink.initiate(params, { track: false }));
      return null;
    case 'otp':
      await store.dispatch(
        sendOtp.initiate(
          { accountId: signOn.accountId, channel: 'message', type: 'link' },
          { track: false },
        ),
      );
      return verifyPhonePath(signOn.accountId);
    case 'check_password':
      return ACCOUNT_PATHS.enterPassword;
    case 'profile':
      return `${ACCOUNT_PATHS.updateProfile}?link=1`;
  }
}

/**
 * The webview's start: verifies the launch's signed parameters ({@link embedSignOn}) and
 * starts the first-time linking ({@link startWalletLinking}).
 */
export async function signOnAndLink(
  search: string,
  options: EmbedCallOptions = {},
): Promise<EmbedStart> {
  const store = launchStore(options);
  const signOn = await embedSignOn(search, options, store);
  const params = readEmbedParams(search);
  const next = params ? await startWalletLinking(signOn, params, options, store) : null;
  return signOn.kind === 'refused' ? { next, startupError: signOn.message } : { next };
}

import {
  clearSession,
  getAccountIdCookie,
  getEmbedParamsCookie,
  getSessionCookie,
  setAccountIdCookie,
  setEmbedParamsCookie,
  setSessionCookie,
} from '@veso/shop';
import type { EmbedParams, SessionBootstrap, ShopAuth } from '@veso/shop';

/** The signed parameters of an e-wallet launch: all of source, data and sig, or nothing. */
export function readEmbedParams(search: string): EmbedParams | undefined {
  const query = new URLSearchParams(search);
  const source = query.get('source');
  const data = query.get('data');
  const sig = query.get('sig');
  return source && data && sig ? { source, data, sig } : undefined;
}

function sameParams(a: EmbedParams | undefined, b: EmbedParams | undefined): boolean {
  return !!a && !!b && a.source === b.source && a.data === b.data && a.sig === b.sig;
}

/** The spec §8 message of the wallet-embedded client on an exception. */
export const EMBED_SYSTEM_ERROR = 'Lỗi hệ thống. Quý khách vui lòng thử lại sau';

/** Where the first-time linking flow of spec §4 starts, or null when the MID is linked. */
export type EmbedNextStep = 'otp' | 'check_password' | 'profile' | 'active_data' | null;

export type EmbedSignOn =
  /** No signed parameters in the query: the cookies decide. */
  | { kind: 'none' }
  /** The same parameters as the session already opened with them (a reload). */
  | { kind: 'kept' }
  | { kind: 'signed-in'; accountId: string; nextStep: EmbedNextStep }
  /** The server refused them (bad or old signature, replay) or could not be reached. */
  | { kind: 'refused'; code: number; message: string };

type Envelope<T> = { code: number; message: string; data?: T };
type SigninData = { session: string; account_id: string; nextStep: EmbedNextStep };

/** A refused launch: no session (an older one is dropped), still the webview. */
function signedOutButEmbedded(params: EmbedParams): void {
  clearSession();
  setEmbedParamsCookie(params);
}

/**
 * Embedded sign-on (spec §1, §7 Wallet-embedded): signed parameters in the query are
 * verified by `POST /api/app-service/auth/signin` before the shop renders. A valid set
 * opens a session (cookies session and account_id, 7 days) and is kept in the embedParams
 * cookie; a refused set leaves the webview signed out. Plain fetch: no data layer yet.
 */
export async function embedSignOn(
  search: string,
  options: { fetch?: typeof fetch; apiBase?: string } = {},
): Promise<EmbedSignOn> {
  const params = readEmbedParams(search);
  if (!params) return { kind: 'none' };
  if (getSessionCookie() && sameParams(params, getEmbedParamsCookie())) return { kind: 'kept' };
  setEmbedParamsCookie(params);
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(`${options.apiBase ?? '/api'}/app-service/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
    const body = (await response.json()) as Envelope<SigninData>;
    if (body.code !== 0 || !body.data) {
      signedOutButEmbedded(params);
      return { kind: 'refused', code: body.code, message: body.message };
    }
    setSessionCookie(body.data.session);
    setAccountIdCookie(body.data.account_id);
    return { kind: 'signed-in', accountId: body.data.account_id, nextStep: body.data.nextStep };
  } catch {
    signedOutButEmbedded(params);
    return { kind: 'refused', code: -1, message: EMBED_SYSTEM_ERROR };
  }
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

/** Signed-params auth of the webview shell; there is no logout inside the e-wallet. */
export const embedAuth: ShopAuth = {
  bootstrap: () => bootstrapEmbedSession(window.location.search),
  getToken: getSessionCookie,
  canSignOut: false,
};

const DEVICE_KEY = 'veso.deviceId';

/** This browser's device id, shared with the account screens (localStorage `veso.deviceId`). */
function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    return `${Date.now()}`;
  }
}

/** The spec §2 paths of the account screens the linking flow opens. */
export const LINK_PATHS = {
  verifyPhone: '/xac-thuc-so-dien-thoai',
  enterPassword: '/nhap-mat-khau',
  updateProfile: '/cap-nhat-thong-tin-tai-khoan',
} as const;

/**
 * The first-time linking flow of spec §4 (Wallet-embedded flow) after a sign-on whose MID
 * is not linked yet. Answers the in-app path to open, or null to stay where the launch
 * URL points:
 * - `otp`: the number has no password; a code goes out by the messaging app and the OTP
 *   page (type link) opens; set password, profile and `active_data` follow there.
 * - `active_data`: the account is complete; the MID is linked at once.
 * - `check_password`: the account has a password; /nhap-mat-khau confirms it, then links.
 * - `profile`: the profile page in its linking mode.
 */
export async function startWalletLinking(
  signOn: EmbedSignOn,
  params: EmbedParams,
  options: { fetch?: typeof fetch; apiBase?: string } = {},
): Promise<string | null> {
  if (signOn.kind !== 'signed-in' || signOn.nextStep === null) return null;
  const doFetch = options.fetch ?? fetch;
  const apiBase = options.apiBase ?? '/api';
  const headers = {
    'content-type': 'application/json',
    'x-access-token': getSessionCookie() ?? '',
  };
  const requestId = String(Date.now());
  try {
    if (signOn.nextStep === 'active_data') {
      await doFetch(`${apiBase}/app-service/active_data`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...params, requestDate: Date.now(), requestId }),
      });
      return null;
    }
    if (signOn.nextStep === 'otp') {
      await doFetch(`${apiBase}/otp/message`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          accountId: signOn.accountId,
          deviceInfo: { devId: deviceId(), devName: 'webview', osName: 'web' },
          requestId,
          type: 'link',
        }),
      });
      const query = new URLSearchParams({ account_id: signOn.accountId, type: 'link' });
      return `${LINK_PATHS.verifyPhone}?${query.toString()}`;
    }
    if (signOn.nextStep === 'check_password') return LINK_PATHS.enterPassword;
    return `${LINK_PATHS.updateProfile}?link=1`;
  } catch {
    // Offline: the OTP page can still ask for a code ('Gửi lại mã').
    return signOn.nextStep === 'otp'
      ? `${LINK_PATHS.verifyPhone}?${new URLSearchParams({ account_id: signOn.accountId, type: 'link' }).toString()}`
      : null;
  }
}

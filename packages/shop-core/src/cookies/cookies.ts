import Cookies from 'js-cookie';
import { forgetOfflineData } from '../offline/offline-cache';

/** Every cookie lasts 7 days (spec §9): session, profile, area and notification flags. */
export const COOKIE_DAYS = 7;

/** Names of the cookies of spec §3 (exact: other tools read them). */
export const COOKIE_NAMES = {
  session: 'session',
  accountId: 'account_id',
  userArea: 'userArea',
  embedParams: 'embedParams',
} as const;

/** The notification flags of spec §9, each a 7-day cookie holding 'true' or 'false'. */
export const NOTIFY_FLAGS = [
  'bao636Notify',
  'baoKenoNotify',
  'groupPlayNotify',
  'baoLoTo2Notify',
  'remindCashback',
  'isRead',
] as const;
export type NotifyFlag = (typeof NOTIFY_FLAGS)[number];

/** The signed query parameters an e-wallet passes to the webview (spec §1). */
export type EmbedParams = { source: string; data: string; sig: string };

function write(name: string, value: string): void {
  Cookies.set(name, value, {
    expires: COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}

function read(name: string): string | undefined {
  const value = Cookies.get(name);
  return value === '' ? undefined : value;
}

function remove(name: string): void {
  Cookies.remove(name, { path: '/' });
}

/** The session token, or undefined when signed out. */
export function getSessionCookie(): string | undefined {
  return read(COOKIE_NAMES.session);
}

export function setSessionCookie(token: string): void {
  write(COOKIE_NAMES.session, token);
}

/** The signed-in account id (84…), or undefined. */
export function getAccountIdCookie(): string | undefined {
  return read(COOKIE_NAMES.accountId);
}

export function setAccountIdCookie(accountId: string): void {
  write(COOKIE_NAMES.accountId, accountId);
}

/** The area the customer picked after login. */
export function getUserAreaCookie(): string | undefined {
  return read(COOKIE_NAMES.userArea);
}

export function setUserAreaCookie(area: string): void {
  write(COOKIE_NAMES.userArea, area);
}

function isEmbedParams(value: unknown): value is EmbedParams {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.source === 'string' &&
    typeof candidate.data === 'string' &&
    typeof candidate.sig === 'string'
  );
}

/** The embed parameters stored by the webview shell; undefined when absent or unreadable. */
export function getEmbedParamsCookie(): EmbedParams | undefined {
  const raw = read(COOKIE_NAMES.embedParams);
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isEmbedParams(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function setEmbedParamsCookie(params: EmbedParams): void {
  write(
    COOKIE_NAMES.embedParams,
    JSON.stringify({ source: params.source, data: params.data, sig: params.sig }),
  );
}

/** True when the flag cookie holds 'true'. */
export function getNotifyFlag(flag: NotifyFlag): boolean {
  return read(flag) === 'true';
}

export function setNotifyFlag(flag: NotifyFlag, value: boolean): void {
  write(flag, String(value));
}

/**
 * Forgets the signed-in customer: session, account id, area and embed parameters.
 * Notification flags stay: they describe the device, not the session. The offline
 * copies of API answers go too.
 */
export function clearSession(): void {
  remove(COOKIE_NAMES.session);
  remove(COOKIE_NAMES.accountId);
  remove(COOKIE_NAMES.userArea);
  remove(COOKIE_NAMES.embedParams);
  void forgetOfflineData();
}

import { ANONYMOUS_SESSION, SAVED_AT_HEADER, SESSION_KEY_PARAM } from './protocol';

/**
 * The worker's rules for offline copies of API answers, apart from the worker so they
 * run in unit tests: whose copy a request reads, which answers are kept, when a copy
 * was saved.
 */

/** A short, one-way key of a session token (copies never hold the token itself). */
export async function sessionKeyOf(token: string | null): Promise<string> {
  if (!token) return ANONYMOUS_SESSION;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The cache key of a request's copy: its URL with the session key added. */
export function copyKey(url: string, sessionKey: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set(SESSION_KEY_PARAM, sessionKey);
  return keyed.href;
}

/** The session key a cache key belongs to, or null for a key that is not a copy. */
export function sessionOfCopy(key: string): string | null {
  return new URL(key).searchParams.get(SESSION_KEY_PARAM);
}

/**
 * Copies to delete when requests arrive with `current`: another customer's copies never
 * stay next to this one's. Public copies (no session) stay while someone is signed in;
 * once the session is gone (`current` anonymous) every signed-in copy goes.
 */
export function staleCopies(keys: readonly string[], current: string): string[] {
  return keys.filter((key) => {
    const owner = sessionOfCopy(key);
    return owner !== null && owner !== current && owner !== ANONYMOUS_SESSION;
  });
}

/**
 * The copy to keep of a network answer, stamped with when it came; null when the answer
 * is not a successful envelope (`code` 0) and must not replace the last good copy.
 */
export async function copyToKeep(response: Response, now: number): Promise<Response | null> {
  if (response.status !== 200) return null;
  const body = await response.clone().text();
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return null;
  }
  if (code !== 0) return null;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}

/** When a kept copy was saved (epoch ms), or null when it carries no stamp. */
export function savedAtOf(copy: Response): number | null {
  const value = Number(copy.headers.get(SAVED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : null;
}

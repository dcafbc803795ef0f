import type { GuardRedirectState } from '@veso/shop-core';
import { ACCOUNT_PATHS } from '../paths';

/** The sign-on pages themselves: never a place to return to after signing in. */
const SIGN_ON_PATHS: readonly string[] = [
  ACCOUNT_PATHS.login,
  ACCOUNT_PATHS.register,
  ACCOUNT_PATHS.verifyPhone,
  ACCOUNT_PATHS.enterPassword,
  ACCOUNT_PATHS.setPassword,
];

/**
 * The page (path and query) a customer was sent to sign in from, kept in the navigation
 * state by the auth guard ({@link GuardRedirectState}); null when there is none or it is
 * not a page of this site (another origin, a sign-on page).
 */
export function returnPathOf(state: unknown): string | null {
  const from =
    typeof state === 'object' && state !== null
      ? (state as Partial<GuardRedirectState>).from
      : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.includes('\\')) return null;
  const path = from.split(/[?#]/, 1)[0] ?? '';
  return SIGN_ON_PATHS.includes(path) ? null : from;
}

/** The navigation state that carries `from` on to the next sign-on page (login → register). */
export function keepReturnPath(state: unknown): GuardRedirectState | undefined {
  const from = returnPathOf(state);
  return from === null ? undefined : { from };
}

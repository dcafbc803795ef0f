// No zod here: a browser imports these values (see the package README).

/**
 * Accounts and sign-on (spec §3, §4, §7 Account). Paths are relative to the main base
 * (`/api`). Phone numbers are checked by the server with the spec §5 rules (code 1), so
 * the schemas only bound their length; passwords travel as the MD5 hex of the trimmed
 * password and are never stored as received.
 */
export const authPaths = {
  checkAccount: '/auth/check_account',
  signin: '/auth/signin',
  register: '/auth/register',
  resetPassword: '/auth/reset_password',
  update: '/auth/update',
  info: '/auth/info',
  prizeBalance: '/auth/getPrizeBalance',
  /** Not named by the spec: revokes the session token of the request. */
  logout: '/auth/logout',
  /** Not named by the spec: which captcha the sign-in expects (provider and site key). */
  captcha: '/auth/captcha',
  refreshSession: '/refresh_session',
  updateAccountInfo: '/update_account_info',
} as const;

/** The header carrying the session token on protected calls (spec §6). */
export const SESSION_HEADER = 'x-access-token';
/** The header carrying the captcha token on sign-in (spec §6). */
export const CAPTCHA_HEADER = 'captcha';
/** The captcha token the sandbox accepts (only when the server runs with VESO_SANDBOX=1). */
export const SANDBOX_CAPTCHA_TOKEN = 'veso-sandbox-captcha';
/** Session lifetime: 7 days from sign-in or refresh (spec §9, cookies last as long). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The fixed service id of account updates (spec §3). Any other value answers code 12. */
export const SERVICE_ID = 'VESO';
/** The prize balance name of `getPrizeBalance` (spec §7). */
export const PRIZE_BALANCE_NAME = 'TKTT';

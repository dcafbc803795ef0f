// No zod here at run time: a browser imports these values (see the package README).
import { CAPTCHA_HEADER, authPaths } from '../auth-paths';
import { defineEndpoints } from '../endpoint';
import type { AuthSchemas } from './auth.schemas';

const tags = ['auth'];
const SESSION_NOTE = ' Needs the x-access-token header (codes 5, 6, 10).';

/** Accounts and sessions (spec §7 Account), under the main base. */
export const authEndpoints = defineEndpoints<AuthSchemas>()({
  checkAccount: {
    method: 'GET',
    base: 'main',
    path: authPaths.checkAccount,
    session: 'none',
    tags,
    summary:
      'Is the number a registered account? data.error: null, or 300 none / 305 not registered',
  },
  captcha: {
    method: 'GET',
    base: 'main',
    path: authPaths.captcha,
    session: 'none',
    tags,
    summary: 'Which captcha the sign-in expects in its captcha header',
  },
  signin: {
    method: 'POST',
    base: 'main',
    path: authPaths.signin,
    session: 'none',
    captcha: true,
    tags,
    summary: `Sign in with msisdn (and requestId, spec §7) or account_id / accountId (spec §3) and the MD5 password; captcha token in the "${CAPTCHA_HEADER}" header`,
  },
  register: {
    method: 'POST',
    base: 'main',
    path: authPaths.register,
    session: 'none',
    tags,
    summary:
      'Register, in the spec §7 form (msisdn, requestId) or §3 (accountId, activeMethod, deviceId, token): with an OTP token (active at once) or plain (pending until an OTP)',
  },
  resetPassword: {
    method: 'POST',
    base: 'main',
    path: authPaths.resetPassword,
    session: 'none',
    tags,
    summary: 'New password with the token of an OTP verification; ends every session',
  },
  update: {
    method: 'POST',
    base: 'main',
    path: authPaths.update,
    session: 'required',
    tags,
    summary: `Profile form (fullname and birthday required).${SESSION_NOTE}`,
  },
  updateAccountInfo: {
    method: 'PUT',
    base: 'main',
    path: authPaths.updateAccountInfo,
    session: 'required',
    tags,
    summary: `Change profile fields and/or the password.${SESSION_NOTE}`,
  },
  info: {
    method: 'GET',
    base: 'main',
    path: authPaths.info,
    session: 'required',
    tags,
    summary: `The signed-in account (userInfo).${SESSION_NOTE}`,
  },
  prizeBalance: {
    method: 'GET',
    base: 'main',
    path: authPaths.prizeBalance,
    session: 'required',
    tags,
    summary: `Prize balance (TKTT) as rewardBalance.${SESSION_NOTE}`,
  },
  refreshSession: {
    method: 'POST',
    base: 'main',
    path: authPaths.refreshSession,
    session: 'required',
    tags,
    summary: `Keep the session token valid 7 more days; no body needed.${SESSION_NOTE}`,
  },
  logout: {
    method: 'POST',
    base: 'main',
    path: authPaths.logout,
    session: 'required',
    tags,
    summary: `Sign out: the token answers 6 afterwards; a missing or invalid body still signs out.${SESSION_NOTE}`,
  },
});

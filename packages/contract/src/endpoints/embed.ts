// No zod here at run time: a browser imports these values (see the package README).
import { embedPaths } from '../embed-paths';
import { defineEndpoints } from '../endpoint';
import type { EmbedSchemas } from './embed.schemas';

const tags = ['app-service'];
const sandboxTags = ['sandbox'];
const SESSION_NOTE = ' Needs the x-access-token header (codes 5, 6, 10).';

/**
 * The wallet-embedded calls (spec §7 Wallet-embedded), under the app-service base.
 * `genCheckSum` and `sandboxLaunch` exist only in sandbox mode.
 */
export const embedEndpoints = defineEndpoints<EmbedSchemas>()({
  signin: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.signin,
    session: 'none',
    tags,
    summary:
      'Sign on from signed wallet parameters (source, data, sig); one use only. Sent again with the session they opened (x-access-token), they resume it',
  },
  checkSig: {
    method: 'GET',
    base: 'appService',
    path: embedPaths.checkSig,
    session: 'none',
    tags,
    summary: 'Check signed parameters without using them up',
  },
  webCheckAccount: {
    method: 'GET',
    base: 'appService',
    path: embedPaths.webCheckAccount,
    session: 'none',
    tags,
    summary: 'Does the number have an account, and a password?',
  },
  checkMid: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.checkMid,
    session: 'required',
    tags,
    summary: `Is the wallet MID linked to this account?${SESSION_NOTE}`,
  },
  activeData: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.activeData,
    session: 'required',
    tags,
    summary: `Link the signed MID to the signed-in, registered account.${SESSION_NOTE}`,
  },
  updateMid: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.updateMid,
    session: 'none',
    tags,
    summary: 'Partner call: move an account to a new MID (checkSum of msisdn|mid|requestDate)',
  },
  checkPassword: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.checkPassword,
    session: 'required',
    tags,
    summary: `Confirm the account's password (lockout as sign-in).${SESSION_NOTE}`,
  },
  userRegister: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.userRegister,
    session: 'required',
    tags,
    summary: `Set the first password with an OTP token.${SESSION_NOTE}`,
  },
  webUpdateAccount: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.webUpdateAccount,
    session: 'required',
    tags,
    summary: `Update the wallet user's profile.${SESSION_NOTE}`,
  },
  getAccountInfo: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.getAccountInfo,
    session: 'required',
    tags,
    summary: `The signed-in account (userInfo).${SESSION_NOTE}`,
  },
  genCheckSum: {
    method: 'GET',
    base: 'appService',
    path: embedPaths.genCheckSum,
    session: 'none',
    tags: sandboxTags,
    summary: "Sandbox: the sandbox partner's HMAC-SHA256 (hex) of msg",
  },
  sandboxLaunch: {
    method: 'POST',
    base: 'appService',
    path: embedPaths.sandboxLaunch,
    session: 'none',
    tags: sandboxTags,
    summary:
      "Sandbox: a webview launch (data and sig) signed by the sandbox partner at the server's time",
  },
});

// No zod here: a browser imports these values (see the package README).

/**
 * The wallet-embedded calls (spec §7 Wallet-embedded), relative to the app-service base
 * (`API_BASES.appService`, `/api/app-service`).
 *
 * Signatures: a partner (`source`) shares a secret with the server. `data` is base64url
 * JSON `{ msisdn, fullName, mid, time }` (time: epoch milliseconds) and `sig` is the
 * lowercase hex HMAC-SHA256 of the `data` string. A checkSum is the same HMAC of the
 * call's fields joined by `|` in the order given by {@link checkSumMessage}.
 */
export const embedPaths = {
  signin: '/auth/signin',
  webCheckAccount: '/web_check_account',
  checkMid: '/check_mid',
  activeData: '/active_data',
  updateMid: '/update_mid',
  checkPassword: '/check_password',
  userRegister: '/user/register',
  webUpdateAccount: '/user/web_update_account',
  getAccountInfo: '/get-account-info',
  checkSig: '/check-sig',
  /** Sandbox only. */
  genCheckSum: '/gen-check-sum',
  /** Sandbox only: signed launch parameters stamped with the server's time. */
  sandboxLaunch: '/sandbox/launch',
} as const;

/** The partner every sandbox server knows (its secret is in apps/server/README.md). */
export const SANDBOX_EMBED_SOURCE = 'sandbox';
/** Signed sign-on data older than this is refused (code 10). */
export const EMBED_SIGNATURE_TTL_MS = 5 * 60 * 1000;
/** `active_data` links a wallet within this time of the signed `data` (the first-time flow). */
export const EMBED_LINK_WINDOW_MS = 30 * 60 * 1000;

/** The message a checkSum signs: the fields joined by `|` (undefined/null as empty). */
export function checkSumMessage(fields: ReadonlyArray<string | number | null | undefined>): string {
  return fields.map((f) => (f === undefined || f === null ? '' : String(f))).join('|');
}

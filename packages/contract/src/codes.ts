import { Code } from '@veso/domain';

// The catalogue itself lives in @veso/domain so every layer reads one copy; the contract
// re-exports it and adds what belongs to the wire: the HTTP status class of each code.
export {
  Code,
  CODE_MESSAGES,
  SILENT_CODES,
  isKnownCode,
  isSilentCode,
  messageForCode,
} from '@veso/domain';
export type { CodeName, ResponseCode } from '@veso/domain';

/**
 * The HTTP status class of a code (architecture §4): 200 OK, 400 invalid request and
 * business refusals, 401 session, 403 forbidden, 404 missing account, 409 conflicts,
 * 429 throttling, 503 unavailable.
 */
export function httpStatusForCode(code: number): number {
  switch (code) {
    case Code.OK:
      return 200;
    case Code.LOGGED_ON_ANOTHER:
    case Code.LOGIN_EXPIRED:
    case Code.SESSION_EXPIRED:
      return 401;
    case Code.WRONG_SERVICE:
    case Code.OTP_PHONE_MISMATCH:
    case Code.SIGNED_IN_PHONE_MISMATCH:
    case Code.KENO_CLOSED:
      return 403;
    case Code.ACCOUNT_NOT_FOUND:
    case Code.NOT_REGISTERED:
      return 404;
    case Code.ALREADY_SIGNED_IN_HERE:
    case Code.GROUP_SHARE_INSUFFICIENT:
      return 409;
    case Code.TOO_MANY_ATTEMPTS:
    case Code.OTP_TOO_MANY_ENTRIES:
    case Code.OTP_DAILY_LIMIT:
    case Code.TOO_FAST:
      return 429;
    case Code.SYSTEM_BUSY:
    case Code.MAINTENANCE:
    case Code.OVERLOADED:
      return 503;
    default:
      return 400;
  }
}

/**
 * The rules a refused request can break, named in `data.reason.rule`:
 * - `required`: the field is missing or empty;
 * - `type`: the field has the wrong type (text for a number…);
 * - `format`: the field's text is malformed (a phone number, a date, an MD5 hex…);
 * - `min` / `max`: below / above its bound (a length, an amount, a count);
 * - `value`: not one of the accepted values (an enum, a literal, a product);
 * - `unknown`: a field the call does not accept;
 * - `exists`: what the field names does not exist (or is not the caller's);
 * - `state`: what the field names is not in a state that allows the call (closed, paid…);
 * - `mismatch`: the field disagrees with another value (a price changed, another account);
 * - `signature`: a signature or checksum does not verify;
 * - `reused`: a requestId already used by the account for another request.
 */
export const REFUSAL_RULES = [
  'required',
  'type',
  'format',
  'min',
  'max',
  'value',
  'unknown',
  'exists',
  'state',
  'mismatch',
  'signature',
  'reused',
] as const;
export type RefusalRule = (typeof REFUSAL_RULES)[number];

/**
 * The machine-readable reason of a refusal, in `data.reason` beside its spec code and
 * message, so a caller can act without reading the Vietnamese text: `field` is the
 * request's field at fault as a dotted path (`msisdn`, `orderItemInfo.0.numberInfos`), or
 * the request part when no one field is (`body`, `querystring`, `path`), and `rule` is
 * the {@link RefusalRule} it broke.
 */
export type RefusalReasonData = { field: string; rule: RefusalRule };

/** True when `value` is one of {@link REFUSAL_RULES}. */
export function isRefusalRule(value: unknown): value is RefusalRule {
  return (REFUSAL_RULES as readonly unknown[]).includes(value);
}

/** Reasons a client acts on by name. */
export const RefusalReason = {
  /**
   * The requestId was used, within its 24 hours, by the same account for the same call with
   * another request (two devices in the same millisecond): nothing was done; send the request
   * again with a new requestId.
   */
  REQUEST_ID_REUSED: { field: 'requestId', rule: 'reused' },
} as const satisfies Record<string, RefusalReasonData>;

/** The message of {@link RefusalReason.REQUEST_ID_REUSED} (code 14, HTTP 409). */
export const REQUEST_ID_REUSED_MESSAGE =
  'Mã yêu cầu (requestId) đã dùng cho một yêu cầu khác. Vui lòng gửi lại với mã mới.';

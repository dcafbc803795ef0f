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
 * Machine-readable reasons a refusal may carry in `data.reason`, beside its spec code and
 * message, for a caller to act on without reading the Vietnamese text.
 */
export const RefusalReason = {
  /**
   * The requestId was used, within its 24 hours, by the same account for the same call with
   * another request (two devices in the same millisecond): nothing was done; send the request
   * again with a new requestId.
   */
  REQUEST_ID_REUSED: 'requestId.reused',
} as const;

/** The message of {@link RefusalReason.REQUEST_ID_REUSED} (code 14, HTTP 409). */
export const REQUEST_ID_REUSED_MESSAGE =
  'Mã yêu cầu (requestId) đã dùng cho một yêu cầu khác. Vui lòng gửi lại với mã mới.';

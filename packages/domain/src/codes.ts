/**
 * The response codes of spec §8 (the error catalogue shared by the server, the
 * contract and both shells) with their Vietnamese messages. Every API answer carries
 * one of these in its envelope; the client maps a code to its message for the toast.
 */
export const Code = {
  OK: 0,
  SYSTEM_BUSY: -1,
  PHONE_INVALID: 1,
  OTP_EXPIRED: 2,
  OTP_WRONG: 3,
  TOO_MANY_ATTEMPTS: 4,
  LOGGED_ON_ANOTHER: 5,
  LOGIN_EXPIRED: 6,
  MAINTENANCE: 7,
  SESSION_EXPIRED: 10,
  WRONG_SERVICE: 12,
  INVALID_REQUEST: 14,
  INVALID_REQUEST_ALT: 20,
  OTP_INVALID: 37,
  OTP_TOO_MANY_ENTRIES: 40,
  OTP_DAILY_LIMIT: 41,
  TOO_FAST: 100,
  OVERLOADED: 101,
  KENO_CLOSED: 104,
  ACCOUNT_NOT_FOUND: 300,
  OTP_PHONE_MISMATCH: 301,
  ALREADY_SIGNED_IN_HERE: 302,
  WRONG_PASSWORD: 303,
  SIGNED_IN_PHONE_MISMATCH: 304,
  NOT_REGISTERED: 305,
  GROUP_SHARE_INSUFFICIENT: 1007,
} as const;

export type CodeName = keyof typeof Code;
export type ResponseCode = (typeof Code)[CodeName];

/** Vietnamese message of every code of the catalogue (spec §8). */
export const CODE_MESSAGES: Readonly<Record<ResponseCode, string>> = {
  [Code.OK]: 'Thành công',
  [Code.SYSTEM_BUSY]: 'Hệ thống đang bận, quý khách vui lòng thử lại sau',
  [Code.PHONE_INVALID]: 'Số điện thoại không đúng định dạng, vui lòng nhập lại',
  [Code.OTP_EXPIRED]: 'Mã OTP đã hết hạn, vui lòng lấy mã mới',
  [Code.OTP_WRONG]: 'Mã OTP không đúng, vui lòng nhập lại',
  [Code.TOO_MANY_ATTEMPTS]: 'Quý khách đã thao tác quá nhiều lần, vui lòng thử lại sau',
  [Code.LOGGED_ON_ANOTHER]: 'Tài khoản của quý khách đã đăng nhập trên thiết bị khác',
  [Code.LOGIN_EXPIRED]: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  [Code.MAINTENANCE]: 'Hệ thống đang bảo trì, quý khách vui lòng quay lại sau',
  [Code.SESSION_EXPIRED]: 'Phiên làm việc đã hết hạn',
  [Code.WRONG_SERVICE]: 'Sai dịch vụ',
  [Code.INVALID_REQUEST]: 'Yêu cầu không hợp lệ, vui lòng thử lại sau',
  [Code.INVALID_REQUEST_ALT]: 'Yêu cầu không hợp lệ, vui lòng thử lại sau',
  [Code.OTP_INVALID]: 'Mã OTP không hợp lệ',
  [Code.OTP_TOO_MANY_ENTRIES]: 'Quý khách đã nhập sai mã OTP quá nhiều lần',
  [Code.OTP_DAILY_LIMIT]: 'Quý khách đã vượt quá số lần lấy mã OTP trong ngày',
  [Code.TOO_FAST]: 'Quý khách thao tác quá nhanh, vui lòng thử lại sau',
  [Code.OVERLOADED]: 'Hệ thống đang quá tải, quý khách vui lòng thử lại sau',
  [Code.KENO_CLOSED]:
    'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
  [Code.ACCOUNT_NOT_FOUND]: 'Tài khoản không tồn tại, hãy đăng ký tài khoản mới',
  [Code.OTP_PHONE_MISMATCH]: 'Số điện thoại xác thực khác với số điện thoại nhận mã OTP',
  [Code.ALREADY_SIGNED_IN_HERE]: 'Tài khoản đã đăng nhập trên thiết bị này',
  [Code.WRONG_PASSWORD]: 'Tài khoản hoặc mật khẩu không đúng',
  [Code.SIGNED_IN_PHONE_MISMATCH]: 'Số điện thoại xác thực khác với số điện thoại đang đăng nhập',
  [Code.NOT_REGISTERED]: 'Tài khoản chưa đăng ký, vui lòng đăng ký tài khoản',
  [Code.GROUP_SHARE_INSUFFICIENT]: 'Số cổ phần góp của các thành viên còn lại không đủ',
};

/** Codes the client handles without a toast: the session screens deal with them (spec §7). */
export const SILENT_CODES: ReadonlySet<number> = new Set([
  Code.LOGGED_ON_ANOTHER,
  Code.LOGIN_EXPIRED,
  Code.SESSION_EXPIRED,
  Code.NOT_REGISTERED,
]);

/** True when `code` belongs to the catalogue. */
export function isKnownCode(code: number): code is ResponseCode {
  return Object.prototype.hasOwnProperty.call(CODE_MESSAGES, code);
}

/** The Vietnamese message of a code; the -1 message when the code is not in the catalogue. */
export function messageForCode(code: number): string {
  return isKnownCode(code) ? CODE_MESSAGES[code] : CODE_MESSAGES[Code.SYSTEM_BUSY];
}

/** True when a response with this code must not raise a toast. */
export function isSilentCode(code: number): boolean {
  return SILENT_CODES.has(code);
}

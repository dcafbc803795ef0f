/** Fewest characters a phone number may have (spec §9). */
export const PHONE_MIN_LENGTH = 9;
/** Most characters a phone number may have (spec §9). */
export const PHONE_MAX_LENGTH = 25;

/** The spec §5 phone messages, verbatim. */
export const PHONE_MESSAGES = {
  empty: 'Vui lòng nhập số điện thoại',
  notNumeric: 'Vui lòng nhập số điện thoại đúng định dạng',
  // The spec's limit is 25 characters while its message says 12; both are kept as written.
  tooLong: 'Số điện thoại chỉ có thể có nhiều nhất 12 ký tự',
  tooShort: 'Số điện thoại phải có ít nhất 9 ký tự',
  invalid: 'Số điện thoại không hợp lệ',
} as const;

/** Shown with a refused phone number: what is expected after the '+84' prefix. */
export const PHONE_FORMAT_HINT =
  'Nhập số di động 9 chữ số sau +84 (ví dụ 912 345 678) hoặc số đầy đủ bắt đầu bằng 0 (ví dụ 0912 345 678)';

const DIGITS = /^\d+$/;
/** The spec §5 mobile pattern: 0 then 9–11 digits, or 84 then 9–11 digits. */
const LOCAL = /^0\d{9,11}$/;
const INTERNATIONAL = /^84\d{9,11}$/;
/**
 * A Vietnamese mobile number as typed after the '+84' prefix, without its leading 0: nine
 * digits, the first not 0 (`916241861`). Never confused with the 84 form (11 or more).
 */
const NATIONAL = /^[1-9]\d{8}$/;

/** The separators people type inside a phone number: spaces, dots, dashes, brackets. */
const SEPARATORS = /[\s.\-()]/g;

/**
 * A phone number as typed, without its separators (spaces, dots, dashes, brackets) and
 * with a leading '+' dropped: `'+84 912.345.678'` → `'84912345678'`. Any other character
 * is kept, so validation still refuses it.
 */
export function cleanPhone(input: string | null | undefined): string {
  const phone = (input ?? '').replace(SEPARATORS, '');
  return phone.startsWith('+') ? phone.slice(1) : phone;
}

/**
 * Validates a phone number as typed (spec §5). Returns the Vietnamese message to show, or
 * null when the number is valid: the spec's mobile pattern, or the nine digits of a mobile
 * number typed after the '+84' prefix without its 0. Separators and a leading '+' are
 * ignored ({@link cleanPhone}); anything else that is not a digit is a format error.
 */
export function validatePhone(input: string | null | undefined): string | null {
  const phone = cleanPhone(input);
  if (phone === '') return PHONE_MESSAGES.empty;
  if (!DIGITS.test(phone)) return PHONE_MESSAGES.notNumeric;
  if (phone.length > PHONE_MAX_LENGTH) return PHONE_MESSAGES.tooLong;
  if (phone.length < PHONE_MIN_LENGTH) return PHONE_MESSAGES.tooShort;
  if (!LOCAL.test(phone) && !INTERNATIONAL.test(phone) && !NATIONAL.test(phone)) {
    return PHONE_MESSAGES.invalid;
  }
  return null;
}

/** True when {@link validatePhone} accepts `input`. */
export function isValidPhone(input: string | null | undefined): boolean {
  return validatePhone(input) === null;
}

/**
 * The account id (msisdn) of a phone number (spec §5): strip a leading 0 or 84, then
 * prefix 84 — `'0912345678'`, `'84912345678'` and `'912345678'` (typed after '+84') all
 * give `'84912345678'`. Separators and a leading '+' are dropped first ({@link cleanPhone}).
 * Idempotent on a valid number ({@link validatePhone}) and on its result.
 */
export function normalizeMsisdn(input: string): string {
  const phone = cleanPhone(input);
  if (NATIONAL.test(phone)) return `84${phone}`;
  if (phone.startsWith('0')) return `84${phone.slice(1)}`;
  if (phone.startsWith('84')) return phone;
  return `84${phone}`;
}

/**
 * The local form of an msisdn (spec §4: an account id starting with 84 gets a leading 0
 * instead): `'84912345678'` → `'0912345678'`. Anything else is returned trimmed, unchanged.
 */
export function msisdnToLocal(msisdn: string): string {
  const phone = msisdn.trim().replace(/^\+/, '');
  return phone.startsWith('84') ? `0${phone.slice(2)}` : phone;
}

/**
 * Masks a phone number for public display (winner lists): the local form with only the
 * first and last three digits visible — `'0912345678'` and `'84912345678'` both give
 * `'091****678'`. Numbers of six characters or fewer are masked completely.
 */
export function maskPhone(phone: string): string {
  const local = msisdnToLocal(phone);
  if (local.length <= 6) return '*'.repeat(local.length);
  return `${local.slice(0, 3)}${'*'.repeat(local.length - 6)}${local.slice(-3)}`;
}

/** A phone number as a `tel:` link dials it: digits only, a leading + kept (`'1900 6868'` → `'tel:19006868'`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

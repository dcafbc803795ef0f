import { vnDayOf } from './calendar/days';
import { toInstant } from './format';
import type { DateInput } from './format';
import { PHONE_MIN_LENGTH, validatePhone } from './phone';

/** Most characters a password may have (spec §5, §9). */
export const PASSWORD_MAX_LENGTH = 25;
/**
 * Fewest characters a new password may have (ours: the spec gives none; 8 is the common
 * minimum). Sign-in does not apply it, so older shorter passwords still work.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Messages of the generic helpers; the spec's are verbatim, the others (†) ours. */
export const VALIDATION_MESSAGES = {
  /** Spec §5. */
  empty: 'Không được để trống.',
  /** Spec §5: '… không được ít hơn N ký tự.' with the field's label first. */
  tooShort: (label: string, min: number) => `${label} không được ít hơn ${min} ký tự.`,
  /** Spec §5 and §8: forgot password with a phone shorter than 9 characters. */
  forgotPasswordPhone: 'Hãy nhập sdt của bạn',
  /** † The spec only gives the 25-character limit. */
  passwordEmpty: 'Vui lòng nhập mật khẩu',
  /** † */
  passwordTooLong: `Mật khẩu chỉ có thể có nhiều nhất ${PASSWORD_MAX_LENGTH} ký tự`,
  /** Spec §5 minimum-length helper applied to a new password. */
  passwordTooShort: `Mật khẩu không được ít hơn ${PASSWORD_MIN_LENGTH} ký tự.`,
  /** † */
  email: 'Email không đúng định dạng',
  /** † */
  birthday: 'Ngày sinh không hợp lệ',
  /** † */
  underage: 'Quý khách phải đủ 18 tuổi trở lên để mua vé số',
} as const;

/**
 * Validates a password as typed: the Vietnamese message to show, or null. It is trimmed
 * first, as the login payload trims it (spec §3).
 */
export function validatePassword(input: string | null | undefined): string | null {
  const password = (input ?? '').trim();
  if (password === '') return VALIDATION_MESSAGES.passwordEmpty;
  if (password.length > PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordTooLong;
  return null;
}

/**
 * Validates a password being set (registration, set password, change password): the
 * rules of {@link validatePassword} plus at least {@link PASSWORD_MIN_LENGTH} characters.
 */
export function validateNewPassword(input: string | null | undefined): string | null {
  const invalid = validatePassword(input);
  if (invalid !== null) return invalid;
  const password = (input ?? '').trim();
  return password.length < PASSWORD_MIN_LENGTH ? VALIDATION_MESSAGES.passwordTooShort : null;
}

/**
 * Validates the phone of the forgot-password form (spec §5): shorter than 9 characters
 * gives 'Hãy nhập sdt của bạn'; otherwise the phone rules of {@link validatePhone}.
 */
export function validateForgotPasswordPhone(input: string | null | undefined): string | null {
  const phone = (input ?? '').trim();
  if (phone.length < PHONE_MIN_LENGTH) return VALIDATION_MESSAGES.forgotPasswordPhone;
  return validatePhone(phone);
}

/**
 * The minimum-length text helper of spec §5: 'Không được để trống.' when blank,
 * '<label> không được ít hơn <min> ký tự.' when shorter than `min` (after trimming),
 * else null.
 */
export function validateMinLength(
  input: string | null | undefined,
  min: number,
  label: string,
): string | null {
  const text = (input ?? '').trim();
  if (text === '') return VALIDATION_MESSAGES.empty;
  if ([...text].length < min) return VALIDATION_MESSAGES.tooShort(label, min);
  return null;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True when `text` is an email address of the usual form `name@domain.tld`. */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  if (email.length > 254) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return (
    EMAIL.test(email) && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..')
  );
}

/**
 * True when `text` holds a character that is neither a letter (Vietnamese ones included),
 * a digit nor a space: punctuation, symbols, emoji.
 */
export function hasSpecialCharacters(text: string): boolean {
  return /[^\p{L}\p{M}\p{N}\s]/u.test(text);
}

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;

/** True when `text` holds a Vietnamese letter with a diacritic (composed or not), or đ. */
export function hasVietnameseCharacters(text: string): boolean {
  return VIETNAMESE.test(text.normalize('NFC'));
}

const IPV4_PART = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  const last = all.at(-1);
  // A trailing dotted IPv4 address counts as two groups.
  const embedsIpv4 = last !== undefined && last.includes('.');
  if (embedsIpv4 && !isIpv4(last)) return false;
  const hexGroups = embedsIpv4 ? all.slice(0, -1) : all;
  if (!hexGroups.every((group) => IPV6_GROUP.test(group))) return false;
  const count = hexGroups.length + (embedsIpv4 ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** True when `text` is an IPv4 address (dotted decimal, no leading zeros) or an IPv6 one. */
export function isValidIp(text: string): boolean {
  const ip = text.trim();
  return isIpv4(ip) || isIpv6(ip);
}

/** Most page numbers the pager shows at once (spec §9). */
export const PAGER_MAX_PAGES = 10;

/**
 * The page to show for what was typed in the page input (spec §5): anything that is not a
 * number, at most 0, or above the page count resets to 1; a fraction is rounded down.
 */
export function normalizePage(
  input: string | number | null | undefined,
  pageCount: number,
): number {
  const page = typeof input === 'number' ? input : Number(String(input ?? '').trim() || Number.NaN);
  if (!Number.isFinite(page) || page <= 0 || page > pageCount) return 1;
  return Math.max(1, Math.floor(page));
}

/**
 * The page numbers the pager shows: at most {@link PAGER_MAX_PAGES}, a window that keeps
 * `current` in view — `pagerPages(12, 30)` is 8…17.
 */
export function pagerPages(
  current: number,
  pageCount: number,
  maxPages = PAGER_MAX_PAGES,
): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const size = Math.min(count, Math.max(1, Math.floor(maxPages)));
  if (size === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2) + 1), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The youngest age allowed to buy (reference §5). */
export const MINIMUM_AGE = 18;

const BIRTHDAY_VN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const BIRTHDAY_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function birthdayParts(birthday: string): [number, number, number] | null {
  const text = birthday.trim();
  const vn = BIRTHDAY_VN.exec(text);
  const iso = BIRTHDAY_ISO.exec(text);
  const parts = vn
    ? [Number(vn[3]), Number(vn[2]), Number(vn[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : null;
  if (!parts) return null;
  const [year, month, day] = parts as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return [year, month, day];
}

/**
 * The age in whole years, on the Vietnam calendar day of `at`, of someone born on
 * `birthday` (`DD/MM/YYYY` or `YYYY-MM-DD`); null when the birthday is not a real day or
 * lies after `at`. Someone born on 29/02 turns a year older on 01/03 in common years.
 *
 * @throws RangeError when `at` is not a valid date.
 */
export function ageOn(birthday: string, at: DateInput): number | null {
  const born = birthdayParts(birthday);
  if (!born) return null;
  const [year, month, day] = vnDayOf(toInstant(at)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [bornYear, bornMonth, bornDay] = born;
  const hadBirthday = month > bornMonth || (month === bornMonth && day >= bornDay);
  const age = year - bornYear - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

/**
 * Whether someone born on `birthday` (`DD/MM/YYYY` or `YYYY-MM-DD`) is {@link MINIMUM_AGE}
 * or older on the Vietnam calendar day of `at` (an instant, or a `YYYY-MM-DD` day read in
 * Vietnam): the one age rule of buying. False for a birthday that is not a real past day.
 *
 * @throws RangeError when `at` is not a valid date.
 */
export function isAdult(birthday: string, at: DateInput): boolean {
  const age = ageOn(birthday, at);
  return age !== null && age >= MINIMUM_AGE;
}

/**
 * Validates a birthday for buying: the message to show when it is not a real past day or
 * the person is under {@link MINIMUM_AGE} on the Vietnam day of `at`, else null.
 *
 * @throws RangeError when `at` is not a valid date.
 */
export function validateBirthday(birthday: string, at: DateInput): string | null {
  const age = ageOn(birthday, at);
  if (age === null) return VALIDATION_MESSAGES.birthday;
  return age < MINIMUM_AGE ? VALIDATION_MESSAGES.underage : null;
}

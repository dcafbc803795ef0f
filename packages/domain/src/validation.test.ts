import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MINIMUM_AGE,
  PAGER_MAX_PAGES,
  PASSWORD_MAX_LENGTH,
  VALIDATION_MESSAGES,
  ageOn,
  isAdult,
  hasSpecialCharacters,
  hasVietnameseCharacters,
  isValidEmail,
  isValidIp,
  normalizePage,
  pagerPages,
  validateBirthday,
  validateForgotPasswordPhone,
  validateMinLength,
  validateNewPassword,
  validatePassword,
} from './validation';

describe('password', () => {
  it('allows at most 25 characters, after trimming', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(25);
    expect(validatePassword('a'.repeat(25))).toBeNull();
    expect(validatePassword(` ${'a'.repeat(25)} `)).toBeNull();
    expect(validatePassword('a'.repeat(26))).toBe('Mật khẩu chỉ có thể có nhiều nhất 25 ký tự');
    expect(validatePassword('   ')).toBe('Vui lòng nhập mật khẩu');
    expect(validatePassword(undefined)).toBe(VALIDATION_MESSAGES.passwordEmpty);
    // Signing in with an older short password still works.
    expect(validatePassword('12')).toBeNull();
  });

  it('asks a new password for at least 8 characters, after trimming', () => {
    expect(validateNewPassword('12')).toBe('Mật khẩu không được ít hơn 8 ký tự.');
    expect(validateNewPassword(' 1234567 ')).toBe('Mật khẩu không được ít hơn 8 ký tự.');
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('')).toBe('Vui lòng nhập mật khẩu');
    expect(validateNewPassword('a'.repeat(26))).toBe('Mật khẩu chỉ có thể có nhiều nhất 25 ký tự');
  });
});

describe('forgot-password phone', () => {
  it("asks 'Hãy nhập sdt của bạn' below 9 characters, then applies the phone rules", () => {
    expect(validateForgotPasswordPhone('')).toBe('Hãy nhập sdt của bạn');
    expect(validateForgotPasswordPhone('09123456')).toBe('Hãy nhập sdt của bạn');
    expect(validateForgotPasswordPhone(null)).toBe('Hãy nhập sdt của bạn');
    expect(validateForgotPasswordPhone('0912345678')).toBeNull();
    expect(validateForgotPasswordPhone('091234567a')).toBe(
      'Vui lòng nhập số điện thoại đúng định dạng',
    );
    expect(validateForgotPasswordPhone('1912345678')).toBe('Số điện thoại không hợp lệ');
  });
});

describe('minimum-length text', () => {
  it('uses the spec messages', () => {
    expect(validateMinLength('', 3, 'Họ tên')).toBe('Không được để trống.');
    expect(validateMinLength('  ', 3, 'Họ tên')).toBe('Không được để trống.');
    expect(validateMinLength(undefined, 3, 'Họ tên')).toBe('Không được để trống.');
    expect(validateMinLength('An', 3, 'Họ tên')).toBe('Họ tên không được ít hơn 3 ký tự.');
    expect(validateMinLength('Anh', 3, 'Họ tên')).toBeNull();
    // Characters, not UTF-16 units: a composed Vietnamese letter counts once.
    expect(validateMinLength('Đạt', 3, 'Tên')).toBeNull();
  });
});

describe('format helpers', () => {
  it('recognises email addresses', () => {
    for (const ok of ['a@b.vn', 'nguyen.van.a+ve@mail.example.com', ' x_y@sub.domain.io ']) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'a@b',
      'a b@c.vn',
      '@c.vn',
      'a@.vn',
      'a..b@c.vn',
      '.a@c.vn',
      'a@c-.vn',
      `${'a'.repeat(250)}@c.vn`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('finds special characters, but not Vietnamese letters, digits or spaces', () => {
    expect(hasSpecialCharacters('Nguyễn Văn Đạt 1990')).toBe(false);
    for (const text of ['a!', 'x@y', 'tên#', '100%', '😀', 'a-b', 'a_b']) {
      expect(hasSpecialCharacters(text), text).toBe(true);
    }
  });

  it('finds Vietnamese letters, composed or decomposed', () => {
    expect(hasVietnameseCharacters('Nguyễn')).toBe(true);
    expect(hasVietnameseCharacters('ĐẠT')).toBe(true);
    expect(hasVietnameseCharacters('Nguye\u0302\u0303n')).toBe(true);
    expect(hasVietnameseCharacters('Nguyen Van A')).toBe(false);
  });

  it('recognises IPv4 and IPv6 addresses', () => {
    for (const ok of [
      '0.0.0.0',
      '192.168.1.10',
      '255.255.255.255',
      '::1',
      '::',
      '2001:db8::8a2e:370:7334',
      '1:2:3:4:5:6:7:8',
      '::ffff:192.168.0.1',
    ]) {
      expect(isValidIp(ok), ok).toBe(true);
    }
    for (const bad of [
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4.5',
      'a.b.c.d',
      '1::2::3',
      '1:2:3:4:5:6:7',
      '12345::',
      '::ffff:999.1.1.1',
      '1:2:3:4:5:6:7:8:9',
      '',
    ]) {
      expect(isValidIp(bad), bad).toBe(false);
    }
  });

  it('accepts every dotted-decimal IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(isValidIp(ip)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(isValidIp(ip)).toBe(true);
      }),
    );
  });
});

describe('paging', () => {
  it('resets a page that is not a number, at most 0, or beyond the last page to 1', () => {
    expect(normalizePage('3', 5)).toBe(3);
    expect(normalizePage(5, 5)).toBe(5);
    expect(normalizePage('abc', 5)).toBe(1);
    expect(normalizePage('', 5)).toBe(1);
    expect(normalizePage(null, 5)).toBe(1);
    expect(normalizePage('0', 5)).toBe(1);
    expect(normalizePage('-2', 5)).toBe(1);
    expect(normalizePage('6', 5)).toBe(1);
    expect(normalizePage(Number.POSITIVE_INFINITY, 5)).toBe(1);
    expect(normalizePage('2.7', 5)).toBe(2);
  });

  it('always lands on a page that exists', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double()),
        fc.integer({ min: 1, max: 500 }),
        (input, count) => {
          const page = normalizePage(input, count);
          expect(Number.isInteger(page)).toBe(true);
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(count);
        },
      ),
    );
  });

  it('shows at most 10 pages, keeping the current one in view', () => {
    expect(PAGER_MAX_PAGES).toBe(10);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerPages(12, 30)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pagerPages(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pagerPages(1, 0)).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (current, count) => {
          const pages = pagerPages(current, count);
          expect(pages.length).toBe(Math.min(count, 10));
          if (count > 0) expect(pages).toContain(Math.min(Math.max(current, 1), count));
          pages.forEach((p, i) => expect(p).toBe((pages[0] ?? 0) + i));
        },
      ),
    );
  });
});

describe('age', () => {
  it('counts whole years on the Vietnam day', () => {
    expect(MINIMUM_AGE).toBe(18);
    expect(ageOn('21/08/2008', '2026-08-21T00:00:00+07:00')).toBe(18);
    expect(ageOn('2008-08-21', '2026-08-20T23:59:59+07:00')).toBe(17);
    // 17:00 UTC on 20/08 is already 21/08 in Vietnam.
    expect(ageOn('21/08/2008', '2026-08-20T17:00:00Z')).toBe(18);
    expect(ageOn('29/02/2008', '2026-02-28T12:00:00+07:00')).toBe(17);
    expect(ageOn('29/02/2008', '2026-03-01T12:00:00+07:00')).toBe(18);
  });

  it('refuses days that do not exist or lie in the future', () => {
    expect(ageOn('31/02/2000', '2026-01-01')).toBeNull();
    expect(ageOn('2000/01/01', '2026-01-01')).toBeNull();
    expect(ageOn('01/01/2027', '2026-01-01')).toBeNull();
    expect(() => ageOn('01/01/2000', 'soon')).toThrow(RangeError);
  });

  it('is adult from the 18th birthday on, on the Vietnam day of an instant or a day', () => {
    expect(isAdult('2008-08-21', '2026-08-21')).toBe(true);
    expect(isAdult('2008-08-22', '2026-08-21')).toBe(false);
    expect(isAdult('21/08/2008', '2026-08-20T17:00:00Z')).toBe(true);
    expect(isAdult('21/08/2008', '2026-08-20T16:59:59Z')).toBe(false);
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdult('2008-02-31', '2030-01-01')).toBe(false);
    expect(isAdult('2030-01-01', '2026-01-01')).toBe(false);
  });

  it('agrees with comparing the 18th birthday with the day, for any real birthday', () => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const dates = fc.date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2060-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, dates, (born, on) => {
        const birthday = day(born);
        const eighteenth = `${Number(birthday.slice(0, 4)) + MINIMUM_AGE}${birthday.slice(4)}`;
        expect(isAdult(birthday, day(on))).toBe(eighteenth <= day(on));
      }),
    );
  });

  it('lets only adults buy', () => {
    expect(validateBirthday('21/08/2008', '2026-08-21T08:00:00+07:00')).toBeNull();
    expect(validateBirthday('22/08/2008', '2026-08-21T08:00:00+07:00')).toBe(
      'Quý khách phải đủ 18 tuổi trở lên để mua vé số',
    );
    expect(validateBirthday('hôm qua', '2026-08-21')).toBe('Ngày sinh không hợp lệ');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  isValidPhone,
  telHref,
  maskPhone,
  msisdnToLocal,
  normalizeMsisdn,
  validatePhone,
} from './phone';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('validatePhone (spec §5)', () => {
  it('asks for a number when empty', () => {
    expect(validatePhone('')).toBe('Vui lòng nhập số điện thoại');
    expect(validatePhone('   ')).toBe('Vui lòng nhập số điện thoại');
    expect(validatePhone(undefined)).toBe('Vui lòng nhập số điện thoại');
    expect(validatePhone(null)).toBe('Vui lòng nhập số điện thoại');
  });

  it('asks for the right format when not numeric', () => {
    for (const input of ['09123abc78', '0912_345_678', '0912,345,678', '09+12345678', 'abc']) {
      expect(validatePhone(input), input).toBe('Vui lòng nhập số điện thoại đúng định dạng');
    }
  });

  it('accepts numbers typed with spaces, dots, dashes or +84 (spec §5 normalisation)', () => {
    for (const input of [
      '0912 345 678',
      '0912.345.678',
      '0912-345-678',
      '+84912345678',
      '+84 912 345 678',
      '(+84) 912.345.678',
      '84 912 345 678',
    ]) {
      expect(validatePhone(input), input).toBeNull();
      expect(normalizeMsisdn(input), input).toBe('84912345678');
    }
    expect(cleanPhone(' +84 912.345-678 ')).toBe('84912345678');
    expect(validatePhone('+1 912 345 678')).toBe('Số điện thoại không hợp lệ');
  });

  it('uses the spec messages for too long (over 25) and too short (under 9)', () => {
    expect(validatePhone('0'.repeat(26))).toBe('Số điện thoại chỉ có thể có nhiều nhất 12 ký tự');
    expect(validatePhone('0'.repeat(25))).toBe('Số điện thoại không hợp lệ');
    expect(validatePhone('09123456')).toBe('Số điện thoại phải có ít nhất 9 ký tự');
    expect(validatePhone('1')).toBe('Số điện thoại phải có ít nhất 9 ký tự');
  });

  it('accepts 0 or 84 followed by 9 to 11 digits', () => {
    for (const input of [
      '0912345678',
      '09123456789',
      '091234567890',
      '84912345678',
      '8491234567890',
      ' 0912345678 ',
    ]) {
      expect(validatePhone(input), input).toBeNull();
      expect(isValidPhone(input)).toBe(true);
    }
  });

  it('accepts the nine digits typed after the +84 prefix, without the leading 0', () => {
    for (const input of ['916241861', '916 241 861', '916.241.861', '+84916241861']) {
      expect(validatePhone(input), input).toBeNull();
      expect(normalizeMsisdn(input), input).toBe('84916241861');
    }
    // 084 is a mobile prefix: its nine digits are not taken for the 84 form.
    expect(validatePhone('843123456')).toBeNull();
    expect(normalizeMsisdn('843123456')).toBe('84843123456');
    expect(msisdnToLocal(normalizeMsisdn('843123456'))).toBe('0843123456');
  });

  it('refuses other digit strings as invalid', () => {
    for (const input of [
      '012345678',
      '0912345678901',
      '84912345678901',
      '8412345678',
      '1234567890',
    ]) {
      expect(validatePhone(input), input).toBe('Số điện thoại không hợp lệ');
    }
    expect(isValidPhone('012345678')).toBe(false);
  });

  it('accepts exactly the mobile pattern among digit strings', () => {
    fc.assert(
      fc.property(digits(9, 25), (phone) => {
        const valid = /^(?:0\d{9,11}|84\d{9,11}|[1-9]\d{8})$/.test(phone);
        expect(validatePhone(phone)).toBe(valid ? null : 'Số điện thoại không hợp lệ');
      }),
    );
  });
});

describe('normalizeMsisdn', () => {
  it('strips a leading 0 or 84 and prefixes 84', () => {
    expect(normalizeMsisdn('0912345678')).toBe('84912345678');
    expect(normalizeMsisdn('84912345678')).toBe('84912345678');
    expect(normalizeMsisdn('912345678')).toBe('84912345678');
    expect(normalizeMsisdn(' +84912345678 ')).toBe('84912345678');
  });

  it('is idempotent on a valid number, and always gives an 84 number', () => {
    fc.assert(
      fc.property(fc.oneof(digits(0, 14), fc.string()), (input) => {
        const once = normalizeMsisdn(input);
        expect(once.startsWith('84')).toBe(true);
        if (isValidPhone(input)) {
          expect(normalizeMsisdn(once)).toBe(once);
          expect(isValidPhone(once)).toBe(true);
        }
      }),
    );
  });

  it('gives the same account id to a number typed with 0, with 84 or after +84 alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'123456789'), digits(8, 8), (first, rest) => {
        const national = `${first}${rest}`;
        expect(normalizeMsisdn(national)).toBe(normalizeMsisdn(`0${national}`));
        expect(normalizeMsisdn(national)).toBe(normalizeMsisdn(`84${national}`));
      }),
    );
  });

  it('maps a valid local number and its 84 form to the same account id', () => {
    fc.assert(
      fc.property(digits(9, 11), (rest) => {
        expect(normalizeMsisdn(`0${rest}`)).toBe(normalizeMsisdn(`84${rest}`));
        expect(msisdnToLocal(normalizeMsisdn(`0${rest}`))).toBe(`0${rest}`);
      }),
    );
  });
});

describe('msisdnToLocal', () => {
  it('turns a leading 84 into a leading 0', () => {
    expect(msisdnToLocal('84912345678')).toBe('0912345678');
    expect(msisdnToLocal('+84912345678')).toBe('0912345678');
  });

  it('leaves other numbers unchanged', () => {
    expect(msisdnToLocal('0912345678')).toBe('0912345678');
    expect(msisdnToLocal('0843123456')).toBe('0843123456');
  });
});

describe('maskPhone', () => {
  it('shows the first and last three digits of the local number', () => {
    expect(maskPhone('0912345678')).toBe('091****678');
    expect(maskPhone('84912345678')).toBe('091****678');
    expect(maskPhone('091234567890')).toBe('091******890');
  });

  it('masks short inputs completely', () => {
    expect(maskPhone('123456')).toBe('******');
    expect(maskPhone('')).toBe('');
  });

  it('never reveals more than six digits and keeps the length', () => {
    fc.assert(
      fc.property(digits(7, 12), (tail) => {
        const local = `0${tail}`;
        const masked = maskPhone(local);
        expect(masked).toHaveLength(local.length);
        expect(masked.replaceAll('*', '')).toHaveLength(6);
        expect(masked.slice(3, -3)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('telHref', () => {
  it('dials the digits of a spaced or dotted number, a leading + kept', () => {
    expect(telHref('1900 6868')).toBe('tel:19006868');
    expect(telHref('+84 912.345.678')).toBe('tel:+84912345678');
  });
});

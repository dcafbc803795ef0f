import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, Code, isKnownCode, isSilentCode, messageForCode } from './codes';

const SPEC_CODES = [
  -1, 1, 2, 3, 4, 5, 6, 7, 10, 12, 14, 20, 37, 40, 41, 100, 101, 104, 300, 301, 302, 303, 304, 305,
  1007,
];

describe('error catalogue', () => {
  it('has a Vietnamese message for every code of spec §8', () => {
    for (const code of SPEC_CODES) {
      expect(CODE_MESSAGES, String(code)).toHaveProperty(String(code));
      expect(messageForCode(code).length).toBeGreaterThan(5);
    }
    expect(
      Object.keys(CODE_MESSAGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([0, ...SPEC_CODES].sort((a, b) => a - b));
  });

  it('uses the spec strings verbatim', () => {
    expect(messageForCode(Code.WRONG_PASSWORD)).toBe('Tài khoản hoặc mật khẩu không đúng');
    expect(messageForCode(Code.ACCOUNT_NOT_FOUND)).toBe(
      'Tài khoản không tồn tại, hãy đăng ký tài khoản mới',
    );
  });

  it('falls back to the -1 message for an unmapped code', () => {
    expect(messageForCode(999)).toBe(messageForCode(-1));
    expect(messageForCode(-1)).toBe('Hệ thống đang bận, quý khách vui lòng thử lại sau');
  });

  it('knows the catalogue codes only', () => {
    expect(isKnownCode(303)).toBe(true);
    expect(isKnownCode(999)).toBe(false);
  });

  it('marks exactly 5, 6, 10 and 305 as silent', () => {
    expect(SPEC_CODES.filter(isSilentCode)).toEqual([5, 6, 10, 305]);
  });
});

import { describe, expect, it } from 'vitest';
import { passwordMd5 } from './password-md5';

describe('passwordMd5', () => {
  it('is the lowercase hex MD5 of the trimmed password', () => {
    expect(passwordMd5('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
    expect(passwordMd5('  123456\n')).toBe('e10adc3949ba59abbe56e057f20f883e');
    expect(passwordMd5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('hashes the UTF-8 bytes of Vietnamese text, as the server’s node:crypto does', () => {
    expect(passwordMd5('mật khẩu')).toBe('8b7c6c38e83316a8c738441782229fc4');
  });
});

import { describe, expect, it } from 'vitest';
import { md5 } from './auth-test-kit';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt with a per-hash salt, never the MD5 it received', async () => {
    const received = md5('123456');
    const first = await hashPassword(received);
    const second = await hashPassword(received);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain(received);
    expect(first).not.toBe(second);
  });

  it('accepts the same MD5 and refuses any other', async () => {
    const stored = await hashPassword(md5('123456'));
    expect(await verifyPassword(md5('123456'), stored)).toBe(true);
    expect(await verifyPassword(md5('1234567'), stored)).toBe(false);
    expect(await verifyPassword(md5('123456').toUpperCase(), stored)).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword(md5('123456'), 'plain')).toBe(false);
    expect(await verifyPassword(md5('123456'), 'scrypt$16384$8$1$$')).toBe(false);
  });
});

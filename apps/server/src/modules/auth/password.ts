import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords arrive as the MD5 hex of the trimmed password (both shells) and are stored
 * only as scrypt of that with a per-account salt: `scrypt$N$r$p$salt$hash` (base64), so
 * the cost can be raised later without breaking stored hashes.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * The MD5 hex a password is kept under, from what a sign-in sent: §7's MD5 hex as it is,
 * §3's plain (trimmed) password hashed here. A password has at most 25 characters, so 32
 * hex digits are always an MD5.
 */
export function passwordDigestOf(sent: string): string {
  const value = sent.trim();
  if (/^[0-9a-fA-F]{32}$/.test(value)) return value.toLowerCase();
  return createHash('md5').update(value, 'utf8').digest('hex');
}

/** The stored form of a password (the client's MD5 hex). */
export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(md5, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** True when `md5` is the password of `stored`; compared in constant time. */
export async function verifyPassword(md5: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(md5, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@veso/contract';
import { constantTimeEqual } from '../session';

/** A uniformly random code of {@link OTP_LENGTH} digits. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code: `salt.hmac` (HMAC-SHA256 keyed by a random salt). */
export function hashOtpCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}.${createHmac('sha256', salt).update(code).digest('base64url')}`;
}

/** True when `code` is the one behind `stored`; compared in constant time. */
export function otpCodeMatches(code: string, stored: string): boolean {
  const [salt, digest] = stored.split('.');
  if (!salt || !digest) return false;
  return constantTimeEqual(createHmac('sha256', salt).update(code).digest('base64url'), digest);
}

import { describe, expect, it } from 'vitest';
import { deliveryZoneSchema } from './delivery';
import { isDeliveryZone } from './delivery-paths';
import { otpPurposeSchema } from './otp';
import { isOtpPurpose } from './otp-paths';

// The browser checks these values with the zod-free guards; the server with the schemas.
const candidates = [
  'register',
  'forgot-password',
  'verify',
  'link',
  'urban',
  'rural',
  'island',
  'Verify',
  ' urban',
  '',
  null,
  undefined,
  0,
  ['link'],
  { type: 'verify' },
];

describe('zod-free guards', () => {
  it('accept exactly what their schemas accept', () => {
    for (const value of candidates) {
      expect(isOtpPurpose(value), String(value)).toBe(otpPurposeSchema.safeParse(value).success);
      expect(isDeliveryZone(value), String(value)).toBe(
        deliveryZoneSchema.safeParse(value).success,
      );
    }
    expect(candidates.filter(isOtpPurpose)).toEqual([
      'register',
      'forgot-password',
      'verify',
      'link',
    ]);
    expect(candidates.filter(isDeliveryZone)).toEqual(['urban', 'rural', 'island']);
  });
});

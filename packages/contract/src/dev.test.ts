import { describe, expect, it } from 'vitest';
import { devClockBodySchema, devOtpOutboxQuerySchema } from './dev';

describe('dev schemas', () => {
  it('accepts a clock move to an instant or by milliseconds, not both or neither', () => {
    expect(devClockBodySchema.safeParse({ iso: '2026-02-15T08:15:00+07:00' }).success).toBe(true);
    expect(devClockBodySchema.safeParse({ advanceMs: -60_000 }).success).toBe(true);
    expect(
      devClockBodySchema.safeParse({ iso: '2026-02-15T08:15:00Z', advanceMs: 1 }).success,
    ).toBe(false);
    expect(devClockBodySchema.safeParse({}).success).toBe(false);
    expect(devClockBodySchema.safeParse({ iso: 'tomorrow' }).success).toBe(false);
  });

  it('requires a phone number for the OTP outbox and defaults the limit to 20', () => {
    expect(devOtpOutboxQuerySchema.parse({ msisdn: ' 84912345678 ' })).toEqual({
      msisdn: '84912345678',
      limit: 20,
    });
    expect(devOtpOutboxQuerySchema.safeParse({}).success).toBe(false);
    expect(devOtpOutboxQuerySchema.safeParse({ msisdn: '849', limit: '500' }).success).toBe(false);
  });
});

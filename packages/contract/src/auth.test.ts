import { describe, expect, it } from 'vitest';
import {
  passwordMd5Schema,
  registerBodySchema,
  requestIdSchema,
  updateAccountInfoBodySchema,
  updateBodySchema,
} from './auth';
import { embedDataSchema } from './embed';
import { checkSumMessage } from './embed-paths';
import { verifyOtpBodySchema, verifyOtpQuerySchema } from './otp';

describe('auth schemas', () => {
  it('takes a requestId as a string or the epoch number, always as a string', () => {
    expect(requestIdSchema.parse(1_700_000_000_000)).toBe('1700000000000');
    expect(requestIdSchema.parse(' 0000000123 ')).toBe('0000000123');
    expect(requestIdSchema.safeParse('').success).toBe(false);
    expect(requestIdSchema.safeParse(1.5).success).toBe(false);
  });

  it('takes only an MD5 hex password, in lower case', () => {
    expect(passwordMd5Schema.parse('E10ADC3949BA59ABBE56E057F20F883E')).toBe(
      'e10adc3949ba59abbe56e057f20f883e',
    );
    expect(passwordMd5Schema.safeParse('123456').success).toBe(false);
    expect(
      registerBodySchema.safeParse({ msisdn: '0912345678', password: '123456', requestId: 1 })
        .success,
    ).toBe(false);
  });

  it('needs fullname, birthday and the account on the profile form; "" clears a field', () => {
    const form = {
      fullname: 'An',
      birthday: '1990-01-31',
      msisdn: '0912345678',
      email: '',
      requestId: '1',
    };
    expect(updateBodySchema.parse(form)).toMatchObject({ email: '' });
    expect(updateBodySchema.safeParse({ ...form, birthday: undefined }).success).toBe(false);
    expect(updateBodySchema.safeParse({ ...form, birthday: '31/01/1990' }).success).toBe(false);
    expect(updateBodySchema.safeParse({ ...form, birthday: '1899-12-31' }).success).toBe(false);
    expect(updateBodySchema.safeParse({ ...form, msisdn: undefined }).success).toBe(false);
    // §7's form names a requestId, §3's (accountId, deviceId, sessionId) does not.
    expect(updateBodySchema.safeParse({ ...form, requestId: undefined }).success).toBe(false);
    const { msisdn: _msisdn, requestId: _requestId, ...rest } = form;
    const three = { ...rest, accountId: '84912345678', deviceId: 'd', sessionId: 's' };
    expect(updateBodySchema.safeParse(three).success).toBe(true);
  });

  it('refuses an empty account update and half a password change', () => {
    const md5 = 'e10adc3949ba59abbe56e057f20f883e';
    expect(updateAccountInfoBodySchema.safeParse({ requestId: '1' }).success).toBe(false);
    expect(
      updateAccountInfoBodySchema.safeParse({ newPassword: md5, requestId: '1' }).success,
    ).toBe(false);
    expect(
      updateAccountInfoBodySchema.safeParse({ oldPassword: md5, newPassword: md5, requestId: '1' })
        .success,
    ).toBe(true);
    expect(
      updateAccountInfoBodySchema.safeParse({ area: 'mien-bac', requestId: '1' }).success,
    ).toBe(true);
  });
});

describe('OTP and embed schemas', () => {
  it('takes 6-digit codes and reads includesServiceId as a flag', () => {
    const body = {
      accountId: '0912345678',
      deviceInfo: { devId: 'd' },
      otpCode: '012345',
      requestId: '1',
    };
    expect(verifyOtpBodySchema.safeParse(body).success).toBe(true);
    expect(verifyOtpBodySchema.safeParse({ ...body, otpCode: '12345' }).success).toBe(false);
    expect(verifyOtpQuerySchema.parse({ includesServiceId: 'true' })).toEqual({
      includesServiceId: true,
    });
    expect(verifyOtpQuerySchema.parse({})).toEqual({ includesServiceId: false });
  });

  it('reads sign-on data with an epoch-millisecond time and joins checkSum fields with |', () => {
    expect(
      embedDataSchema.parse({ msisdn: '84912345678', mid: 'M1', time: '1700000000000' }),
    ).toEqual({ msisdn: '84912345678', fullName: '', mid: 'M1', time: 1_700_000_000_000 });
    expect(embedDataSchema.safeParse({ msisdn: '84912345678', time: 1 }).success).toBe(false);
    expect(checkSumMessage(['84912345678', 'M1', 1_700_000_000_000])).toBe(
      '84912345678|M1|1700000000000',
    );
    expect(checkSumMessage(['a', undefined, null, ''])).toBe('a|||');
  });
});

import { z } from './zod';
import { deviceInfoSchema, phoneInputSchema, requestIdSchema } from './auth';
import { OTP_PURPOSES } from './otp-paths';

/** The one-time code schemas; their paths, limits and purposes are in `otp-paths.ts`. */

/** Why the code is asked for: {@link OTP_PURPOSES}. */
export const otpPurposeSchema = z.enum(OTP_PURPOSES);

/**
 * `POST /otp/message` and `POST /otp/call`: §3 Send OTP's `accountId` and `deviceInfo`; a
 * requestId, when sent, makes a retry answer the same and send nothing (without one, the
 * 60-second wait between codes does: code 100).
 */
export const sendOtpBodySchema = z.object({
  accountId: phoneInputSchema,
  deviceInfo: deviceInfoSchema,
  requestId: requestIdSchema.optional(),
  type: otpPurposeSchema.optional(),
});
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;

export const sendOtpSchema = z.object({
  account_id: z.string(),
  channel: z.enum(['message', 'voice']),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int(),
});
export type SendOtp = z.infer<typeof sendOtpSchema>;

/** `POST /otp/verify?includesServiceId=true`. */
export const verifyOtpQuerySchema = z.object({
  includesServiceId: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type VerifyOtpQuery = z.input<typeof verifyOtpQuerySchema>;

export const verifyOtpBodySchema = z.object({
  accountId: phoneInputSchema,
  deviceInfo: deviceInfoSchema,
  otpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  requestId: requestIdSchema,
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/**
 * The number is verified: `token` (single use, 15 minutes) completes `register`,
 * `reset_password` or the wallet `user/register`. `registered` is true when the account
 * has a password (a plain registration is activated by this verification).
 */
export const verifyOtpSchema = z.object({
  account_id: z.string(),
  token: z.string(),
  registered: z.boolean(),
  serviceId: z.string().optional(),
});
export type VerifyOtp = z.infer<typeof verifyOtpSchema>;

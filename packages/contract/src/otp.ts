import { z } from './zod';
import { deviceInfoSchema, phoneInputSchema, requestIdSchema } from './auth';

/**
 * One-time codes (spec §3 Send OTP / Verify OTP). Paths are relative to the main base;
 * the spec names the calls but not their paths.
 */
export const otpPaths = {
  /** Delivery by the messaging app (the dialog's default, 'Gửi mã'). */
  sendMessage: '/otp/message',
  /** Delivery by a voice call ('Gọi Cho Tôi'). */
  sendCall: '/otp/call',
  verify: '/otp/verify',
} as const;

/** Codes have 6 digits. */
export const OTP_LENGTH = 6;
/** A code is valid 5 minutes (code 2 after). */
export const OTP_TTL_MS = 5 * 60 * 1000;
/** The fifth wrong code kills it (code 40, then 4 until a new one is requested). */
export const OTP_MAX_WRONG = 5;
/** At most 5 codes per phone per calendar day, Vietnam time (code 41). */
export const OTP_DAILY_LIMIT = 5;
/** A new code no sooner than 60 s after the last one (code 100); the dialog's promise. */
export const OTP_COOLDOWN_MS = 60 * 1000;
/** The verification token of a verified code is good for 15 minutes, once. */
export const OTP_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * Why the code is asked for. `forgot-password` needs an existing account (code 300); the
 * others work for any valid number. Defaults to `verify`.
 */
export const otpPurposeSchema = z.enum(['register', 'forgot-password', 'verify', 'link']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/** `POST /otp/message` and `POST /otp/call`. */
export const sendOtpBodySchema = z.object({
  accountId: phoneInputSchema,
  deviceInfo: deviceInfoSchema,
  requestId: requestIdSchema,
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

// No zod here: a browser imports these values (see the package README).

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
export const OTP_PURPOSES = ['register', 'forgot-password', 'verify', 'link'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** True when `value` is one of {@link OTP_PURPOSES} (what `otpPurposeSchema` accepts). */
export function isOtpPurpose(value: unknown): value is OtpPurpose {
  return (OTP_PURPOSES as readonly unknown[]).includes(value);
}

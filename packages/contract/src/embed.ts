import { z, extensionInstant } from './zod';
import {
  deviceIdSchema,
  passwordMd5Schema,
  phoneInputSchema,
  profileFieldsSchema,
  requestIdSchema,
} from './auth';

/** The wallet-embedded schemas; the paths and the signature rules are in `embed-paths.ts`. */

/** The decoded `data` of the sign-on parameters. */
export const embedDataSchema = z.object({
  msisdn: z.string().trim().min(1).max(64),
  fullName: z.string().trim().max(100).optional().default(''),
  mid: z.string().trim().min(1).max(128),
  time: z.coerce.number().int().positive(),
});
export type EmbedData = z.infer<typeof embedDataSchema>;

const sourceSchema = z.string().trim().min(1).max(64);
const hexSignatureSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/)
  .transform((v) => v.toLowerCase());

/** The three query parameters that mark embedded mode (spec §1). */
export const embedParamsSchema = z.object({
  source: sourceSchema,
  data: z.string().trim().min(1).max(4096),
  sig: z.string().trim().min(1).max(256),
});
export type EmbedParams = z.infer<typeof embedParamsSchema>;

/** `POST /auth/signin`: the parameters from the query; yields a session. */
export const embedSigninBodySchema = embedParamsSchema.extend({
  deviceId: deviceIdSchema.optional(),
});

/**
 * A session for the signed msisdn (the account is created on the first visit).
 * `linked`: the wallet's MID is linked to this account; otherwise the first-time flow
 * runs, starting at `nextStep`: verify the phone by OTP and set a password
 * (`user/register`, or `check_password` for an existing password), update the account,
 * then `active_data` links the MID.
 */
export const embedSigninSchema = z.object({
  session: z.string(),
  account_id: z.string(),
  expiresAt: extensionInstant(),
  fullname: z.string().nullable(),
  source: z.string(),
  mid: z.string(),
  linked: z.boolean(),
  registered: z.boolean(),
  nextStep: z.enum(['otp', 'check_password', 'profile', 'active_data']).nullable(),
});
export type EmbedSignin = z.infer<typeof embedSigninSchema>;

/**
 * `GET /web_check_account?accountId=84…&deviceId=…` (public). Without `accountId` (or with
 * an empty one) the answer is check_account's: code 1, 'Vui lòng nhập số điện thoại'.
 */
export const webCheckAccountQuerySchema = z.object({
  accountId: phoneInputSchema.optional(),
  deviceId: deviceIdSchema.optional(),
});

export const webCheckAccountSchema = z.object({
  account_id: z.string(),
  exists: z.boolean(),
  registered: z.boolean(),
});
export type WebCheckAccount = z.infer<typeof webCheckAccountSchema>;

/** `POST /check_mid` (session): is this MID of the partner linked to my account? */
export const checkMidBodySchema = z.object({
  source: sourceSchema,
  mid: z.string().trim().min(1).max(128),
  requestId: requestIdSchema.optional(),
});

export const checkMidSchema = z.object({
  source: z.string(),
  mid: z.string(),
  linked: z.boolean(),
  /** The MID is linked to some other account. */
  linkedToOther: z.boolean(),
});
export type CheckMid = z.infer<typeof checkMidSchema>;

/**
 * `POST /active_data` (session): links the signed MID to the signed-in account, which
 * must be the signed msisdn (304) and have a password (305).
 */
export const activeDataBodySchema = embedParamsSchema.extend({
  requestDate: z.union([z.string().max(64), z.number().int().nonnegative()]).optional(),
  /** Not in §3's Activation data; linking is safe to repeat without it. */
  requestId: requestIdSchema.optional(),
});

export const walletLinkSchema = z.object({
  account_id: z.string(),
  source: z.string(),
  mid: z.string(),
  linked: z.literal(true),
});
export type WalletLink = z.infer<typeof walletLinkSchema>;

/**
 * `POST /update_mid` (partner call, no session): moves the account's link to a new MID.
 * §3's fields: `checkSum` = HMAC of `msisdn|mid|requestDate`; requestDate is epoch
 * milliseconds and must be within 5 minutes (code 10). `source` names the partner; without
 * it, the partner is the one whose secret the checkSum verifies with.
 */
export const updateMidBodySchema = z.object({
  source: sourceSchema.optional(),
  msisdn: phoneInputSchema,
  mid: z.string().trim().min(1).max(128),
  requestDate: z.coerce.number().int().positive(),
  checkSum: hexSignatureSchema,
  requestId: requestIdSchema.optional(),
});

/** `POST /check_password` (session): confirms the existing password of the account. */
export const checkPasswordBodySchema = z.object({
  accountId: phoneInputSchema,
  password: passwordMd5Schema,
  requestId: requestIdSchema,
});

export const checkPasswordSchema = z.object({
  account_id: z.string(),
  valid: z.literal(true),
});
export type CheckPassword = z.infer<typeof checkPasswordSchema>;

/** `POST /user/register` (session): sets the first password with an OTP verification token. */
export const embedRegisterBodySchema = z.object({
  accountId: phoneInputSchema,
  password: passwordMd5Schema,
  token: z.string().trim().min(1).max(200),
  deviceId: deviceIdSchema.optional(),
  /** §3 Register's (default sms). */
  activeMethod: z.literal('sms').optional(),
  /** Not in §3's Register; the single-use token makes a repeat harmless without it. */
  requestId: requestIdSchema.optional(),
});

export const embedRegisterSchema = z.object({
  account_id: z.string(),
  registered: z.literal(true),
});
export type EmbedRegister = z.infer<typeof embedRegisterSchema>;

/**
 * `POST /user/web_update_account` (session), §3's embedded Account update. `checkSum`, when
 * sent (with `time`), must be a partner's HMAC of `accountId|fullName|cmnd|address|email|time`:
 * the partner named by `source`, or, as §3 names none, the one whose secret verifies it.
 */
export const webUpdateAccountBodySchema = z.object({
  accountId: phoneInputSchema,
  fullName: z.string().trim().min(1).max(100),
  cmnd: profileFieldsSchema.shape.cmnd,
  address: profileFieldsSchema.shape.address,
  email: profileFieldsSchema.shape.email,
  birthday: profileFieldsSchema.shape.birthday.optional(),
  time: z.coerce.number().int().positive().optional(),
  source: sourceSchema.optional(),
  checkSum: hexSignatureSchema.optional(),
  /** Not in §3's embedded Account update; writing the same profile again is harmless. */
  requestId: requestIdSchema.optional(),
});

/**
 * `POST /get-account-info` (session). `check_sum`, when sent (with `time`, and `source` or not),
 * must be the HMAC of `account_id|device_id|time`. Answers `userInfo`.
 */
export const getAccountInfoBodySchema = z.object({
  account_id: phoneInputSchema,
  device_id: z.string().max(128).optional(),
  time: z.coerce.number().int().positive().optional(),
  source: sourceSchema.optional(),
  check_sum: hexSignatureSchema.optional(),
});

/** `GET /check-sig?source&data&sig`: checks without using the parameters up. */
export const checkSigSchema = z.object({
  valid: z.literal(true),
  source: z.string(),
  msisdn: z.string(),
  fullName: z.string(),
  mid: z.string(),
  time: z.number().int(),
});
export type CheckSig = z.infer<typeof checkSigSchema>;

/** `GET /gen-check-sum?msg=…` (sandbox only): the sandbox partner's HMAC of `msg`. */
export const genCheckSumQuerySchema = z.object({
  msg: z.string().min(1).max(8192),
  source: sourceSchema.optional(),
});

export const genCheckSumSchema = z.object({
  source: z.string(),
  msg: z.string(),
  checkSum: z.string(),
});
export type GenCheckSum = z.infer<typeof genCheckSumSchema>;

/**
 * `POST /sandbox/launch` (sandbox only): what a wallet partner's server does before it
 * opens the webview — `data` (msisdn, fullName, mid and the signing `time`, taken from the
 * server's clock, never the phone's) and the sandbox partner's `sig` of it.
 */
export const sandboxLaunchBodySchema = z.object({
  msisdn: phoneInputSchema,
  fullName: z.string().trim().max(100).optional().default(''),
  mid: z.string().trim().min(1).max(128),
});
export type SandboxLaunchBody = z.input<typeof sandboxLaunchBodySchema>;

export const sandboxLaunchSchema = z.object({
  source: z.string(),
  data: z.string(),
  sig: z.string(),
  /** The signing time (epoch ms, the server's clock). */
  time: z.number().int(),
});
export type SandboxLaunch = z.infer<typeof sandboxLaunchSchema>;

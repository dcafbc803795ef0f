import { z, extensionInstant } from './zod';
import { PRIZE_BALANCE_NAME } from './auth-paths';

/** The schemas of accounts and sign-on; their paths, headers and constants are in `auth-paths.ts`. */

/**
 * A request id (spec §9: the epoch in milliseconds, as a string or a number). The server
 * makes (account, call, requestId) idempotent for 24 hours.
 */
export const requestIdSchema = z
  .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()])
  .transform((v) => String(v));

/**
 * A phone number as typed or as an msisdn; the spec §5 rules are applied by the server
 * (code 1, an empty one with 'Vui lòng nhập số điện thoại'), so the schema only bounds it.
 */
export const phoneInputSchema = z.string().trim().max(64);

/**
 * The account a body names, in any of the spec's spellings: `msisdn` (§7), `account_id`
 * (§3 login payload) or `accountId` (§3 register and the embedded variants), each 84… or
 * as typed. The server takes the first given (they must agree, code 14); none is the
 * empty number (code 1).
 */
export const accountNameShape = {
  msisdn: phoneInputSchema.optional().describe('The account (spec §7 form)'),
  account_id: phoneInputSchema.optional().describe('The account, 84… (spec §3 login payload)'),
  accountId: phoneInputSchema
    .optional()
    .describe('The account, 84… (spec §3 register and embedded forms)'),
};

/** A missing field, reported as zod reports one (the envelope's `data.reason` says `required`). */
function missing(ctx: z.RefinementCtx, field: string): void {
  ctx.addIssue({
    code: 'invalid_type',
    expected: 'string',
    input: undefined,
    path: [field],
    message: 'Invalid input: expected string, received undefined',
  });
}

/** What the document states of {@link requestIdWithMsisdn} (JSON Schema `dependentRequired`). */
const REQUEST_ID_WITH_MSISDN = { dependentRequired: { msisdn: ['requestId'] } };

/**
 * The spec's §7 form (`msisdn`) names a requestId, its §3 forms (`account_id`,
 * `accountId`) do not: a body in the §7 form without one is refused as a missing requestId.
 */
function requestIdWithMsisdn(
  body: { msisdn?: string | undefined; requestId?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.msisdn !== undefined && body.requestId === undefined) missing(ctx, 'requestId');
}

/** MD5 hex of the trimmed password (32 hex digits, any case). */
export const passwordMd5Schema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/)
  .transform((v) => v.toLowerCase());

/** The longest password (spec §5: 25 characters). */
export const PASSWORD_MAX_LENGTH = 25;

/**
 * Sign-in's password: §7's MD5 hex of the trimmed password, or §3's login payload password
 * itself, trimmed (at most {@link PASSWORD_MAX_LENGTH} characters, so never 32 hex digits:
 * the two cannot be mistaken). The server takes the MD5 of a plain one.
 */
export const signinPasswordSchema = z
  .string()
  .trim()
  .refine((v) => /^[0-9a-fA-F]{32}$/.test(v) || (v.length >= 1 && v.length <= PASSWORD_MAX_LENGTH))
  .describe(
    "The MD5 hex of the trimmed password (spec §7), or the password itself, trimmed, at most 25 characters (spec §3's login payload)",
  );

/** Calendar date `YYYY-MM-DD` (Vietnam), from 1900 on; the server refuses future dates. */
export const birthdaySchema = z.iso.date().refine((v) => v >= '1900-01-01');

export const deviceIdSchema = z.string().trim().min(1).max(128);

/**
 * The device description sent with OTP calls (spec §3): `devId` plus free descriptive
 * fields; both spellings of the spec (devName / deviceName, osName) are accepted.
 */
export const deviceInfoSchema = z.object({
  devId: deviceIdSchema,
  devName: z.string().max(200).optional(),
  deviceName: z.string().max(200).optional(),
  osName: z.string().max(100).optional(),
  osVersion: z.string().max(100).optional(),
  other: z.union([z.string().max(1000), z.record(z.string(), z.string().max(200))]).optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * `GET /auth/check_account`: msisdn (§7, web) or accountId (§3 Check account, the app
 * variant), optional deviceId. No number (or an empty one) answers code 1: the server's
 * phone rules judge the number, so the schema leaves both optional and the document says
 * one is required (a query's parameters cannot state "one of").
 */
export const checkAccountQuerySchema = z.object({
  msisdn: phoneInputSchema
    .optional()
    .describe(
      'The number (spec §7). This or accountId is required: without a number (absent, empty or blank) the answer is code 1 (HTTP 400, data.reason.rule "required")',
    ),
  accountId: phoneInputSchema
    .optional()
    .describe('The number (spec §3 Check account), when msisdn is not given'),
  deviceId: deviceIdSchema.optional(),
});

/**
 * Why `check_account` found no usable account: 300 none, 305 no password yet
 * (registration not finished), with the catalogue message.
 */
export const checkAccountErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});

/**
 * Code 0 for any well-formed number (spec §7: the response field `error` signals a missing
 * account): `error` is null for a registered account, else code 300 (none) or 305 (no
 * password yet). Code 1 for a malformed number.
 */
export const checkAccountSchema = z.object({
  account_id: z.string(),
  registered: z.boolean(),
  error: checkAccountErrorSchema.nullable(),
});
export type CheckAccount = z.infer<typeof checkAccountSchema>;

/**
 * `POST /auth/signin` (captcha header): §7's `{ msisdn, password, requestId }` or §3's
 * login payload `{ account_id, password }` (the embedded variant's `{ accountId, password }`).
 */
export const signinBodySchema = z
  .object({
    ...accountNameShape,
    password: signinPasswordSchema,
    requestId: requestIdSchema.optional().describe('Required with msisdn (spec §7 form)'),
    deviceId: deviceIdSchema.optional(),
  })
  .superRefine(requestIdWithMsisdn)
  .meta(REQUEST_ID_WITH_MSISDN);
export type SigninBody = z.input<typeof signinBodySchema>;

/** A new session: the token goes to the `session` cookie and the `x-access-token` header. */
export const sessionSchema = z.object({
  session: z.string(),
  account_id: z.string(),
  /** ISO 8601 instant, 7 days after sign-in. */
  expiresAt: extensionInstant(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * `POST /auth/register`: plain (no token) or OTP variant (token from OTP verification), in
 * §7's form (`msisdn`, `requestId`) or §3's (`accountId`, `activeMethod`, `deviceId`,
 * `token`, no requestId).
 */
export const registerBodySchema = z
  .object({
    ...accountNameShape,
    password: passwordMd5Schema,
    requestId: requestIdSchema.optional().describe('Required with msisdn (spec §7 form)'),
    deviceId: deviceIdSchema.optional(),
    activeMethod: z.literal('sms').optional(),
    token: z.string().trim().min(1).max(200).optional(),
    /**
     * Asked at registration (ours): the customer must be 18 or older (code 14
     * otherwise); stored on the account so the first order is not refused for it.
     */
    birthday: birthdaySchema.optional(),
  })
  .superRefine(requestIdWithMsisdn)
  .meta(REQUEST_ID_WITH_MSISDN);

/**
 * `registered: true` once the number is verified (OTP variant); the plain variant answers
 * `registered: false` with `nextStep: 'otp'`: verifying an OTP for the number activates it.
 */
export const registerSchema = z.object({
  account_id: z.string(),
  registered: z.boolean(),
  nextStep: z.enum(['otp', 'signin']),
});
export type Register = z.infer<typeof registerSchema>;

/** `POST /auth/reset_password`: a new password with the token of an OTP verification. */
export const resetPasswordBodySchema = z.object({
  deviceId: deviceIdSchema.optional(),
  msisdn: phoneInputSchema,
  activeMethod: z.literal('sms').optional(),
  password: passwordMd5Schema,
  token: z.string().trim().min(1).max(200),
  requestId: requestIdSchema,
});

export const accountIdSchema = z.object({ account_id: z.string() });
export type AccountId = z.infer<typeof accountIdSchema>;

/** Clearable optional text: `''` or `null` clears the field. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.literal(''), z.null()]).optional();
}

export const genderSchema = z.enum(['male', 'female', 'other']);
export type Gender = z.infer<typeof genderSchema>;

/** The profile fields every account update accepts (spec §3 Account update). */
export const profileFieldsSchema = z.object({
  fullname: z.string().trim().min(1).max(100),
  address: clearable(z.string().trim().max(255)),
  email: clearable(z.email().max(254)),
  birthday: birthdaySchema,
  job: clearable(z.string().trim().max(100)),
  gender: clearable(genderSchema),
  /** National ID: 9 (CMND) or 12 (CCCD) digits. */
  cmnd: clearable(z.string().regex(/^(\d{9}|\d{12})$/)),
  avatar_url: clearable(z.url({ protocol: /^https?$/ }).max(500)),
  area: clearable(z.string().trim().max(64)),
});

/**
 * `POST /auth/update` (session header): the profile form. fullname and birthday are
 * required; the account is named by msisdn (§7, with requestId) or accountId (§3 Account
 * update, with deviceId and sessionId, no requestId) and must be the signed-in one (code
 * 304; one of them is required); serviceId, when sent, must be {@link SERVICE_ID} (code 12).
 */
export const updateBodySchema = profileFieldsSchema
  .extend({
    msisdn: phoneInputSchema.optional(),
    accountId: phoneInputSchema.optional(),
    deviceId: deviceIdSchema.optional(),
    /** §3 names it; ignored: the session is the x-access-token header's. */
    sessionId: z.string().trim().max(200).optional(),
    serviceId: z.string().max(64).optional(),
    requestId: requestIdSchema.optional().describe('Required with msisdn (spec §7 form)'),
  })
  .superRefine((body, ctx) => {
    if (body.msisdn === undefined && body.accountId === undefined) missing(ctx, 'msisdn');
    requestIdWithMsisdn(body, ctx);
  })
  .meta({
    ...REQUEST_ID_WITH_MSISDN,
    anyOf: [{ required: ['msisdn'] }, { required: ['accountId'] }],
  });
export type UpdateBody = z.input<typeof updateBodySchema>;

/** What `update_account_info` can change: every field of its body but `requestId`. */
const ACCOUNT_INFO_FIELDS = [
  ...profileFieldsSchema.keyof().options,
  'oldPassword',
  'newPassword',
] as const;

/**
 * `PUT /update_account_info` (session header): any profile fields, and/or a password
 * change (`newPassword` with the current `oldPassword`; a wrong one answers 303). Something
 * must change (a body of `requestId` alone is refused) and the two passwords go together:
 * code 14. The refinements check it; the document states it (`anyOf`, `dependentRequired`).
 */
export const updateAccountInfoBodySchema = profileFieldsSchema
  .partial()
  .extend({
    oldPassword: passwordMd5Schema.optional(),
    newPassword: passwordMd5Schema.optional(),
    requestId: requestIdSchema
      .optional()
      .describe(
        'The spec names no field for this call: optional. With one, a retry is answered as the first call was; without, a repeated password change is answered as done',
      ),
  })
  .refine((b) => (b.newPassword === undefined) === (b.oldPassword === undefined), {
    message: 'oldPassword and newPassword go together',
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'requestId'), {
    message: 'nothing to update',
  })
  .meta({
    description:
      'At least one field besides requestId; oldPassword and newPassword go together. Otherwise code 14 (HTTP 400)',
    anyOf: ACCOUNT_INFO_FIELDS.map((field) => ({ required: [field] })),
    dependentRequired: { oldPassword: ['newPassword'], newPassword: ['oldPassword'] },
  });
export type UpdateAccountInfoBody = z.input<typeof updateAccountInfoBodySchema>;

/** `userInfo` (spec §3) with the rest of the profile; absent values are null. */
export const userInfoSchema = z.object({
  account_id: z.string(),
  fullname: z.string().nullable(),
  /** Main balance in đồng. */
  balance: z.number().int(),
  /** Prize balance in đồng (the `rewardBalance` of getPrizeBalance). */
  prizeBalance: z.number().int(),
  cmnd: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  area: z.string().nullable(),
  birthday: z.string().nullable(),
  job: z.string().nullable(),
  gender: genderSchema.nullable(),
  avatar_url: z.string().nullable(),
  /** False until a password is set (plain registration waiting for its OTP, wallet users). */
  registered: z.boolean(),
  /** Birthday given and 18 or older today (Vietnam time): only then may the account buy. */
  canBuy: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `GET /auth/getPrizeBalance` (session header). `subscriber` may be 0… or 84…. */
export const prizeBalanceQuerySchema = z.object({
  balanceName: z.literal(PRIZE_BALANCE_NAME),
  requestId: requestIdSchema,
  subscriber: phoneInputSchema,
});

export const prizeBalanceSchema = z.object({
  balanceName: z.literal(PRIZE_BALANCE_NAME),
  subscriber: z.string(),
  rewardBalance: z.number().int(),
});
export type PrizeBalance = z.infer<typeof prizeBalanceSchema>;

/** Body of the session calls that change nothing but the session (logout, refresh). */
export const requestIdBodySchema = z.object({ requestId: requestIdSchema });

/**
 * Body of `POST /auth/logout`: a sign-out always ends the session, whatever the body holds
 * (the route does not read it), so nothing in it is required.
 */
export const logoutBodySchema = z
  .object({ requestId: requestIdSchema.optional() })
  .meta({ description: 'Not read: a sign-out ends the session whatever the body holds' });

/**
 * Body of `POST /refresh_session`: the spec names only its `endpoint` query, so no body at
 * all (or an empty one) is accepted; a requestId, when sent, is ignored (a refresh is safe
 * to repeat: the same token, 7 days from now).
 */
export const refreshSessionBodySchema = z
  .object({ requestId: requestIdSchema.optional() })
  .nullish();

/** `POST /refresh_session?endpoint=…`: `endpoint` names the screen asking (logs only). */
export const refreshSessionQuerySchema = z.object({
  endpoint: z.string().max(200).optional(),
});

/** The same token, valid 7 more days from now. */
export const refreshSessionSchema = z.object({
  account_id: z.string(),
  expiresAt: extensionInstant(),
});
export type RefreshSession = z.infer<typeof refreshSessionSchema>;

export const logoutSchema = z.object({ loggedOut: z.literal(true) });
export type Logout = z.infer<typeof logoutSchema>;

/**
 * `GET /auth/captcha`: `recaptcha` (load reCAPTCHA v2 invisible with `siteKey`, language
 * vi), `sandbox` (send `SANDBOX_CAPTCHA_TOKEN`) or `none` (sign-in is refused).
 */
export const captchaConfigSchema = z.object({
  provider: z.enum(['recaptcha', 'sandbox', 'none']),
  siteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Customers and how they sign in: accounts, devices, sessions, OTP requests (and the
 * sandbox outbox of codes), sign-in attempts, and the idempotency keys of every mutating
 * call.
 *
 * Part of the drizzle schema (`schema.ts` gathers the tables for the modules). It mirrors
 * the committed SQL in `migrations/` and drizzle-kit's history of it;
 * `schema-drift.test.ts` compares them.
 */

/**
 * Customer accounts; `msisdn` (84…) is the spec's account_id. `password_hash` is scrypt of
 * the MD5 the client sends (null until a password is set); status `pending` until the
 * number is verified and a password exists, then `active`.
 */
export const accounts = pgTable('accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  msisdn: text('msisdn').notNull().unique('accounts_msisdn_unique'),
  passwordHash: text('password_hash'),
  passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
  status: text('status').notNull().default('pending'),
  fullname: text('fullname'),
  address: text('address'),
  email: text('email'),
  birthday: date('birthday', { mode: 'string' }),
  job: text('job'),
  gender: text('gender'),
  cmnd: text('cmnd'),
  avatarUrl: text('avatar_url'),
  area: text('area'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The spec's device identity: the client's uuid (fingerprint hash) and its description. */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    info: jsonb('info').notNull().default({}),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_account_id_idx').on(t.accountId)],
);

/**
 * Sessions: only the SHA-256 of the 256-bit token is stored. At most one unrevoked
 * session per account (partial unique index): a new sign-in revokes the old one.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    deviceId: text('device_id'),
    /** `web`, or the embed partner the session came from. */
    source: text('source').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** `replaced` (code 5), `logout` / `password_reset` (code 6), `expired` (code 10). */
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('sessions_one_active_per_account_idx')
      .on(t.accountId)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);

/**
 * One-time codes: the code only as a salted SHA-256, wrong tries counted. A verified code
 * carries a single-use verification token (hashed) for register / reset password.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    msisdn: text('msisdn').notNull(),
    deviceId: text('device_id'),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** `pending`, `verified`, `dead` (5 wrong tries) or `superseded` (a newer code). */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifyRequestId: text('verify_request_id'),
    tokenHash: text('token_hash').unique('otp_requests_token_hash_unique'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_requests_msisdn_created_at_idx').on(t.msisdn, t.createdAt),
    index('otp_requests_device_id_created_at_idx').on(t.deviceId, t.createdAt),
  ],
);

/** Sign-in outcomes, for the growing delay and the temporary lock per account and per IP. */
export const signinAttempts = pgTable(
  'signin_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    msisdn: text('msisdn').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signin_attempts_msisdn_created_at_idx').on(t.msisdn, t.createdAt),
    index('signin_attempts_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);

/** Codes "sent" by the sandbox OTP provider, readable at `/api/dev/otp-outbox`. */
export const otpOutbox = pgTable(
  'otp_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    msisdn: text('msisdn').notNull(),
    code: text('code').notNull(),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_outbox_msisdn_created_at_idx').on(t.msisdn, t.createdAt)],
);

/** The first answer of a mutating call, replayed for a retry with the same requestId. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id').notNull(),
    call: text('call').notNull(),
    requestId: text('request_id').notNull(),
    response: jsonb('response').notNull(),
    /**
     * What was asked (`requestFingerprint`: a hash of the request without its requestId): the
     * same requestId with another request is refused, never answered with this one's answer.
     * Null on rows stored before it was kept (replayed as before).
     */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'idempotency_keys_account_call_request_pk',
      columns: [t.accountId, t.call, t.requestId],
    }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The API rate limit's counters when they are shared by several server processes
 * (`VESO_RATE_LIMIT_STORE=database`): one fixed window per key (`account:<id>` or
 * `ip:<address>`), timed by the database's clock. Rows whose window ended are swept.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

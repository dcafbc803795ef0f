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
  check,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The drizzle schema. It mirrors the committed SQL in `migrations/` (which is what the
 * migrator runs) and drizzle-kit's history of it (`migrations/meta`);
 * `schema-drift.test.ts` compares the three. Change it, then generate the migration:
 * `pnpm exec drizzle-kit generate --name <what_it_does>` (see drizzle.config.ts).
 */

/** Operator-editable settings, e.g. the app config answered by `get_config_v2`. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** E-wallet partners known to the server; their secrets live only in the configuration. */
export const embedPartners = pgTable('embed_partners', {
  source: text('source').primaryKey(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A partner's wallet user (MID) linked to an account: one MID per account per partner. */
export const walletLinks = pgTable(
  'wallet_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source')
      .notNull()
      .references(() => embedPartners.source),
    mid: text('mid').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_links_source_mid_idx').on(t.source, t.mid),
    uniqueIndex('wallet_links_source_account_idx').on(t.source, t.accountId),
  ],
);

/** Sign-on parameters already used: a replayed (data, sig) is refused. */
export const embedNonces = pgTable(
  'embed_nonces',
  {
    /** SHA-256 of source, data and sig. */
    hash: text('hash').primaryKey(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('embed_nonces_created_at_idx').on(t.createdAt)],
);

/**
 * Ledger accounts: a customer's `main:<id>` and `prize:<id>` balances and the system
 * accounts money comes from or goes to (`system:*`). A customer's `balance` is the sum of
 * the account's entries, kept in step in the same transaction, and can never go below
 * zero (CHECK). System accounts keep `balance` at 0: theirs is the sum of their entries
 * (a running balance there would be a row every customer's movement queues on).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => accounts.id),
    kind: text('kind').notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_balance_check', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    index('ledger_accounts_owner_id_idx').on(t.ownerId),
  ],
);

/** One money movement: its entries sum to zero; `ref` names the business row behind it. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_transactions_ref_idx').on(t.ref)],
);

/** Double-entry lines in integer đồng: positive credits, negative debits. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    ledgerAccountId: text('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_created_at_idx').on(t.ledgerAccountId, t.createdAt),
    index('ledger_entries_transaction_id_idx').on(t.transactionId),
  ],
);

/**
 * Prize withdrawals (spec §4 statuses 0 in progress, 1 done, 2 failed and refunded).
 * One per (account, requestId); methods 2–5 wait for the payout provider after `pay_after`.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    method: integer('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: integer('status').notNull(),
    destination: jsonb('destination').notNull().default({}),
    failureReason: text('failure_reason'),
    payoutRef: text('payout_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payAfter: timestamp('pay_after', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The payout job's claim (see `src/jobs/runner.ts`): the attempt holding the withdrawal
     * while the provider is asked, until when, and how many attempts were made (a retry
     * moves `pay_after`; giving up clears it).
     */
    leaseId: text('lease_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('withdrawals_account_request_idx').on(t.accountId, t.requestId),
    index('withdrawals_account_created_at_idx').on(t.accountId, t.createdAt),
    index('withdrawals_status_pay_after_idx').on(t.status, t.payAfter),
  ],
);

/**
 * Top-ups through a payment gateway: `pending` until the gateway's signed callback says
 * `paid` (the only thing that credits the main balance) or `failed`; `expired` once
 * `expires_at` passes unpaid. `id` is the public, unguessable payment id. A `paid` that
 * comes after the payment was failed or had expired still credits (the money was taken)
 * and is marked late (`late_reason`) for the operators' reconciliation (`payments late`).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    gateway: text('gateway').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    gatewayRef: text('gateway_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When a `failed` callback failed it (kept when a late `paid` follows). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** `failed` or `expired`: what the customer had been told when a late `paid` came. */
    lateReason: text('late_reason'),
  },
  (t) => [
    uniqueIndex('payments_account_request_idx').on(t.accountId, t.requestId),
    index('payments_account_created_at_idx').on(t.accountId, t.createdAt),
    index('payments_status_expires_at_idx').on(t.status, t.expiresAt),
    // The reconciliation report: late payments only, by when they were paid.
    index('payments_late_settled_at_idx')
      .on(t.settledAt)
      .where(sql`${t.lateReason} IS NOT NULL`),
  ],
);

/**
 * Transfers received on the shop's bank account (the sandbox bank's `bank credit`):
 * one per bank reference; `credited` when the memo named a customer, else `unmatched`.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bankRef: text('bank_ref').notNull().unique('bank_transfers_bank_ref_unique'),
    memo: text('memo').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bank_transfers_account_id_idx').on(t.accountId)],
);

/**
 * Draw periods of every product: one per (product, draw code), created ahead from the
 * domain calendars. `status`: `open` (on sale), `closed` (after the cut-off), `drawn`.
 * The partial index on the open ones serves reserve and confirm, which read a product's
 * draws on sale, earliest first, on every order (`migrations/0008_order_indexes.sql`).
 */
export const drawPeriods = pgTable(
  'draw_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product: text('product').notNull(),
    drawCode: text('draw_code').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('draw_periods_product_code_idx').on(t.product, t.drawCode),
    index('draw_periods_product_draw_at_idx').on(t.product, t.drawAt),
    index('draw_periods_open_product_draw_at_idx')
      .on(t.product, t.drawAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Results of draws, written once: a trigger in the migration rejects any UPDATE or
 * DELETE. `numbers` is the product's result shape (arrays of numbers, or prize group ->
 * list of digit strings); `source` is `import` (real history) or the provider's name.
 */
export const drawResults = pgTable(
  'draw_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product: text('product').notNull(),
    drawCode: text('draw_code').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    numbers: jsonb('numbers').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('draw_results_product_code_idx').on(t.product, t.drawCode),
    index('draw_results_product_date_idx').on(t.product, t.drawDate),
  ],
);

/**
 * Jackpot pools of one drawn draw (Mega 6/45, Power 6/55, Lotto 5/35): the pot on offer
 * at that draw (đồng) and whether it was won; the next draw starts from it (or from the
 * minimum after a win). Written once per draw.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    product: text('product').notNull(),
    drawCode: text('draw_code').notNull(),
    jackpot: bigint('jackpot', { mode: 'number' }).notNull(),
    jackpot2: bigint('jackpot2', { mode: 'number' }),
    won: boolean('won').notNull(),
    won2: boolean('won2').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.product, t.drawCode] })],
);

/** What an import last loaded (e.g. a hash of the result files' names, sizes and mtimes). */
export const importStamps = pgTable('import_stamps', {
  name: text('name').primaryKey(),
  stamp: text('stamp').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});

export const schema = {
  appSettings,
  otpOutbox,
  idempotencyKeys,
  accounts,
  devices,
  sessions,
  otpRequests,
  signinAttempts,
  embedPartners,
  walletLinks,
  embedNonces,
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  withdrawals,
  payments,
  bankTransfers,
  drawPeriods,
  drawResults,
  jackpotPools,
  importStamps,
};
export type Schema = typeof schema;

import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The drizzle schema. It mirrors the committed SQL in `migrations/` (which is what the
 * migrator runs); `schema.test.ts` compares the two on a migrated database.
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

export const schema = { appSettings, otpOutbox, idempotencyKeys };
export type Schema = typeof schema;

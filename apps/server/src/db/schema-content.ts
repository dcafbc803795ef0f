import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './schema-accounts';

/**
 * Operator-managed content (banners, documents, guides, help videos, the webview's system
 * config) and the customers' support requests.
 *
 * Part of the drizzle schema (`schema.ts` gathers the tables for the modules). It mirrors
 * the committed SQL in `migrations/` and drizzle-kit's history of it;
 * `schema-drift.test.ts` compares them.
 */

/**
 * One piece of content by key (`banner`, `policy`, `play_guild`…; the contract's
 * `CONTENT_SCHEMAS`): the value the API answers, seeded from the shipped files when missing
 * and replaced by `veso content load`. `source` says where the value came from.
 */
export const contentEntries = pgTable('content_entries', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's support request (filed on `/lien-he`) and the support team's answer. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_requests_account_created_idx').on(t.accountId, t.createdAt),
    index('support_requests_status_idx').on(t.status, t.createdAt),
    check('support_requests_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

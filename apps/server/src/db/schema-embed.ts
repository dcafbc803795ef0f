import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';

/** The e-wallet partners, their wallet users linked to accounts, and used sign-on nonces.
 *
 * Part of the drizzle schema (`schema.ts` gathers the tables for the modules). It mirrors
 * the committed SQL in `migrations/` and drizzle-kit's history of it;
 * `schema-drift.test.ts` compares them.
 */

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

import { jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own settings: operator-editable values such as the app config answered by
 * `get_config_v2` (seeded once, never overwritten).
 *
 * Part of the drizzle schema (`schema.ts` gathers the tables for the modules). It mirrors
 * the committed SQL in `migrations/` and drizzle-kit's history of it;
 * `schema-drift.test.ts` compares them.
 */

/** Operator-editable settings, e.g. the app config answered by `get_config_v2`. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The health checks' probe row (`/api/healthz`, `/api/readyz`): each check upserts row 1
 * and commits, proving the database takes a write (not read-only, its WAL flushed).
 */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

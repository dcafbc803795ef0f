import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Draws: the periods on sale, the results drawn or imported, the jackpot pools of each
 * draw, and what the result import last loaded.
 *
 * Part of the drizzle schema (`schema.ts` gathers the tables for the modules). It mirrors
 * the committed SQL in `migrations/` and drizzle-kit's history of it;
 * `schema-drift.test.ts` compares them.
 */

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
 * DELETE, except the one replacement of a generated result by a real one (same draw,
 * `generated` true -> false). `numbers` is the product's result shape (arrays of numbers,
 * or prize group -> list of digit strings); `source` is `import` (real history) or the
 * provider's name. `generated`: drawn by the sandbox, not a real result; `replacedAt`: when
 * a real result replaced this draw's generated one (null otherwise).
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
    generated: boolean('generated').notNull().default(false),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
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

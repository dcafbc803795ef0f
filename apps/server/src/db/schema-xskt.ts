import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';

/**
 * The paper-lottery stock: the physical tickets the reseller holds. Mirrors
 * `migrations/0013_xskt_stock.sql`.
 */

/** Status of a stock ticket (`xskt_stock.status`). */
export const StockStatus = {
  available: 'available',
  held: 'held',
  sold: 'sold',
  withdrawn: 'withdrawn',
} as const;

/**
 * One physical ticket: a province's draw (`product` the region xsmb / xsmn / xsmt, the
 * province, the draw day, which is the draw code), its number (5 digits in the north, 6
 * elsewhere) and the north's series code (`series`, '' elsewhere); `copy` tells identical
 * tickets apart (a whole set is every ticket of one number of one draw). `number_rev` is
 * the number reversed, so a search by trailing digits is an index range scan.
 *
 * Status `available` → `held` (a customer's cart: `hold_account_id`, until `hold_until`;
 * an expired hold counts as available) → `sold` (paid: `order_id`, `order_ticket_id`), or
 * `withdrawn` at the draw's cut-off when unsold.
 */
export const xsktStock = pgTable(
  'xskt_stock',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product: text('product').notNull(),
    province: text('province').notNull(),
    drawDate: text('draw_date').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    number: text('number').notNull(),
    numberRev: text('number_rev').notNull(),
    series: text('series').notNull().default(''),
    copy: integer('copy').notNull().default(1),
    status: text('status').notNull(),
    holdAccountId: bigint('hold_account_id', { mode: 'number' }).references(() => accounts.id),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The order that reserved it (while held) or bought it. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** The order's ticket row once sold. */
    orderTicketId: bigint('order_ticket_id', { mode: 'number' }),
    /** Who delivered it: `sandbox` or the imported file's name. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('xskt_stock_ticket_idx').on(
      t.product,
      t.province,
      t.drawDate,
      t.number,
      t.series,
      t.copy,
    ),
    /** By day and province (the region pages), then number. */
    index('xskt_stock_draw_idx').on(t.drawDate, t.product, t.province, t.number),
    /** Exact number and leading digits (`number LIKE '12%'`). */
    index('xskt_stock_number_idx').on(t.number.op('text_pattern_ops'), t.drawDate),
    /** Trailing digits (`number_rev LIKE '86%'` for numbers ending in 68). */
    index('xskt_stock_number_rev_idx').on(t.numberRev.op('text_pattern_ops'), t.drawDate),
    /** A customer's holds. */
    index('xskt_stock_hold_idx').on(t.holdAccountId, t.holdUntil),
    /** The cut-off withdrawal and expired holds. */
    index('xskt_stock_status_close_idx').on(t.status, t.salesCloseAt),
    index('xskt_stock_order_idx').on(t.orderId),
  ],
);

export const xsktSchema = { xsktStock };

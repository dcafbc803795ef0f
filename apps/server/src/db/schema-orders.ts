import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { retryLeaseColumns } from './job-columns';
import { accounts } from './schema-accounts';
import { payments } from './schema-money';

/**
 * Tables of buying tickets: orders, their items and tickets, draw
 * settlements, ticket reports and notifications. Mirrors `migrations/0005_orders.sql`.
 */

/**
 * An order: `reserved` (priced, nothing taken), `paid` (taken from the main balance in the
 * same transaction, tickets written) or `expired` (never paid). `request_id` is the
 * reserve call's requestId, `pay_request_id` the confirm call's.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    state: text('state').notNull(),
    buyType: integer('buy_type').notNull(),
    deliveryType: integer('delivery_type').notNull(),
    shipType: integer('ship_type').notNull(),
    channel: text('channel').notNull(),
    paymentVendor: integer('payment_vendor').notNull(),
    cutoffPolicy: text('cutoff_policy').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The paper-ticket ship fee included in `amount` (0 when the agent holds them). */
    shipFee: bigint('ship_fee', { mode: 'number' }).notNull().default(0),
    receiverInfo: jsonb('receiver_info').notNull().default({}),
    customerInfo: jsonb('customer_info').notNull().default({}),
    payRequestId: text('pay_request_id'),
    /** The subscription that bought it, if any. */
    subscriptionId: bigint('subscription_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_account_request_idx').on(t.accountId, t.requestId),
    index('orders_account_created_at_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * One ticket of an order (up to 6 number sets) for `periods` draws; `number_infos` holds
 * the validated, server-priced sets; `draw_codes` the draws chosen at reserve time.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    numberInfos: jsonb('number_infos').notNull(),
    lines: integer('lines').notNull(),
    periods: integer('periods').notNull(),
    drawCodes: jsonb('draw_codes').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * One item for one draw, written when the order is paid. Status 0 waiting to print,
 * 1 printed (the agent holds it), 2 settled, 3 cancelled and refunded, 4 refund error.
 */
/** Ticket statuses of spec §4 (`tickets.status`), stated in the domain. */
export { TicketStatus } from '@veso/domain';

export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    product: text('product').notNull(),
    drawCode: text('draw_code').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    status: integer('status').notNull(),
    winStatus: integer('win_status').notNull().default(0),
    serial: text('serial'),
    securityCode: text('security_code'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    prizeGross: bigint('prize_gross', { mode: 'number' }),
    prizeTax: bigint('prize_tax', { mode: 'number' }),
    prizeNet: bigint('prize_net', { mode: 'number' }),
    wins: jsonb('wins').notNull().default([]),
    /**
     * The prize is paid in person by the lottery company (above the in-person threshold):
     * settlement credited nothing; `claimed_at` is when an operator recorded it paid.
     */
    claimInPerson: boolean('claim_in_person').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The print job's claim (see `src/jobs/runner.ts`): the attempt holding the ticket while
     * the agent is asked, until when, how many attempts were made and when the next may start.
     */
    ...retryLeaseColumns(),
  },
  (t) => [
    uniqueIndex('tickets_item_draw_idx').on(t.itemId, t.drawCode),
    index('tickets_order_idx').on(t.orderId),
    // No index names or filters on the status nor on anything else settling writes, so a
    // draw's settlement updates its tickets in place (HOT: no new index entries; see
    // 0022_settlement_hot_indexes.sql). The print jobs find the waiting tickets by what
    // printing and cancelling set, settlement a draw's tickets by product and draw.
    index('tickets_waiting_close_idx')
      .on(t.salesCloseAt)
      .where(sql`${t.printedAt} is null and ${t.cancelledAt} is null`),
    index('tickets_product_draw_idx').on(t.product, t.drawCode),
    /** What an account spent since a day, week or month start (spending limits). */
    index('tickets_account_created_at_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A draw settled once: the unique row is the lock two settling processes contend for. It is
 * written when the draw is found due (`settled_at` null: pending) and claimed by the
 * settlement job (see `src/jobs/work.ts`); `settled_at` is set by the transaction that settles.
 */
export const drawSettlements = pgTable(
  'draw_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product: text('product').notNull(),
    drawCode: text('draw_code').notNull(),
    pots: jsonb('pots').notNull(),
    tickets: integer('tickets').notNull(),
    winners: integer('winners').notNull(),
    paidNet: bigint('paid_net', { mode: 'number' }).notNull(),
    taxWithheld: bigint('tax_withheld', { mode: 'number' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The settlement job gave the draw up (its stored result breaks the game's rules):
     * when, and why; `jobs retry settlement <id>` clears both.
     */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The settlement job's claim: attempt, until when, attempts made, next try after a failure. */
    ...retryLeaseColumns(),
  },
  (t) => [uniqueIndex('draw_settlements_product_code_idx').on(t.product, t.drawCode)],
);

/** A customer's report of an erroneous ticket (`POST xsdt/order/report`). */
export const ticketReports = pgTable(
  'ticket_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ticket_reports_account_request_idx').on(t.accountId, t.requestId),
    index('ticket_reports_ticket_idx').on(t.ticketId),
  ],
);

/** A customer's notification (printed, refunded, won, settled, report received). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * What the notice is about, when it must be sent once (`settled:<product>:<draw>:<order>`):
     * a second notice with the same key for the same account is not written.
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('notifications_account_created_idx').on(t.accountId, t.createdAt),
    uniqueIndex('notifications_account_key_idx').on(t.accountId, t.dedupeKey),
  ],
);

/**
 * Responsible play of an account: limits in force, raised or removed limits waiting for
 * `pending_at` (24 hours), and self-exclusion. A limit of null means none.
 */
export const playLimits = pgTable('play_limits', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id),
  dailyLimit: bigint('daily_limit', { mode: 'number' }),
  weeklyLimit: bigint('weekly_limit', { mode: 'number' }),
  monthlyLimit: bigint('monthly_limit', { mode: 'number' }),
  /** `{ daily?, weekly?, monthly? }`: the new values (null = no limit) from `pending_at`. */
  pending: jsonb('pending'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  excludedPermanently: boolean('excluded_permanently').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A subscription ("nuôi"): the same number sets bought for each next draw until a stop
 * rule (`draws` bought, `max_amount` reached, a win) or the customer stops it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    product: text('product').notNull(),
    numberInfos: jsonb('number_infos').notNull(),
    lines: integer('lines').notNull(),
    pricePerDraw: bigint('price_per_draw', { mode: 'number' }).notNull(),
    draws: integer('draws'),
    drawsBought: integer('draws_bought').notNull().default(0),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    lastDrawCode: text('last_draw_code'),
    lastDrawAt: timestamp('last_draw_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * The subscription job's claim (see `src/jobs/work.ts`): attempt, until when, attempts
     * since the last work done, and when it is looked at again (after a failure, or when a
     * draw is open but cannot be bought yet, e.g. Keno outside its sales hours).
     */
    ...retryLeaseColumns(),
  },
  (t) => [
    uniqueIndex('subscriptions_account_request_idx').on(t.accountId, t.requestId),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/**
 * A wallet-embedded payment of an order (`create_pay`): the gateway payment that captures
 * the order's amount. Its `paid` callback credits the main balance and pays the order in
 * one transaction; `order_paid` says whether the order could still be paid (otherwise the
 * money stays on the main balance). Mirrors `migrations/0007_delivery_embed_pay.sql`.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    orderPaid: boolean('order_paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/** Every table of this file, for checks that walk the whole schema. */
export const ordersSchema = {
  orders,
  orderItems,
  tickets,
  drawSettlements,
  ticketReports,
  notifications,
  playLimits,
  subscriptions,
  orderPayments,
};

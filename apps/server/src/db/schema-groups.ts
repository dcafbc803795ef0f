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
 * Group play ("mua chung"): groups and their members. Mirrors
 * `migrations/0016_group_play.sql`.
 */

/**
 * A group: its leader, product, draw and tickets (`items`: the planned order items,
 * priced by the server), split into `total_shares` shares of `share_price` đồng.
 * `status`: draft → open → ordered → settled, or open → refunded / cancelled (see the
 * contract's `groupStatusSchema`). `order_id` is the one order of its tickets (buy type 3),
 * written in the transaction that sold the last share. The lease columns are the deadline
 * job's claim (refund when not full at `deadline`).
 */
export const groupPlayGroups = pgTable(
  'group_play_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leaderAccountId: bigint('leader_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    kind: text('kind').notNull(),
    product: text('product').notNull(),
    name: text('name').notNull(),
    drawCode: text('draw_code').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    totalShares: integer('total_shares').notNull(),
    soldShares: integer('sold_shares').notNull().default(0),
    sharePrice: bigint('share_price', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    items: jsonb('items').notNull().default([]),
    orderId: bigint('order_id', { mode: 'number' }),
    groupStatusWin: integer('group_status_win').notNull().default(0),
    prizeGross: bigint('prize_gross', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...retryLeaseColumns(),
  },
  (t) => [
    uniqueIndex('group_play_groups_leader_request_idx').on(t.leaderAccountId, t.requestId),
    index('group_play_groups_status_deadline_idx').on(t.status, t.deadline),
    index('group_play_groups_order_idx').on(t.orderId),
    index('group_play_groups_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A member's shares of a group: one row per account and group (buying more adds to it).
 * `state`: `held` (the amount sits in the group holds of the ledger), `paid` (the group
 * was ordered), `refunded` (left, or the group was refunded or cancelled). The prize
 * columns are their part of the group's prizes, written by settlement.
 */
export const groupPlayMembers = pgTable(
  'group_play_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groupPlayGroups.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    isLeader: boolean('is_leader').notNull().default(false),
    shares: integer('shares').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    prizeGross: bigint('prize_gross', { mode: 'number' }).notNull().default(0),
    prizeTax: bigint('prize_tax', { mode: 'number' }).notNull().default(0),
    prizeNet: bigint('prize_net', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('group_play_members_group_account_idx').on(t.groupId, t.accountId),
    index('group_play_members_account_idx').on(t.accountId, t.joinedAt),
  ],
);

/**
 * A wallet payment of shares (the wallet-embedded shell): the gateway payment of `shares`
 * shares of a group for the account. Its `paid` callback credits the main balance, then
 * buys the shares from it in the same transaction; `outcome` is `held` when the shares were
 * bought, `refused` when they could not be any more (the group filled, closed or was
 * refunded meanwhile: the money stays on the main balance), null until the callback.
 */
export const groupSharePayments = pgTable(
  'group_share_payments',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groupPlayGroups.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    shares: integer('shares').notNull(),
    outcome: text('outcome'),
    /** Why the shares were refused (the Vietnamese message), when they were. */
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('group_share_payments_group_idx').on(t.groupId, t.accountId)],
);

export const groupsSchema = { groupPlayGroups, groupPlayMembers, groupSharePayments };

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leaseColumns, retryLeaseColumns } from './job-columns';
import { accounts } from './schema-accounts';

/**
 * Money: the double-entry ledger (accounts, transactions, entries in integer đồng), prize
 * withdrawals, gateway top-ups and bank transfers.
 *
 * Part of the drizzle schema (`schema.ts` gathers the tables for the modules). It mirrors
 * the committed SQL in `migrations/` and drizzle-kit's history of it;
 * `schema-drift.test.ts` compares them.
 */

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
    ...leaseColumns(),
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
    /** Where the customer pays: the provider's page the gateway's adapter opened. */
    payUrl: text('pay_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the reconciliation job last asked the provider about this pending payment (it
     * asks again only after its period; null: never asked).
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When a `failed` callback failed it (kept when a late `paid` follows). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** `failed` or `expired`: what the customer had been told when a late `paid` came. */
    lateReason: text('late_reason'),
  },
  (t) => [
    uniqueIndex('payments_account_request_idx').on(t.accountId, t.requestId),
    index('payments_account_created_at_idx').on(t.accountId, t.createdAt),
    index('payments_status_expires_at_idx').on(t.status, t.expiresAt),
    // The reconciliation job: the pending payments, oldest first.
    index('payments_pending_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The reconciliation report: late payments only, by when they were paid.
    index('payments_late_settled_at_idx')
      .on(t.settledAt)
      .where(sql`${t.lateReason} IS NOT NULL`),
  ],
);

/**
 * Refunds to a payment's source: money of a paid gateway payment given back through its
 * provider's refund API (a webview order's capture whose ticket could not be printed).
 * Written `pending` in the transaction that cancelled the ticket, the money then held on
 * `system:source_refunds`; the `payment-refunds` job asks the provider (key `refund_id`,
 * the same id on every try) and ends it `refunded` (the money leaves through the gateway)
 * or `to_balance` (the provider has no refund API or refused: the main balance). One per
 * `ref` (what is refunded, `ticket:<id>`).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The shop's id of the refund at the provider (its request id). */
    refundId: text('refund_id').notNull().unique('payment_refunds_refund_id_unique'),
    ref: text('ref').notNull().unique('payment_refunds_ref_unique'),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The order the refunded ticket was bought in (the notification links it). */
    orderId: bigint('order_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What is refunded and why, in the customer's words (the notification's first line). */
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    /** The provider's refund transaction, once refunded. */
    providerRef: text('provider_ref'),
    /** Why the money went to the main balance instead (the provider's code and message). */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...retryLeaseColumns(),
  },
  (t) => [
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
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

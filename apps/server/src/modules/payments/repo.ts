import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, bankTransfers, payments, walletLinks } from '../../db/schema';
import { orderPayments, orders } from '../../db/schema-orders';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type PaymentPatch = Partial<
  Pick<PaymentRow, 'status' | 'gatewayRef' | 'settledAt' | 'failedAt' | 'lateReason' | 'checkedAt'>
>;

/**
 * A new payment's public id: 32 hex digits (128 random bits), letters and digits only, as
 * the providers' order references take them (VNPay's `vnp_TxnRef`, MoMo's `orderId`).
 */
export function newPaymentId(): string {
  return randomBytes(16).toString('hex');
}

export async function insertPayment(tx: Orm, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error('Payment not written');
  return inserted;
}

export async function findPayment(orm: Orm, id: string): Promise<PaymentRow | undefined> {
  const [row] = await orm.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** A payment of the account; undefined for another account's. */
export async function findPaymentOf(
  orm: Orm,
  accountId: number,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await orm
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.accountId, accountId)));
  return row;
}

/** The payment, locked until the transaction ends. */
export async function lockPayment(tx: Orm, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Stores the page of a payment still pending without one; undefined when it was not. */
export async function storePayUrl(
  orm: Orm,
  id: string,
  payUrl: string,
): Promise<PaymentRow | undefined> {
  const [row] = await orm
    .update(payments)
    .set({ payUrl })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.payUrl)))
    .returning();
  return row;
}

/** Fails a payment whose page the provider did not open (still pending without one). */
export async function failUnopenedPayment(orm: Orm, id: string, now: Date): Promise<void> {
  await orm
    .update(payments)
    .set({ status: 'failed', failedAt: now, settledAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.payUrl)));
}

export async function updatePayment(tx: Orm, id: string, patch: PaymentPatch): Promise<void> {
  await tx.update(payments).set(patch).where(eq(payments.id, id));
}

/** Late payments settled at or after `since` (all without it), oldest first, with the msisdn. */
export async function latePaymentRows(
  orm: Orm,
  since: Date | undefined,
): Promise<{ payment: PaymentRow; msisdn: string }[]> {
  return orm
    .select({ payment: payments, msisdn: accounts.msisdn })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(and(isNotNull(payments.lateReason), since ? gte(payments.settledAt, since) : undefined))
    .orderBy(asc(payments.settledAt), asc(payments.id));
}

/** Records a bank transfer once per bank reference; undefined when it was recorded before. */
export async function insertBankTransfer(
  tx: Orm,
  row: typeof bankTransfers.$inferInsert,
): Promise<typeof bankTransfers.$inferSelect | undefined> {
  const [written] = await tx.insert(bankTransfers).values(row).onConflictDoNothing().returning();
  return written;
}

/** Whether the account has a wallet linked at the partner `source`. */
export async function hasWalletLink(orm: Orm, source: string, accountId: number): Promise<boolean> {
  const [link] = await orm
    .select({ mid: walletLinks.mid })
    .from(walletLinks)
    .where(and(eq(walletLinks.source, source), eq(walletLinks.accountId, accountId)))
    .limit(1);
  return link !== undefined;
}

/** The pending payments of an order with their links, newest first. */
export async function pendingOrderPayments(tx: Orm, orderId: number) {
  return tx
    .select({ payment: payments, link: orderPayments })
    .from(orderPayments)
    .innerJoin(payments, eq(payments.id, orderPayments.paymentId))
    .where(and(eq(orderPayments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt));
}

/** Links a payment to the order it captures for. */
export async function insertOrderPaymentLink(
  tx: Orm,
  row: typeof orderPayments.$inferInsert,
): Promise<OrderPaymentRow> {
  const [link] = await tx.insert(orderPayments).values(row).returning();
  if (!link) throw new Error('Order payment not written');
  return link;
}

/** The account's order payment with its link. */
export async function findOrderPayment(orm: Orm, paymentId: string, accountId: number) {
  const [found] = await orm
    .select({ payment: payments, link: orderPayments })
    .from(orderPayments)
    .innerJoin(payments, eq(payments.id, orderPayments.paymentId))
    .where(and(eq(orderPayments.paymentId, paymentId), eq(orderPayments.accountId, accountId)));
  return found;
}

/** The order link of a payment, if it is an order payment. */
export async function findOrderPaymentLink(
  orm: Orm,
  paymentId: string,
): Promise<OrderPaymentRow | undefined> {
  const [link] = await orm
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.paymentId, paymentId));
  return link;
}

/** The state of the order a capture pays for, and its account's msisdn. */
export async function orderToCapture(tx: Orm, orderId: number) {
  const [order] = await tx
    .select({ state: orders.state, msisdn: accounts.msisdn })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(eq(orders.id, orderId));
  return order;
}

/** Records that the capture paid its order. */
export async function markCaptureOrderPaid(tx: Orm, paymentId: string): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ orderPaid: true })
    .where(eq(orderPayments.paymentId, paymentId));
}

/**
 * The pending payments of `gateways` opened at or before `before` and not asked about since
 * `before` (never, or earlier), oldest first: what the reconciliation job asks the providers.
 */
export async function paymentsToCheck(
  orm: Orm,
  gateways: readonly string[],
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  if (gateways.length === 0) return [];
  return orm
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.gateway, [...gateways]),
        lte(payments.createdAt, before),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, before)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}

/** When the oldest pending payment opened at or before `before` was opened (null: none). */
export async function oldestPendingPayment(orm: Orm, before: Date): Promise<Date | null> {
  const [row] = await orm
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Closes a payment still pending as `status` (a provider's "never paid"); false if settled meanwhile. */
export async function closePendingPayment(
  tx: Orm,
  id: string,
  patch: PaymentPatch,
): Promise<boolean> {
  const closed = await tx
    .update(payments)
    .set(patch)
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return closed.length > 0;
}

/** The paid payments of a gateway settled in [from, to), oldest first. */
export async function paidPaymentsBetween(
  orm: Orm,
  gateway: string,
  from: Date,
  to: Date,
): Promise<PaymentRow[]> {
  return orm
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway),
        eq(payments.status, 'paid'),
        gte(payments.settledAt, from),
        lt(payments.settledAt, to),
      ),
    )
    .orderBy(asc(payments.settledAt), asc(payments.id));
}

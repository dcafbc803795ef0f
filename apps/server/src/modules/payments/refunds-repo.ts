import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { paymentRefunds, payments } from '../../db/schema';
import { orderPayments } from '../../db/schema-orders';
import { leasedQueue, retryDue } from '../../jobs/lease';

/** The SQL of refunds to a payment's source (`payment_refunds`). */

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type NewPaymentRefund = typeof paymentRefunds.$inferInsert;

/** The paid gateway payment that paid an order (its capture), if one did. */
export async function capturePaymentOfOrder(
  tx: Orm,
  orderId: number,
): Promise<typeof payments.$inferSelect | undefined> {
  const [row] = await tx
    .select({ payment: payments })
    .from(orderPayments)
    .innerJoin(payments, eq(payments.id, orderPayments.paymentId))
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.orderPaid, true),
        eq(payments.status, 'paid'),
      ),
    )
    .limit(1);
  return row?.payment;
}

/** Writes a pending refund; false when one for `ref` exists already (nothing written). */
export async function insertPaymentRefund(tx: Orm, row: NewPaymentRefund): Promise<boolean> {
  const written = await tx
    .insert(paymentRefunds)
    .values(row)
    .onConflictDoNothing({ target: paymentRefunds.ref })
    .returning({ id: paymentRefunds.id });
  return written.length > 0;
}

/** The refund job's queue: the pending refunds, due at their retry time, oldest first. */
export const pendingRefunds = leasedQueue(paymentRefunds, {
  live: eq(paymentRefunds.status, 'pending'),
  due: (now) => retryDue(paymentRefunds.retryAt, now),
  orderBy: [asc(paymentRefunds.id)],
  since: sql`coalesce(${paymentRefunds.retryAt}, ${paymentRefunds.createdAt})`,
  retry: paymentRefunds.retryAt,
});

/** Ends a held refund: `refunded` through the provider or `to_balance`. */
export async function settlePaymentRefund(
  tx: Orm,
  id: number,
  patch: Pick<PaymentRefundRow, 'status' | 'providerRef' | 'failureReason' | 'settledAt'>,
): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set({ ...patch, leaseId: null, leaseUntil: null, retryAt: null })
    .where(eq(paymentRefunds.id, id));
}

/** The refunds of a payment, oldest first. */
export async function refundsOfPayment(orm: Orm, paymentId: string): Promise<PaymentRefundRow[]> {
  return orm
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(asc(paymentRefunds.id));
}

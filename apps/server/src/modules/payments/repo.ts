import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<
  Pick<PaymentRow, 'status' | 'gatewayRef' | 'settledAt' | 'failedAt' | 'lateReason'>
>;

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

import { vnInstant } from '@veso/domain';
import type { Orm } from '../../db/database';
import type { PaymentGateway, ProviderTransaction } from '../../providers/payment-gateway';
import { SystemAccount, refTotal } from '../wallet';
import { paidPaymentsBetween } from './repo';

/** One difference between a provider's day and the shop's ledger. */
export type DayDifference = {
  /** missing: the provider took it, the ledger has no credit; extra: the reverse; mismatch: amounts differ. */
  kind: 'missing' | 'extra' | 'mismatch';
  paymentId: string;
  /** In đồng; null where that side has nothing. */
  providerAmount: number | null;
  ledgerAmount: number | null;
  providerRef: string | null;
};

export type DayCheck = {
  day: string;
  gateway: string;
  providerCount: number;
  ledgerCount: number;
  differences: DayDifference[];
};

/** What the ledger credited for a payment (its gateway entry, negated); 0: nothing. */
async function credited(orm: Orm, paymentId: string): Promise<number> {
  return -(await refTotal(orm, `payment:${paymentId}`, SystemAccount.gateway));
}

/**
 * Compares a provider's statement of a Vietnam day with the ledger: every payment the
 * provider took that day must be credited with its amount (whenever: a late IPN credits the
 * next day), and every payment of that gateway credited that day must be one the provider
 * took (that day, or — asked with its query API — another: a payment made at 23:59 and
 * credited at 00:01). Lists the missing, extra and mismatched ones.
 */
export async function checkGatewayDay(
  orm: Orm,
  gateway: PaymentGateway,
  day: string,
  statement: readonly ProviderTransaction[],
): Promise<DayCheck> {
  const from = vnInstant(day, 0);
  const to = vnInstant(day, 24 * 60);
  const differences: DayDifference[] = [];
  const listed = new Map(statement.map((txn) => [txn.paymentId, txn]));
  for (const txn of statement) {
    const ledger = await credited(orm, txn.paymentId);
    if (ledger === 0) {
      differences.push({
        kind: 'missing',
        paymentId: txn.paymentId,
        providerAmount: txn.amount,
        ledgerAmount: null,
        providerRef: txn.providerRef,
      });
    } else if (ledger !== txn.amount) {
      differences.push({
        kind: 'mismatch',
        paymentId: txn.paymentId,
        providerAmount: txn.amount,
        ledgerAmount: ledger,
        providerRef: txn.providerRef,
      });
    }
  }
  const paid = await paidPaymentsBetween(orm, gateway.name, from, to);
  for (const row of paid) {
    if (listed.has(row.id)) continue;
    const ledger = await credited(orm, row.id);
    const said = gateway.queryPayment
      ? await gateway.queryPayment({
          paymentId: row.id,
          amount: row.amount,
          createdAt: row.createdAt,
          providerRef: row.gatewayRef,
        })
      : undefined;
    if (said?.status === 'paid' && said.amount === ledger) continue;
    differences.push({
      kind: said?.status === 'paid' ? 'mismatch' : 'extra',
      paymentId: row.id,
      providerAmount: said?.status === 'paid' ? said.amount : null,
      ledgerAmount: ledger,
      providerRef: row.gatewayRef,
    });
  }
  return {
    day,
    gateway: gateway.name,
    providerCount: statement.length,
    ledgerCount: paid.length,
    differences,
  };
}

import { formatMoney } from '@veso/domain';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { createJobRunner, type JobQueue, type JobRunnerOptions } from '../../jobs/runner';
import type { GatewaySet } from '../../providers/payment-gateway';
import { NotificationKind, notify } from '../notifications';
import { SystemAccount, mainAccountOf, post } from '../wallet';
import { findPayment, newPaymentId } from './repo';
import {
  capturePaymentOfOrder,
  insertPaymentRefund,
  pendingRefunds,
  settlePaymentRefund,
  type PaymentRefundRow,
} from './refunds-repo';
import { paymentMethodName } from './service';

/**
 * Refunds to a payment's source. A webview order paid by a gateway capture whose ticket
 * cannot be printed (its cut-off passed, or its draw was closed or drawn before it was
 * printed) is refunded to where the money came from:
 *
 * 1. the cut-off refund job, in the transaction that cancels the ticket, calls
 *    {@link holdForSourceRefund}: the ticket's price moves from the ticket sales to
 *    `system:source_refunds` and a pending `payment_refunds` row is written (once per
 *    ticket: the row's `ref` is unique, and the ticket is cancelled in the same transaction);
 * 2. the `payment-refunds` job ({@link sourceRefundQueue}) claims the row (a lease, so two
 *    runs or two servers never ask twice at once), asks the provider's refund API after the
 *    claim committed with the row's `refund_id` — the same id on every try, which the
 *    provider takes as one refund — and records the answer in one transaction, only while
 *    the claim still holds the row: refunded → the money leaves through `system:gateway`;
 *    the provider has no refund API or refused it → the money goes to the customer's main
 *    balance. Either way one notification (Vietnamese) says where the money went. A call
 *    that fails or times out is retried with back-off, never given up (the money is owed).
 */

/** The ledger kind of a refund to a payment's source (ref `refund:<refund id>`). */
export const SOURCE_REFUND_KIND = 'payment.refund';

/** What the ticket's transaction hands over: the order, the amount, why (in Vietnamese). */
export type SourceRefundRequest = {
  orderId: number;
  /** What is refunded, unique (`ticket:<id>`): the ledger ref of the hold too. */
  ref: string;
  /** The ledger account the money comes back from (the ticket sales). */
  from: string;
  amount: number;
  /** The notification's first sentence: what was cancelled and why. */
  reason: string;
  now: Date;
};

/**
 * Inside the caller's transaction: when `orderId` was paid by a gateway capture, holds
 * `amount` for a refund to that payment's source and resolves true; false (nothing
 * written) when the order was paid from the balance, so the caller refunds it there.
 */
export async function holdForSourceRefund(tx: Orm, request: SourceRefundRequest): Promise<boolean> {
  const payment = await capturePaymentOfOrder(tx, request.orderId);
  if (!payment) return false;
  const written = await insertPaymentRefund(tx, {
    refundId: newPaymentId(),
    ref: request.ref,
    paymentId: payment.id,
    accountId: payment.accountId,
    orderId: request.orderId,
    amount: request.amount,
    reason: request.reason,
    status: 'pending',
    createdAt: request.now,
  });
  // Held already (the caller's transaction is the one that cancels: never twice).
  if (!written) return true;
  await post(tx, {
    kind: 'order.refund',
    ref: request.ref,
    at: request.now,
    entries: [
      { account: request.from, amount: -request.amount },
      { account: SystemAccount.sourceRefunds, amount: request.amount },
    ],
  });
  return true;
}

/** What the provider said of one refund. */
export type SourceRefundAnswer =
  { to: 'source'; providerRef: string } | { to: 'balance'; why: string; told: string };

/**
 * The `payment-refunds` job's queue (see `src/jobs/runner.ts`): the provider is asked
 * outside any transaction; its answer is recorded with the ledger posting and the
 * notification in one transaction while the claim still holds the row.
 */
export function sourceRefundQueue(
  deps: AppDeps,
  gateways: GatewaySet | undefined,
): JobQueue<PaymentRefundRow, SourceRefundAnswer> {
  return {
    name: 'payment-refunds',
    claim: (limit, lease) =>
      pendingRefunds.claim(deps.db.orm, limit, lease, (row) => `refund-${row.refundId}`),
    call: async (row) => {
      const payment = await findPayment(deps.db.orm, row.paymentId);
      if (!payment) throw new Error(`payment ${row.paymentId} of refund ${row.id} not found`);
      const wallet = paymentMethodName(payment.method);
      const gateway = gateways?.named(payment.gateway);
      if (!gateway?.refund) {
        return {
          to: 'balance',
          why: `${payment.gateway}: no refund API`,
          told: `${wallet} không hỗ trợ hoàn tiền về ví`,
        };
      }
      const answer = await gateway.refund({
        paymentId: payment.id,
        amount: payment.amount,
        createdAt: payment.createdAt,
        providerRef: payment.gatewayRef,
        refundId: row.refundId,
        refundAt: row.createdAt,
        refundAmount: row.amount,
        by: 'VeSo',
        reason: `Hoan tien ve VeSo ${row.ref}`,
      });
      if (answer.ok) return { to: 'source', providerRef: answer.providerRef };
      return {
        to: 'balance',
        why: `${payment.gateway} refused: ${answer.code} ${answer.message}`.trim(),
        told: `${wallet} không nhận hoàn tiền cho giao dịch này`,
      };
    },
    record: (row, answer, leaseId, now) =>
      deps.db.orm.transaction(async (tx) => {
        const held = await pendingRefunds.lockHeld(tx, row.id, leaseId);
        if (!held) return false;
        const payment = await findPayment(tx, held.paymentId);
        const wallet = paymentMethodName(payment?.method ?? '');
        const toSource = answer.to === 'source';
        await post(tx, {
          kind: SOURCE_REFUND_KIND,
          ref: `refund:${held.refundId}`,
          at: now,
          entries: [
            { account: SystemAccount.sourceRefunds, amount: -held.amount },
            toSource
              ? { account: SystemAccount.gateway, amount: held.amount }
              : { account: mainAccountOf(held.accountId), amount: held.amount },
          ],
        });
        await settlePaymentRefund(tx, held.id, {
          status: toSource ? 'refunded' : 'to_balance',
          providerRef: toSource ? answer.providerRef : null,
          failureReason: toSource ? null : answer.why,
          settledAt: now,
        });
        const money = formatMoney(held.amount);
        await notify(tx, {
          accountId: held.accountId,
          kind: NotificationKind.refunded,
          title: 'Vé đã được huỷ và hoàn tiền',
          body: toSource
            ? `${held.reason} ${money} đã được hoàn về ${wallet}.`
            : `${held.reason} ${money} đã được hoàn vào tài khoản chính vì ${answer.told}.`,
          orderId: held.orderId,
          at: now,
        });
        return true;
      }),
    release: async (row, leaseId, retryAt, reason) => {
      await pendingRefunds.release(deps.db.orm, row.id, leaseId, retryAt, {
        failureReason: reason,
      });
    },
  };
}

/** The `payment-refunds` job's runner: never gives up (the money is owed). */
export function sourceRefundRunner(
  deps: AppDeps,
  gateways: GatewaySet | undefined,
  options: Partial<JobRunnerOptions> = {},
) {
  return createJobRunner(sourceRefundQueue(deps, gateways), {
    clock: deps.clock,
    maxAttempts: Number.POSITIVE_INFINITY,
    ...options,
  });
}

/** One pass of the `payment-refunds` job (tests, the registry's task): refunds recorded. */
export async function refundToSources(
  deps: AppDeps,
  gateways: GatewaySet | undefined,
  options: Partial<JobRunnerOptions> = {},
): Promise<number> {
  return (await sourceRefundRunner(deps, gateways, options).pass()).done;
}

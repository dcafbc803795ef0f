import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { GatewaySet } from '../../providers/payment-gateway';
import { onCredited, type CaptureHook } from './captures';
import {
  closePendingPayment,
  oldestPendingPayment,
  paymentsToCheck,
  updatePayment,
  type PaymentRow,
} from './repo';
import { settleNotice } from './service';

/** A payment still pending this long after it was opened is asked about (5 minutes). */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Payments asked about in one run at most (the rest wait for the next). */
export const RECONCILE_LIMIT = 50;

/** What one run of the reconciliation did, by payment. */
export type ReconcileOutcome = {
  paymentId: string;
  /** What the provider said; `error` when it could not be asked. */
  provider: 'paid' | 'failed' | 'pending' | 'not-found' | 'error';
  /** What the shop did: credited, failed, expired (closed unpaid), nothing, or refused. */
  action: 'credited' | 'failed' | 'expired' | 'none' | 'amount-mismatch';
};

export type ReconcileOptions = {
  /** How long a payment stays pending before it is asked about, and between two asks. */
  afterMs?: number;
  limit?: number;
  log?: FastifyBaseLogger;
};

/**
 * Asks the providers about the payments still pending `afterMs` after they were opened and
 * settles them as a notification would (so a lost IPN loses no money): paid → credited once
 * (under the payment's lock, with the order or shares it pays for), failed → failed; a
 * payment the provider never took (not found, or still pending) past its expiry and the
 * same margin is closed as expired. A provider that cannot be asked is asked again next
 * period. Only gateways with a query API are asked (not the sandbox's double).
 */
export async function reconcilePending(
  deps: AppDeps,
  gateways: GatewaySet,
  captures: readonly CaptureHook[],
  options: ReconcileOptions = {},
): Promise<ReconcileOutcome[]> {
  const afterMs = options.afterMs ?? RECONCILE_AFTER_MS;
  const now = deps.clock.now();
  const before = new Date(now.getTime() - afterMs);
  const asked = gateways.list.filter((g) => g.queryPayment).map((g) => g.name);
  const rows = await paymentsToCheck(deps.db.orm, asked, before, options.limit ?? RECONCILE_LIMIT);
  const credited = onCredited(deps, captures);
  const outcomes: ReconcileOutcome[] = [];
  for (const row of rows) {
    outcomes.push(await reconcileOne(deps, gateways, row, before, credited, options.log));
  }
  return outcomes;
}

async function reconcileOne(
  deps: AppDeps,
  gateways: GatewaySet,
  row: PaymentRow,
  before: Date,
  credited: ReturnType<typeof onCredited>,
  log: FastifyBaseLogger | undefined,
): Promise<ReconcileOutcome> {
  const gateway = gateways.named(row.gateway)!;
  const now = deps.clock.now();
  const outcome = (provider: ReconcileOutcome['provider'], action: ReconcileOutcome['action']) => ({
    paymentId: row.id,
    provider,
    action,
  });
  let said;
  try {
    said = await gateway.queryPayment!({
      paymentId: row.id,
      amount: row.amount,
      createdAt: row.createdAt,
      providerRef: row.gatewayRef,
    });
  } catch (error) {
    log?.warn({ err: error, paymentId: row.id, gateway: row.gateway }, 'payment query failed');
    await updatePayment(deps.db.orm, row.id, { checkedAt: now });
    return outcome('error', 'none');
  }
  if (said.status === 'paid' || said.status === 'failed') {
    const settled = await settleNotice(
      deps,
      gateway.name,
      {
        kind: 'notice',
        paymentId: row.id,
        status: said.status,
        amount: said.amount,
        providerRef: said.providerRef ?? `${gateway.name}-${row.id}`,
      },
      credited,
    );
    if (settled.outcome === 'invalid-amount') {
      // The provider took another amount than the shop asked: an operator's case, never
      // credited by a guess (`cli payments reconcile` lists it).
      log?.error({ paymentId: row.id, gateway: row.gateway }, 'provider amount differs');
      await updatePayment(deps.db.orm, row.id, { checkedAt: now });
      return outcome(said.status, 'amount-mismatch');
    }
    const action = settled.credited ? 'credited' : said.status === 'failed' ? 'failed' : 'none';
    return outcome(said.status, settled.outcome === 'confirmed' ? action : 'none');
  }
  // Never taken: closed once the provider's page has expired too (with the same margin).
  if (row.expiresAt <= before) {
    const closed = await closePendingPayment(deps.db.orm, row.id, {
      status: 'expired',
      settledAt: now,
      checkedAt: now,
    });
    return outcome(said.status, closed ? 'expired' : 'none');
  }
  await updatePayment(deps.db.orm, row.id, { checkedAt: now });
  return outcome(said.status, 'none');
}

/** The reconciliation's probe for `jobs list`: the oldest payment pending past the delay. */
export function reconcileDueSince(orm: AppDeps['db']['orm'], now: Date): Promise<Date | null> {
  return oldestPendingPayment(orm, new Date(now.getTime() - RECONCILE_AFTER_MS));
}

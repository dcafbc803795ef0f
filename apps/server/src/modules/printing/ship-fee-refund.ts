import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { ledgerTransactions } from '../../db/schema';
import { orders, tickets } from '../../db/schema-orders';
import { SHIP_FEES_ACCOUNT } from '../orders/service';
import { TicketStatus } from '../orders/view';
import { mainAccountOf, post } from '../wallet/ledger';

/** The ledger kind of a refund to the customer (tickets `ticket:<id>`, ship fees `order:<id>`). */
export const REFUND_KIND = 'order.refund';

/** The ledger ref of an order's ship fee refund. */
export function shipFeeRefundRef(orderId: number): string {
  return `order:${orderId}`;
}

/** The refs among `refs` that already have a posting of `kind` (in the caller's transaction). */
async function postedRefs(tx: Orm, kind: string, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await tx
    .select({ ref: ledgerTransactions.ref })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), inArray(ledgerTransactions.ref, [...refs])));
  return new Set(rows.map((row) => row.ref));
}

/**
 * Refunds the ship fee of each shipped order among `orderIds` whose tickets are now all
 * cancelled (nothing was printed, so nothing will be shipped), from `system:ship_fees` back
 * to the customer's main balance, inside the caller's transaction — the one that cancelled
 * the order's last tickets, which must already be written. An order with a printed (or
 * still waiting) ticket keeps its fee: the paper tickets still ship.
 *
 * Exactly once, across job runs and processes: the orders are locked `FOR UPDATE` (in id
 * order) before their tickets are read, so of two transactions cancelling the last tickets
 * of one order the second waits for the first, then (read committed: a new snapshot per
 * statement) sees every ticket cancelled and refunds; the first saw the other's ticket still
 * waiting and did not. (Today the ticket refunds of one customer also queue on their main
 * balance row; the order lock keeps the guarantee without relying on that.) A refund already
 * posted for the order (ref `order:<id>`) is never posted again. Resolves with the fee
 * refunded per order.
 */
export async function refundShipFees(
  tx: Orm,
  orderIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const refunded = new Map<number, number>();
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return refunded;
  const shipped = await tx
    .select({ id: orders.id, accountId: orders.accountId, shipFee: orders.shipFee })
    .from(orders)
    .where(and(inArray(orders.id, ids), gt(orders.shipFee, 0)))
    .orderBy(asc(orders.id))
    .for('update');
  if (shipped.length === 0) return refunded;
  const shippedIds = shipped.map((order) => order.id);
  const keep = await tx
    .selectDistinct({ orderId: tickets.orderId })
    .from(tickets)
    .where(and(inArray(tickets.orderId, shippedIds), ne(tickets.status, TicketStatus.cancelled)));
  const kept = new Set(keep.map((row) => row.orderId));
  const due = shipped.filter((order) => !kept.has(order.id));
  const done = await postedRefs(
    tx,
    REFUND_KIND,
    due.map((order) => shipFeeRefundRef(order.id)),
  );
  for (const order of due) {
    if (done.has(shipFeeRefundRef(order.id))) continue;
    await post(tx, {
      kind: REFUND_KIND,
      ref: shipFeeRefundRef(order.id),
      at: now,
      entries: [
        { account: SHIP_FEES_ACCOUNT, amount: -order.shipFee },
        { account: mainAccountOf(order.accountId), amount: order.shipFee },
      ],
    });
    refunded.set(order.id, order.shipFee);
  }
  return refunded;
}

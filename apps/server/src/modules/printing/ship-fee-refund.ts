import type { Orm } from '../../db/database';
import { SHIP_FEES_ACCOUNT } from '../orders';
import { mainAccountOf, post } from '../wallet';
import { lockShippedOrders, ordersWithLiveTickets, postedRefs } from './repo';

/** The ledger kind of a refund to the customer (tickets `ticket:<id>`, ship fees `order:<id>`). */
export const REFUND_KIND = 'order.refund';

/** The ledger ref of an order's ship fee refund. */
export function shipFeeRefundRef(orderId: number): string {
  return `order:${orderId}`;
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
  const shipped = await lockShippedOrders(tx, ids);
  if (shipped.length === 0) return refunded;
  const shippedIds = shipped.map((order) => order.id);
  const kept = await ordersWithLiveTickets(tx, shippedIds);
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

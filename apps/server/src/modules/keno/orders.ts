import type {
  KenoCancelList,
  KenoOperatorAccess,
  KenoOrderConfig,
  KenoTicketLevelList,
  kenoCancelBodySchema,
  kenoReserveBodySchema,
  reserveOrderBodySchema,
} from '@veso/contract';
import { DRAW_CALENDARS, KENO_LEVELS, PRIZE_TABLES, getProduct, unitPriceFor } from '@veso/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { SessionContext } from '../session';
import { OrderMessages } from '../orders';
import { effectiveState } from '../orders';
import { countPaidKenoOrders, lockOrdersOf, markOrderCancelled } from './repo';

type KenoReserveInput = z.output<typeof kenoReserveBodySchema>;
type ReserveInput = z.output<typeof reserveOrderBodySchema>;

/**
 * The Keno order as the shared reserve takes it: the Keno-only fields (serverName,
 * serverId, requestType, batchOrderId, orderTime) route the call and are not stored.
 */
export function kenoReserveInput(input: KenoReserveInput): ReserveInput & { requestId: string } {
  return {
    requestId: input.requestId,
    channel: input.channel,
    orderItemInfos: input.orderItemInfos,
    customerInfo: input.customerInfo,
    receiverInfo: input.receiverInfo,
    paymentVendor: input.paymentVendor,
    deliveryType: input.deliveryType,
    shipType: input.shipType,
    buyType: input.buyType,
    temporaryAmount: input.temporaryAmount,
    cutoffPolicy: input.cutoffPolicy,
  };
}

/** `/ticket_level/list`: every Keno level with its prize per 10,000đ by numbers matched. */
export function kenoTicketLevels(): KenoTicketLevelList {
  return {
    items: KENO_LEVELS.map((level) => ({
      level,
      name: `Bậc ${level}`,
      prizes: Object.entries(PRIZE_TABLES.keno.levels[level] ?? {})
        .map(([matches, amount]) => ({ matches: Number(matches), amount }))
        .sort((a, b) => b.matches - a.matches),
    })),
  };
}

/** Keno order config: unit prices, the minimum and maximum buy, and the ordering hours. */
export function kenoOrderConfig(): KenoOrderConfig {
  const keno = getProduct('keno');
  const calendar = DRAW_CALENDARS.keno;
  const unit = unitPriceFor('keno', false);
  const unitPrices = keno.stake.presets.map((units) => units * unit);
  const min = keno.stake.min * unit;
  const max = keno.stake.max * unit;
  const hours = calendar.salesHours ?? { from: '00:00', to: '24:00' };
  const every = calendar.times.kind === 'every' ? calendar.times.minutes : 0;
  return {
    buyMinConfigs: [
      { type: 'level', minAmount: min, maxAmount: max, unitPrices },
      { type: 'sideBet', minAmount: min, maxAmount: max, unitPrices },
    ],
    orderTimeConfigs: [
      {
        from: hours.from,
        to: hours.to,
        salesCloseSeconds: calendar.salesCloseSeconds,
        drawEveryMinutes: every,
        maxPeriods: keno.maxPeriods,
      },
    ],
  };
}

/**
 * `POST /order/cancel/list`: cancels the caller's orders still waiting for payment (nothing
 * was charged, so nothing is refunded); paid, expired or unknown orders are answered as
 * not cancelled with the reason. Cancelling twice answers the same.
 */
export async function cancelOrders(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof kenoCancelBodySchema>,
): Promise<KenoCancelList> {
  const now = deps.clock.now();
  const ids = [...new Set(input.orderIds)];
  return deps.db.orm.transaction(async (tx) => {
    const rows = await lockOrdersOf(tx, session.accountId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const items: KenoCancelList['items'] = [];
    for (const orderId of ids) {
      const row = byId.get(orderId);
      if (!row) {
        items.push({
          orderId,
          cancelled: false,
          state: 'unknown',
          message: OrderMessages.notFound,
        });
        continue;
      }
      const state = effectiveState(row, now);
      if (state === 'reserved') {
        await markOrderCancelled(tx, row.id);
        items.push({ orderId, cancelled: true, state: 'cancelled', message: null });
      } else {
        items.push({
          orderId,
          cancelled: state === 'cancelled',
          state,
          message: state === 'cancelled' ? null : OrderMessages.notCancellable,
        });
      }
    }
    return { items };
  });
}

/** Bought Keno orders from which the operator-access flag is set (spec: count-based). */
export const OPERATOR_ACCESS_MIN_KENO_ORDERS = 1;

/** The caller's operator-access flag: set once the account has bought a Keno order. */
export async function kenoOperatorAccess(
  deps: AppDeps,
  session: SessionContext,
): Promise<KenoOperatorAccess> {
  const kenoOrders = await paidKenoOrders(deps, session.accountId);
  return { kenoOrders, operatorAccess: kenoOrders >= OPERATOR_ACCESS_MIN_KENO_ORDERS };
}

/** How many paid Keno orders an account has (the spec's operator-access flag counts them). */
export async function paidKenoOrders(deps: AppDeps, accountId: number): Promise<number> {
  return countPaidKenoOrders(deps.db.orm, accountId);
}

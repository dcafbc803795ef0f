import { AMOUNT_CHANGED_MESSAGE, Code, type Order, type RefusalRule } from '@veso/contract';
import { CART_MAX_ITEMS, type LotteryType } from '@veso/domain';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { familyOf, itemsByFamily, type ProductFamily } from '../../product-family';
import { ApiError, invalidRequest } from '../../http/errors';
import { shipFeeForReceiver } from '../delivery';
import { idempotent, storedAnswer, requestKey } from '../session';
import { OrderMessages } from './messages';
import { toReserveInput, type OrderRequest, type ReserveInput } from './order-request';
import { resolveDraws } from './periods';
import {
  assertWellFormedItem,
  priceItem,
  productOf,
  type PricedItem,
  type PricedNumberInfo,
} from './pricing';
import {
  checkPurchase,
  currentSaleRules,
  type Buyer,
  type Customer,
  type SaleRules,
} from './purchase-rules';
import { getOrder } from './queries';
import {
  amountOf,
  insertReservedOrder,
  type ItemRow,
  type NewOrder,
  type OrderRow,
  type PlannedItem,
} from './repo';
import { toOrder } from './view';

/** Reserving an order: priced and checked by the server, nothing taken yet. */

/** How long a reserved order can be paid. */
export const RESERVATION_TTL_MS = 15 * 60 * 1000;

/**
 * Which products a reserve endpoint sells; `embedded`: the wallet-embedded shell's call,
 * priced at its unit (spec §9: 1,000đ for the computer lottery); `lotteryType`: the spec
 * lottery type of an item that sends none, on a path that sells one (the paper tickets').
 */
export type OrderChannel = {
  call: string;
  products: readonly string[] | null;
  embedded?: boolean;
  lotteryType?: LotteryType;
};

export const RESERVE_CHANNELS = {
  order: { call: 'order/reserve', products: null },
  vietlott: { call: 'order/reserve', products: ['mega645', 'power655'] },
  lotto535: { call: 'order/reserve', products: ['lotto535'] },
  keno: { call: 'keno/order/reserve', products: ['keno'] },
} as const satisfies Record<string, OrderChannel>;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

class DuplicateRequest extends Error {}

/**
 * Writes a reserved order, payable for {@link RESERVATION_TTL_MS}; null when the account
 * already has an order with this requestId.
 */
export async function writeReservedOrder(
  tx: Orm,
  order: NewOrder,
  now: Date,
): Promise<{ row: OrderRow; items: ItemRow[] } | null> {
  return insertReservedOrder(tx, order, { now, expiresAt: reservationExpiry(now) });
}

/** When an order reserved at `now` can no longer be paid. */
export function reservationExpiry(now: Date): Date {
  return new Date(now.getTime() + RESERVATION_TTL_MS);
}

/** An item priced, with its draw count, its calendar and the draws asked for. */
type PricedOrderItem = PricedItem & { periods: number; calendar: string; drawCodes: string[] };

/**
 * Every item of the input validated and priced by the domain, its draws not chosen yet; a
 * family's item as its family plans it (a paper ticket: one stock ticket, for its draw).
 */
async function priceItems(
  orm: Orm,
  accountId: number,
  input: ReserveInput,
  channel: OrderChannel,
  now: Date,
  families: readonly ProductFamily[],
): Promise<PricedOrderItem[]> {
  const priced: PricedOrderItem[] = [];
  for (const requested of input.orderItemInfos) {
    const family = familyOf(families, requested.product);
    const planned = family ? await family.planItem(orm, accountId, requested, now) : null;
    const item = planned ? planned.item : requested;
    if (channel.products && !channel.products.includes(item.product)) {
      refuse(OrderMessages.wrongProduct, 'product', 'value');
    }
    const product = productOf(item.product);
    const periods = item.periods ?? Math.max(item.drawCodes.length, 1);
    if (periods > product.maxPeriods)
      refuse(OrderMessages.tooManyPeriods(product.maxPeriods), 'periods', 'max');
    if (input.buyType === 1 && periods > 1)
      refuse(OrderMessages.periodsMismatch, 'buyType', 'mismatch');
    const line = priceItem(item, { embedded: channel.embedded === true });
    const [first] = line.numberInfos;
    if (planned && first) Object.assign(first as PricedNumberInfo, planned.keep);
    priced.push({ ...line, periods, calendar: product.calendar, drawCodes: item.drawCodes });
  }
  return priced;
}

/**
 * An order checked and priced for the caller at `now`, ready to write: every item is
 * validated and priced with the domain rules (client prices ignored), the cart limit
 * enforced, the purchase checked ({@link checkPurchase}: vendor, age, on sale, sales
 * hours, payment limits, `limits`: the spending limits, the printing agent), then its draws
 * chosen from the open periods. What reserve writes, and what reserve-and-pay writes and
 * pays in one go; `rules`: the sale rules it was checked with.
 */
export async function planOrder(
  deps: AppDeps,
  session: Buyer,
  input: ReserveInput,
  channel: OrderChannel,
  now: Date,
  options: { limits: boolean },
): Promise<{ order: NewOrder; rules: SaleRules }> {
  const orm = deps.db.orm;
  if (input.orderItemInfos.length > CART_MAX_ITEMS) {
    refuse(OrderMessages.cartFull, 'orderItemInfos', 'max');
  }
  // A malformed ticket is refused before anything is read for it (the game's rules).
  for (const item of input.orderItemInfos) assertWellFormedItem(item);
  const priced = await priceItems(orm, session.accountId, input, channel, now, deps.families);
  const rules = await checkPurchase(
    orm,
    session,
    priced.map((item) => ({ product: item.product, amount: item.pricePerDraw * item.periods })),
    {
      now,
      agent: deps.printingAgent,
      vendor: input.paymentVendor,
      rules: await currentSaleRules(deps.db),
      spending: options.limits ? { lock: false } : false,
    },
  );
  const planned: PlannedItem[] = [];
  for (const { calendar, drawCodes, ...item } of priced) {
    const draws = await resolveDraws(
      orm,
      { product: calendar, drawCodes, periods: item.periods, policy: input.cutoffPolicy },
      now,
    );
    planned.push({ ...item, draws });
  }
  const ticketsAmount = planned.reduce((sum, i) => sum + i.pricePerDraw * i.periods, 0);
  // Shipping the paper tickets (delivery 0) adds the server's ship fee to the amount.
  const shipFee =
    input.deliveryType === 0 ? shipFeeForReceiver(input.receiverInfo, ticketsAmount) : 0;
  const order: NewOrder = {
    accountId: session.accountId,
    requestId: input.requestId,
    buyType: input.buyType,
    deliveryType: input.deliveryType,
    shipType: input.shipType,
    channel: input.channel,
    paymentVendor: input.paymentVendor,
    cutoffPolicy: input.cutoffPolicy,
    shipFee,
    receiverInfo: input.receiverInfo ?? {},
    customerInfo: input.customerInfo ?? {},
    items: planned,
  };
  // The total the client saw (`temporaryAmount`), when sent, must be the server's.
  if (input.temporaryAmount !== undefined && input.temporaryAmount !== amountOf(order)) {
    throw invalidRequest(AMOUNT_CHANGED_MESSAGE, 'amount', 'mismatch');
  }
  return { order, rules };
}

/**
 * Writes a planned order as reserved and has each family hold what its items need (paper
 * stock tickets), all or nothing, inside the caller's transaction; null when the account
 * already has an order with this requestId.
 */
export async function writeAndHold(
  tx: Orm,
  order: NewOrder,
  now: Date,
  families: readonly ProductFamily[],
): Promise<{ row: OrderRow; items: ItemRow[] } | null> {
  const written = await writeReservedOrder(tx, order, now);
  if (!written) return null;
  for (const [family, own] of itemsByFamily(families, written.items)) {
    await family.holdForOrder(tx, written.row, own, now);
  }
  return written;
}

/**
 * Reserves an order, once per requestId: read as the order path's input
 * ({@link toReserveInput}: either item form; a request without requestId gets the server's,
 * so each such call reserves anew), checked and priced by {@link planOrder}, then written
 * reserved. Nothing is taken yet.
 */
export async function reserveOrder(
  deps: AppDeps,
  session: Customer,
  request: OrderRequest,
  channel: OrderChannel,
): Promise<Order> {
  const input = toReserveInput(request, { lotteryType: channel.lotteryType });
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const key = requestKey(session.msisdn, channel.call, input);
  // No read of the key first: a first call (the usual case) needs none; a retry is
  // recognised in the transaction (its order's requestId, see `idempotent`), or looked up
  // when the plan refuses it (its sales closed since: the first answer stands).
  let planned: NewOrder;
  try {
    ({ order: planned } = await planOrder(deps, session, input, channel, now, { limits: true }));
  } catch (error) {
    const replay =
      error instanceof ApiError
        ? await storedAnswer<{ orderId: number }>(orm, now, key)
        : undefined;
    if (replay) return getOrder(deps, session, replay.orderId);
    throw error;
  }

  let orderId: number;
  // What this call wrote, to answer it without reading the order back.
  let written: { row: OrderRow; items: ItemRow[] } | undefined;
  try {
    const result = await idempotent(
      orm,
      now,
      key,
      async (tx) => {
        const order = await writeAndHold(tx, planned, now, deps.families);
        if (!order) throw new DuplicateRequest();
        written = order;
        return { orderId: order.row.id };
      },
      // A replay writes no order (its requestId is taken): `idempotent` answers it.
      { lookup: false },
    );
    orderId = result.value.orderId;
    if (!result.replayed && written) {
      return toOrder(written.row, written.items, [], new Set(), now);
    }
  } catch (error) {
    if (!(error instanceof DuplicateRequest)) throw error;
    const stored = await storedAnswer<{ orderId: number }>(orm, now, key);
    if (!stored) throw new ApiError(Code.TOO_FAST);
    orderId = stored.orderId;
  }
  return getOrder(deps, session, orderId);
}

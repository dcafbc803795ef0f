import type { RefusalRule } from '@veso/contract';
import {
  AMOUNT_CHANGED_MESSAGE,
  Code,
  type ConfirmOrder,
  type CutoffPolicy,
  type LedgerKind,
  type confirmOrderBodySchema,
} from '@veso/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps, Seller } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import { idempotent, requestKey } from '../session';
import { familyOf, itemsByFamily } from '../../product-family';
import { SPENT_FOR_LIMITS } from '@veso/domain';
import {
  customerBalances,
  isSystemAccount,
  mainAccountOf,
  prizeAccountOf,
  type Entry,
} from '../wallet';
import { limitStarts, limitsRefusalError } from '../responsible-play';
import { OrderMessages } from './messages';
import { toReserveInput, type OrderRequest } from './order-request';
import { resolveDraws } from './periods';
import {
  calendarOf,
  checkPurchase,
  currentSaleRules,
  type Buyer,
  type Customer,
  type SaleRules,
} from './purchase-rules';
import { getOrder, myOrderToPay } from './queries';
import { planOrder, reservationExpiry, writeAndHold, type OrderChannel } from './reserve';
import {
  amountOf,
  findOrderByRequest,
  purchaseOrder,
  type DrawPeriod,
  type ItemRow,
  type NewOrder,
  type OrderRow,
  type PurchaseTarget,
  type TicketRow,
} from './repo';
import { TicketStatus, toOrder } from './view';

/**
 * The order service: the one path every purchase takes (cart checkout, the embed's
 * gateway payment, Keno, subscriptions, group play). An order is reserved (`reserve.ts`),
 * then paid here by {@link confirmOrder}, or reserved and paid in one call by
 * {@link reserveAndPayOrder}, or placed and paid at once by {@link placePaidOrder}; every
 * one pays through {@link pay}, the only code that moves money for a purchase (one
 * statement: the database's `purchase_order`, which writes the payment in one place).
 * The sale rules are in `purchase-rules.ts`, the reads in `queries.ts` and `tickets.ts`,
 * the SQL in `repo.ts`. What other modules call is exported here.
 */

export { RESERVATION_TTL_MS, RESERVE_CHANNELS, reserveOrder, type OrderChannel } from './reserve';
export { getOrder, getOrderDetail, myOrderToPay, orderHistory, paymentInfo } from './queries';
export { paperTickets, reportTicket } from './tickets';
export {
  PAYMENT_VENDORS,
  buyerOfAccount,
  calendarOf,
  checkPurchase,
  currentSaleRules,
  type Buyer,
  type Customer,
  type PurchaseChannel,
  type PurchaseItem,
  type SaleRules,
} from './purchase-rules';
export type { NewOrder, PlannedItem } from './repo';

/** Where the money paid for tickets goes (and refunds come from). */
export const TICKET_SALES_ACCOUNT = 'system:ticket_sales';

/** Where the ship fees of paper tickets go. */
export const SHIP_FEES_ACCOUNT = 'system:ship_fees';

type ConfirmInput = z.output<typeof confirmOrderBodySchema>;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/**
 * The refusal of a payment the main balance cannot cover (code 14): a subscription pauses
 * on it instead of skipping the draw.
 */
export class InsufficientBalance extends ApiError {
  constructor() {
    super(Code.INVALID_REQUEST, OrderMessages.insufficient, undefined, {
      field: 'amount',
      rule: 'max',
    });
  }
}

/** The ledger posting of a purchase: its kind, and its ref before the order's id. */
const ORDER_PAY = { kind: 'order.pay', ref: 'order:' } as const satisfies {
  kind: LedgerKind;
  ref: string;
};

/**
 * The entries of a purchase's posting: the amount from the buyer's main balance (or
 * `payFrom`), the tickets' price to ticket sales and the ship fee to ship fees.
 */
function purchaseEntries(
  order: { accountId: number; amount: number; shipFee: number },
  payFrom?: PaymentSource,
): Entry[] {
  return [
    { account: payFrom?.account ?? mainAccountOf(order.accountId), amount: -order.amount },
    { account: TICKET_SALES_ACCOUNT, amount: order.amount - order.shipFee },
    ...(order.shipFee > 0 ? [{ account: SHIP_FEES_ACCOUNT, amount: order.shipFee }] : []),
  ];
}

/**
 * Pays a purchase in one statement ({@link purchaseOrder}, the database's
 * `purchase_order`): a new order (`target.order`) written paid, or a reserved one paid; from
 * the buyer's main balance (the spending limits checked with their row locked, what counts
 * as spent as the domain states it) or from `payFrom`. Null when a new order's requestId
 * was used before (nothing written). A refusal (limits, a balance short of the amount)
 * throws its code 14 and writes nothing.
 */
async function pay(
  orm: Orm,
  target: PurchaseTarget,
  order: { accountId: number; amount: number; shipFee: number },
  now: Date,
  payFrom?: PaymentSource,
): Promise<PaidOrder | null> {
  const entries = purchaseEntries(order, payFrom);
  const outcome = await purchaseOrder(orm, target, {
    now,
    limitStarts: limitStarts(now),
    spent: SPENT_FOR_LIMITS,
    ticketStatus: TicketStatus.waiting,
    posting: {
      kind: ORDER_PAY.kind,
      ref: ORDER_PAY.ref,
      main: mainAccountOf(order.accountId),
      prize: prizeAccountOf(order.accountId),
      ...(payFrom ? { payFrom: payFrom.account } : {}),
      system: entries.map((e) => e.account).filter((account) => isSystemAccount(account)),
      entries,
    },
  });
  if ('duplicate' in outcome) return null;
  if ('refused' in outcome) {
    const refusal = outcome.refused;
    if (refusal.refused === 'insufficient') throw new InsufficientBalance();
    throw limitsRefusalError(refusal);
  }
  return outcome.paid;
}

/**
 * Pays a reserved order, locked by the caller, inside the caller's transaction: checks it
 * with {@link checkPurchase} (the spending limits are checked by the payment itself),
 * settles its draws against the sales cut-off (moved to the next draw or refused by
 * `policy`), then pays it with {@link pay}: the main balance (or `payFrom`) debited, one
 * ticket per item and draw; a paper ticket's stock ticket sold to it.
 */
async function payReservedOrder(
  tx: Orm,
  buyer: Buyer,
  order: { row: OrderRow; items: ItemRow[] },
  options: {
    policy: CutoffPolicy;
    requestId: string;
    now: Date;
    /** The app's printing agent (without one nothing is sold) and product families. */
    seller: Seller;
    /** The payment vendor the call names, when it names one. */
    vendor?: number;
    rules?: SaleRules;
    payFrom?: PaymentSource;
    /**
     * The draws of each item (in item order) when they were resolved at `now` just before,
     * in this call (reserve-and-pay): not read again.
     */
    draws?: readonly DrawPeriod[][];
  },
): Promise<PaidOrder> {
  const { row, items } = order;
  const { now, policy, requestId, rules, payFrom } = options;
  await checkPurchase(
    tx,
    buyer,
    items.map((item) => ({
      product: item.product,
      amount: item.price,
      reserved: { numberInfos: item.numberInfos, periods: item.periods },
    })),
    { now, agent: options.seller.printingAgent, vendor: options.vendor, rules, spending: false },
  );
  const draws: DrawPeriod[][] = [];
  for (const [index, item] of items.entries()) {
    const chosen = (item.drawCodes as { drawCode: string }[]).map((d) => d.drawCode);
    // A family's item for its own draw only (a paper ticket) is never moved to the next one.
    const itemPolicy = familyOf(options.seller.families, item.product)?.ownDrawOnly
      ? 'refuse'
      : policy;
    draws[item.position] =
      options.draws?.[index] ??
      (await resolveDraws(
        tx,
        {
          product: calendarOf(item.product),
          drawCodes: chosen,
          periods: item.periods,
          policy: itemPolicy,
        },
        now,
      ));
  }
  const paid = await pay(
    tx,
    { reserved: { orderId: row.id, accountId: row.accountId }, requestId, draws },
    row,
    now,
    payFrom,
  );
  if (!paid) throw new Error(`Order ${row.id} was not paid`);
  // A family's items are sold what they hold (a paper ticket its stock ticket), or nothing is paid.
  for (const [family, own] of itemsByFamily(options.seller.families, items)) {
    await family.sellOnPay(tx, paid.row, own, paid.tickets, now);
  }
  return paid;
}

/**
 * An order just paid: its row, items and tickets as written, and the buyer's balances
 * after the payment (in its transaction).
 */
type PaidOrder = {
  row: OrderRow;
  items: ItemRow[];
  tickets: TicketRow[];
  balances: { balance: number; prizeBalance: number };
};

/**
 * The answer of a payment: the order as this call wrote it (`paid`, tickets in draw order),
 * else as stored (a replay), with the balances after it.
 */
async function paymentAnswer(
  deps: AppDeps,
  session: Customer,
  orderId: number,
  paid: PaidOrder | undefined,
  now: Date,
): Promise<ConfirmOrder> {
  if (!paid) {
    const order = await getOrder(deps, session, orderId);
    return { order, ...(await customerBalances(deps.db.orm, session.accountId)) };
  }
  const tickets = paid.tickets.toSorted(
    (a, b) => a.drawAt.getTime() - b.drawAt.getTime() || a.id - b.id,
  );
  return { order: toOrder(paid.row, paid.items, tickets, new Set(), now), ...paid.balances };
}

/**
 * Where a purchase is paid from when it is not the buyer's main balance: a ledger account
 * holding money already taken from customers whose spending limits were checked when it
 * was taken (group play's holds), so the buyer's own limits do not apply again.
 */
export type PaymentSource = { account: string };

/**
 * Writes an order and pays it with {@link payReservedOrder} inside the caller's
 * transaction, its families' items held first as reserve holds them; null when the
 * account already has an order with this requestId.
 */
async function writeAndPay(
  tx: Orm,
  buyer: Buyer,
  order: NewOrder,
  now: Date,
  options: {
    seller: Seller;
    rules?: SaleRules;
    draws?: readonly DrawPeriod[][];
    payFrom?: PaymentSource;
  },
): Promise<PaidOrder | null> {
  const written = await writeAndHold(tx, order, now, options.seller.families);
  if (!written) return null;
  return payReservedOrder(tx, buyer, written, {
    policy: order.cutoffPolicy,
    requestId: order.requestId,
    now,
    ...options,
  });
}

/**
 * Places and pays an order in one go, inside the caller's transaction (a savepoint: a
 * refusal leaves nothing behind): the same check ({@link checkPurchase}, `agent`: the
 * app's printing agent) and the same payment as a reserve then a confirm. For the
 * server's own purchases (subscriptions, a full group's tickets); null when the account
 * already has an order with this requestId (the purchase was made before). `payFrom`:
 * the ledger account paying instead of the buyer's main balance.
 */
export async function placePaidOrder(
  tx: Orm,
  buyer: Buyer,
  order: NewOrder,
  options: { now: Date; seller: Seller; payFrom?: PaymentSource },
): Promise<{ orderId: number } | null> {
  const { now, ...pay } = options;
  return tx.transaction(async (sp) => {
    const paid = await writeAndPay(sp, buyer, order, now, pay);
    return paid && { orderId: paid.row.id };
  });
}

/** The payment's requestId of a confirm sent without one: the order's own, never a client's. */
function orderPayRequestId(orderId: number): string {
  return `srv-order-${orderId}`;
}

/**
 * Pays a reserved order from the main balance with {@link payReservedOrder} in one
 * transaction, once per requestId (once per order when none is sent). An order already
 * paid is answered as it is, without a second charge.
 */
export async function confirmOrder(
  deps: AppDeps,
  session: Customer,
  input: ConfirmInput,
): Promise<ConfirmOrder> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  // What this call wrote, to answer it without reading the order back.
  let paid: PaidOrder | undefined;
  const rules = await currentSaleRules(deps.db);
  const { requestId } = input;
  // Without a requestId the order keys the payment: its row is locked and a paid order is
  // answered as it is, so a repeated call pays nothing twice (the ledger ref is the order).
  const once = <T>(work: (tx: Orm) => Promise<T>) =>
    requestId === undefined
      ? orm.transaction(work).then((value) => ({ value, replayed: false }))
      : idempotent(
          orm,
          now,
          requestKey(session.msisdn, 'order/confirm', { ...input, requestId }),
          work,
          {
            // A replay finds the order paid and changes nothing (see `idempotent`): no read first.
            lookup: false,
          },
        );
  const result = await once(async (tx) => {
    const done = await payOrderInTransaction(tx, deps, session, input, { now, rules });
    paid = done.paid;
    return { orderId: done.orderId };
  });
  return paymentAnswer(
    deps,
    session,
    result.value.orderId,
    result.replayed ? undefined : paid,
    now,
  );
}

/**
 * Pays the buyer's reserved order inside the caller's transaction, as confirm pays it: the
 * order locked, refused when cancelled or expired, checked and paid ({@link
 * payReservedOrder}); `paid` undefined when it was paid before. For confirm, and for a
 * gateway's callback paying with the capture it just credited (in its own transaction, the
 * buyer being the order's account).
 */
export async function payOrderInTransaction(
  tx: Orm,
  seller: Seller,
  buyer: Customer,
  input: {
    orderId: number;
    requestId?: string | undefined;
    paymentVendor?: number | undefined;
    cutoffPolicy?: CutoffPolicy | undefined;
  },
  options: { now: Date; rules: SaleRules },
): Promise<{ orderId: number; paid: PaidOrder | undefined }> {
  const { now, rules } = options;
  const order = await myOrderToPay(tx, buyer, input.orderId);
  const { row } = order;
  if (row.state === 'paid') return { orderId: row.id, paid: undefined };
  if (row.state === 'cancelled') refuse(OrderMessages.cancelled, 'orderId', 'state');
  if (row.state !== 'reserved' || row.expiresAt.getTime() <= now.getTime()) {
    refuse(OrderMessages.expired, 'orderId', 'state');
  }
  const paid = await payReservedOrder(tx, buyer, order, {
    policy: input.cutoffPolicy ?? (row.cutoffPolicy as CutoffPolicy),
    requestId: input.requestId ?? orderPayRequestId(row.id),
    now,
    seller,
    vendor: input.paymentVendor,
    rules,
  });
  return { orderId: row.id, paid };
}

/**
 * Reserves and pays an order from the main balance in one call and one transaction
 *, once per requestId: checked and priced as reserve does ({@link planOrder}),
 * then written and paid by one statement ({@link pay}, the draws
 * resolved by the plan at the same instant; an order with paper tickets as confirm pays,
 * {@link payReservedOrder}, in a transaction). The order row is the call's idempotency record (an
 * account's requestIds are unique among its orders, and this call pays its order with the
 * same requestId): a retry answers the same order, charged once, even when it would now be
 * refused (its sales closed since); a refusal writes and charges nothing, so a corrected
 * retry is judged afresh. `amount`: the total the customer agreed to; another total is
 * refused ({@link AMOUNT_CHANGED_MESSAGE}), nothing written or charged.
 */
export async function reserveAndPayOrder(
  deps: AppDeps,
  session: Customer,
  request: OrderRequest & { requestId: string; amount?: number | undefined },
  channel: OrderChannel,
): Promise<ConfirmOrder> {
  const input = {
    ...toReserveInput(request, { lotteryType: channel.lotteryType }),
    amount: request.amount,
  };
  const now = deps.clock.now();
  const orm = deps.db.orm;
  /** The answer of an earlier call with this requestId, if there was one. */
  const replay = async (): Promise<ConfirmOrder | undefined> => {
    const row = await findOrderByRequest(orm, session.accountId, input.requestId);
    if (!row) return undefined;
    // A two-step reserve's order under this requestId is not this call's to pay.
    if (row.state !== 'paid' || row.payRequestId !== input.requestId) {
      throw new ApiError(Code.TOO_FAST);
    }
    return paymentAnswer(deps, session, row.id, undefined, now);
  };
  // No read of the requestId first: a first call (the usual case) needs none, and a retry
  // is recognised by its order's requestId, or looked up when the plan refuses it.
  let planned: Awaited<ReturnType<typeof planOrder>>;
  try {
    // The spending limits are checked once, in the payment (its row locked).
    planned = await planOrder(deps, session, input, channel, now, { limits: false });
    if (input.amount !== undefined && amountOf(planned.order) !== input.amount) {
      throw invalidRequest(AMOUNT_CHANGED_MESSAGE, 'temporaryAmount', 'mismatch');
    }
  } catch (error) {
    if (error instanceof ApiError) {
      const answer = await replay();
      if (answer) return answer;
    }
    throw error;
  }
  const { order, rules } = planned;
  let paid: PaidOrder | null;
  try {
    // A family's items (paper tickets) are held and sold in the order's transaction; the
    // rest is paid by the purchase function in one round trip.
    paid = order.items.some((item) => familyOf(deps.families, item.product))
      ? await orm.transaction((tx) =>
          writeAndPay(tx, session, order, now, {
            seller: deps,
            rules,
            draws: order.items.map((item) => item.draws),
          }),
        )
      : await pay(
          orm,
          { order, expiresAt: reservationExpiry(now) },
          { accountId: order.accountId, amount: amountOf(order), shipFee: order.shipFee },
          now,
        );
  } catch (error) {
    // Refused: unless a twin of this call paid the order meanwhile (its answer is this one's).
    if (error instanceof ApiError) {
      const answer = await replay();
      if (answer) return answer;
    }
    throw error;
  }
  if (paid) return paymentAnswer(deps, session, paid.row.id, paid, now);
  // The account has an order with this requestId (written meanwhile by a twin of this call).
  const answer = await replay();
  if (!answer) throw new ApiError(Code.TOO_FAST);
  return answer;
}

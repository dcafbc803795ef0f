import { randomUUID } from 'node:crypto';
import type { RefusalRule } from '@veso/contract';
import {
  Code,
  type OrderPayment,
  type PaymentStatus,
  type createPayBodySchema,
} from '@veso/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import type { GatewaySet } from '../../providers/payment-gateway';
import { OrderMessages } from '../orders';
import {
  buyerOfAccount,
  checkPurchase,
  payOrderInTransaction,
  currentSaleRules,
  saleRules,
  myOrderToPay,
} from '../orders';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import {
  findOrderPayment,
  findOrderPaymentLink,
  hasWalletLink,
  insertOrderPaymentLink,
  markCaptureOrderPaid,
  orderToCapture,
  pendingOrderPayments,
  type OrderPaymentRow as LinkRow,
  type PaymentRow,
} from './repo';
import {
  OPENING_WAIT_MS,
  PAYMENT_TTL_MS,
  PaymentMessages,
  openAtProvider,
  payUrlOf,
  storedPaymentId,
  writeGatewayPayment,
} from './service';

/**
 * Wallet-embedded payment of an order (spec §7 Wallet-embedded `create_pay`): a hosted
 * gateway payment of a wallet capture type for exactly the order's amount. Nothing moves
 * until the gateway's signed `paid` callback, which — in one transaction — credits the
 * captured amount to the main balance through the ledger and pays the order from it
 * (the ordinary confirm, with the payment id as its requestId). If the order can no longer
 * be paid (expired, sales closed, a limit), the money stays on the main balance: it is
 * never lost, and never charged twice (the payment row is locked; a replay changes nothing).
 */

/** The method recorded on a capture payment: `wallet:<partner>`. */
export const ORDER_PAY_METHOD_PREFIX = 'wallet:';

/** The customer's webview page the gateway sends them back to. */
export const EMBED_RETURN_PATH = '/webview/chon-hinh-thuc-thanh-toan';

export const OrderPayMessages = {
  embeddedOnly:
    'Thanh toán qua ví chỉ dành cho tài khoản đã liên kết ví điện tử. Vui lòng mở VeSo từ ứng dụng ví.',
  alreadyPaid: 'Đơn hàng đã được thanh toán.',
} as const;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/** The gateway's return page of an order payment. */
export function orderPayReturnUrl(orderId: number, paymentId: string): string {
  const query = new URLSearchParams({ orderId: String(orderId), paymentId });
  return `${EMBED_RETURN_PATH}?${query.toString()}`;
}

/**
 * Refuses (code 12, wrong service) a caller whose session did not come from a wallet
 * partner or whose account has no wallet linked there.
 */
export async function assertEmbedded(orm: Orm, session: SessionContext): Promise<void> {
  if (session.source === 'web')
    throw new ApiError(Code.WRONG_SERVICE, OrderPayMessages.embeddedOnly);
  if (!(await hasWalletLink(orm, session.source, session.accountId)))
    throw new ApiError(Code.WRONG_SERVICE, OrderPayMessages.embeddedOnly);
}

function statusOf(row: PaymentRow, now: Date): PaymentStatus {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status as PaymentStatus;
}

function toOrderPayment(row: PaymentRow, link: LinkRow, now: Date): OrderPayment {
  return {
    paymentId: row.id,
    orderId: link.orderId,
    amount: row.amount,
    status: statusOf(row, now),
    payUrl: payUrlOf(row),
    orderPaid: link.orderPaid,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * `POST /gateway/api/gateway/create_pay`: a capture of the caller's reserved order, once
 * per requestId (once per open payment when none is sent). A payment of the order still
 * pending is handed back instead of a second one; it expires with the order's reservation.
 */
export async function createOrderPay(
  deps: AppDeps,
  gateways: GatewaySet | undefined,
  session: SessionContext,
  input: z.output<typeof createPayBodySchema>,
  clientIp = '127.0.0.1',
): Promise<OrderPayment> {
  const method = `${ORDER_PAY_METHOD_PREFIX}${session.source}`;
  const gateway = gateways?.forMethod(method);
  if (!gateway) throw new ApiError(Code.SYSTEM_BUSY);
  const orm = deps.db.orm;
  await assertEmbedded(orm, session);
  const now = deps.clock.now();
  // Without a requestId the order keys the call: its row is locked below and a payment of
  // it still open is handed back, so a repeat never opens a second charge.
  const { requestId } = input;
  const key = requestKey(session.msisdn, 'gateway/create_pay', input);
  const rules = await currentSaleRules(deps.db);
  // A payment a twin call is still opening at the provider: wait for its page, never ask again.
  let handedBack = false;
  const { value, replayed } = await idempotent<string | OrderPayment>(orm, now, key, async (tx) => {
    const toPay = await myOrderToPay(tx, session, input.orderId);
    const order = toPay.row;
    if (order.state === 'paid') refuse(OrderPayMessages.alreadyPaid, 'orderId', 'state');
    if (order.state === 'cancelled') refuse(OrderMessages.cancelled, 'orderId', 'state');
    if (order.state !== 'reserved' || order.expiresAt.getTime() <= now.getTime()) {
      refuse(OrderMessages.expired, 'orderId', 'state');
    }
    // The order service's check, before the customer is sent to pay: a paused product, a
    // limit, a self-exclusion or no printing agent is refused here, not after the wallet
    // was charged.
    await checkPurchase(
      tx,
      session,
      toPay.items.map((item) => ({
        product: item.product,
        amount: item.price,
        reserved: { numberInfos: item.numberInfos, periods: item.periods },
      })),
      { now, agent: deps.printingAgent, rules, spending: { lock: false } },
    );
    // One still open is handed back: with its page, or while a twin call is still opening it
    // (this call then waits for that page); one left without a page longer than an opening
    // may take (its opener died) is not, and the reconciliation job expires it.
    const pending = await pendingOrderPayments(tx, order.id);
    const open = pending.find(
      (p) =>
        p.payment.expiresAt > now &&
        (p.payment.payUrl || now.getTime() - p.payment.createdAt.getTime() < OPENING_WAIT_MS),
    );
    if (open) {
      handedBack = !open.payment.payUrl;
      return open.payment.id;
    }

    const expiresAt = new Date(Math.min(now.getTime() + PAYMENT_TTL_MS, order.expiresAt.getTime()));
    const row = await writeGatewayPayment(tx, gateway, {
      accountId: session.accountId,
      requestId: `order:${order.id}:${requestId ?? `srv-${randomUUID()}`}`,
      method,
      amount: order.amount,
      createdAt: now,
      expiresAt,
    });
    await insertOrderPaymentLink(tx, {
      paymentId: row.id,
      orderId: order.id,
      accountId: session.accountId,
      createdAt: now,
    });
    return row.id;
  });
  const row = await openAtProvider(
    deps,
    gateway,
    storedPaymentId(value),
    { description: `Thanh toán đơn hàng #${input.orderId}`, clientIp },
    replayed || handedBack,
  );
  const link = await findOrderPaymentLink(orm, row.id);
  if (!link) throw new Error(`order payment ${row.id} has no order`);
  return toOrderPayment(row, link, deps.clock.now());
}

/** `GET /gateway/api/gateway/pay_status`: the caller's order payment (others: not found). */
export async function orderPayStatus(
  deps: AppDeps,
  session: SessionContext,
  paymentId: string,
): Promise<OrderPayment> {
  const found = await findOrderPayment(deps.db.orm, paymentId, session.accountId);
  if (!found) refuse(PaymentMessages.notFound, 'paymentId', 'exists');
  return toOrderPayment(found.payment, found.link, deps.clock.now());
}

/** The order a payment captures for, if it is an order payment. */
export async function orderPaymentOf(orm: Orm, paymentId: string): Promise<LinkRow | undefined> {
  return findOrderPaymentLink(orm, paymentId);
}

/**
 * The callback's hook after a capture was credited: when the payment is an order's, pay
 * that order from it in the same transaction.
 */
export function settleOrderCapture(deps: AppDeps) {
  return async (tx: Orm, paymentId: string): Promise<void> => {
    const link = await orderPaymentOf(tx, paymentId);
    if (link) await payOrderWithCapture(deps, tx, link);
  };
}

/**
 * Inside the callback's transaction, right after the capture was credited to the main
 * balance: pays the order with it (in a savepoint). A refusal (the order expired, its
 * draw closed, a spending limit) rolls back only the savepoint, so the credit stays on
 * the main balance and the order stays unpaid. Resolves with whether the order was paid.
 */
export async function payOrderWithCapture(deps: AppDeps, tx: Orm, link: LinkRow): Promise<boolean> {
  const order = await orderToCapture(tx, link.orderId);
  // Paid meanwhile from the main balance: this capture stays there.
  if (!order || order.state !== 'reserved') return false;
  // The gateway's callback carries no session: the buyer is the order's account.
  const buyer = await buyerOfAccount(tx, link.accountId);
  if (!buyer) return false;
  const now = deps.clock.now();
  // Read in the callback's transaction: the process's copy may have been dropped, and
  // reading it again through another connection would wait for this one on PGlite (one
  // connection), for ever.
  const rules = await saleRules(tx);
  try {
    // In a savepoint: a refusal leaves the credit on the main balance.
    const done = await tx.transaction((sp) =>
      payOrderInTransaction(
        sp,
        deps,
        buyer,
        { requestId: `capture:${link.paymentId}`, orderId: link.orderId, paymentVendor: 1 },
        { now, rules },
      ),
    );
    if (!done.paid) return false;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  await markCaptureOrderPaid(tx, link.paymentId);
  return true;
}

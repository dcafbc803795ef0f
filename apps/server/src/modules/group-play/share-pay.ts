import {
  Code,
  GROUP_MESSAGES,
  type GroupKind,
  type GroupSharePayment,
  type groupSharePayBodySchema,
} from '@veso/contract';
import { formatMoney } from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { groupSharePayments } from '../../db/schema-groups';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import type { GatewaySet } from '../../providers/payment-gateway';
import { NotificationKind, notify } from '../notifications';
import { buyerOfAccount, currentSaleRules, saleRules } from '../orders';
import { assertEmbedded, ORDER_PAY_METHOD_PREFIX } from '../payments';
import { findPayment, findPaymentOf, payUrlOf } from '../payments';
import { openAtProvider, storedPaymentId, writeGatewayPayment } from '../payments';
import type { PaymentRow } from '../payments';
import { effectiveStatus, PAYMENT_TTL_MS, PaymentMessages } from '../payments';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import {
  findGroup,
  findSharePayment,
  insertSharePayment,
  lockGroup,
  recordSharePaymentOutcome,
} from './repo';
import { checkShareBuyer, checkShares, buySharesInTransaction } from './service';

/**
 * Shares paid through the linked wallet (the wallet-embedded shell), on the money path of
 * a wallet-paid order (`payments/order-pay.ts`): `share_pay` checks the purchase as
 * `confirm_order` would and opens a gateway payment of exactly its amount; nothing moves
 * until the gateway's signed `paid` callback, which — in one transaction, with the
 * payment row locked — credits the main balance and then buys the shares from it (the
 * ordinary `confirm_order`, requestId `capture:<paymentId>`), so the money becomes the
 * hold once. A replayed or tampered callback changes nothing (`handleCallback`). When the
 * shares can no longer be bought (the group filled, closed or was refunded meanwhile),
 * only the purchase's savepoint rolls back: the money stays on the main balance, the
 * customer is told, and the payment records why.
 */

type LinkRow = typeof groupSharePayments.$inferSelect;

/** The spec §2 page a group's shares are bought on, in the webview (the gateway returns there). */
const SHARE_PAGES: Record<GroupKind, string> = {
  'cung-chon-so': '/nhom-mua-chung/cung-chon-so/gop-co-phan',
  'mua-chung-ve-bao': '/nhom-mua-chung/mua-chung-ve-bao/gop-co-phan',
  'gop-quy': '/nhom-mua-chung/gop-quy/thong-tin-nhom',
  've-bao-tc': '/nhom-mua-chung/ve-bao-tc/thong-tin-nhom',
  've-le-tc': '/nhom-mua-chung/ve-le-tc/thong-tin-nhom',
};

/** Where the gateway sends the customer back: the group's share page in the webview. */
export function sharePayReturnUrl(kind: string, groupId: number, paymentId: string): string {
  const page = SHARE_PAGES[kind as GroupKind] ?? SHARE_PAGES['cung-chon-so'];
  return `/webview${page}/${groupId}?paymentId=${encodeURIComponent(paymentId)}`;
}

function toSharePayment(row: PaymentRow, link: LinkRow, now: Date): GroupSharePayment {
  return {
    paymentId: row.id,
    groupId: link.groupId,
    shares: link.shares,
    amount: row.amount,
    status: effectiveStatus(row, now),
    payUrl: payUrlOf(row),
    outcome: link.outcome === 'held' || link.outcome === 'refused' ? link.outcome : null,
    refusal: link.refusal,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The share payment of a gateway payment, if it is one. */
export async function sharePaymentOf(orm: Orm, paymentId: string): Promise<LinkRow | undefined> {
  return findSharePayment(orm, paymentId);
}

/**
 * `POST /api/group/share_pay`: a gateway payment of `shares` shares of a group for the
 * caller (a wallet customer), once per requestId, after the checks `confirm_order` makes
 * (the group's rules, the caller's spending limits). It expires with the group's deadline
 * at the latest.
 */
export async function createSharePay(
  deps: AppDeps,
  gateways: GatewaySet | undefined,
  session: SessionContext,
  input: z.output<typeof groupSharePayBodySchema>,
  clientIp = '127.0.0.1',
): Promise<GroupSharePayment> {
  const method = `${ORDER_PAY_METHOD_PREFIX}${session.source}`;
  const gateway = gateways?.forMethod(method);
  if (!gateway) throw new ApiError(Code.SYSTEM_BUSY);
  const orm = deps.db.orm;
  await assertEmbedded(orm, session);
  const now = deps.clock.now();
  const rules = await currentSaleRules(deps.db);
  const key = requestKey(session.msisdn, 'group/share_pay', input);
  const { value, replayed } = await idempotent<string | GroupSharePayment>(
    orm,
    now,
    key,
    async (tx) => {
      const group = await lockGroup(tx, input.groupId);
      if (!group || (group.status === 'draft' && group.leaderAccountId !== session.accountId)) {
        throw invalidRequest(GROUP_MESSAGES.notFound, 'groupId', 'exists', 404);
      }
      const purchase = await checkShares(tx, group, session.accountId, input.shares, now);
      await checkShareBuyer(tx, session, group, purchase, {
        now,
        agent: deps.printingAgent,
        rules,
      });
      const expiresAt = new Date(
        Math.min(now.getTime() + PAYMENT_TTL_MS, group.deadline.getTime()),
      );
      const row = await writeGatewayPayment(tx, gateway, {
        accountId: session.accountId,
        requestId: `group:${group.id}:${input.requestId}`,
        method,
        amount: purchase.amount,
        createdAt: now,
        expiresAt,
      });
      const link = await insertSharePayment(tx, {
        paymentId: row.id,
        groupId: group.id,
        accountId: session.accountId,
        shares: input.shares,
        createdAt: now,
      });
      if (!link) throw new Error('Share payment not written');
      return row.id;
    },
  );
  // The provider is asked after the commit (no connection held while it answers).
  const row = await openAtProvider(
    deps,
    gateway,
    storedPaymentId(value),
    { description: `Mua ${input.shares} phần nhóm #${input.groupId}`, clientIp },
    replayed,
  );
  const link = await sharePaymentOf(orm, row.id);
  if (!link) throw new Error(`share payment ${row.id} has no group`);
  return toSharePayment(row, link, deps.clock.now());
}

/** `GET /api/group/share_pay_status`: the caller's share payment (others: not found). */
export async function sharePayStatus(
  deps: AppDeps,
  session: SessionContext,
  paymentId: string,
): Promise<GroupSharePayment> {
  const orm = deps.db.orm;
  const [row, link] = await Promise.all([
    findPaymentOf(orm, session.accountId, paymentId),
    sharePaymentOf(orm, paymentId),
  ]);
  if (!row || !link) throw invalidRequest(PaymentMessages.notFound, 'paymentId', 'exists');
  return toSharePayment(row, link, deps.clock.now());
}

/**
 * Inside the callback's transaction, right after the payment was credited to the main
 * balance: buys the shares with it (in a savepoint). A refusal rolls back only the
 * savepoint, so the credit stays on the main balance; the customer is told and the
 * payment records why. Resolves with whether the shares were bought.
 */
export async function buySharesWithCapture(
  deps: AppDeps,
  tx: Orm,
  link: LinkRow,
): Promise<boolean> {
  const now = deps.clock.now();
  const payment = await findPayment(tx, link.paymentId);
  const amount = payment?.amount ?? 0;
  // The gateway's callback carries no session: the buyer is the payment's account.
  const buyer = await buyerOfAccount(tx, link.accountId);
  if (!buyer) throw new Error(`Share payment ${link.paymentId} has no account`);
  let refusal: string | null = null;
  try {
    // In a savepoint: a refusal leaves the credit on the main balance.
    // Read in the callback's transaction (see `payOrderWithCapture`).
    const rules = await saleRules(tx);
    await tx.transaction((sp) =>
      buySharesInTransaction(
        sp,
        deps,
        buyer,
        { groupId: link.groupId, shares: link.shares, paymentVendor: 1 },
        { now, rules },
      ),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refusal = error.message;
  }
  await recordSharePaymentOutcome(tx, link.paymentId, {
    outcome: refusal === null ? 'held' : 'refused',
    refusal,
    settledAt: now,
  });
  if (refusal !== null) {
    await notify(tx, {
      accountId: link.accountId,
      kind: NotificationKind.refunded,
      title: 'Góp cổ phần qua ví chưa thành công',
      body: `${refusal}. ${formatMoney(amount)} đã thanh toán qua ví được cộng vào tài khoản chính của quý khách.`,
      at: now,
    });
  }
  return refusal === null;
}

/**
 * The callback's hook after a payment was credited: when it is a share payment, buy its
 * shares from it in the same transaction.
 */
export function settleShareCapture(deps: AppDeps) {
  return async (tx: Orm, paymentId: string): Promise<void> => {
    const link = await sharePaymentOf(tx, paymentId);
    if (link) await buySharesWithCapture(deps, tx, link);
  };
}

/** The gateway page's return address and purpose of a share payment, if it is one. */
export async function sharePayPage(
  orm: Orm,
  paymentId: string,
): Promise<{ returnUrl: string; purpose: string } | undefined> {
  const link = await sharePaymentOf(orm, paymentId);
  if (!link) return undefined;
  const group = await findGroup(orm, link.groupId);
  return {
    returnUrl: sharePayReturnUrl(group?.kind ?? 'cung-chon-so', link.groupId, paymentId),
    purpose: `Góp ${link.shares} cổ phần nhóm mua chung #${link.groupId}`,
  };
}

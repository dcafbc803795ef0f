import {
  Code,
  type Subscription,
  type SubscriptionList,
  type createSubscriptionBodySchema,
  type subscriptionActionBodySchema,
} from '@veso/contract';
import { getProduct, salesStatus, type ProductId } from '@veso/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { accounts, drawPeriods } from '../../db/schema';
import { orderItems, orders, subscriptions, tickets } from '../../db/schema-orders';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/errors';
import { isAdult, vietnamToday } from '../auth/profile';
import { NotificationKind, notify } from '../notifications/service';
import { idempotent } from '../session/idempotency';
import type { SessionContext } from '../session/service';
import { InsufficientFunds, mainAccountOf, post } from '../wallet/ledger';
import { OrderMessages } from './messages';
import { PERIOD_OPEN } from './periods';
import { priceItem, type PricedNumberInfo } from './pricing';
import { assertMayBuy } from './responsible';
import { TICKET_SALES_ACCOUNT } from './service';
import { TicketStatus } from './view';

export const SUBSCRIPTION_STATUS_LABELS = {
  active: 'Đang nuôi',
  paused: 'Tạm dừng',
  stopped: 'Đã kết thúc',
  cancelled: 'Đã huỷ',
} as const;
type Status = keyof typeof SUBSCRIPTION_STATUS_LABELS;

export const SubscriptionMessages = {
  notFound: 'Không tìm thấy gói nuôi số',
  ended: 'Gói nuôi số đã kết thúc, không thể thay đổi.',
  maxAmountTooSmall: 'Tổng số tiền nuôi phải đủ cho ít nhất một kỳ.',
  drawsDone: (n: number) => `Đã mua đủ ${n} kỳ.`,
  amountReached: 'Đã đạt tổng số tiền nuôi.',
  won: (code: string) => `Vé kỳ #${code} đã trúng thưởng.`,
  insufficient: 'Số dư tài khoản chính không đủ để mua kỳ tiếp theo.',
} as const;

type Row = typeof subscriptions.$inferSelect;

function refuse(message: string): never {
  throw new ApiError(Code.INVALID_REQUEST, message);
}

function toSubscription(row: Row): Subscription {
  const status = row.status as Status;
  return {
    id: row.id,
    product: row.product,
    productName: getProduct(row.product as ProductId)?.name ?? row.product,
    numberInfos: row.numberInfos as PricedNumberInfo[],
    pricePerDraw: row.pricePerDraw,
    draws: row.draws,
    drawsBought: row.drawsBought,
    maxAmount: row.maxAmount,
    spent: row.spent,
    stopOnWin: row.stopOnWin,
    status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[status],
    reason: row.reason,
    lastDrawCode: row.lastDrawCode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Starts a subscription (once per requestId); the job buys its draws. */
export async function createSubscription(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof createSubscriptionBodySchema>,
): Promise<Subscription> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const [account] = await orm
    .select({ birthday: accounts.birthday })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  if (!account?.birthday || !isAdult(account.birthday, vietnamToday(now))) {
    refuse(OrderMessages.underAge);
  }
  const priced = priceItem({
    product: input.product,
    drawCodes: [],
    numberInfos: input.numberInfos,
  });
  if (input.maxAmount !== undefined && input.maxAmount < priced.pricePerDraw) {
    refuse(SubscriptionMessages.maxAmountTooSmall);
  }
  await assertMayBuy(orm, session.accountId, 0, now, false);
  const key = {
    accountId: session.msisdn,
    call: 'subscriptions/create',
    requestId: input.requestId,
  };
  const result = await idempotent(orm, now, key, async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        accountId: session.accountId,
        requestId: input.requestId,
        product: priced.product,
        numberInfos: priced.numberInfos,
        lines: priced.lines,
        pricePerDraw: priced.pricePerDraw,
        draws: input.draws ?? null,
        maxAmount: input.maxAmount ?? null,
        stopOnWin: input.stopOnWin,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (!row) throw new ApiError(Code.TOO_FAST);
    return { id: row.id };
  });
  return mySubscription(orm, session, result.value.id);
}

async function mySubscription(
  orm: Orm,
  session: SessionContext,
  id: number,
): Promise<Subscription> {
  const [row] = await orm
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.accountId, session.accountId)));
  if (!row) refuse(SubscriptionMessages.notFound);
  return toSubscription(row);
}

/** The caller's subscriptions, newest first. */
export async function listSubscriptions(
  deps: AppDeps,
  session: SessionContext,
): Promise<SubscriptionList> {
  const rows = await deps.db.orm
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, session.accountId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return { items: rows.map(toSubscription) };
}

/** Pause, resume or cancel a subscription of the caller; an ended one cannot change. */
export async function subscriptionAction(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof subscriptionActionBodySchema>,
): Promise<Subscription> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  if (input.action === 'resume') await assertMayBuy(orm, session.accountId, 0, now, false);
  await orm.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, input.subscriptionId),
          eq(subscriptions.accountId, session.accountId),
        ),
      )
      .for('update');
    if (!row) refuse(SubscriptionMessages.notFound);
    if (row.status === 'stopped' || row.status === 'cancelled') refuse(SubscriptionMessages.ended);
    const status: Status =
      input.action === 'cancel' ? 'cancelled' : input.action === 'pause' ? 'paused' : 'active';
    await tx
      .update(subscriptions)
      .set({ status, reason: null, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
  });
  return mySubscription(orm, session, input.subscriptionId);
}

async function endSubscription(
  tx: Orm,
  row: Row,
  status: 'stopped' | 'paused',
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status, reason, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
  const name = getProduct(row.product as ProductId)?.name ?? row.product;
  await notify(tx, {
    accountId: row.accountId,
    kind: NotificationKind.subscription,
    title: status === 'stopped' ? 'Gói nuôi số đã kết thúc' : 'Gói nuôi số tạm dừng',
    body: `Gói nuôi ${name} #${row.id}: ${reason}`,
    at: now,
  });
}

/**
 * Buys the next open draw of every active subscription, one transaction each (`SKIP
 * LOCKED` shares the work between servers; the order's requestId `sub-{id}-{draw}` makes a
 * draw bought at most once). Each purchase is an ordinary paid order. A refusal (limits,
 * self-exclusion, balance) pauses the subscription with a notification; the stop rules end
 * it. Resolves with how many draws were bought.
 */
export async function runSubscriptions(deps: AppDeps, limit = 200): Promise<number> {
  let bought = 0;
  const seen = new Set<number>();
  for (let i = 0; i < limit; i += 1) {
    const now = deps.clock.now();
    const done = await deps.db.orm
      .transaction(async (tx) => {
        const candidates = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.status, 'active'))
          .orderBy(asc(subscriptions.id))
          .limit(seen.size + 1)
          .for('update', { skipLocked: true });
        const row = candidates.find((c) => !seen.has(c.id));
        if (!row) return null;
        seen.add(row.id);
        const [period] = await tx
          .select()
          .from(drawPeriods)
          .where(
            and(
              eq(
                drawPeriods.product,
                getProduct(row.product as ProductId)?.calendar ?? row.product,
              ),
              gt(drawPeriods.salesCloseAt, now),
              eq(drawPeriods.status, PERIOD_OPEN),
              ...(row.lastDrawAt ? [gt(drawPeriods.drawAt, row.lastDrawAt)] : []),
            ),
          )
          .orderBy(asc(drawPeriods.drawAt))
          .limit(1);
        if (!period) return false;
        // Keno is bought only in its sales hours (8:15–22:00), like every other Keno order.
        const sales = salesStatus(row.product as ProductId, now);
        if (!sales.open && sales.reason === 'outsideSalesHours') return false;
        if (row.maxAmount !== null && row.spent + row.pricePerDraw > row.maxAmount) {
          await endSubscription(tx, row, 'stopped', SubscriptionMessages.amountReached, now);
          return false;
        }
        try {
          await assertMayBuy(tx, row.accountId, row.pricePerDraw, now);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await endSubscription(tx, row, 'paused', error.message, now);
          return false;
        }
        const [order] = await tx
          .insert(orders)
          .values({
            accountId: row.accountId,
            requestId: `sub-${row.id}-${period.drawCode}`,
            state: 'paid',
            buyType: 1,
            deliveryType: 1,
            shipType: 0,
            channel: 'SUBSCRIPTION',
            paymentVendor: 1,
            cutoffPolicy: 'refuse',
            amount: row.pricePerDraw,
            subscriptionId: row.id,
            createdAt: now,
            expiresAt: now,
            paidAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: orders.id });
        if (!order) return false;
        try {
          await post(tx, {
            kind: 'order.pay',
            ref: `order:${order.id}`,
            at: now,
            entries: [
              { account: mainAccountOf(row.accountId), amount: -row.pricePerDraw },
              { account: TICKET_SALES_ACCOUNT, amount: row.pricePerDraw },
            ],
          });
        } catch (error) {
          if (!(error instanceof InsufficientFunds)) throw error;
          // The order row goes with the rolled-back savepoint below.
          throw new PauseForFunds(row);
        }
        const draw = {
          drawCode: period.drawCode,
          drawAt: period.drawAt,
          salesCloseAt: period.salesCloseAt,
        };
        const [item] = await tx
          .insert(orderItems)
          .values({
            orderId: order.id,
            position: 0,
            product: row.product,
            numberInfos: row.numberInfos,
            lines: row.lines,
            periods: 1,
            drawCodes: [
              {
                ...draw,
                drawAt: draw.drawAt.toISOString(),
                salesCloseAt: draw.salesCloseAt.toISOString(),
              },
            ],
            price: row.pricePerDraw,
          })
          .returning({ id: orderItems.id });
        if (!item) throw new Error('order item not written');
        await tx.insert(tickets).values({
          orderId: order.id,
          itemId: item.id,
          accountId: row.accountId,
          product: row.product,
          ...draw,
          price: row.pricePerDraw,
          status: TicketStatus.waiting,
          createdAt: now,
        });
        const drawsBought = row.drawsBought + 1;
        const updated = { ...row, drawsBought, spent: row.spent + row.pricePerDraw };
        await tx
          .update(subscriptions)
          .set({
            drawsBought,
            spent: updated.spent,
            lastDrawCode: period.drawCode,
            lastDrawAt: period.drawAt,
            updatedAt: now,
          })
          .where(eq(subscriptions.id, row.id));
        if (row.draws !== null && drawsBought >= row.draws) {
          await endSubscription(
            tx,
            updated,
            'stopped',
            SubscriptionMessages.drawsDone(row.draws),
            now,
          );
        }
        return true;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof PauseForFunds)) throw error;
        await deps.db.orm.transaction((tx) =>
          endSubscription(tx, error.row, 'paused', SubscriptionMessages.insufficient, now),
        );
        return false;
      });
    if (done === null) break;
    if (done) bought += 1;
  }
  return bought;
}

/** Thrown to roll back a purchase the main balance cannot cover. */
class PauseForFunds extends Error {
  constructor(readonly row: Row) {
    super('insufficient funds');
  }
}

/** Ends the stop-on-win subscriptions that bought these winning tickets (settlement). */
export async function stopSubscriptionsOnWin(
  tx: Orm,
  winning: readonly { orderId: number; drawCode: string }[],
  now: Date,
): Promise<void> {
  if (winning.length === 0) return;
  const rows = await tx
    .select({ subscription: subscriptions, orderId: orders.id })
    .from(orders)
    .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .where(
      and(
        inArray(
          orders.id,
          winning.map((w) => w.orderId),
        ),
        eq(subscriptions.stopOnWin, true),
        inArray(subscriptions.status, ['active', 'paused']),
      ),
    );
  const done = new Set<number>();
  for (const { subscription, orderId } of rows) {
    if (done.has(subscription.id)) continue;
    done.add(subscription.id);
    const code = winning.find((w) => w.orderId === orderId)?.drawCode ?? '';
    await endSubscription(tx, subscription, 'stopped', SubscriptionMessages.won(code), now);
  }
}

import type { RefusalRule } from '@veso/contract';
import {
  Code,
  type Subscription,
  type SubscriptionList,
  type createSubscriptionBodySchema,
  type subscriptionActionBodySchema,
} from '@veso/contract';
import { formatMoney, getProduct, salesStatus, type ProductId } from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps, Seller } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import { type JobQueue, type JobRunner, type JobRunnerOptions } from '../../jobs/runner';
import { workQueue, workRunner } from '../../jobs/work';
import { NotificationKind, notify } from '../notifications';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { openPeriods, type DrawPeriod } from '../orders';
import { currentPricePerDraw, priceItem, type PricedNumberInfo } from '../orders';
import { InsufficientBalance, calendarOf, checkPurchase, placePaidOrder } from '../orders';
import type { PrintingAgent } from '../../providers/printing-agent';
import {
  dueSubscriptions,
  findSubscription,
  insertSubscription,
  lockSubscription,
  stopOnWinSubscriptionsOf,
  subscriptionsOf,
  updateSubscription,
  type SubscriptionRow as Row,
} from './repo';

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
  priceChanged: (was: number, now: number) =>
    `Giá vé mỗi kỳ đã thay đổi từ ${formatMoney(was)} thành ${formatMoney(now)}. Vui lòng huỷ gói và tạo gói mới để nuôi theo giá mới.`,
  skippedTitle: 'Gói nuôi số bỏ qua một kỳ',
  skipped: (name: string, id: number, drawCode: string, reason: string) =>
    `Gói nuôi ${name} #${id} không mua kỳ #${drawCode}: ${reason}`,
} as const;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
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

/**
 * Checks that the account may subscribe to `product` now ({@link checkPurchase}, a
 * standing order: each draw is checked again when the job buys it): an adult by the
 * birthday stored now (not the session's copy), the product on sale, not excluded, and
 * a printing agent to print what it will buy.
 */
async function checkSubscriber(
  orm: Orm,
  accountId: number,
  product: string,
  now: Date,
  agent: PrintingAgent | undefined,
): Promise<void> {
  await checkPurchase(orm, { accountId }, [{ product }], {
    now,
    agent,
    sale: 'standing',
    spending: { lock: false },
  });
}

/** Starts a subscription (once per requestId); the job buys its draws. */
export async function createSubscription(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof createSubscriptionBodySchema>,
): Promise<Subscription> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  await checkSubscriber(orm, session.accountId, input.product, now, deps.printingAgent);
  const priced = priceItem({
    product: input.product,
    drawCodes: [],
    numberInfos: input.numberInfos,
  });
  if (input.maxAmount !== undefined && input.maxAmount < priced.pricePerDraw) {
    refuse(SubscriptionMessages.maxAmountTooSmall, 'maxAmount', 'min');
  }
  const key = requestKey(session.msisdn, 'subscriptions/create', input);
  const result = await idempotent(orm, now, key, async (tx) => {
    const id = await insertSubscription(tx, {
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
    });
    if (id === undefined) throw new ApiError(Code.TOO_FAST);
    return { id };
  });
  return mySubscription(orm, session, result.value.id);
}

async function mySubscription(
  orm: Orm,
  session: SessionContext,
  id: number,
): Promise<Subscription> {
  const row = await findSubscription(orm, session.accountId, id);
  if (!row) refuse(SubscriptionMessages.notFound, 'subscriptionId', 'exists');
  return toSubscription(row);
}

/** The caller's subscriptions, newest first. */
export async function listSubscriptions(
  deps: AppDeps,
  session: SessionContext,
): Promise<SubscriptionList> {
  const rows = await subscriptionsOf(deps.db.orm, session.accountId);
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
  await orm.transaction(async (tx) => {
    const row = await lockSubscription(tx, session.accountId, input.subscriptionId);
    if (!row) refuse(SubscriptionMessages.notFound, 'subscriptionId', 'exists');
    if (row.status === 'stopped' || row.status === 'cancelled')
      refuse(SubscriptionMessages.ended, 'subscriptionId', 'state');
    // Resuming agrees to buy the draws to come: checked as starting it is.
    if (input.action === 'resume') {
      await checkSubscriber(tx, session.accountId, row.product, now, deps.printingAgent);
    }
    const status: Status =
      input.action === 'cancel' ? 'cancelled' : input.action === 'pause' ? 'paused' : 'active';
    await updateSubscription(tx, row.id, { status, reason: null, updatedAt: now });
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
  await updateSubscription(tx, row.id, { status, reason, updatedAt: now });
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
 * Passes a draw by: the subscription stays active and moves on to the next draw, with the
 * reason kept on it and told in a notification (once per reason in a row, so a paused
 * Keno does not notify every ten minutes).
 */
async function skipDraw(
  tx: Orm,
  row: Row,
  period: DrawPeriod,
  reason: string,
  now: Date,
): Promise<void> {
  await updateSubscription(tx, row.id, { lastDrawAt: period.drawAt, reason, updatedAt: now });
  if (row.reason === reason) return;
  const name = getProduct(row.product as ProductId)?.name ?? row.product;
  await notify(tx, {
    accountId: row.accountId,
    kind: NotificationKind.subscription,
    title: SubscriptionMessages.skippedTitle,
    body: SubscriptionMessages.skipped(name, row.id, period.drawCode, reason),
    at: now,
  });
}

/**
 * What the subscription job did with one subscription: bought its next draw, skipped it
 * (`skipDraw`), ended or paused it, or nothing yet (no draw on sale it may buy now).
 */
export type SubscriptionOutcome = 'bought' | 'skipped' | 'ended' | 'idle';

/**
 * Buys the next open draw of one active subscription (locked by the caller) through the
 * order service, like any customer's order: re-priced with the domain, on sale, in its
 * sales hours, within the payment and the customer's limits. The stop rules end the
 * subscription; a short balance pauses it; a changed price, a paused product, a limit, a
 * self-exclusion or no printing agent (`seller`, code 7) skips the draw (`skipDraw`):
 * nothing is charged for a ticket that could not be sold or printed.
 */
async function buyNextDraw(
  tx: Orm,
  row: Row,
  now: Date,
  seller: Seller,
): Promise<SubscriptionOutcome> {
  const product = row.product as ProductId;
  const [period] = await openPeriods(tx, calendarOf(row.product), now, {
    after: row.lastDrawAt,
    limit: 1,
  });
  if (!period) return 'idle';
  // Keno is bought only in its sales hours (8:15–22:00), like every other Keno order.
  const sales = salesStatus(product, now);
  if (!sales.open && sales.reason === 'outsideSalesHours') return 'idle';
  if (row.maxAmount !== null && row.spent + row.pricePerDraw > row.maxAmount) {
    await endSubscription(tx, row, 'stopped', SubscriptionMessages.amountReached, now);
    return 'ended';
  }
  const numberInfos = row.numberInfos as PricedNumberInfo[];
  const price = currentPricePerDraw(product, numberInfos);
  if (price !== row.pricePerDraw) {
    await skipDraw(
      tx,
      row,
      period,
      SubscriptionMessages.priceChanged(row.pricePerDraw, price),
      now,
    );
    return 'skipped';
  }
  let placed: { orderId: number } | null;
  try {
    placed = await placePaidOrder(
      tx,
      { accountId: row.accountId },
      {
        accountId: row.accountId,
        requestId: `sub-${row.id}-${period.drawCode}`,
        buyType: 1,
        deliveryType: 1,
        shipType: 0,
        channel: 'SUBSCRIPTION',
        paymentVendor: 1,
        cutoffPolicy: 'refuse',
        shipFee: 0,
        subscriptionId: row.id,
        items: [
          {
            product,
            numberInfos,
            lines: row.lines,
            pricePerDraw: price,
            periods: 1,
            draws: [period],
          },
        ],
      },
      { now, seller },
    );
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      await endSubscription(tx, row, 'paused', SubscriptionMessages.insufficient, now);
      return 'ended';
    }
    if (!(error instanceof ApiError)) throw error;
    await skipDraw(tx, row, period, error.message, now);
    return 'skipped';
  }
  // Already bought (the order's requestId): nothing more to do for this draw now.
  if (!placed) return 'idle';
  const drawsBought = row.drawsBought + 1;
  const updated = { ...row, drawsBought, spent: row.spent + price };
  await updateSubscription(tx, row.id, {
    drawsBought,
    spent: updated.spent,
    lastDrawCode: period.drawCode,
    lastDrawAt: period.drawAt,
    reason: null,
    updatedAt: now,
  });
  if (row.draws !== null && drawsBought >= row.draws) {
    await endSubscription(tx, updated, 'stopped', SubscriptionMessages.drawsDone(row.draws), now);
  }
  return 'bought';
}

/** How long a subscription with a draw on sale it may not buy yet waits to be looked at again. */
export const SUBSCRIPTION_RECHECK_MS = 60_000;

/**
 * The subscription job's queue (see `src/jobs/work.ts`): claims the active subscriptions
 * that have a draw on sale after their last one (key `subscription-<id>`), then buys it in
 * one transaction per subscription, only while it is still active and held by this claim.
 * Each purchase is an ordinary paid order placed by the order service ({@link buyNextDraw});
 * its requestId `sub-{id}-{draw}` also makes a draw bought at most once. A subscription that
 * could buy nothing yet (Keno outside its sales hours) is looked at again after
 * {@link SUBSCRIPTION_RECHECK_MS}; one whose purchase throws is tried again after a back-off.
 */
export function subscriptionQueue(deps: AppDeps): JobQueue<Row, SubscriptionOutcome | undefined> {
  return workQueue<Row, SubscriptionOutcome>({
    name: 'subscriptions',
    claim: (limit, lease) =>
      dueSubscriptions.claim(deps.db.orm, limit, lease, (row) => `subscription-${row.id}`),
    work: (claimed, leaseId) =>
      deps.db.orm.transaction(async (tx) => {
        const now = deps.clock.now();
        const row = await dueSubscriptions.lockHeld(tx, claimed.id, leaseId);
        if (!row) return undefined;
        const outcome = await buyNextDraw(tx, row, now, deps);
        await updateSubscription(tx, row.id, {
          leaseId: null,
          leaseUntil: null,
          attempts: 0,
          retryAt: outcome === 'idle' ? new Date(now.getTime() + SUBSCRIPTION_RECHECK_MS) : null,
        });
        return outcome;
      }),
    release: async (row, leaseId, retryAt) => {
      await dueSubscriptions.release(deps.db.orm, row.id, leaseId, retryAt);
    },
  });
}

/** The subscription job's runner (never gives up: a failing one is retried after back-off). */
export function subscriptionRunner(
  deps: AppDeps,
  options: Partial<JobRunnerOptions> = {},
): JobRunner<SubscriptionOutcome | undefined> {
  return workRunner(subscriptionQueue(deps), deps.clock, options);
}

/**
 * One pass of the subscription job (with a runner of its own unless one is given): buys
 * the next open draws of the active subscriptions. Resolves with how many draws were bought.
 */
export async function runSubscriptions(
  deps: AppDeps,
  limit = 200,
  runner: JobRunner<SubscriptionOutcome | undefined> = subscriptionRunner(deps),
): Promise<number> {
  let bought = 0;
  await runner.pass(limit, (outcome) => {
    if (outcome === 'bought') bought += 1;
  });
  return bought;
}

/** Ends the stop-on-win subscriptions that bought these winning tickets (settlement). */
export async function stopSubscriptionsOnWin(
  tx: Orm,
  winning: readonly { orderId: number; drawCode: string }[],
  now: Date,
): Promise<void> {
  if (winning.length === 0) return;
  const rows = await stopOnWinSubscriptionsOf(
    tx,
    winning.map((w) => w.orderId),
  );
  const done = new Set<number>();
  for (const { subscription, orderId } of rows) {
    if (done.has(subscription.id)) continue;
    done.add(subscription.id);
    const code = winning.find((w) => w.orderId === orderId)?.drawCode ?? '';
    await endSubscription(tx, subscription, 'stopped', SubscriptionMessages.won(code), now);
  }
}

import { beforeEach, describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import {
  buy,
  buyer,
  confirm,
  countWhere,
  createPeriod,
  createResult,
  megaItem,
  reserve,
  runJobs,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { ResponsibleMessages } from './service';
import { SubscriptionMessages } from '../subscriptions/service';

const t = useSandboxApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A signed-in POST with a fresh requestId. */
function post(token: string, url: string, body: Record<string, unknown>) {
  return call(t, 'POST', url, { requestId: requestId(), ...body }, { token });
}

function limits(token: string, body: Record<string, unknown>) {
  return post(token, '/api/customer/play_limits', body);
}

function exclude(token: string, period: string) {
  return post(token, '/api/customer/self_exclusion', { period });
}

/** Starts a Mega 6/45 subscription of 01–06 (`body` adds or overrides fields). */
function subscribe(token: string, body: Record<string, unknown>) {
  return post(token, '/api/customer/subscriptions/create', {
    product: 'mega645',
    numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6'] }],
    ...body,
  });
}

/** The customer's subscriptions, newest first. */
async function mySubscriptions(token: string) {
  return (await call(t, 'GET', '/api/customer/subscriptions', undefined, { token })).json().data
    .items;
}

async function tryBuy(token: string) {
  const { drawCode } = await createPeriod(t, 'mega645');
  const reserved = (await reserve(t, token, { orderItemInfos: [megaItem([drawCode])] })).json();
  if (reserved.code !== 0) return reserved;
  return (await confirm(t, token, reserved.data.orderId)).json();
}

describe('spending limits', () => {
  it('applies a lower limit at once and a higher one only after 24 hours', async () => {
    const { id, token } = await buyer(t, 100_000);
    const set = (await limits(token, { weekly: 20_000 })).json();
    expect(set.data).toMatchObject({
      limits: { daily: null, weekly: 20_000, monthly: null },
      pending: null,
    });
    expect((await tryBuy(token)).code).toBe(0);
    expect((await tryBuy(token)).code).toBe(0);
    const over = await tryBuy(token);
    expect(over).toMatchObject({
      code: 14,
      message: ResponsibleMessages.overLimit('weekly', 20_000, 0),
    });
    expect((await customerBalances(t.db.orm, id)).balance).toBe(80_000);

    const raised = (await limits(token, { weekly: 30_000 })).json().data;
    expect(raised.limits.weekly).toBe(20_000);
    expect(raised.pending).toMatchObject({
      weekly: 30_000,
      effectiveAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    expect(raised.spent.weekly).toBe(20_000);
    expect((await tryBuy(token)).code).toBe(14);
    t.clock.advance(DAY + 1000);
    const after = (await call(t, 'GET', '/api/customer/play_limits', undefined, { token })).json();
    expect(after.data).toMatchObject({ limits: { weekly: 30_000 }, pending: null });
    expect((await tryBuy(token)).code).toBe(0);
    // Lowering applies at once.
    await limits(token, { daily: 10_000 });
    expect((await tryBuy(token)).message).toBe(ResponsibleMessages.overLimit('daily', 10_000, 0));
  });
});

describe('self-exclusion', () => {
  it('blocks purchases, pauses subscriptions, and cannot be shortened', async () => {
    const { token } = await buyer(t, 100_000);
    const sub = (await subscribe(token, {})).json();
    expect(sub.data.status).toBe('active');
    const until = new Date(t.clock.now().getTime() + 7 * DAY);
    const excluded = (await exclude(token, '7d')).json();
    expect(excluded.data.exclusion).toEqual({ until: until.toISOString(), permanent: false });
    expect(await tryBuy(token)).toMatchObject({
      code: 14,
      message: ResponsibleMessages.excludedUntil(until),
    });
    // A shorter period keeps the longer one.
    expect((await exclude(token, '24h')).json().data.exclusion.until).toBe(until.toISOString());
    const list = await mySubscriptions(token);
    expect(list[0]).toMatchObject({ status: 'paused', statusLabel: 'Tạm dừng' });
    const resume = await post(token, '/api/customer/subscriptions/action', {
      subscriptionId: sub.data.id,
      action: 'resume',
    });
    expect(resume.json().message).toBe(ResponsibleMessages.excludedUntil(until));
    const forever = (await exclude(token, 'permanent')).json();
    expect(forever.data.exclusion).toEqual({ until: null, permanent: true });
    expect((await tryBuy(token)).message).toBe(ResponsibleMessages.excludedForever);
  });

  it('ends when its time is over', async () => {
    const { token } = await buyer(t, 100_000);
    await exclude(token, '24h');
    expect((await tryBuy(token)).code).toBe(14);
    t.clock.advance(DAY + 1000);
    expect((await tryBuy(token)).code).toBe(0);
  });
});

describe('subscriptions', () => {
  // Every test starts after the periods of the earlier ones have closed.
  beforeEach(() => {
    t.clock.advance(4 * DAY);
  });

  it('buys the next draws as ordinary orders and stops after N draws', async () => {
    const { id, token } = await buyer(t, 100_000);
    const sub = (await subscribe(token, { draws: 2 })).json().data;
    const first = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    const second = await createPeriod(t, 'mega645', { closeInMs: 3 * DAY });
    await runJobs(t);
    await runJobs(t);
    await runJobs(t);
    const list = await mySubscriptions(token);
    expect(list[0]).toMatchObject({
      id: sub.id,
      drawsBought: 2,
      spent: 20_000,
      status: 'stopped',
      reason: SubscriptionMessages.drawsDone(2),
      lastDrawCode: second.drawCode,
    });
    expect((await customerBalances(t.db.orm, id)).balance).toBe(80_000);
    const history = (
      await call(t, 'GET', '/api/customer/history/get_orders', undefined, { token })
    ).json().data;
    expect(history.total).toBe(2);
    expect(history.items.flatMap((o: { drawCodes: string[] }) => o.drawCodes).sort()).toEqual(
      [first.drawCode, second.drawCode].sort(),
    );
    const notes = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, { token })
    ).json().data;
    expect(notes.items.some((n: { kind: string }) => n.kind === 'subscription')).toBe(true);
  });

  it('pauses when the balance runs out, and stops at its total amount', async () => {
    const poor = await buyer(t, 0);
    const paused = (await subscribe(poor.token, {})).json().data;
    const capped = await buyer(t, 100_000);
    const cap = (await subscribe(capped.token, { maxAmount: 10_000 })).json().data;
    await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await createPeriod(t, 'mega645', { closeInMs: 3 * DAY });
    await runJobs(t);
    await runJobs(t);
    const poorList = await mySubscriptions(poor.token);
    expect(poorList[0]).toMatchObject({
      id: paused.id,
      status: 'paused',
      reason: SubscriptionMessages.insufficient,
      drawsBought: 0,
    });
    expect(await countWhere(t, 'orders', `account_id = ${poor.id}`)).toBe(0);
    const capList = await mySubscriptions(capped.token);
    expect(capList[0]).toMatchObject({
      id: cap.id,
      status: 'stopped',
      reason: SubscriptionMessages.amountReached,
      drawsBought: 1,
      spent: 10_000,
    });
  });

  it('stops when a ticket wins, if asked to', async () => {
    const { token } = await buyer(t, 100_000);
    const numbers = [3, 14, 15, 26, 35, 41];
    const sub = (
      await subscribe(token, {
        stopOnWin: true,
        numberInfos: [{ numbers: numbers.map(String) }],
      })
    ).json().data;
    const period = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await runJobs(t);
    t.clock.advance(2 * HOUR);
    await createResult(t, 'mega645', period.drawCode, [3, 14, 15, 26, 1, 2]);
    const run = await runJobs(t);
    expect(run.settledTickets).toBeGreaterThanOrEqual(1);
    const list = await mySubscriptions(token);
    expect(list[0]).toMatchObject({
      id: sub.id,
      status: 'stopped',
      reason: SubscriptionMessages.won(period.drawCode),
    });
  });

  it('pauses, resumes and cancels; an ended one or another’s cannot change', async () => {
    const { token } = await buyer(t, 0);
    const other = await buyer(t, 0);
    const sub = (await subscribe(token, {})).json().data;
    const act = (action: string, who = token) =>
      post(who, '/api/customer/subscriptions/action', { subscriptionId: sub.id, action });
    expect((await act('pause')).json().data.status).toBe('paused');
    expect((await act('resume')).json().data.status).toBe('active');
    expect((await act('pause', other.token)).json().message).toBe(SubscriptionMessages.notFound);
    expect((await act('cancel')).json().data).toMatchObject({
      status: 'cancelled',
      statusLabel: 'Đã huỷ',
    });
    expect((await act('resume')).json().message).toBe(SubscriptionMessages.ended);
  });
});

describe('spending report', () => {
  it('adds up spending, refunds and prizes per day', async () => {
    const { token } = await buyer(t, 100_000);
    const period = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await buy(t, token, {
      orderItemInfos: [megaItem([period.drawCode], ['1', '2', '3', '10', '11', '12'])],
    });
    const missed = await createPeriod(t, 'mega645', { closeInMs: HOUR / 2 });
    await buy(t, token, { orderItemInfos: [megaItem([missed.drawCode])] });
    // Print only the first: the second misses its cut-off and is refunded.
    await t.db.withSession((s) =>
      s.query(`UPDATE draw_periods SET sales_close_at = $1 WHERE draw_code = $2`, [
        new Date(t.clock.now().getTime() - 1000),
        missed.drawCode,
      ]),
    );
    await t.db.withSession((s) =>
      s.query(`UPDATE tickets SET sales_close_at = $1 WHERE draw_code = $2`, [
        new Date(t.clock.now().getTime() - 1000),
        missed.drawCode,
      ]),
    );
    await runJobs(t);
    t.clock.advance(2 * HOUR);
    await createResult(t, 'mega645', period.drawCode, [1, 2, 3, 40, 41, 42]);
    await runJobs(t);
    const report = (
      await call(t, 'GET', '/api/customer/spending_report?days=7', undefined, { token })
    ).json().data;
    expect(report).toMatchObject({ spent: 10_000, refunded: 10_000, prizes: 30_000, net: 20_000 });
    expect(report.days).toHaveLength(7);
  });
});

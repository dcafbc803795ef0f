import type { AppConfig } from '@veso/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import { defaultAppConfig } from '../catalog/default-config';
import { APP_CONFIG_KEY, writeSetting } from '../catalog/repo';
import { customerBalances } from '../wallet/ledger';
import { OrderMessages } from './messages';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  runJobs,
  useSandboxApp,
} from './orders-test-kit';
import { ResponsibleMessages } from '../responsible-play/service';
import { SubscriptionMessages } from '../subscriptions/service';

/**
 * Every purchase goes through one order service that re-prices, checks the
 * operator's paused products and payment limits and the customer's limits and
 * self-exclusion, then debits. Real database; the ledger is checked after every test.
 */

const t = useSandboxApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const KENO_RESERVE = '/api/v2/keno/order/reserve';
const KENO_CONFIRM = '/api/v2/keno/order/confirm';

/** Stores an edited copy of the default app configuration, as an operator would. */
async function configure(edit: (config: AppConfig) => void): Promise<void> {
  const config = defaultAppConfig();
  edit(config);
  await writeSetting(t.db.orm, APP_CONFIG_KEY, config);
}

function pause(...productIds: string[]) {
  return configure((config) => {
    config.pausedProducts.push(
      ...productIds.map((productId) => ({ productId, label: 'Tạm dừng đến 15/02' })),
    );
  });
}

afterEach(() => writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig()));

/** A signed-in POST with a fresh requestId. */
function post(token: string, url: string, body: Record<string, unknown>) {
  return call(t, 'POST', url, { requestId: requestId(), ...body }, { token });
}

function kenoItem(drawCode: string) {
  return { product: 'keno', drawCodes: [drawCode], numberInfos: [{ numbers: ['07', '08'] }] };
}

async function reserveJson(token: string, body: Record<string, unknown>, url?: string) {
  return (await reserve(t, token, body, url)).json();
}

async function confirmJson(token: string, orderId: number, url = '/api/order/confirm') {
  return (
    await call(t, 'POST', url, { requestId: requestId(), orderId, paymentVendor: 1 }, { token })
  ).json();
}

/** What the customer was charged for tickets: nothing unless a ticket was written. */
async function expectNothingCharged(customer: { id: number }, balance: number) {
  expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(balance);
  expect(await countWhere(t, 'tickets', `account_id = ${customer.id}`)).toBe(0);
  expect(await countWhere(t, 'orders', `account_id = ${customer.id} AND state = 'paid'`)).toBe(0);
}

async function notifications(token: string): Promise<{ title: string; body: string }[]> {
  return (await call(t, 'GET', '/api/core/webview/notifications/list', undefined, { token })).json()
    .data.items;
}

describe('products the operator paused', () => {
  it('are refused by reserve and confirm (code 14) and nothing is charged', async () => {
    const customer = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const reserved = await reserveJson(customer.token, { orderItemInfos: [megaItem([drawCode])] });
    expect(reserved.code).toBe(0);

    await pause('mega645');
    for (const url of ['/api/order', '/api/v2/order/reserve']) {
      expect(
        await reserveJson(customer.token, { orderItemInfos: [megaItem([drawCode])] }, url),
      ).toMatchObject({ code: 14, message: OrderMessages.notOnSale });
    }
    expect(await confirmJson(customer.token, reserved.data.orderId)).toMatchObject({
      code: 14,
      message: OrderMessages.notOnSale,
    });
    await expectNothingCharged(customer, 100_000);

    // Back on sale: the same reserved order is paid.
    await configure(() => {});
    expect((await confirmJson(customer.token, reserved.data.orderId)).code).toBe(0);
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(90_000);
  });

  it('are refused by the Keno reserve and confirm, and a coming-soon product too', async () => {
    const customer = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'keno', { closeInMs: 5 * 60 * 1000 });
    const reserved = await reserveJson(
      customer.token,
      { orderItemInfos: [kenoItem(drawCode)] },
      KENO_RESERVE,
    );
    expect(reserved.code).toBe(0);
    await pause('keno');
    expect(
      await reserveJson(customer.token, { orderItemInfos: [kenoItem(drawCode)] }, KENO_RESERVE),
    ).toMatchObject({ code: 14, message: OrderMessages.notOnSale });
    expect(await confirmJson(customer.token, reserved.data.orderId, KENO_CONFIRM)).toMatchObject({
      code: 14,
      message: OrderMessages.notOnSale,
    });
    await configure((config) => {
      config.comingSoonProducts.push('keno');
    });
    expect(await confirmJson(customer.token, reserved.data.orderId, KENO_CONFIRM)).toMatchObject({
      code: 14,
      message: OrderMessages.comingSoon,
    });
    await expectNothingCharged(customer, 100_000);
  });

  it('refuses to start a subscription of a paused product', async () => {
    const customer = await buyer(t, 100_000);
    await pause('mega645');
    const created = await post(customer.token, '/api/customer/subscriptions/create', {
      product: 'mega645',
      numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6'] }],
    });
    expect(created.json()).toMatchObject({ code: 14, message: OrderMessages.notOnSale });
    expect(await countWhere(t, 'subscriptions', `account_id = ${customer.id}`)).toBe(0);
  });
});

describe('the operator’s payment limits (buyMinConfigs)', () => {
  const limit = {
    category: 0,
    productId: 'mega645',
    minAmount: 20_000,
    maxAmount: 30_000,
    minMessage: 'Mega 6/45: cần thanh toán tối thiểu 20,000đ',
    maxMessage: 'Mega 6/45: tối đa thanh toán 30,000đ',
  };
  const sets = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      numbers: [1, 2, 3, 4, 5, 6 + i].map(String),
    }));

  it('refuses an order below the minimum or above the maximum with the configured messages', async () => {
    const customer = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const item = (n: number) => ({ ...megaItem([drawCode]), numberInfos: sets(n) });
    // Without an entry the domain's 10,000đ minimum applies: one set is enough.
    expect((await reserveJson(customer.token, { orderItemInfos: [item(1)] })).code).toBe(0);

    await configure((config) => {
      config.orderConfig.buyMinConfigs.push(limit);
    });
    expect(await reserveJson(customer.token, { orderItemInfos: [item(1)] })).toMatchObject({
      code: 14,
      message: limit.minMessage,
    });
    expect(await reserveJson(customer.token, { orderItemInfos: [item(4)] })).toMatchObject({
      code: 14,
      message: limit.maxMessage,
    });
    const two = await reserveJson(customer.token, { orderItemInfos: [item(2)] });
    expect(two).toMatchObject({ code: 0, data: { amount: 20_000 } });

    // Raised before the customer pays: the confirm checks again and charges nothing.
    await configure((config) => {
      config.orderConfig.buyMinConfigs.push({ ...limit, minAmount: 30_000 });
    });
    expect(await confirmJson(customer.token, two.data.orderId)).toMatchObject({
      code: 14,
      message: limit.minMessage,
    });
    await expectNothingCharged(customer, 100_000);
  });
});

describe('the customer’s limits and self-exclusion in every path', () => {
  it('are refused by the Keno reserve and confirm', async () => {
    const customer = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'keno', { closeInMs: 5 * 60 * 1000 });
    const first = await reserveJson(
      customer.token,
      { orderItemInfos: [kenoItem(drawCode)] },
      KENO_RESERVE,
    );
    const second = await reserveJson(
      customer.token,
      { orderItemInfos: [kenoItem(drawCode)] },
      KENO_RESERVE,
    );
    expect([first.code, second.code]).toEqual([0, 0]);
    await post(customer.token, '/api/customer/play_limits', { daily: 10_000 });
    expect((await confirmJson(customer.token, first.data.orderId, KENO_CONFIRM)).code).toBe(0);
    const over = ResponsibleMessages.overLimit('daily', 10_000, 0);
    expect(await confirmJson(customer.token, second.data.orderId, KENO_CONFIRM)).toMatchObject({
      code: 14,
      message: over,
    });
    expect(
      await reserveJson(customer.token, { orderItemInfos: [kenoItem(drawCode)] }, KENO_RESERVE),
    ).toMatchObject({ code: 14, message: over });

    await post(customer.token, '/api/customer/self_exclusion', { period: 'permanent' });
    expect(await confirmJson(customer.token, second.data.orderId, KENO_CONFIRM)).toMatchObject({
      code: 14,
      message: ResponsibleMessages.excludedForever,
    });
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(90_000);
    expect(await countWhere(t, 'tickets', `account_id = ${customer.id}`)).toBe(1);
  });

  it('are refused by the confirm of an order reserved before the change', async () => {
    const customer = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const reserved = await reserveJson(customer.token, { orderItemInfos: [megaItem([drawCode])] });
    await post(customer.token, '/api/customer/self_exclusion', { period: '24h' });
    const res = await confirmJson(customer.token, reserved.data.orderId);
    expect(res.code).toBe(14);
    expect(res.message).toMatch(/^Bạn đã tự tạm ngừng mua vé đến /);
    await expectNothingCharged(customer, 100_000);
  });
});

describe('subscriptions through the order service', () => {
  // Every test starts after the periods of the earlier ones have closed (still 10:00).
  beforeEach(() => {
    t.clock.advance(4 * DAY);
  });

  function subscribe(token: string) {
    return post(token, '/api/customer/subscriptions/create', {
      product: 'mega645',
      numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6'] }],
    });
  }

  // (Other tests' subscriptions run in the same jobs: each test counts its own orders.)
  async function subscriptionOf(token: string) {
    const list = (await call(t, 'GET', '/api/customer/subscriptions', undefined, { token })).json()
      .data.items;
    return list[0];
  }

  it('skips a draw whose price changed, with a notification, and charges nothing', async () => {
    const customer = await buyer(t, 100_000);
    const sub = (await subscribe(customer.token)).json().data;
    // Created when a set cost 8,000đ: the domain now prices it at 10,000đ.
    await t.db.withSession((s) =>
      s.query('UPDATE subscriptions SET price_per_draw = 8000 WHERE id = $1', [sub.id]),
    );
    const first = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await runJobs(t);
    const reason = SubscriptionMessages.priceChanged(8_000, 10_000);
    expect(await subscriptionOf(customer.token)).toMatchObject({
      id: sub.id,
      status: 'active',
      drawsBought: 0,
      spent: 0,
      reason,
    });
    const notes = await notifications(customer.token);
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: SubscriptionMessages.skippedTitle,
        body: SubscriptionMessages.skipped('Mega 6/45', sub.id, first.drawCode, reason),
      }),
    );
    // The next draw is skipped too, without telling the same reason again.
    await createPeriod(t, 'mega645', { closeInMs: 3 * DAY });
    await runJobs(t);
    expect(await countWhere(t, 'orders', `subscription_id = ${sub.id}`)).toBe(0);
    const skipped = (await notifications(customer.token)).filter(
      (n) => n.title === SubscriptionMessages.skippedTitle,
    );
    expect(skipped).toHaveLength(1);
    await expectNothingCharged(customer, 100_000);
  });

  it('skips a draw of a paused product and buys again when it is back on sale', async () => {
    const customer = await buyer(t, 100_000);
    const sub = (await subscribe(customer.token)).json().data;
    await pause('mega645');
    const first = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await runJobs(t);
    expect(await subscriptionOf(customer.token)).toMatchObject({
      status: 'active',
      drawsBought: 0,
      reason: OrderMessages.notOnSale,
    });
    expect(await notifications(customer.token)).toContainEqual(
      expect.objectContaining({
        body: SubscriptionMessages.skipped(
          'Mega 6/45',
          sub.id,
          first.drawCode,
          OrderMessages.notOnSale,
        ),
      }),
    );
    await expectNothingCharged(customer, 100_000);

    await configure(() => {});
    const second = await createPeriod(t, 'mega645', { closeInMs: 3 * DAY });
    await runJobs(t);
    expect(await subscriptionOf(customer.token)).toMatchObject({
      status: 'active',
      drawsBought: 1,
      spent: 10_000,
      reason: null,
      lastDrawCode: second.drawCode,
    });
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(90_000);
  });

  it('skips a draw over the customer’s limit or while they are excluded', async () => {
    const customer = await buyer(t, 100_000);
    const sub = (await subscribe(customer.token)).json().data;
    await post(customer.token, '/api/customer/play_limits', { daily: 10_000 });
    const today = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await buy(t, customer.token, { orderItemInfos: [megaItem([today.drawCode])] });
    await createPeriod(t, 'mega645', { closeInMs: 2 * HOUR });
    // The subscription's first draw (today's) would take the day above 10,000đ.
    await runJobs(t);
    const over = ResponsibleMessages.overLimit('daily', 10_000, 0);
    expect(await subscriptionOf(customer.token)).toMatchObject({ status: 'active', reason: over });
    expect(await notifications(customer.token)).toContainEqual(
      expect.objectContaining({
        body: SubscriptionMessages.skipped('Mega 6/45', sub.id, today.drawCode, over),
      }),
    );
    await runJobs(t);
    expect(await countWhere(t, 'orders', `subscription_id = ${sub.id}`)).toBe(0);

    // Excluded while the job had the subscription in hand (it stayed active).
    await post(customer.token, '/api/customer/self_exclusion', { period: 'permanent' });
    await t.db.withSession((s) =>
      s.query(`UPDATE subscriptions SET status = 'active' WHERE id = $1`, [sub.id]),
    );
    t.clock.advance(DAY);
    const later = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    await runJobs(t);
    expect(await subscriptionOf(customer.token)).toMatchObject({
      reason: ResponsibleMessages.excludedForever,
    });
    expect(await notifications(customer.token)).toContainEqual(
      expect.objectContaining({
        body: SubscriptionMessages.skipped(
          'Mega 6/45',
          sub.id,
          later.drawCode,
          ResponsibleMessages.excludedForever,
        ),
      }),
    );
    expect(await countWhere(t, 'orders', `subscription_id = ${sub.id}`)).toBe(0);
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(90_000);
  });
});

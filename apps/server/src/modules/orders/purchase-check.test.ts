import { Code, messageForCode } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { defaultAppConfig } from '../catalog/default-config';
import { APP_CONFIG_KEY, writeSetting } from '../catalog/repo';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/errors';
import { SANDBOX_GATEWAY_SECRET, gatewaySet, hmacGateway } from '../../providers/payment-gateway';
import { sandboxPrintingAgent } from '../../providers/printing-agent';
import type { TestApp } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import { GROUP, megaLines, openGroup, setGroupFlag } from '../group-play/group-test-kit';
import { createSharePay } from '../group-play/share-pay';
import { authenticate } from '../session/service';
import { SubscriptionMessages, runSubscriptions } from '../subscriptions/service';
import { customerBalances } from '../wallet/ledger';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';
import { OrderMessages } from './messages';
import {
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  useSandboxApp,
} from './orders-test-kit';

/**
 * One purchase check (`checkPurchase`) for every path: without a printing agent (a server
 * in live mode for now) nothing is sold, whichever way the customer buys: the web and
 * webview orders, a group's reserve and shares, shares paid through the wallet, a
 * subscription's start and each draw it buys. Each is refused with code 7 and writes and
 * charges nothing; the first failing rule answers (an under-age buyer hears so first).
 * The server without an agent shares the sandbox app's database and clock.
 */

const t = useSandboxApp();
const HOUR = 60 * 60 * 1000;
const MAINTENANCE = { code: Code.MAINTENANCE, message: messageForCode(Code.MAINTENANCE) };
const SET = ['1', '2', '3', '4', '5', '6'];

let live: App;
/** The same database and clock served by a server without a printing agent. */
const withoutAgent = (): TestApp => ({
  app: live,
  db: t.db,
  clock: t.clock,
  config: t.config,
  families: t.families,
  close: async () => {},
});
/** A server process's dependencies without a printing agent (its jobs and services). */
const depsWithoutAgent = (): AppDeps => ({
  config: t.config,
  db: t.db,
  clock: t.clock,
  families: t.families,
});

beforeAll(async () => {
  live = await buildApp({ config: { ...t.config, sandbox: false }, db: t.db, clock: t.clock });
  await setGroupFlag(t, true);
});
afterAll(() => live.close());

function post(app: TestApp, token: string, url: string, body: Record<string, unknown>) {
  return call(app, 'POST', url, { requestId: requestId(), ...body }, { token });
}

/** The customer's balance is as it was, and no order, group share or payment is theirs. */
async function expectNothingWritten(customer: { id: number }, balance: number) {
  expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(balance);
  const account = `account_id = ${customer.id}`;
  expect(await countWhere(t, 'orders', `${account} AND state = 'paid'`)).toBe(0);
  expect(await countWhere(t, 'tickets', account)).toBe(0);
  expect(await countWhere(t, 'group_play_members', account)).toBe(0);
  expect(await countWhere(t, 'payments', account)).toBe(0);
}

describe('without a printing agent', () => {
  it('refuses the web and webview orders (code 7), after the rules before it', async () => {
    const customer = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const order = { orderItemInfos: [megaItem([drawCode])] };
    expect((await reserve(withoutAgent(), customer.token, order)).json()).toMatchObject(
      MAINTENANCE,
    );
    // Reserved while the agent was there, confirmed by a server without one.
    const reserved = (await reserve(t, customer.token, order)).json();
    expect(reserved.code).toBe(0);
    const confirmed = await post(withoutAgent(), customer.token, '/api/order/confirm', {
      orderId: reserved.data.orderId,
    });
    expect(confirmed.json()).toMatchObject(MAINTENANCE);
    await expectNothingWritten(customer, 100_000);
    expect(await countWhere(t, 'orders', `account_id = ${customer.id}`)).toBe(1);

    const wallet = await embeddedBuyer(t);
    const created = await post(withoutAgent(), wallet.token, '/api/xsdt/xsdt/order/create', order);
    expect(created.json()).toMatchObject(MAINTENANCE);
    expect(await countWhere(t, 'orders', `account_id = ${wallet.id}`)).toBe(0);

    // The age comes before the agent: a minor is told why they cannot buy.
    const minor = await buyer(t, 100_000, { birthday: '2015-01-01' });
    expect((await reserve(withoutAgent(), minor.token, order)).json()).toMatchObject({
      code: 14,
      message: OrderMessages.underAge,
    });
  });

  it('refuses a group reserve and buying shares (code 7), nothing held', async () => {
    const leader = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645', { closeInMs: 2 * 24 * HOUR });
    const reserved = await post(withoutAgent(), leader.token, `${GROUP}/order/reserve`, {
      kind: 'cung-chon-so',
      product: 'mega645',
      drawCode,
      totalShares: 10,
      numberInfos: megaLines(1),
    });
    expect(reserved.json()).toMatchObject(MAINTENANCE);
    expect(await countWhere(t, 'group_play_groups', `leader_account_id = ${leader.id}`)).toBe(0);

    // A group opened while the agent was there: its shares are not sold without one.
    const { groupId } = await openGroup(t, {
      leader,
      totalShares: 10,
      leaderShares: 1,
      numberInfos: megaLines(1),
      closeInMs: 2 * 24 * HOUR,
    });
    const member = await buyer(t, 100_000);
    const bought = await post(withoutAgent(), member.token, `${GROUP}/confirm_order`, {
      groupId,
      shares: 2,
    });
    expect(bought.json()).toMatchObject(MAINTENANCE);
    await expectNothingWritten(member, 100_000);
    expect(await countWhere(t, 'group_play_groups', `id = ${groupId} AND sold_shares = 1`)).toBe(1);
  });

  it('refuses shares paid through the wallet before the customer is sent to pay', async () => {
    const leader = await buyer(t, 100_000);
    const { groupId } = await openGroup(t, {
      leader,
      totalShares: 10,
      leaderShares: 1,
      numberInfos: megaLines(1),
      closeInMs: 2 * 24 * HOUR,
    });
    const wallet = await embeddedBuyer(t);
    const session = await authenticate(t.db.orm, wallet.token, t.clock.now());
    const gateways = gatewaySet([], hmacGateway('sandbox', SANDBOX_GATEWAY_SECRET, '/sandbox/pay'));
    const refusal = await createSharePay(depsWithoutAgent(), gateways, session, {
      requestId: requestId(),
      groupId,
      shares: 2,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject(MAINTENANCE);
    await expectNothingWritten(wallet, 0);
    expect(await countWhere(t, 'group_share_payments', `account_id = ${wallet.id}`)).toBe(0);
  });

  it('refuses to start a subscription, and its renewals skip the draw, charging nothing', async () => {
    // After the draws of the earlier tests closed.
    t.clock.advance(4 * 24 * HOUR);
    const customer = await buyer(t, 100_000);
    const subscription = { product: 'mega645', numberInfos: [{ numbers: SET }] };
    const url = '/api/customer/subscriptions/create';
    expect((await post(withoutAgent(), customer.token, url, subscription)).json()).toMatchObject(
      MAINTENANCE,
    );
    expect(await countWhere(t, 'subscriptions', `account_id = ${customer.id}`)).toBe(0);

    // Started while the agent was there; its next draw comes up on a server without one.
    const sub = (await post(t, customer.token, url, subscription)).json().data;
    const first = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    expect(await runSubscriptions(depsWithoutAgent())).toBe(0);
    const reason = MAINTENANCE.message;
    const rows = await t.db.withSession((s) =>
      s.query<{ status: string; reason: string | null; draws_bought: number }>(
        'SELECT status, reason, draws_bought FROM subscriptions WHERE id = $1',
        [sub.id],
      ),
    );
    expect(rows).toEqual([{ status: 'active', reason, draws_bought: 0 }]);
    const notes = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, {
        token: customer.token,
      })
    ).json().data.items;
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: SubscriptionMessages.skippedTitle,
        body: SubscriptionMessages.skipped('Mega 6/45', sub.id, first.drawCode, reason),
      }),
    );
    expect(await countWhere(t, 'orders', `subscription_id = ${sub.id}`)).toBe(0);
    await expectNothingWritten(customer, 100_000);

    // With an agent the next draw is bought.
    await createPeriod(t, 'mega645', { closeInMs: 3 * HOUR });
    const withAgent = { ...depsWithoutAgent(), printingAgent: sandboxPrintingAgent() };
    expect(await runSubscriptions(withAgent)).toBe(1);
    expect(await countWhere(t, 'orders', `subscription_id = ${sub.id}`)).toBe(1);
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(90_000);
  });
});

describe('the rules of every purchase', () => {
  it('refuses the shares of an open group whose product the operator paused', async () => {
    const leader = await buyer(t, 100_000);
    const { groupId } = await openGroup(t, {
      leader,
      totalShares: 10,
      leaderShares: 1,
      numberInfos: megaLines(1),
      closeInMs: 2 * 24 * HOUR,
    });
    const config = defaultAppConfig();
    config.pausedProducts.push({ productId: 'mega645', label: 'Tạm dừng đến 15/02' });
    await writeSetting(t.db.orm, APP_CONFIG_KEY, config);
    try {
      const notOnSale = { code: 14, message: OrderMessages.notOnSale };
      const member = await buyer(t, 100_000);
      const bought = await post(t, member.token, `${GROUP}/confirm_order`, { groupId, shares: 2 });
      expect(bought.json()).toMatchObject(notOnSale);
      await expectNothingWritten(member, 100_000);
      const wallet = await embeddedBuyer(t);
      const paying = await post(t, wallet.token, `${GROUP}/share_pay`, { groupId, shares: 2 });
      expect(paying.json()).toMatchObject(notOnSale);
      await expectNothingWritten(wallet, 0);
    } finally {
      await writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig());
    }
    expect(await countWhere(t, 'group_play_groups', `id = ${groupId} AND sold_shares = 1`)).toBe(1);
  });
});

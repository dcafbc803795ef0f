import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type TestApp } from '../../test/test-app';
import { call } from '../auth/auth-test-kit';
import { createDrawTestApp } from '../../test/draw-test-app';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { buy, buyer, megaItem, reserve, runJobs } from './orders-test-kit';
import { OrderMessages } from './messages';

/**
 * Orders against the real draws module: its period job's periods are bought, its sandbox
 * provider's result (drawn "now" by the dev route) settles the printed ticket.
 */
let t: TestApp;
beforeAll(async () => {
  const config = testConfig({ sandbox: true });
  const drawApp = await createDrawTestApp({ config: { sandbox: true } });
  t = { ...drawApp, config };
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

describe('orders with the draws module', () => {
  it('buys the next open period, prints it, and settles it once the period is drawn', async () => {
    const { id, token } = await buyer(t, 50_000);
    // The dev route creates the upcoming periods; buy the next open one.
    const first = await call(t, 'POST', '/api/dev/draws/run', { product: 'power655' });
    expect(first.json().code).toBe(0);
    const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([])] });
    expect((await customerBalances(t.db.orm, id)).balance).toBe(40_000);
    const bought = (
      await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token })
    ).json().data;
    const drawCode = bought.tickets[0].drawCode as string;
    expect((await runJobs(t)).printed).toBe(1);

    // Drawn now (before its time): it can no longer be bought, and its ticket settles.
    const drawn = (await call(t, 'POST', '/api/dev/draws/run', { product: 'mega645' })).json();
    expect(drawn.data.result.drawCode).toBe(drawCode);
    const late = await reserve(t, token, { orderItemInfos: [megaItem([drawCode])] });
    expect(late.json().message).toBe(OrderMessages.salesClosed);
    const run = await runJobs(t);
    expect(run).toMatchObject({ settledDraws: 1, settledTickets: 1 });
    const settled = (
      await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token })
    ).json().data;
    expect(settled.tickets[0]).toMatchObject({ status: 2, drawCode });
    expect(['Hoàn thành', 'Trúng thưởng']).toContain(settled.statusLabel);
    expect((await runJobs(t)).settledTickets).toBe(0);
  });

  it('refunds a paid ticket whose period was drawn before the agent printed it', async () => {
    const { id, token } = await buyer(t, 10_000);
    const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([])] });
    const drawCode = (
      await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token })
    ).json().data.tickets[0].drawCode;
    const drawn = (await call(t, 'POST', '/api/dev/draws/run', { product: 'mega645' })).json();
    expect(drawn.data.result.drawCode).toBe(drawCode);
    const run = await runJobs(t);
    expect(run.refunded).toBe(1);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(10_000);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { testConfig, type TestApp } from '../../test/test-app';
import { call } from '../auth/auth-test-kit';
import { createDrawTestApp } from '../../test/draw-test-app';
import { runDrawJob } from '../draws/service';
import type { ResultProvider } from '../../providers/result-provider';
import { APP_CONFIG_KEY, writeSetting } from '../catalog/repo';
import { defaultAppConfig } from '../catalog/default-config';
import { OrderMessages } from '../orders/messages';
import { buy, buyer, countWhere, reserve, runJobs } from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';
import { creditMain, expectLedgerClean } from '../wallet/wallet-test-kit';
import { XsdtMessages } from './service';
import { embedCreate, embeddedBuyer, numbersOf } from './xsdt-test-kit';

/**
 * The computer lottery against the real draws module: the calendar's periods (6x36 on
 * Wednesday and Saturday, loto daily on the northern draw, sales closing at 18:00), the
 * reseller's cut-off, and a 6x36 ticket settled on a sandbox draw.
 */
let t: TestApp;
let provider: ResultProvider;
beforeAll(async () => {
  const config = testConfig({ sandbox: true });
  const drawApp = await createDrawTestApp({ config: { sandbox: true } });
  t = { ...drawApp, config };
  provider = drawApp.provider;
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

/** A Hà Nội day and time as an instant. */
function vn(day: string, time: string): Date {
  return new Date(`${day}T${time}+07:00`);
}

/** Moves the clock and runs the draw job (periods ahead, sales closed, due draws drawn). */
async function at(instant: Date): Promise<void> {
  t.clock.set(instant);
  await runDrawJob(t.db.orm, provider, instant);
}

function loto2(drawCodes: string[]) {
  return { product: 'loto2', drawCodes, numberInfos: [{ numbers: ['27'] }] };
}

async function ticketsOf(token: string, orderId: number): Promise<{ drawCode: string }[]> {
  return (
    await call(t, 'GET', `/api/order/xsdt_info?orderId=${orderId}`, undefined, { token })
  ).json().data.tickets;
}

describe('cut-off of the loto games (reseller: closed 18:00–18:59, then the next day)', () => {
  it('lists the open periods with their cut-off: today’s until 18:00, then tomorrow’s', async () => {
    await at(vn('2026-11-18', '17:59:00'));
    const before = (
      await call(
        t,
        'GET',
        '/api/core/api/webview/period/list_in_day?lottery_type=1&category=2&groups=2',
      )
    ).json().data;
    expect(before.periods[0]).toMatchObject({
      drawCode: '2026-11-18',
      openDate: '18/11/2026 18:15:00',
      salesCloseAt: vn('2026-11-18', '18:00:00').toISOString(),
    });
    await at(vn('2026-11-18', '18:00:01'));
    const after = (
      await call(
        t,
        'GET',
        '/api/core/api/webview/period/list_in_day?lottery_type=1&category=6&groups=3',
      )
    ).json().data;
    expect(after.periods[0].drawCode).toBe('2026-11-19');
  });

  it('at 18:00:01 moves today’s order to tomorrow’s draw, or refuses it, as the customer chose', async () => {
    await at(vn('2026-11-18', '17:00:00'));
    const { token } = await buyer(t, 100_000);
    await at(vn('2026-11-18', '18:00:01'));
    const orders = await countWhere(t, 'orders');
    const refused = await reserve(t, token, {
      orderItemInfos: [loto2(['2026-11-18'])],
      cutoffPolicy: 'refuse',
    });
    expect(refused.json()).toMatchObject({ code: 14, message: OrderMessages.salesClosed });
    expect(await countWhere(t, 'orders')).toBe(orders);

    const moved = await buy(t, token, {
      orderItemInfos: [loto2(['2026-11-18'])],
      cutoffPolicy: 'next',
    });
    expect((await ticketsOf(token, moved.orderId)).map((x) => x.drawCode)).toEqual(['2026-11-19']);

    // After 19:00 the next draw on sale is tomorrow's.
    await at(vn('2026-11-18', '19:00:00'));
    const next = await buy(t, token, { orderItemInfos: [loto2([])] });
    expect((await ticketsOf(token, next.orderId)).map((x) => x.drawCode)).toEqual(['2026-11-19']);
  });

  it('sells a 6x36 ticket bought on Thursday for Saturday’s draw', async () => {
    await at(vn('2026-11-19', '10:00:00'));
    const { token } = await buyer(t, 100_000);
    const periods = (
      await call(
        t,
        'GET',
        '/api/core/api/webview/period/list_in_day?lottery_type=1&category=1&groups=6',
      )
    ).json().data.periods as { drawCode: string; openDate: string }[];
    expect(periods.slice(0, 2).map((p) => p.openDate)).toEqual([
      '21/11/2026 18:05:00',
      '25/11/2026 18:05:00',
    ]);
    const { orderId } = await buy(t, token, {
      orderItemInfos: [{ product: 'dientoan636', numberInfos: [{ numbers: numbersOf(6, 1, 2) }] }],
    });
    expect((await ticketsOf(token, orderId)).map((x) => x.drawCode)).toEqual(['2026-11-21']);
  });
});

describe('list_in_day by category and groups (spec §3)', () => {
  type Listed = { product: string; periods: { drawCode: string; category: number }[] };
  async function listInDay(
    query: string,
  ): Promise<{ code: number; message: string; data: Listed }> {
    return (await call(t, 'GET', `/api/core/api/webview/period/list_in_day?${query}`)).json();
  }
  const drawCodes = (list: Listed) => list.periods.map((p) => p.drawCode);

  it('answers the periods of the groups of the category, one or several', async () => {
    await at(vn('2026-11-19', '10:00:00'));
    const loto = await listInDay('lottery_type=1&category=2');
    expect(loto.data.product).toBe('xsmb');
    expect(drawCodes(loto.data).slice(0, 2)).toEqual(['2026-11-19', '2026-11-20']);
    for (const groups of ['2', '3', '5', '2,3,5', ' 5 , 2 ']) {
      const listed = await listInDay(`lottery_type=1&category=2&groups=${groups}`);
      expect(listed.code, groups).toBe(0);
      expect(listed.data.periods, groups).toEqual(loto.data.periods);
    }
    const pairs = await listInDay('lottery_type=1&category=6&groups=4');
    expect(pairs.data.periods.map((p) => p.category)).toEqual(loto.data.periods.map(() => 6));
    const x636 = await listInDay('lottery_type=1&category=1&groups=6');
    expect(x636.data.product).toBe('dientoan636');
    expect(drawCodes(x636.data).slice(0, 2)).toEqual(['2026-11-21', '2026-11-25']);
  });

  it('refuses a group that is not one of the category’s, with code 14 and nothing listed', async () => {
    for (const query of [
      'lottery_type=1&category=2&groups=4', // 4 is a loto pair group (category 6)
      'lottery_type=1&category=6&groups=5', // 5 is loto 5 số (category 2)
      'lottery_type=1&category=1&groups=2', // 6x36 has group 6 only
      'lottery_type=1&category=2&groups=2,6',
      'lottery_type=1&category=2&groups=hai',
      'lottery_type=2&category=3&groups=2', // the paper lotteries have no groups
    ]) {
      const res = await call(t, 'GET', `/api/core/api/webview/period/list_in_day?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 14, message: XsdtMessages.product });
    }
  });

  it('lists no period for groups whose products the operator paused, the others’ still', async () => {
    await at(vn('2026-11-19', '10:00:00'));
    await writeSetting(t.db.orm, APP_CONFIG_KEY, {
      ...defaultAppConfig(),
      pausedProducts: [
        { productId: 'loto5', label: 'Tạm dừng' },
        { productId: 'dientoan636', label: 'Tạm dừng' },
      ],
    });
    try {
      expect((await listInDay('lottery_type=1&category=2&groups=5')).data.periods).toEqual([]);
      // Loto 2 and 3 số are still sold on the same draws; so is the 6x36 bao.
      expect((await listInDay('lottery_type=1&category=2&groups=3,5')).data.periods).not.toEqual(
        [],
      );
      expect((await listInDay('lottery_type=1&category=2&groups=2')).data.periods).not.toEqual([]);
      expect((await listInDay('lottery_type=1&category=1&groups=6')).data.periods).not.toEqual([]);
      const { token } = await buyer(t, 100_000);
      const refused = await reserve(t, token, {
        orderItemInfos: [{ product: 'loto5', numberInfos: [{ numbers: ['12345'] }] }],
      });
      expect(refused.json()).toMatchObject({ code: 14, message: OrderMessages.notOnSale });
    } finally {
      await writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig());
    }
    expect((await listInDay('lottery_type=1&category=2&groups=5')).data.periods).not.toEqual([]);
  });
});

describe('6x36 on a sandbox draw', () => {
  it('settles a 6x36 ticket and a bao on a generated draw', async () => {
    await at(vn('2026-11-20', '10:00:00'));
    const single = await buyer(t, 100_000);
    const bao = await buyer(t, 100_000);
    const six = await buy(t, single.token, {
      orderItemInfos: [{ product: 'dientoan636', numberInfos: [{ numbers: numbersOf(6, 1, 2) }] }],
    });
    const seven = await buy(t, bao.token, {
      orderItemInfos: [
        { product: 'bao636', numberInfos: [{ numbers: numbersOf(7, 1, 2), form: 'bao' }] },
      ],
    });
    expect((await runJobs(t)).printed).toBeGreaterThanOrEqual(2);

    const drawn = (
      await call(t, 'POST', '/api/dev/draws/run', {
        product: 'dientoan636',
        numbers: [1, 2, 3, 4, 5, 36],
      })
    ).json();
    expect(drawn.data.result).toMatchObject({ drawCode: '2026-11-21', source: 'sandbox' });
    const [stored] = await t.db.orm
      .select({ numbers: drawResults.numbers })
      .from(drawResults)
      .where(and(eq(drawResults.product, 'dientoan636'), eq(drawResults.drawCode, '2026-11-21')));
    expect(stored?.numbers).toMatchObject({ numbers: [1, 2, 3, 4, 5, 36], generated: true });

    expect((await runJobs(t)).settledTickets).toBeGreaterThanOrEqual(2);
    // 5 matches: Giải Nhì 1,800,000đ per 10,000đ.
    expect((await customerBalances(t.db.orm, single.id)).prizeBalance).toBe(1_800_000);
    // Bao 7: two lines of 5 matches and five of 4: 2 × 1,800,000 + 5 × 100,000.
    expect((await customerBalances(t.db.orm, bao.id)).prizeBalance).toBe(4_100_000);
    const order = (
      await call(t, 'GET', `/api/order/xsdt_info?orderId=${six.orderId}`, undefined, {
        token: single.token,
      })
    ).json().data;
    expect(order.tickets[0]).toMatchObject({ status: 2, winStatus: 1, prizeNet: 1_800_000 });
    expect(seven.orderId).toBeGreaterThan(0);
  });

  it('settles an embedded 6x36 ticket bought at 1,000đ a unit on a tenth of the prize per unit', async () => {
    await at(vn('2026-11-23', '10:00:00'));
    const customer = await embeddedBuyer(t);
    await creditMain(t, customer.id, 10_000);
    const created = await embedCreate(t, customer.token, [
      { product: 'dientoan636', numberInfos: [{ numbers: numbersOf(6, 1, 2), tickQuantity: 10 }] },
    ]);
    expect(created).toMatchObject({ code: 0, data: { amount: 10_000 } });
    const paid = (
      await call(
        t,
        'POST',
        '/api/order/confirm',
        { requestId: `c-${created.data!.orderId}`, orderId: created.data!.orderId },
        { token: customer.token },
      )
    ).json();
    expect(paid.code).toBe(0);
    expect(paid.data.order.amount).toBe(10_000);
    expect((await runJobs(t)).printed).toBeGreaterThanOrEqual(1);
    await call(t, 'POST', '/api/dev/draws/run', {
      product: 'dientoan636',
      numbers: [1, 2, 3, 4, 5, 36],
    });
    await runJobs(t);
    // 10 units of 1,000đ stake 10,000đ: Giải Nhì 1,800,000đ.
    expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(1_800_000);
  });
});

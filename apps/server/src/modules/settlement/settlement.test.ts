import { claimsInPerson, formatMoney, prizeTax } from '@veso/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { drawSettlements } from '../../db/schema-orders';
import { call } from '../auth/auth-test-kit';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  createResult,
  realDraws,
  runJobs,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { checkLedger, customerBalances } from '../wallet/ledger';
import { creditPrize } from '../wallet/wallet-test-kit';
import { givenUpSettlements, markClaimed, openClaims, retrySettlement } from './repo';
import { settleDraw, settleDrawnPeriods } from './service';

const t = useSandboxApp();

const HOUR = 60 * 60 * 1000;

type Product = 'mega645' | 'power655' | 'lotto535';
type Bought = { id: number; token: string; orderId: number; expectedGross: number };

/** Numbers of 1..max that are not in `drawn`, ascending. */
function others(drawn: readonly number[], max: number): number[] {
  return Array.from({ length: max }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Buys one ticket per line (one customer each) for a new period of the product, prints
 * them, moves past the draw, writes the real result and settles.
 */
async function playDraw(
  product: Product,
  result: number[],
  tickets: { numbers: number[]; special?: number; expectedGross: number }[],
): Promise<{ bought: Bought[]; drawCode: string }> {
  const period = await createPeriod(t, product);
  const bought: Bought[] = [];
  for (const ticket of tickets) {
    const customer = await buyer(t, 10_000);
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [
        {
          product,
          drawCodes: [period.drawCode],
          numberInfos: [
            {
              numbers: ticket.numbers.map(pad),
              ...(ticket.special === undefined ? {} : { special: pad(ticket.special) }),
            },
          ],
        },
      ],
    });
    bought.push({ ...customer, orderId, expectedGross: ticket.expectedGross });
  }
  expect((await runJobs(t)).printed).toBeGreaterThanOrEqual(tickets.length);
  t.clock.advance(2 * HOUR);
  await createResult(t, product, period.drawCode, result);
  const run = await runJobs(t);
  expect(run.settledTickets).toBeGreaterThanOrEqual(tickets.length);
  return { bought, drawCode: period.drawCode };
}

/**
 * Each ticket settled as the rules say: a prize up to the in-person threshold credited minus
 * tax; one above it recorded, held for its claim at Vietlott (nothing credited) and
 * announced with how to claim it.
 */
async function expectPaid(bought: Bought[]): Promise<void> {
  for (const b of bought) {
    const tax = prizeTax(b.expectedGross);
    const inPerson = claimsInPerson(b.expectedGross);
    const { prizeBalance } = await customerBalances(t.db.orm, b.id);
    expect(prizeBalance).toBe(inPerson ? 0 : b.expectedGross - tax);
    const order = (
      await call(t, 'GET', `/api/order/info?orderId=${b.orderId}`, undefined, { token: b.token })
    ).json().data;
    const [ticket] = order.tickets;
    expect(ticket).toMatchObject({
      status: 2,
      prizeGross: b.expectedGross,
      prizeTax: tax,
      prizeNet: b.expectedGross - tax,
      winStatus: b.expectedGross > 0 ? 1 : 0,
      claimInPerson: inPerson,
      claimedAt: null,
    });
    if (inPerson) {
      expect(ticket.claimNote).toMatch(
        /^Giải thưởng trên 10\.000\.000đ phải được lĩnh trực tiếp tại văn phòng hoặc chi nhánh của Vietlott .*mang vé gốc .* và CCCD đến lĩnh trong 60 ngày kể từ ngày mở thưởng, chậm nhất ngày \d{2}\/\d{2}\/\d{4};.*Khoản này không cộng vào tài khoản trả thưởng\.$/,
      );
    } else expect(ticket.claimNote).toBeNull();
    expect(order.statusLabel).toBe(b.expectedGross > 0 ? 'Trúng thưởng' : 'Hoàn thành');
    const notes = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, { token: b.token })
    ).json().data;
    // One notice of the order's result, won or not.
    const results = notes.items.filter((n: { orderId: number; kind: string }) =>
      ['won', 'settled'].includes(n.kind),
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      kind: b.expectedGross > 0 ? 'won' : 'settled',
      orderId: b.orderId,
      read: false,
      body:
        b.expectedGross > 0
          ? expect.stringContaining(`đã trúng ${formatMoney(b.expectedGross)}.`)
          : expect.stringContaining(`của đơn hàng #${b.orderId} không trúng thưởng.`),
    });
    if (inPerson) expect(results[0]?.body).toContain(ticket.claimNote);
  }
}

describe('settlement on real draws', () => {
  it('Mega 6/45: every tier wins its prize minus tax; two jackpot winners share the pot', async () => {
    const draw = realDraws('mega645').at(-1)!;
    const r = draw.result;
    const miss = others(r, 45);
    const { bought } = await playDraw('mega645', r, [
      { numbers: r, expectedGross: 6_000_000_000 },
      { numbers: r, expectedGross: 6_000_000_000 },
      { numbers: [...r.slice(0, 5), miss[0]!], expectedGross: 10_000_000 },
      { numbers: [...r.slice(0, 4), ...miss.slice(0, 2)], expectedGross: 300_000 },
      { numbers: [...r.slice(0, 3), ...miss.slice(0, 3)], expectedGross: 30_000 },
      { numbers: [...r.slice(0, 2), ...miss.slice(0, 4)], expectedGross: 0 },
    ]);
    await expectPaid(bought);
    t.clock.advance(-2 * HOUR);
  });

  it('Power 6/55: Jackpot 1, Jackpot 2 (5 + bonus) and the fixed tiers', async () => {
    const draw = realDraws('power655').at(-1)!;
    const main = draw.result.slice(0, 6);
    const bonus = draw.result[6]!;
    const miss = others(draw.result, 55);
    const { bought } = await playDraw('power655', draw.result, [
      { numbers: main, expectedGross: 30_000_000_000 },
      { numbers: [...main.slice(0, 5), bonus], expectedGross: 3_000_000_000 },
      { numbers: [...main.slice(0, 5), miss[0]!], expectedGross: 40_000_000 },
      { numbers: [...main.slice(0, 4), ...miss.slice(0, 2)], expectedGross: 500_000 },
      { numbers: [...main.slice(0, 3), ...miss.slice(0, 3)], expectedGross: 50_000 },
    ]);
    await expectPaid(bought);
    t.clock.advance(-2 * HOUR);
  });

  it('Lotto 5/35: from Độc đắc down to Khuyến khích', async () => {
    const draw = realDraws('lotto535').at(-1)!;
    const main = draw.result.slice(0, 5);
    const special = draw.result[5]!;
    const otherSpecial = special === 12 ? 1 : special + 1;
    const miss = others(main, 35);
    const { bought } = await playDraw('lotto535', draw.result, [
      { numbers: main, special, expectedGross: 6_000_000_000 },
      { numbers: main, special: otherSpecial, expectedGross: 10_000_000 },
      { numbers: [...main.slice(0, 4), miss[0]!], special, expectedGross: 5_000_000 },
      { numbers: [...main.slice(0, 4), miss[0]!], special: otherSpecial, expectedGross: 500_000 },
      { numbers: [...main.slice(0, 3), ...miss.slice(0, 2)], special, expectedGross: 100_000 },
      {
        numbers: [...main.slice(0, 3), ...miss.slice(0, 2)],
        special: otherSpecial,
        expectedGross: 30_000,
      },
      { numbers: [main[0]!, ...miss.slice(0, 4)], special, expectedGross: 10_000 },
      { numbers: [main[0]!, ...miss.slice(0, 4)], special: otherSpecial, expectedGross: 0 },
    ]);
    await expectPaid(bought);
    t.clock.advance(-2 * HOUR);
  });
});

describe('the order detail and its draw', () => {
  it("carries no result before the draw, then the draw's numbers with the ticket", async () => {
    const draw = realDraws('mega645').at(-1)!;
    const period = await createPeriod(t, 'mega645');
    const customer = await buyer(t, 10_000);
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: [period.drawCode],
          numberInfos: [{ numbers: draw.result.map(pad) }],
        },
      ],
    });
    await runJobs(t);
    const detail = async () =>
      (
        await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, {
          token: customer.token,
        })
      ).json().data;
    expect((await detail()).results).toEqual([]);
    t.clock.advance(2 * HOUR);
    await createResult(t, 'mega645', period.drawCode, draw.result);
    const drawn = await detail();
    expect(drawn.results).toEqual([
      expect.objectContaining({
        product: 'mega645',
        drawCode: period.drawCode,
        result: expect.objectContaining({ kind: 'balls', numbers: draw.result }),
      }),
    ]);
    expect(drawn.tickets[0].drawCode).toBe(period.drawCode);
    t.clock.advance(-2 * HOUR);
  });
});

describe('settling once', () => {
  it('pays once when settlement runs twice and concurrently', async () => {
    const draw = realDraws('mega645').at(-2)!;
    const period = await createPeriod(t, 'mega645');
    const customer = await buyer(t, 10_000);
    await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: [period.drawCode],
          numberInfos: [
            { numbers: draw.result.slice(0, 5).concat(others(draw.result, 45)[0]!).map(pad) },
          ],
        },
      ],
    });
    await runJobs(t);
    t.clock.advance(2 * HOUR);
    try {
      // No result yet: nothing is settled.
      expect(await settleDrawnPeriods({ ...deps() })).toEqual({ draws: 0, tickets: 0 });
      await createResult(t, 'mega645', period.drawCode, draw.result);
      const runs = await Promise.all([
        settleDraw(deps(), 'mega645', period.drawCode),
        settleDraw(deps(), 'mega645', period.drawCode),
        settleDrawnPeriods(deps()),
        runJobs(t),
      ]);
      expect(runs.slice(0, 2).sort()).toEqual([0, 1]);
      expect(await settleDrawnPeriods(deps())).toEqual({ draws: 0, tickets: 0 });
      expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(10_000_000);
      expect(await countWhere(t, 'draw_settlements', `draw_code = '${period.drawCode}'`)).toBe(1);
      expect(
        await countWhere(
          t,
          'ledger_transactions',
          `kind = 'prize.settle' and ref like 'ticket:%'
        and ref in (select 'ticket:' || id from tickets where draw_code = '${period.drawCode}')`,
        ),
      ).toBe(1);
    } finally {
      t.clock.advance(-2 * HOUR);
    }
  });
});

describe('settling a big draw', () => {
  it('marks the losing tickets in one statement however many there are', async () => {
    const draw = realDraws('mega645').at(-3)!;
    const losing = others(draw.result, 45).slice(0, 6).map(pad);
    const statementsToSettle = async (tickets: number): Promise<number> => {
      const period = await createPeriod(t, 'mega645');
      const customer = await buyer(t, 100_000);
      for (let i = 0; i < tickets; i += 1) {
        await buy(t, customer.token, {
          orderItemInfos: [
            {
              product: 'mega645',
              drawCodes: [period.drawCode],
              numberInfos: [{ numbers: losing }],
            },
          ],
        });
      }
      await runJobs(t);
      t.clock.advance(2 * HOUR);
      try {
        await createResult(t, 'mega645', period.drawCode, draw.result);
        let statements = 0;
        const stop = t.db.onQuery(() => {
          statements += 1;
        });
        try {
          expect(await settleDraw(deps(), 'mega645', period.drawCode)).toBe(tickets);
        } finally {
          stop();
        }
        expect(
          await countWhere(
            t,
            'tickets',
            `draw_code = '${period.drawCode}' and status = 2 and win_status = 0 and prize_gross = 0 and settled_at is not null`,
          ),
        ).toBe(tickets);
        return statements;
      } finally {
        t.clock.advance(-2 * HOUR);
      }
    };
    expect(await statementsToSettle(6)).toBe(await statementsToSettle(1));
  });
});

describe('settling the winners of a draw together', () => {
  it('credits each winning ticket once, several to one customer; the replay of a crashed run pays nothing twice', async () => {
    const draw = realDraws('mega645').at(-4)!;
    const r = draw.result;
    const miss = others(r, 45);
    const period = await createPeriod(t, 'mega645');
    const item = (numbers: number[]) => ({
      product: 'mega645',
      drawCodes: [period.drawCode],
      numberInfos: [{ numbers: numbers.map(pad) }],
    });
    // One customer wins three prizes of the draw (her first prize balance), another one
    // who already holds a prize balance wins once; a losing ticket between them.
    const many = await buyer(t, 100_000);
    const { orderId: manyOrder } = await buy(t, many.token, {
      orderItemInfos: [
        item([...r.slice(0, 5), miss[0]!]),
        item([...r.slice(0, 4), ...miss.slice(0, 2)]),
        item([...r.slice(0, 2), ...miss.slice(0, 4)]),
        item([...r.slice(0, 3), ...miss.slice(0, 3)]),
      ],
    });
    const holder = await buyer(t, 100_000);
    await creditPrize(t, holder.id, 50_000);
    await buy(t, holder.token, { orderItemInfos: [item([...r.slice(0, 4), ...miss.slice(0, 2)])] });
    await runJobs(t);
    t.clock.advance(2 * HOUR);
    const net = (gross: number) => gross - prizeTax(gross);
    const credits = () =>
      countWhere(
        t,
        'ledger_transactions',
        `kind = 'prize.settle' and ref in (select 'ticket:' || id from tickets where draw_code = '${period.drawCode}')`,
      );
    const sqlOf = (text: string) => t.db.withSession((s) => s.query(text));
    try {
      await createResult(t, 'mega645', period.drawCode, r);
      // The settlement fails at its last statement, after the prizes were posted.
      await sqlOf(`create or replace function crash_settlement() returns trigger language plpgsql as
        $$ begin raise exception 'crashed while settling'; end $$`);
      await sqlOf(`create trigger crash_settlement before update of settled_at on draw_settlements
        for each row when (new.settled_at is not null) execute function crash_settlement()`);
      try {
        await expect(settleDraw(deps(), 'mega645', period.drawCode)).rejects.toMatchObject({
          cause: { message: 'crashed while settling' },
        });
      } finally {
        await sqlOf('drop trigger crash_settlement on draw_settlements');
        await sqlOf('drop function crash_settlement()');
      }
      expect(await credits()).toBe(0);
      expect((await customerBalances(t.db.orm, many.id)).prizeBalance).toBe(0);
      expect((await customerBalances(t.db.orm, holder.id)).prizeBalance).toBe(50_000);

      // The replay, twice at once: the draw is paid once.
      const runs = await Promise.all([
        settleDraw(deps(), 'mega645', period.drawCode),
        settleDraw(deps(), 'mega645', period.drawCode),
      ]);
      expect(runs.sort()).toEqual([0, 5]);
      expect(await settleDraw(deps(), 'mega645', period.drawCode)).toBe(0);
      expect(await credits()).toBe(4);
      expect((await customerBalances(t.db.orm, many.id)).prizeBalance).toBe(
        net(10_000_000) + net(300_000) + net(30_000),
      );
      expect((await customerBalances(t.db.orm, holder.id)).prizeBalance).toBe(
        50_000 + net(300_000),
      );
      const notes = (
        await call(t, 'GET', '/api/core/webview/notifications/list', undefined, {
          token: many.token,
        })
      ).json().data;
      // One notice for her order of four tickets, three of which won: the total and what was
      // credited (no tax: no ticket won above 10,000,000đ).
      expect(notes.items.filter((n: { kind: string }) => n.kind !== 'printed')).toEqual([
        expect.objectContaining({
          kind: 'won',
          title: 'Chúc mừng bạn đã trúng thưởng',
          orderId: manyOrder,
          ticketId: null,
          body: `Đơn hàng #${manyOrder} có 3/4 vé Mega 6/45 kỳ #${period.drawCode} trúng thưởng, tổng 10.330.000đ. Đã cộng 10.330.000đ vào tài khoản trả thưởng.`,
        }),
      ]);
      expect(await checkLedger(t.db.orm)).toEqual([]);
    } finally {
      t.clock.advance(-2 * HOUR);
    }
  });
});

describe('the notices of a settled draw', () => {
  it('tells an order that lost once, however many tickets; settling the draw again tells it no more', async () => {
    const draw = realDraws('mega645').at(-5)!;
    const losing = others(draw.result, 45);
    const period = await createPeriod(t, 'mega645');
    const later = await createPeriod(t, 'mega645', { closeInMs: 3 * HOUR });
    const customer = await buyer(t, 100_000);
    // Three tickets of the draw, and a fourth of a later draw in the same order.
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [0, 6, 12, 18].map((from, i) => ({
        product: 'mega645',
        drawCodes: [i === 3 ? later.drawCode : period.drawCode],
        numberInfos: [{ numbers: losing.slice(from, from + 6).map(pad) }],
      })),
    });
    await runJobs(t);
    const results = async () =>
      (
        await call(t, 'GET', '/api/core/webview/notifications/list', undefined, {
          token: customer.token,
        })
      )
        .json()
        .data.items.filter((n: { kind: string }) => n.kind !== 'printed');
    t.clock.advance(2 * HOUR);
    try {
      await createResult(t, 'mega645', period.drawCode, draw.result);
      expect(await settleDraw(deps(), 'mega645', period.drawCode)).toBe(3);
      const told = {
        kind: 'settled',
        title: `Đơn hàng #${orderId} không trúng thưởng`,
        body: `3 vé Mega 6/45 kỳ #${period.drawCode} của đơn hàng #${orderId} không trúng thưởng. Chúc bạn may mắn lần sau.`,
        orderId,
        ticketId: null,
        read: false,
      };
      expect(await results()).toEqual([expect.objectContaining(told)]);

      // The draw settled again from the start (its tickets printed again, its row gone):
      // the order was told already.
      await t.db.withSession((s) =>
        s.query(
          `update tickets set status = 1, settled_at = null where draw_code = '${period.drawCode}'`,
        ),
      );
      await t.db.withSession((s) =>
        s.query(`delete from draw_settlements where draw_code = '${period.drawCode}'`),
      );
      expect(await settleDraw(deps(), 'mega645', period.drawCode)).toBe(3);
      expect(await results()).toEqual([expect.objectContaining(told)]);

      // The later draw of the same order is a result of its own.
      t.clock.advance(2 * HOUR);
      await createResult(t, 'mega645', later.drawCode, draw.result);
      expect(await settleDraw(deps(), 'mega645', later.drawCode)).toBe(1);
      expect(await results()).toEqual([
        expect.objectContaining({
          kind: 'settled',
          body: `Vé Mega 6/45 kỳ #${later.drawCode} của đơn hàng #${orderId} không trúng thưởng. Chúc bạn may mắn lần sau.`,
          ticketId: expect.any(Number),
        }),
        expect.objectContaining(told),
      ]);
    } finally {
      t.clock.advance(-4 * HOUR);
    }
  });
});

function deps() {
  return { config: t.config, db: t.db, clock: t.clock, families: t.families };
}

describe('a stored result that cannot settle', () => {
  it('is given up at once, named with its reason, and not retried until an operator asks', async () => {
    const period = await createPeriod(t, 'power655');
    const customer = await buyer(t, 10_000);
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'power655',
          drawCodes: [period.drawCode],
          numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'] }],
        },
      ],
    });
    expect((await runJobs(t)).printed).toBeGreaterThanOrEqual(1);
    t.clock.advance(2 * HOUR);
    // A result stored before results were checked: the bonus ball is one of the main six.
    await t.db.orm.insert(drawResults).values({
      product: 'power655',
      drawCode: period.drawCode,
      drawDate: t.clock.now().toISOString().slice(0, 10),
      numbers: { numbers: [1, 2, 3, 4, 5, 6], bonus: 3 },
      source: 'test',
      createdAt: t.clock.now(),
    });
    expect((await runJobs(t)).settledTickets ?? 0).toBe(0);
    const row = async () =>
      (
        await t.db.orm
          .select()
          .from(drawSettlements)
          .where(
            and(
              eq(drawSettlements.product, 'power655'),
              eq(drawSettlements.drawCode, period.drawCode),
            ),
          )
      )[0];
    const given = await row();
    expect(given?.settledAt).toBeNull();
    expect(given?.givenUpAt).not.toBeNull();
    expect(given?.attempts).toBe(1);
    expect(given?.failureReason).toMatch(/power655 #.*numbers must be distinct/);
    expect(await givenUpSettlements(t.db.orm)).toEqual([
      expect.objectContaining({ id: given?.id, product: 'power655', drawCode: period.drawCode }),
    ]);
    // Later runs leave it alone: nothing retried, nothing paid.
    t.clock.advance(HOUR);
    await runJobs(t);
    expect((await row())?.attempts).toBe(1);
    const order = (
      await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, {
        token: customer.token,
      })
    ).json().data;
    expect(order.tickets[0].status).toBe(1);
    // The operator's retry puts it back: it is tried again (and given up again).
    expect(await retrySettlement(t.db.orm, given!.id, t.clock.now())).toBe(true);
    expect(await retrySettlement(t.db.orm, given!.id, t.clock.now())).toBe(false);
    await runJobs(t);
    expect((await row())?.givenUpAt).not.toBeNull();
    expect((await row())?.attempts).toBe(1);
    t.clock.advance(-3 * HOUR);
  });
});

describe('a prize above the in-person threshold', () => {
  it('is held for its claim: nothing credited, the claim recorded once by the operator', async () => {
    const draw = realDraws('mega645').at(-1)!;
    const r = draw.result;
    const miss = others(r, 45);
    // Two lines of 5 numbers (10.000.000đ each) and one of 4: 20.300.000đ on one ticket.
    const period = await createPeriod(t, 'mega645');
    const customer = await buyer(t, 100_000);
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: [period.drawCode],
          numberInfos: [
            { numbers: [...r.slice(0, 5), miss[0]!].map(pad) },
            { numbers: [...r.slice(0, 5), miss[1]!].map(pad) },
            { numbers: [...r.slice(0, 4), ...miss.slice(0, 2)].map(pad) },
          ],
        },
      ],
    });
    await runJobs(t);
    t.clock.advance(2 * HOUR);
    await createResult(t, 'mega645', period.drawCode, r);
    await runJobs(t);
    const orderOf = async () =>
      (
        await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, {
          token: customer.token,
        })
      ).json().data;
    const [ticket] = (await orderOf()).tickets;
    expect(ticket).toMatchObject({ prizeGross: 20_300_000, claimInPerson: true, claimedAt: null });
    // The whole ticket's prize is held: not even its small win is credited.
    expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(0);
    expect(await checkLedger(t.db.orm)).toEqual([]);
    expect(await openClaims(t.db.orm)).toContainEqual(
      expect.objectContaining({ ticketId: ticket.id, orderId, prizeGross: 20_300_000 }),
    );
    expect(await markClaimed(t.db.orm, ticket.id, t.clock.now())).toBe(true);
    expect(await markClaimed(t.db.orm, ticket.id, t.clock.now())).toBe(false);
    expect((await orderOf()).tickets[0].claimedAt).toBe(t.clock.now().toISOString());
    expect(await openClaims(t.db.orm)).not.toContainEqual(
      expect.objectContaining({ ticketId: ticket.id }),
    );
    expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(0);
    t.clock.advance(-2 * HOUR);
  });
});

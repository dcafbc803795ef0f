import { messageForCode } from '@veso/contract';
import {
  KENO_SIDE_BETS,
  PRIZE_TABLES,
  cartItemPrice,
  lineCount,
  type PlaySelection,
  type ProductId,
} from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import {
  buyer,
  confirm,
  countWhere,
  createPeriod,
  reserve,
  useSandboxApp,
} from '../orders/orders-test-kit';

const t = useSandboxApp();

const KENO_RESERVE = '/api/v2/keno/order/reserve';
const KENO_CONFIRM = '/api/v2/keno/order/confirm';

/** Reserves through the Keno endpoint; answers the JSON body. */
async function kenoReserve(token: string, body: Record<string, unknown>) {
  return (await reserve(t, token, body, KENO_RESERVE)).json();
}
/** 10:00 in Vietnam (UTC+7): Keno on sale. */
const OPEN_AT = new Date('2026-03-04T03:00:00.000Z');

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad3 = (n: number) => String(n).padStart(3, '0');

/** A small seeded generator (mulberry32): the property runs are reproducible. */
function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function distinct(random: (n: number) => number, count: number, min: number, max: number) {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(min + random(max - min + 1));
  return [...picked];
}

type Case = { product: ProductId; selection: PlaySelection; info: Record<string, unknown> };

/** A random valid selection of every form of the Keno and Max 3D family. */
function randomCase(random: (n: number) => number): Case {
  const stake = 1 + random(5);
  const kind = random(9);
  if (kind === 0) {
    const numbers = distinct(random, 1 + random(10), 1, 80);
    return {
      product: 'keno',
      selection: { kind: 'single', numbers },
      info: { numbers: numbers.map(pad2), tickQuantity: stake },
    };
  }
  if (kind === 1) {
    const level = 1 + random(10);
    const numbers = distinct(random, level + 1 + random(Math.min(20 - level, 6)), 1, 80);
    return {
      product: 'keno',
      selection: { kind: 'kenoBao', numbers, level },
      info: { numbers: numbers.map(pad2), form: 'kenoBao', level, tickQuantity: stake },
    };
  }
  if (kind === 2) {
    const bet = KENO_SIDE_BETS[random(KENO_SIDE_BETS.length)]!;
    return {
      product: 'keno',
      selection: { kind: 'kenoSideBet', bet },
      info: { numbers: [], form: 'kenoSideBet', bet, tickQuantity: stake },
    };
  }
  const family: ProductId = (['max3d', 'max3dplus'] as const)[random(2)]!;
  const count = family === 'max3d' ? 1 : 2;
  const numbers = Array.from({ length: count }, () => random(1000));
  if (kind <= 4) {
    return {
      product: family,
      selection: { kind: 'single', numbers },
      info: { numbers: numbers.map(pad3), tickQuantity: stake },
    };
  }
  if (kind <= 6) {
    return {
      product: family,
      selection: { kind: 'permutation', numbers },
      info: { numbers: numbers.map(pad3), form: 'permutation', tickQuantity: stake },
    };
  }
  if (kind === 7) {
    const patterns = numbers.map(pad3);
    const first = patterns[0]!;
    const at = random(3);
    patterns[0] = first.slice(0, at) + '*' + first.slice(at + 1);
    return {
      product: family,
      selection: { kind: 'wildcard', patterns },
      info: { numbers: patterns, form: 'wildcard', tickQuantity: stake },
    };
  }
  const fixed = random(1000);
  const from = random(1000);
  const to = Math.min(999, from + random(60));
  return {
    product: 'ommax3dplus',
    selection: { kind: 'range', fixed, from, to },
    info: {
      numbers: [pad3(fixed)],
      form: 'range',
      from: pad3(from),
      to: pad3(to),
      tickQuantity: stake,
    },
  };
}

async function openPeriods() {
  return {
    keno: (await createPeriod(t, 'keno', { closeInMs: 5 * 60 * 1000 })).drawCode,
    max3d: (await createPeriod(t, 'max3d')).drawCode,
  };
}

describe('Keno and Max 3D family orders', () => {
  it('prices every form as the domain does (lines and price of random selections)', async () => {
    t.clock.set(OPEN_AT);
    const codes = await openPeriods();
    const customer = await buyer(t, 0);
    const random = rng(20261121);
    for (let run = 0; run < 60; run += 1) {
      const c = randomCase(random);
      const stake = c.info.tickQuantity as number;
      const lines = lineCount(c.product, c.selection);
      const price = cartItemPrice({
        product: c.product,
        lines,
        stake,
        draws: 1,
        rangeSize: c.selection.kind === 'range' ? c.selection.to - c.selection.from + 1 : null,
      });
      const res = await reserve(t, customer.token, {
        orderItemInfos: [
          {
            product: c.product,
            drawCodes: [c.product === 'keno' ? codes.keno : codes.max3d],
            numberInfos: [c.info],
          },
        ],
      });
      const body = res.json();
      expect(body.code, JSON.stringify({ c, body })).toBe(0);
      const [item] = body.data.items;
      expect(item.lines).toBe(lines);
      expect(item.price).toBe(price);
      expect(item.numberInfos[0].price).toBe(price);
      expect(body.data.amount).toBe(price);
    }
  });

  it('prices Max 3D+ by range as spec §9: range size × unit × 10,000 × draws', async () => {
    t.clock.set(OPEN_AT);
    const customer = await buyer(t, 0);
    const periods = [await createPeriod(t, 'max3d'), await createPeriod(t, 'max3d')];
    const res = await reserve(t, customer.token, {
      buyType: 2,
      orderItemInfos: [
        {
          product: 'ommax3dplus',
          drawCodes: periods.map((p) => p.drawCode),
          numberInfos: [
            { numbers: ['123'], form: 'range', from: '100', to: '149', tickQuantity: 2 },
          ],
        },
      ],
    });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.items[0].lines).toBe(50);
    expect(body.data.amount).toBe(50 * 2 * 10_000 * 2);
    expect(body.data.items[0].numberInfos[0]).toMatchObject({
      numbers: [123],
      form: 'range',
      range: { from: 100, to: 149 },
    });
  });

  it('refuses Keno outside 8:15–22:00 with code 104 and its message, changing nothing', async () => {
    t.clock.set(OPEN_AT);
    const { drawCode } = await createPeriod(t, 'keno', { closeInMs: 60 * 60 * 1000 });
    const customer = await buyer(t, 100_000);
    const orders = await countWhere(t, 'orders');
    // 07:59 and 22:00 in Vietnam.
    for (const at of ['2026-03-04T00:59:00.000Z', '2026-03-04T15:00:00.000Z']) {
      t.clock.set(at);
      for (const url of [KENO_RESERVE, '/api/order']) {
        const res = await reserve(
          t,
          customer.token,
          {
            orderItemInfos: [
              { product: 'keno', drawCodes: [drawCode], numberInfos: [{ numbers: ['01'] }] },
            ],
          },
          url,
        );
        expect(res.json()).toMatchObject({
          code: 104,
          message:
            'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
        });
        expect(messageForCode(104)).toBe(res.json().message);
      }
    }
    expect(await countWhere(t, 'orders')).toBe(orders);
    // A Keno order reserved at 21:59 cannot be paid after 22:00.
    t.clock.set('2026-03-04T14:59:00.000Z');
    const late = await createPeriod(t, 'keno', { closeInMs: 60 * 60 * 1000 });
    const reserved = await kenoReserve(customer.token, {
      orderItemInfos: [
        { product: 'keno', drawCodes: [late.drawCode], numberInfos: [{ numbers: ['01'] }] },
      ],
    });
    expect(reserved.code).toBe(0);
    t.clock.set('2026-03-04T15:00:30.000Z');
    const paid = (await confirm(t, customer.token, reserved.data.orderId)).json();
    expect(paid.code).toBe(104);
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(100_000);
    // 8:15 opens.
    t.clock.set('2026-03-05T01:15:00.000Z');
    const morning = await createPeriod(t, 'keno', { closeInMs: 60 * 1000 });
    const opened = await reserve(
      t,
      customer.token,
      {
        orderItemInfos: [
          { product: 'keno', drawCodes: [morning.drawCode], numberInfos: [{ numbers: ['01'] }] },
        ],
      },
      KENO_RESERVE,
    );
    expect(opened.json().code).toBe(0);
  });

  it('puts an order placed just before the cut-off in that draw, just after in the next', async () => {
    // A day after the other tests: their periods are closed.
    t.clock.set('2026-03-10T03:00:00.000Z');
    const first = await createPeriod(t, 'keno', { closeInMs: 30 * 1000 });
    const second = await createPeriod(t, 'keno', { closeInMs: 8 * 60 * 1000 + 30 * 1000 });
    const customer = await buyer(t, 100_000);
    const order = (cutoffPolicy?: string) => ({
      ...(cutoffPolicy ? { cutoffPolicy } : {}),
      orderItemInfos: [
        { product: 'keno', drawCodes: [first.drawCode], numberInfos: [{ numbers: ['07', '08'] }] },
      ],
    });
    t.clock.set(new Date(first.salesCloseAt.getTime() - 1000));
    const before = await kenoReserve(customer.token, order());
    const paidBefore = (
      await call(
        t,
        'POST',
        KENO_CONFIRM,
        { requestId: requestId(), orderId: before.data.orderId },
        { token: customer.token },
      )
    ).json();
    expect(paidBefore.code).toBe(0);
    expect(paidBefore.data.order.tickets.map((x: { drawCode: string }) => x.drawCode)).toEqual([
      first.drawCode,
    ]);

    t.clock.set(new Date(first.salesCloseAt.getTime() + 1000));
    const after = await kenoReserve(customer.token, order());
    expect(after.code).toBe(0);
    expect(after.data.items[0].draws.map((d: { drawCode: string }) => d.drawCode)).toEqual([
      second.drawCode,
    ]);
    const refused = await kenoReserve(customer.token, order('refuse'));
    expect(refused.code).toBe(14);
    // No draw chosen: the next open draw.
    const next = await kenoReserve(customer.token, {
      orderItemInfos: [{ product: 'keno', numberInfos: [{ numbers: ['07'] }] }],
    });
    expect(next.data.items[0].draws[0].drawCode).toBe(second.drawCode);
  });

  it('confirms once: a repeated or second confirm charges nothing more', async () => {
    t.clock.set('2026-03-11T03:00:00.000Z');
    const period = await createPeriod(t, 'keno', { closeInMs: 5 * 60 * 1000 });
    const customer = await buyer(t, 200_000);
    const reserved = await kenoReserve(customer.token, {
      serverName: 'coreservice0',
      requestType: 1,
      batchOrderId: 'B-1',
      orderTime: '04/03/2026 10:00:00',
      temporaryAmount: 120_000,
      orderItemInfos: [
        {
          product: 'keno',
          drawCodes: [period.drawCode],
          numberInfos: [
            { numbers: ['01', '02', '03', '04'], form: 'kenoBao', level: 2, tickQuantity: 2 },
          ],
        },
      ],
    });
    expect(reserved.code).toBe(0);
    // C(4, 2) = 6 lines × 2 × 10,000đ, the temporaryAmount the client saw.
    expect(reserved.data.amount).toBe(120_000);
    const id = requestId();
    for (const rid of [id, id, requestId()]) {
      const res = (
        await call(
          t,
          'POST',
          KENO_CONFIRM,
          { requestId: rid, orderId: reserved.data.orderId },
          { token: customer.token },
        )
      ).json();
      expect(res.code).toBe(0);
    }
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(80_000);
    expect(await countWhere(t, 'tickets', `order_id = ${reserved.data.orderId}`)).toBe(1);
  });

  it('refuses Max 4D as not on sale and other products on the Keno endpoint', async () => {
    t.clock.set(OPEN_AT);
    const customer = await buyer(t, 0);
    const max4d = (
      await reserve(t, customer.token, {
        orderItemInfos: [{ product: 'max4d', numberInfos: [{ numbers: ['123'] }] }],
      })
    ).json();
    expect(max4d).toMatchObject({ code: 14, message: 'Sản phẩm hiện tạm ngừng bán.' });
    const mega = await kenoReserve(customer.token, {
      orderItemInfos: [
        {
          product: 'mega645',
          numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'] }],
        },
      ],
    });
    expect(mega).toMatchObject({
      code: 14,
      message: 'Sản phẩm không được bán qua cổng đặt vé này.',
    });
    const badLevel = await kenoReserve(customer.token, {
      orderItemInfos: [
        {
          product: 'keno',
          numberInfos: [{ numbers: ['01', '02'], form: 'kenoBao', level: 2 }],
        },
      ],
    });
    expect(badLevel).toMatchObject({
      code: 14,
      message: 'Bậc Keno phải từ 1 đến 10 và nhỏ hơn số lượng số đã chọn.',
    });
    const tooMuch = await kenoReserve(customer.token, {
      orderItemInfos: [{ product: 'keno', numberInfos: [{ numbers: ['01'], tickQuantity: 51 }] }],
    });
    expect(tooMuch.code).not.toBe(0);
  });

  it('cancels a reserved Keno order, not a paid one', async () => {
    t.clock.set('2026-03-12T03:00:00.000Z');
    const period = await createPeriod(t, 'keno', { closeInMs: 5 * 60 * 1000 });
    const customer = await buyer(t, 50_000);
    const body = {
      orderItemInfos: [
        { product: 'keno', drawCodes: [period.drawCode], numberInfos: [{ numbers: ['05'] }] },
      ],
    };
    const open = (await kenoReserve(customer.token, body)).data.orderId;
    const paid = (await kenoReserve(customer.token, body)).data.orderId;
    expect((await confirm(t, customer.token, paid)).json().code).toBe(0);
    const res = (
      await call(
        t,
        'POST',
        '/api/order/cancel/list',
        { requestId: requestId(), orderIds: [open, paid] },
        { token: customer.token },
      )
    ).json();
    expect(res.data.items).toEqual([
      { orderId: open, cancelled: true, state: 'cancelled', message: null },
      {
        orderId: paid,
        cancelled: false,
        state: 'paid',
        message: 'Chỉ huỷ được đơn hàng chưa thanh toán.',
      },
    ]);
    const access = async () =>
      (
        await call(t, 'GET', '/api/customer/keno/operator_access', undefined, {
          token: customer.token,
        })
      ).json().data;
    expect(await access()).toEqual({ kenoOrders: 1, operatorAccess: true });
    const history = (
      await call(t, 'GET', '/api/customer/draw_category/get_orders?product=keno', undefined, {
        token: customer.token,
      })
    ).json().data;
    expect(history.items.map((o: { orderId: number }) => o.orderId).sort()).toEqual(
      [open, paid].sort(),
    );
    const fresh = await buyer(t, 0);
    const none = (
      await call(t, 'GET', '/api/customer/keno/operator_access', undefined, { token: fresh.token })
    ).json().data;
    expect(none).toEqual({ kenoOrders: 0, operatorAccess: false });
    const again = (await confirm(t, customer.token, open)).json();
    expect(again).toMatchObject({ code: 14, message: 'Đơn hàng đã bị huỷ.' });
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(40_000);
    const info = (
      await call(t, 'GET', `/api/order/info?orderId=${open}`, undefined, { token: customer.token })
    ).json();
    expect(info.data).toMatchObject({ state: 'cancelled', statusLabel: 'Đã huỷ' });
  });

  it('buys a Keno subscription ("nuôi") only in the sales hours', async () => {
    // 22:30 in Vietnam: the next open Keno draw is tomorrow morning.
    t.clock.set('2026-03-13T15:30:00.000Z');
    const period = await createPeriod(t, 'keno', { closeInMs: 10 * 60 * 60 * 1000 });
    const customer = await buyer(t, 100_000);
    const created = (
      await call(
        t,
        'POST',
        '/api/customer/subscriptions/create',
        {
          requestId: requestId(),
          product: 'keno',
          numberInfos: [{ numbers: ['09', '10'] }],
          draws: 3,
        },
        { token: customer.token },
      )
    ).json();
    expect(created.code).toBe(0);
    const jobs = async () => (await call(t, 'POST', '/api/dev/orders/run')).json().data;
    expect((await jobs()).subscribed).toBe(0);
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(100_000);
    // 08:20 the next morning: the draw is bought.
    t.clock.set('2026-03-14T01:20:00.000Z');
    expect((await jobs()).subscribed).toBe(1);
    expect(
      await countWhere(
        t,
        'tickets',
        `account_id = ${customer.id} AND draw_code = '${period.drawCode}'`,
      ),
    ).toBe(1);
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(90_000);
  });

  it('lists the Keno levels and the order config', async () => {
    const levels = (await call(t, 'GET', '/api/ticket_level/list')).json().data.items;
    expect(levels).toHaveLength(10);
    expect(levels[9]).toMatchObject({ level: 10, name: 'Bậc 10' });
    expect(levels[9].prizes[0]).toEqual({ matches: 10, amount: PRIZE_TABLES.keno.levels[10]![10] });
    const config = (await call(t, 'GET', '/api/v2/keno/order/config')).json().data;
    expect(config.buyMinConfigs[0]).toMatchObject({ minAmount: 10_000, maxAmount: 500_000 });
    expect(config.orderTimeConfigs[0]).toMatchObject({
      from: '08:15',
      to: '22:00',
      drawEveryMinutes: 8,
      maxPeriods: 20,
    });
  });
});

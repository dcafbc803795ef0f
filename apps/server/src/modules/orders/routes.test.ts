import { CART_FULL_MESSAGE, PICK_MESSAGES } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { call, md5, requestId } from '../auth/auth-test-kit';
import { DeliveryMessages } from '../delivery/service';
import { customerBalances } from '../wallet/ledger';
import { OrderMessages } from './messages';
import {
  buy,
  buyer,
  confirm,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  runJobs,
  useSandboxApp,
} from './orders-test-kit';

const t = useSandboxApp();

const MINUTE = 60_000;

describe('reserve', () => {
  it('prices every item on the server; the prices the client sends agree with it', async () => {
    const { token } = await buyer(t, 0);
    const a = await createPeriod(t, 'mega645');
    const b = await createPeriod(t, 'mega645', { closeInMs: 3 * 24 * 60 * MINUTE });
    const res = await reserve(t, token, {
      buyType: 2,
      temporaryAmount: 160_000,
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: [a.drawCode, b.drawCode],
          calculatedPrice: 160_000,
          numberInfos: [
            {
              numbers: ['05', '01', '09', '12', '33', '45'],
              priceUnit: 10_000,
              calculatedPrice: 20_000,
            },
            { numbers: ['1', '2', '3', '4', '5', '6', '7'], form: 'bao', priceUnit: 10_000 },
          ],
        },
      ],
    });
    const body = res.json();
    expect(body.code).toBe(0);
    // One line + bao 7 (7 lines) = 8 lines × 10,000đ × 2 draws.
    expect(body.data.amount).toBe(160_000);
    expect(body.data.state).toBe('reserved');
    expect(body.data).toMatchObject({ state: 'reserved', status: 0, statusLabel: 'Chờ in vé' });
    const [item] = body.data.items;
    expect(item).toMatchObject({
      product: 'mega645',
      productName: 'Mega 6/45',
      lines: 8,
      periods: 2,
    });
    expect(item.numberInfos[0]).toMatchObject({ numbers: [1, 5, 9, 12, 33, 45], price: 10_000 });
    expect(item.numberInfos[1]).toMatchObject({ form: 'bao', lines: 7, price: 70_000 });
    expect(item.draws.map((d: { drawCode: string }) => d.drawCode)).toEqual([
      a.drawCode,
      b.drawCode,
    ]);
  });

  it('answers the same requestId with the same order', async () => {
    const { token } = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const id = requestId();
    const body = { requestId: id, orderItemInfos: [megaItem([drawCode])] };
    const [first, second] = await Promise.all([
      call(t, 'POST', '/api/order', body, { token }),
      call(t, 'POST', '/api/order', body, { token }),
    ]);
    expect(first.json().data.orderId).toBe(second.json().data.orderId);
  });

  it('refuses bad numbers, a full cart, wrong products and closed sales; nothing is stored', async () => {
    const { token } = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const before = await countWhere(t, 'orders');
    const duplicate = await reserve(t, token, {
      orderItemInfos: [megaItem([drawCode], ['01', '01', '03', '04', '05', '06'])],
    });
    expect(duplicate.json()).toMatchObject({ code: 14, message: PICK_MESSAGES.duplicate });
    const outOfRange = await reserve(t, token, {
      orderItemInfos: [megaItem([drawCode], ['01', '02', '03', '04', '05', '46'])],
    });
    expect(outOfRange.json().message).toBe(PICK_MESSAGES.outOfRange('46', '01', '45'));
    const full = await reserve(t, token, {
      orderItemInfos: Array.from({ length: 51 }, () => megaItem([drawCode])),
    });
    expect(full.json()).toMatchObject({ code: 14, message: CART_FULL_MESSAGE });
    const fifty = await reserve(t, token, {
      orderItemInfos: Array.from({ length: 50 }, () => megaItem([drawCode])),
    });
    expect(fifty.json().data.amount).toBe(500_000);
    const lotto = await reserve(
      t,
      token,
      {
        orderItemInfos: [
          {
            product: 'lotto535',
            numberInfos: [{ numbers: ['1', '2', '3', '4', '5'], special: '1' }],
          },
        ],
      },
      '/api/v2/order/reserve',
    );
    expect(lotto.json()).toMatchObject({ code: 14, message: OrderMessages.wrongProduct });
    const unknown = await reserve(t, token, { orderItemInfos: [megaItem(['NO-SUCH'])] });
    expect(unknown.json().message).toBe(OrderMessages.unknownPeriod);
    const closed = await createPeriod(t, 'mega645', { closeInMs: -MINUTE });
    const late = await reserve(t, token, { orderItemInfos: [megaItem([closed.drawCode])] });
    expect(late.json()).toMatchObject({ code: 14, message: OrderMessages.salesClosed });
    const ship = await reserve(t, token, {
      deliveryType: 0,
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(ship.json()).toMatchObject({ code: 14, message: DeliveryMessages.receiverIncomplete });
    const tooMany = await reserve(t, token, {
      buyType: 2,
      orderItemInfos: [{ ...megaItem([]), periods: 7 }],
    });
    expect(tooMany.json().message).toBe(OrderMessages.tooManyPeriods(6));
    expect(await countWhere(t, 'orders')).toBe(before + 1);
  });

  it('refuses buyers under 18 or without a birthday', async () => {
    const { drawCode } = await createPeriod(t, 'mega645');
    for (const birthday of ['2010-01-01', null]) {
      const { token } = await buyer(t, 100_000, { birthday });
      const res = await reserve(t, token, { orderItemInfos: [megaItem([drawCode])] });
      expect(res.json()).toMatchObject({ code: 14, message: OrderMessages.underAge });
    }
  });

  it('sells Lotto 5/35 with its special number through its own endpoint', async () => {
    const { token } = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'lotto535');
    const missing = await reserve(
      t,
      token,
      {
        orderItemInfos: [
          {
            product: 'lotto535',
            drawCodes: [drawCode],
            numberInfos: [{ numbers: ['1', '2', '3', '4', '5'] }],
          },
        ],
      },
      '/api/lotto535/order/reserve',
    );
    expect(missing.json().message).toBe(PICK_MESSAGES.special('01', '12'));
    const res = await reserve(
      t,
      token,
      {
        orderItemInfos: [
          {
            product: 'lotto535',
            drawCodes: [drawCode],
            numberInfos: [{ numbers: ['1', '2', '3', '4', '5'], special: '12' }],
          },
        ],
      },
      '/api/lotto535/order/reserve',
    );
    expect(res.json().data.items[0].numberInfos[0]).toMatchObject({ special: 12, price: 10_000 });
  });

  it('needs a session', async () => {
    const res = await call(t, 'POST', '/api/order', {
      requestId: requestId(),
      orderItemInfos: [megaItem([])],
    });
    expect(res.json().code).toBe(6);
  });
});

describe('confirm and pay', () => {
  it('takes the server price from the main balance once and writes one ticket per draw', async () => {
    const { id, token } = await buyer(t, 100_000);
    const a = await createPeriod(t, 'mega645');
    const b = await createPeriod(t, 'mega645', { closeInMs: 2 * 24 * 60 * MINUTE });
    const reserved = (
      await reserve(t, token, {
        buyType: 2,
        temporaryAmount: 20_000,
        orderItemInfos: [megaItem([a.drawCode, b.drawCode])],
      })
    ).json();
    const info = (
      await call(t, 'GET', `/api/order/payment_info?orderId=${reserved.data.orderId}`, undefined, {
        token,
      })
    ).json();
    expect(info.data).toMatchObject({ amount: 20_000, balance: 100_000, enough: true });
    const paid = (await confirm(t, token, reserved.data.orderId)).json();
    expect(paid.code).toBe(0);
    expect(paid.data.balance).toBe(80_000);
    expect(paid.data.order).toMatchObject({ state: 'paid', status: 0, statusLabel: 'Chờ in vé' });
    expect(paid.data.order.tickets).toHaveLength(2);
    expect(paid.data.order.tickets.map((x: { drawCode: string }) => x.drawCode)).toEqual([
      a.drawCode,
      b.drawCode,
    ]);
    // Another confirm (another requestId) of a paid order charges nothing.
    const again = (await confirm(t, token, reserved.data.orderId)).json();
    expect(again.data.balance).toBe(80_000);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(80_000);
  });

  it('answers reserve and confirm with the order exactly as the order detail reads it back', async () => {
    const { token } = await buyer(t, 500_000);
    const a = await createPeriod(t, 'mega645');
    const b = await createPeriod(t, 'mega645', { closeInMs: 2 * 24 * 60 * MINUTE });
    const power = await createPeriod(t, 'power655');
    const detail = async (orderId: number) =>
      (await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token })).json()
        .data;
    const reserved = (
      await reserve(t, token, {
        buyType: 2,
        orderItemInfos: [
          megaItem([b.drawCode, a.drawCode]),
          {
            product: 'power655',
            drawCodes: [power.drawCode],
            numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'] }],
          },
        ],
      })
    ).json();
    expect(reserved.code).toBe(0);
    expect(reserved.data.items.map((i: { product: string }) => i.product)).toEqual([
      'mega645',
      'power655',
    ]);
    // The detail is the same order, with the results of its draws: none before they draw.
    expect(await detail(reserved.data.orderId)).toEqual({ ...reserved.data, results: [] });
    const paid = (await confirm(t, token, reserved.data.orderId)).json();
    expect(paid.code).toBe(0);
    expect(paid.data.order.state).toBe('paid');
    expect(paid.data.order.tickets.map((x: { drawCode: string }) => x.drawCode)).toEqual([
      a.drawCode,
      power.drawCode,
      b.drawCode,
    ]);
    expect(await detail(reserved.data.orderId)).toEqual({ ...paid.data.order, results: [] });
  });

  it('the same confirm sent 20 times makes one order and one charge', async () => {
    const { id, token } = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const reserved = (await reserve(t, token, { orderItemInfos: [megaItem([drawCode])] })).json();
    const key = requestId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirm(t, token, reserved.data.orderId, key)),
    );
    for (const res of answers) {
      expect(res.json().code).toBe(0);
      expect(res.json().data.order.orderId).toBe(reserved.data.orderId);
    }
    expect((await customerBalances(t.db.orm, id)).balance).toBe(40_000);
    expect(
      await countWhere(t, 'ledger_transactions', `ref = 'order:${reserved.data.orderId}'`),
    ).toBe(1);
    expect(await countWhere(t, 'tickets', `order_id = ${reserved.data.orderId}`)).toBe(1);
  });

  it('100 parallel orders against a balance covering 50: exactly 50 paid, balance 0', async () => {
    const { id, token } = await buyer(t, 500_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const reserved = (
          await reserve(t, token, { orderItemInfos: [megaItem([drawCode])] })
        ).json();
        return (await confirm(t, token, reserved.data.orderId)).json();
      }),
    );
    const paid = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(paid).toHaveLength(50);
    // Every other one refused for the balance alone (a failure names what else answered).
    expect([...new Set(refused.map((a) => `${a.code} ${a.message}`))]).toEqual([
      `14 ${OrderMessages.insufficient}`,
    ]);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
    expect(await countWhere(t, 'orders', `account_id = ${id} and state = 'paid'`)).toBe(50);
    expect(await countWhere(t, 'tickets', `account_id = ${id}`)).toBe(50);
  }, 120_000);

  it('after the cut-off: moves to the next draw or refuses, as the customer chose', async () => {
    const { id, token } = await buyer(t, 100_000);
    const soon = await createPeriod(t, 'mega645', { closeInMs: 5 * MINUTE });
    const later = await createPeriod(t, 'mega645', { closeInMs: 3 * 24 * 60 * MINUTE });
    const refuse = (
      await reserve(t, token, { orderItemInfos: [megaItem([soon.drawCode])] })
    ).json();
    const next = (
      await reserve(t, token, {
        cutoffPolicy: 'next',
        orderItemInfos: [megaItem([soon.drawCode])],
      })
    ).json();
    t.clock.advance(6 * MINUTE);
    try {
      const refused = (await confirm(t, token, refuse.data.orderId)).json();
      expect(refused).toMatchObject({ code: 14, message: OrderMessages.salesClosed });
      expect((await customerBalances(t.db.orm, id)).balance).toBe(100_000);
      const moved = (await confirm(t, token, next.data.orderId)).json();
      expect(moved.code).toBe(0);
      const [ticket] = moved.data.order.tickets;
      expect(ticket.drawCode).not.toBe(soon.drawCode);
      expect(new Date(ticket.drawAt).getTime()).toBeLessThanOrEqual(later.drawAt.getTime());
      expect(new Date(ticket.drawAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
      // The customer may also change their mind when confirming.
      const changed = (
        await confirm(t, token, refuse.data.orderId, requestId(), { cutoffPolicy: 'next' })
      ).json();
      expect(changed.code).toBe(0);
      expect((await customerBalances(t.db.orm, id)).balance).toBe(80_000);
    } finally {
      t.clock.advance(-6 * MINUTE);
    }
  });

  it('refuses a reservation past its 15 minutes', async () => {
    const { token } = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645', { closeInMs: 24 * 60 * MINUTE });
    const reserved = (await reserve(t, token, { orderItemInfos: [megaItem([drawCode])] })).json();
    t.clock.advance(16 * MINUTE);
    try {
      const res = (await confirm(t, token, reserved.data.orderId)).json();
      expect(res).toMatchObject({ code: 14, message: OrderMessages.expired });
    } finally {
      t.clock.advance(-16 * MINUTE);
    }
  });

  it("answers another customer's order as not found", async () => {
    const owner = await buyer(t, 100_000);
    const other = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const { orderId } = await buy(t, owner.token, { orderItemInfos: [megaItem([drawCode])] });
    for (const url of [
      `/api/order/check?orderId=${orderId}`,
      `/api/order/info?orderId=${orderId}`,
      `/api/order/payment_info?orderId=${orderId}`,
      `/api/webview/api/customer/history/get_order?orderId=${orderId}`,
    ]) {
      const answer = await call(t, 'GET', url, undefined, { token: other.token });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({
        code: 14,
        message: 'Không tìm thấy đơn hàng',
        data: { reason: { field: 'orderId', rule: 'exists' } },
      });
    }
    const unknown = await call(
      t,
      'GET',
      `/api/order/info?orderId=${orderId + 1_000_000}`,
      undefined,
      {
        token: other.token,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy đơn hàng');
    const res = (await confirm(t, other.token, orderId)).json();
    expect(res.message).toBe(OrderMessages.notFound);
    expect((await customerBalances(t.db.orm, other.id)).balance).toBe(100_000);
  });
});

describe('printing agent and guaranteed entry', () => {
  it('prints paid tickets (Đại lý giữ vé) with an image only the buyer can see', async () => {
    const owner = await buyer(t, 100_000);
    const other = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const { orderId } = await buy(t, owner.token, {
      orderItemInfos: [megaItem([drawCode], ['07', '13', '22', '31', '40', '44'])],
    });
    const jobs = await runJobs(t);
    expect(jobs.printed).toBeGreaterThanOrEqual(1);
    const order = (
      await call(t, 'GET', `/api/order/check?orderId=${orderId}`, undefined, { token: owner.token })
    ).json().data;
    expect(order).toMatchObject({ status: 1, statusLabel: 'Đại lý giữ vé' });
    const [ticket] = order.tickets;
    expect(ticket.serial).toContain(drawCode);
    expect(ticket.securityCode).toMatch(/^\d{4} \d{4} \d{4}$/);
    const image = await call(t, 'GET', `/api${ticket.imagePath}`, undefined, {
      token: owner.token,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(image.body).toContain('07 13 22 31 40 44');
    expect(image.body).toContain(ticket.serial);
    expect(image.body).toContain(ticket.securityCode);
    const denied = await call(t, 'GET', `/api${ticket.imagePath}`, undefined, {
      token: other.token,
    });
    expect(denied.json()).toMatchObject({ code: 14, message: OrderMessages.ticketNotFound });
    const notes = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, {
        token: owner.token,
      })
    ).json().data;
    expect(notes.items[0]).toMatchObject({ kind: 'printed', orderId, read: false });
  });

  it('refunds in full, with a notification, a paid ticket not printed by the cut-off', async () => {
    const { id, token } = await buyer(t, 30_000);
    const { drawCode } = await createPeriod(t, 'mega645', { closeInMs: 10 * MINUTE });
    const { orderId } = await buy(t, token, {
      orderItemInfos: [
        {
          ...megaItem([drawCode]),
          numberInfos: [
            { numbers: ['1', '2', '3', '4', '5', '6'] },
            { numbers: ['7', '8', '9', '10', '11', '12'] },
          ],
        },
      ],
    });
    expect((await customerBalances(t.db.orm, id)).balance).toBe(10_000);
    t.clock.advance(11 * MINUTE);
    try {
      const jobs = await runJobs(t);
      expect(jobs.refunded).toBeGreaterThanOrEqual(1);
      expect((await customerBalances(t.db.orm, id)).balance).toBe(30_000);
      const order = (
        await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token })
      ).json().data;
      expect(order).toMatchObject({ status: 3, statusLabel: 'Đã huỷ' });
      expect(order.tickets[0].cancelledAt).not.toBeNull();
      const notes = (
        await call(t, 'GET', '/api/core/webview/notifications/list', undefined, { token })
      ).json().data;
      expect(notes.items[0]).toMatchObject({ kind: 'refunded', orderId });
      expect(notes.items[0].body).toContain('20.000');
      // A second run refunds nothing more.
      await runJobs(t);
      expect((await customerBalances(t.db.orm, id)).balance).toBe(30_000);
    } finally {
      t.clock.advance(-11 * MINUTE);
    }
  });

  it('records a report of an erroneous ticket once per requestId', async () => {
    const { token } = await buyer(t, 10_000);
    const other = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const { body } = await buy(t, token, { orderItemInfos: [megaItem([drawCode])] });
    const ticketId = (body as { order: { tickets: { id: number }[] } }).order.tickets[0]?.id;
    const id = requestId();
    const report = async () =>
      (
        await call(
          t,
          'POST',
          '/api/xsdt/order/report',
          { requestId: id, ticketId, reason: 'Sai số' },
          { token },
        )
      ).json();
    const first = await report();
    const second = await report();
    expect(first.code).toBe(0);
    expect(second.data.reportId).toBe(first.data.reportId);
    expect(await countWhere(t, 'ticket_reports', `ticket_id = ${ticketId}`)).toBe(1);
    const foreign = (
      await call(
        t,
        'POST',
        '/api/xsdt/order/report',
        { requestId: requestId(), ticketId, reason: 'x' },
        { token: other.token },
      )
    ).json();
    expect(foreign.message).toBe(OrderMessages.ticketNotFound);
  });
});

describe('history and notifications', () => {
  it('lists the orders newest first, by product and status, paged', async () => {
    const { token, msisdn } = await buyer(t, 100_000);
    const mega = await createPeriod(t, 'mega645');
    const lotto = await createPeriod(t, 'lotto535');
    const first = await buy(t, token, { orderItemInfos: [megaItem([mega.drawCode])] });
    t.clock.advance(1000);
    const second = await buy(t, token, {
      orderItemInfos: [
        {
          product: 'lotto535',
          drawCodes: [lotto.drawCode],
          numberInfos: [{ numbers: ['1', '2', '3', '4', '5'], special: '3' }],
        },
      ],
    });
    t.clock.advance(-1000);
    const all = (
      await call(t, 'GET', '/api/customer/history/get_orders?page_size=1', undefined, { token })
    ).json().data;
    expect(all).toMatchObject({ total: 2, page_index: 1, page_size: 1 });
    expect(all.items[0].orderId).toBe(second.orderId);
    const page2 = (
      await call(t, 'POST', '/api/customer/get_orders', { page_index: 2, page_size: 1 }, { token })
    ).json().data;
    expect(page2.items[0]).toMatchObject({ orderId: first.orderId, productNames: ['Mega 6/45'] });
    const vietlott = (
      await call(t, 'GET', '/api/webview/api/customer/history/get_orders', undefined, { token })
    ).json().data;
    expect(vietlott.items.map((o: { orderId: number }) => o.orderId)).toEqual([first.orderId]);
    // Lotto 5/35 history defaults to status 1 (printed): nothing printed yet.
    const lottoDefault = (
      await call(t, 'GET', '/api/lotto535/history', undefined, { token })
    ).json().data;
    expect(lottoDefault).toMatchObject({ total: 0, page_index: 1, page_size: 10 });
    await runJobs(t);
    const lottoPrinted = (
      await call(t, 'GET', `/api/lotto535/history?msisdn=0${msisdn.slice(2)}`, undefined, { token })
    ).json().data;
    expect(lottoPrinted.items.map((o: { orderId: number }) => o.orderId)).toEqual([second.orderId]);
    expect(lottoPrinted.items[0].statusLabel).toBe('Đại lý giữ vé');
    const xsdt = (await call(t, 'GET', '/api/order/list_xsdt', undefined, { token })).json().data;
    expect(xsdt.total).toBe(2);
    const byProduct = (
      await call(t, 'GET', '/api/customer/draw_category/get_orders?product=mega645', undefined, {
        token,
      })
    ).json().data;
    expect(byProduct.items.map((o: { orderId: number }) => o.orderId)).toEqual([first.orderId]);
    const paper = (
      await call(t, 'GET', '/api/order/get_paper_xsdt/draw_category?product=lotto535', undefined, {
        token,
      })
    ).json().data;
    expect(paper.total).toBe(1);
    expect(paper.items[0]).toMatchObject({
      product: 'lotto535',
      drawCode: lotto.drawCode,
      status: 1,
      orderId: second.orderId,
      numberInfos: [{ numbers: [1, 2, 3, 4, 5], special: 3, lines: 1 }],
    });
    expect(paper.items[0].imagePath).toBe(`/order/ticket_image/${paper.items[0].id}`);
    const detail = (
      await call(t, 'GET', `/api/order/xsdt_info?orderId=${second.orderId}`, undefined, { token })
    ).json().data;
    expect(detail.tickets[0].id).toBe(paper.items[0].id);
    const foreign = (
      await call(t, 'GET', '/api/lotto535/history?msisdn=0912000111', undefined, { token })
    ).json();
    expect(foreign.code).toBe(304);
  });

  it('marks a notification read when opened; another customer cannot open it', async () => {
    const { token } = await buyer(t, 10_000);
    const other = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    await buy(t, token, { orderItemInfos: [megaItem([drawCode])] });
    await runJobs(t);
    const list = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, { token })
    ).json().data;
    expect(list.unread).toBe(1);
    const id = list.items[0].id;
    const detail = (
      await call(
        t,
        'GET',
        `/api/core/webview/notifications/detail?id=${id}&channel=WEB&transid=1`,
        undefined,
        { token },
      )
    ).json();
    expect(detail.data).toMatchObject({ id, read: true, title: 'Vé đã được in' });
    const after = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, { token })
    ).json().data;
    expect(after.unread).toBe(0);
    const denied = (
      await call(t, 'GET', `/api/core/webview/notifications/detail?id=${id}`, undefined, {
        token: other.token,
      })
    ).json();
    expect(denied.code).toBe(14);
  });
});

describe('sandbox customers', () => {
  it('creates an adult customer with a funded balance and a session who can buy at once', async () => {
    const created = (
      await call(t, 'POST', '/api/dev/orders/customer', { amount: 30_000, password: 'matkhau1' })
    ).json();
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ balance: 30_000 });
    expect(created.data.msisdn).toMatch(/^84\d{9}$/);
    const { drawCode } = await createPeriod(t, 'mega645');
    const { body } = await buy(t, created.data.session, { orderItemInfos: [megaItem([drawCode])] });
    expect(body.balance).toBe(20_000);
    const signin = await call(t, 'POST', '/api/auth/signin', {
      msisdn: created.data.msisdn,
      password: md5('matkhau1'),
      requestId: requestId(),
    });
    expect(signin.json().code).toBe(0);
    const plain = (await call(t, 'POST', '/api/dev/orders/customer', {})).json();
    expect(plain.data.balance).toBe(1_000_000);
  });
});

describe('outside the sandbox', () => {
  // Selling without a printing agent: purchase-check.test.ts.
  it('has no dev route for the order jobs', async () => {
    const live = await createTestApp();
    try {
      const res = await call(live, 'POST', '/api/dev/orders/run');
      expect(res.statusCode).toBe(404);
      const customer = await call(live, 'POST', '/api/dev/orders/customer', {});
      expect(customer.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});

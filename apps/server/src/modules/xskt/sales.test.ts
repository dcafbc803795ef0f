import { XSKT_MESSAGES } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import { buyer, confirm, countWhere, useSandboxApp } from '../orders/orders-test-kit';
import { withdrawUnsold } from './stock-jobs';
import {
  createOrder,
  get,
  hold,
  loadStock,
  saleList,
  stockStatus,
  type Envelope,
  type StockItem,
} from './xskt-test-kit';

// TEST_NOW: Wednesday 2026-03-04 10:00 in Vietnam. Wednesday's draws (reference §3.1):
// south Đồng Nai, Cần Thơ, Sóc Trăng; centre Đà Nẵng, Khánh Hòa; north Bắc Ninh.
const DAY = '2026-03-04';
const PER_PROVINCE = 200;

describe('paper lottery stock and sales', () => {
  const t = useSandboxApp();

  it('loads the agent’s stock of the provinces drawing that day only, once', async () => {
    const first = await loadStock(t, PER_PROVINCE);
    expect(first).toMatchObject({ code: 0, data: { inserted: 6 * PER_PROVINCE, skipped: 0 } });
    const again = await loadStock(t, PER_PROVINCE);
    expect(again).toMatchObject({ code: 0, data: { inserted: 0, skipped: 6 * PER_PROVINCE } });

    const byCategory = await get<{
      items: { product: string; provinces: { province: string; available: number }[] }[];
    }>(t, `/api/group/sale/by_category?date=04/03/2026`);
    expect(
      byCategory.data?.items.map((c) => [
        c.product,
        c.provinces.map((p) => [p.province, p.available]),
      ]),
    ).toEqual([
      ['xsmb', [['Bắc Ninh', PER_PROVINCE]]],
      [
        'xsmt',
        [
          ['Đà Nẵng', PER_PROVINCE],
          ['Khánh Hòa', PER_PROVINCE],
        ],
      ],
      [
        'xsmn',
        [
          ['Đồng Nai', PER_PROVINCE],
          ['Cần Thơ', PER_PROVINCE],
          ['Sóc Trăng', PER_PROVINCE],
        ],
      ],
    ]);
    // TP.HCM draws on Mondays and Saturdays: nothing on sale on a Wednesday.
    const hcm = await saleList(t, { province: 'TP.HCM', date: DAY });
    expect(hcm.data).toMatchObject({ items: [], total: 0 });
  });

  it('searches by province, exact number, trailing and leading digits, paged', async () => {
    const all = await saleList(t, { category: 4, province: 'cần thơ', date: DAY, page_size: 100 });
    expect(all.data?.total).toBe(PER_PROVINCE);
    expect(all.data?.items).toHaveLength(100);
    expect(new Set(all.data?.items.map((i) => i.province))).toEqual(new Set(['Cần Thơ']));
    const page3 = await saleList(t, {
      category: 4,
      province: 'Cần Thơ',
      date: DAY,
      page_size: 100,
      page_index: 2,
    });
    expect(page3.data?.items).toHaveLength(100);
    expect(page3.data?.items[0]?.ticketId).not.toBe(all.data?.items[0]?.ticketId);

    const sample = all.data?.items[7] as StockItem;
    const exact = await saleList(t, { number: sample.number, date: DAY });
    expect(exact.data?.items.every((i) => i.number === sample.number)).toBe(true);
    expect(exact.data?.items.map((i) => i.ticketId)).toContain(sample.ticketId);

    const tail = sample.number.slice(-2);
    const byTail = await saleList(t, { tail, category: 4, page_size: 100 });
    const expected = await countWhere(
      t,
      'xskt_stock',
      `product = 'xsmn' and right(number, 2) = '${tail}'`,
    );
    expect(byTail.data?.total).toBe(expected);
    expect(byTail.data?.items.every((i) => i.number.endsWith(tail))).toBe(true);

    const head = sample.number.slice(0, 3);
    const byHead = await saleList(t, { head, date: DAY, page_size: 100 });
    expect(byHead.data?.items.length).toBeGreaterThan(0);
    expect(byHead.data?.items.every((i) => i.number.startsWith(head))).toBe(true);

    // Digits wider than a ticket: refused with the message, nothing else.
    const wide = await saleList(t, { head: '1234567' });
    expect(wide.code).toBe(14);
    const north = await saleList(t, { category: 3, date: DAY, page_size: 5 });
    expect(north.data?.items[0]).toMatchObject({
      number: expect.stringMatching(/^\d{5}$/),
      symbolCode: expect.stringMatching(/^\d{1,2}[A-Z]{2}$/),
    });
  });

  it('50 parallel holds of one ticket: exactly one customer gets it', async () => {
    const [ticket] =
      (await saleList(t, { category: 5, date: DAY, page_size: 1 })).data?.items ?? [];
    const customers = await Promise.all(Array.from({ length: 50 }, () => buyer(t, 0)));
    const answers = await Promise.all(
      customers.map((c) => hold(t, c.token, { ticketIds: [ticket?.ticketId] })),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.code !== 0);
    expect(lost).toHaveLength(49);
    expect(new Set(lost.map((a) => `${a.code} ${a.message}`))).toEqual(
      new Set([`14 ${XSKT_MESSAGES.taken}`]),
    );
    expect(await countWhere(t, 'xskt_stock', `id = ${ticket?.ticketId} and status = 'held'`)).toBe(
      1,
    );
  });

  it('a hold keeps the ticket 15 minutes; expired, another customer buys it', async () => {
    const [ticket] =
      (await saleList(t, { category: 4, province: 'Sóc Trăng', date: DAY, page_size: 1 })).data
        ?.items ?? [];
    const a = await buyer(t, 100_000);
    const b = await buyer(t, 100_000);
    const held = await hold(t, a.token, { ticketIds: [ticket?.ticketId] });
    expect(held.code).toBe(0);
    expect(new Date(held.data?.items[0]?.heldUntil ?? 0).getTime() - t.clock.now().getTime()).toBe(
      15 * 60 * 1000,
    );
    const mine = await saleList(t, { number: ticket?.number ?? '', date: DAY }, a.token);
    expect(mine.data?.items.find((i) => i.ticketId === ticket?.ticketId)).toBeUndefined();
    expect((await hold(t, b.token, { ticketIds: [ticket?.ticketId] })).message).toBe(
      XSKT_MESSAGES.taken,
    );

    t.clock.advance(15 * 60 * 1000);
    const order = await createOrder(t, b.token, [ticket as StockItem]);
    expect(order.code).toBe(0);
    const paid = (await confirm(t, b.token, order.data?.orderId ?? 0)).json();
    expect(paid).toMatchObject({ code: 0, data: { balance: 90_000 } });
    expect(await stockStatus(t, [ticket?.ticketId ?? 0])).toEqual(['sold']);
    // A's order of it now fails and charges nothing.
    const late = await createOrder(t, a.token, [ticket as StockItem]);
    expect(late).toMatchObject({ code: 14, message: XSKT_MESSAGES.taken });
  });

  it('a whole set is held entirely or not at all', async () => {
    const sets = await get<{
      items: {
        province: string;
        drawCode: string;
        number: string;
        setSize: number;
        tickets: StockItem[];
      }[];
    }>(t, `/api/xskt/ticket/whole_set/list?category=4&date=${DAY}&minSize=3`);
    const [set, other] = sets.data?.items ?? [];
    expect(set?.setSize).toBeGreaterThanOrEqual(3);
    const a = await buyer(t, 0);
    const b = await buyer(t, 100_000);
    // A holds one ticket of the set; B's whole-set hold fails and holds nothing.
    expect((await hold(t, a.token, { ticketIds: [set?.tickets[1]?.ticketId] })).code).toBe(0);
    const ref = {
      category: 4,
      province: set?.province,
      drawCode: set?.drawCode,
      number: set?.number,
    };
    const refused = await hold(t, b.token, { set: ref });
    expect(refused).toMatchObject({ code: 14, message: XSKT_MESSAGES.setTaken });
    expect(await countWhere(t, 'xskt_stock', `hold_account_id = ${b.id}`)).toBe(0);
    // Another whole set: every ticket held, then bought in one order.
    const whole = await hold(t, b.token, {
      set: {
        category: 4,
        province: other?.province,
        drawCode: other?.drawCode,
        number: other?.number,
      },
    });
    expect(whole.data?.items).toHaveLength(other?.setSize ?? 0);
    const order = await createOrder(t, b.token, other?.tickets ?? []);
    expect(order.data?.amount).toBe((other?.setSize ?? 0) * 10_000);
    expect((await confirm(t, b.token, order.data?.orderId ?? 0)).json().code).toBe(0);
    expect(
      new Set(
        await stockStatus(
          t,
          (other?.tickets ?? []).map((s) => s.ticketId),
        ),
      ),
    ).toEqual(new Set(['sold']));
  });

  it('sells a southern 6-digit ticket through the web checkout (POST /order) too', async () => {
    const [ticket] =
      (await saleList(t, { category: 4, date: DAY, page_size: 1, page_index: 2 })).data?.items ??
      [];
    expect(ticket?.number).toMatch(/^\d{6}$/);
    const customer = await buyer(t, 100_000);
    const reserved = (
      await call(
        t,
        'POST',
        '/api/order',
        {
          requestId: requestId(),
          orderItemInfos: [
            {
              product: ticket?.product,
              drawCodes: [ticket?.drawCode],
              numberInfos: [{ ticketId: ticket?.ticketId, numbers: [ticket?.number] }],
            },
          ],
        },
        { token: customer.token },
      )
    ).json();
    expect(reserved).toMatchObject({ code: 0, data: { amount: 10_000 } });
    const paid = (await confirm(t, customer.token, reserved.data.orderId)).json();
    expect(paid.data.balance).toBe(90_000);
    expect(await stockStatus(t, [Number(ticket?.ticketId)])).toEqual(['sold']);
  });

  it('a hold names ticketIds or a whole set, exactly one, as its document states', async () => {
    const sets = await get<{
      items: { province: string; drawCode: string; number: string; tickets: StockItem[] }[];
    }>(t, `/api/xskt/ticket/whole_set/list?category=4&date=${DAY}&minSize=2`);
    const set = sets.data?.items.at(-1);
    const ticket = set?.tickets[0];
    const a = await buyer(t, 0);
    const ref = {
      category: 4,
      province: set?.province,
      drawCode: set?.drawCode,
      number: set?.number,
    };
    const send = (body: Record<string, unknown>) =>
      call(
        t,
        'POST',
        '/api/xskt/cart/hold',
        { requestId: requestId(), ...body },
        { token: a.token },
      );
    for (const body of [
      {},
      { ticketIds: [ticket?.ticketId], set: ref },
      { set: { ...ref, category: 1 } },
    ]) {
      const refused = await send(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe(14);
    }
    expect(await countWhere(t, 'xskt_stock', `hold_account_id = ${a.id}`)).toBe(0);
    expect((await send({ ticketIds: [ticket?.ticketId] })).json().code).toBe(0);
    const whole = (await send({ set: ref })).json() as Envelope<{ items: unknown[] }>;
    expect(whole.code).toBe(0);
    expect(whole.data?.items.length).toBe(set?.tickets.length);

    const doc = (await call(t, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    const schema = doc.paths['/api/xskt/cart/hold']?.post.requestBody.content[
      'application/json'
    ] as {
      schema: { oneOf: { required: string[]; properties: Record<string, unknown> }[] };
    };
    expect(schema.schema.oneOf.map((branch) => branch.required)).toEqual([
      ['requestId', 'ticketIds'],
      ['requestId', 'set'],
    ]);
    expect(schema.schema.oneOf[1]?.properties.set).toMatchObject({
      properties: { category: { enum: [3, 4, 5] } },
    });
  });

  it('orders through the one order path: age, the stock ticket required, requestId idempotent', async () => {
    const [ticket] =
      (await saleList(t, { category: 3, date: DAY, page_size: 1, page_index: 3 })).data?.items ??
      [];
    const minor = await buyer(t, 100_000, { birthday: '2012-01-01' });
    expect((await createOrder(t, minor.token, [ticket as StockItem])).code).toBe(14);
    const adult = await buyer(t, 100_000);
    // POST /order with a paper item that names no stock ticket: refused.
    const bare = (
      await call(
        t,
        'POST',
        '/api/order',
        {
          requestId: requestId(),
          orderItemInfos: [{ product: 'xsmb', numberInfos: [{ numbers: [] }] }],
        },
        { token: adult.token },
      )
    ).json();
    expect(bare).toMatchObject({ code: 14, message: XSKT_MESSAGES.wrongItem });
    const id = requestId();
    const first = await createOrder(t, adult.token, [ticket as StockItem], { requestId: id });
    const again = await createOrder(t, adult.token, [ticket as StockItem], { requestId: id });
    expect(again.data?.orderId).toBe(first.data?.orderId);
    expect(first.data?.paperTickets).toEqual([]);
    const paid = (await confirm(t, adult.token, first.data?.orderId ?? 0)).json();
    expect(paid.data.balance).toBe(90_000);
    const info = await get<{ paperTickets: Record<string, unknown>[] }>(
      t,
      `/api/order/xskt_info?orderId=${first.data?.orderId}`,
      adult.token,
    );
    expect(info.data?.paperTickets).toEqual([
      expect.objectContaining({
        ticketId: ticket?.ticketId,
        province: 'Bắc Ninh',
        number: ticket?.number,
        symbolCode: ticket?.symbolCode,
        price: 10_000,
        status: 0,
        statusLabel: 'Chờ in vé',
        claimInPerson: false,
      }),
    ]);
  });

  it('sales close 15 minutes before each region’s draw; unsold stock is withdrawn then', async () => {
    const a = await buyer(t, 100_000);
    const [south] =
      (await saleList(t, { category: 4, province: 'Đồng Nai', date: DAY, page_size: 1 })).data
        ?.items ?? [];
    const [central] =
      (await saleList(t, { category: 5, province: 'Đà Nẵng', date: DAY, page_size: 1 })).data
        ?.items ?? [];
    // Held before the southern cut-off (16:00), not paid.
    expect((await hold(t, a.token, { ticketIds: [south?.ticketId] })).code).toBe(0);
    t.clock.set(new Date(`${DAY}T16:00:00+07:00`));
    expect((await saleList(t, { category: 4, date: DAY })).data?.total).toBe(0);
    expect((await saleList(t, { category: 5, date: DAY })).data?.total).toBeGreaterThan(0);
    expect(
      await hold(t, a.token, { ticketIds: [central?.ticketId, south?.ticketId] }),
    ).toMatchObject({
      code: 14,
      message: XSKT_MESSAGES.salesClosed,
    });
    const withdrawn = await withdrawUnsold({
      config: t.config,
      db: t.db,
      clock: t.clock,
      families: t.families,
    });
    const southUnsold = await countWhere(
      t,
      'xskt_stock',
      `product = 'xsmn' and status = 'withdrawn'`,
    );
    expect(withdrawn).toBe(southUnsold);
    expect(
      await countWhere(t, 'xskt_stock', `product = 'xsmn' and status in ('available', 'held')`),
    ).toBe(0);
    expect(await countWhere(t, 'xskt_stock', `product = 'xsmt' and status = 'withdrawn'`)).toBe(0);
    expect(await stockStatus(t, [south?.ticketId ?? 0])).toEqual(['withdrawn']);
    // The centre closes at 17:00, the north at 18:00.
    t.clock.set(new Date(`${DAY}T17:00:00+07:00`));
    expect((await saleList(t, { category: 5, date: DAY })).data?.total).toBe(0);
    expect((await saleList(t, { category: 3, date: DAY })).data?.total).toBeGreaterThan(0);
  });
});

describe('paper lottery in the sandbox', () => {
  const t = useSandboxApp();

  it('a northern draw made early withdraws that day’s northern stock; other regions stay on sale', async () => {
    await loadStock(t, PER_PROVINCE);
    const drawn = await call(t, 'POST', '/api/dev/draws/run', { product: 'xsmb' });
    expect(drawn.statusCode).toBe(200);
    expect((await saleList(t, { category: 3, date: DAY })).data?.total).toBe(0);
    expect(await countWhere(t, 'xskt_stock', `product = 'xsmb' and status = 'withdrawn'`)).toBe(
      PER_PROVINCE,
    );
    expect((await saleList(t, { category: 4, date: DAY })).data?.total).toBe(3 * PER_PROVINCE);

    // The agent's stock of that day delivered again (other tickets): the drawn north is not
    // put back on sale, the other regions' new tickets are.
    expect((await loadStock(t, 2 * PER_PROVINCE)).code).toBe(0);
    expect((await saleList(t, { category: 3, date: DAY })).data?.total).toBe(0);
    expect(await countWhere(t, 'xskt_stock', `product = 'xsmb'`)).toBe(PER_PROVINCE);
    expect((await saleList(t, { category: 4, date: DAY })).data?.total).toBe(6 * PER_PROVINCE);
  });

  it('answers carry the shop’s clock in the Date header (the client’s countdowns read it)', async () => {
    t.clock.set(new Date('2026-03-04T17:59:30+07:00'));
    const answer = await call(t, 'GET', '/api/healthz');
    expect(answer.headers.date).toBe('Wed, 04 Mar 2026 10:59:30 GMT');
  });
});

describe('paper lottery OpenAPI', () => {
  const t = useSandboxApp();

  it('documents every paper-sales and history endpoint', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const expected: [string, string][] = [
      ['/core/api/webview/utility/xstt/list', 'get'],
      ['/core/webview/xskt/ticket/sale/list', 'get'],
      ['/group/sale/by_category', 'get'],
      ['/hot_category', 'get'],
      ['/by_number', 'get'],
      ['/core/api/webview/product/hot', 'get'],
      ['/xskt/ticket/whole_set/list', 'get'],
      ['/xskt/cart/hold', 'post'],
      ['/xskt/cart/release', 'post'],
      ['/xskt/cart/holds', 'get'],
      ['/xsdt/xskt/order/create', 'post'],
      ['/order/xskt_info', 'get'],
      ['/order/list_xskt', 'get'],
      ['/xskt/customer/history/get_orders', 'get'],
      ['/order/get_paper_xskt/draw_category', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[`/api${path}`]?.[method], path).toBeDefined();
    }
  });
});

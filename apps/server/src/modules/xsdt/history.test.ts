import { beforeAll, describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import {
  buy,
  buyer,
  createPeriod,
  megaItem,
  runJobs,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { XsdtMessages } from './service';
import { numbersOf } from './xsdt-test-kit';

const t = useSandboxApp();

const DAY = 24 * 60 * 60 * 1000;
let customer: { id: number; token: string };
let orderIds: { loto3: number; x636: number; mega: number };

beforeAll(async () => {
  const x636 = await createPeriod(t, 'dientoan636', { closeInMs: DAY });
  const xsmb = await createPeriod(t, 'xsmb', { closeInMs: DAY });
  const mega = await createPeriod(t, 'mega645', { closeInMs: DAY });
  customer = await buyer(t, 1_000_000);
  const bought = async (item: Record<string, unknown>) =>
    (await buy(t, customer.token, { orderItemInfos: [item] })).orderId;
  orderIds = {
    loto3: await bought({
      product: 'loto3',
      drawCodes: [xsmb.drawCode],
      numberInfos: [{ numbers: ['007'], tickQuantity: 2 }],
    }),
    x636: await bought({
      product: 'bao636',
      drawCodes: [x636.drawCode],
      numberInfos: [{ numbers: numbersOf(8, 3, 2), form: 'bao' }],
    }),
    mega: await bought(megaItem([mega.drawCode])),
  };
  await runJobs(t);
});

function get(path: string) {
  return call(t, 'GET', `/api${path}`, undefined, { token: customer.token });
}

describe('computer-lottery history', () => {
  it('lists the caller’s orders, narrowed by lottery type and category', async () => {
    const ids = async (query: string) =>
      ((await get(`/order/list_xsdt${query}`)).json().data.items as { orderId: number }[]).map(
        (o) => o.orderId,
      );
    const { loto3, x636, mega } = orderIds;
    expect(await ids('')).toEqual([mega, x636, loto3]);
    expect(await ids('?lottery_type=1')).toEqual([x636, loto3]);
    expect(await ids('?lottery_type=1&category=2')).toEqual([loto3]);
    expect(await ids('?category=1&page_size=1')).toEqual([x636]);
    expect(await ids('?lottery_type=2')).toEqual([]);
    expect(await ids('?category=6')).toEqual([]);
    expect(await ids('?category=2&product=bao636')).toEqual([]);
    const bad = (await get('/order/list_xsdt?category=9')).json();
    expect(bad).toMatchObject({ code: 14, message: XsdtMessages.product });
    const anonymous = await call(t, 'GET', '/api/order/list_xsdt');
    expect(anonymous.json().code).not.toBe(0);
  });

  it('shows an order, the orders of one product and its printed tickets with their image', async () => {
    const info = (await get(`/order/xsdt_info?orderId=${orderIds.x636}`)).json().data;
    expect(info).toMatchObject({ amount: 280_000, items: [{ product: 'bao636', lines: 28 }] });
    const orders = (await get('/customer/draw_category/get_orders?product=loto3')).json().data;
    expect(orders.items.map((o: { orderId: number }) => o.orderId)).toEqual([orderIds.loto3]);
    const paper = (await get('/order/get_paper_xsdt/draw_category?product=loto3')).json().data;
    expect(paper.total).toBe(1);
    const [ticket] = paper.items;
    expect(ticket).toMatchObject({ orderId: orderIds.loto3, status: 1, price: 20_000 });
    expect(ticket.numberInfos[0]).toMatchObject({ numbers: [7], stake: 2 });
    const image = await call(t, 'GET', `/api${ticket.imagePath}`, undefined, {
      token: customer.token,
    });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('Lô tô 3 số');
    expect(image.body).toContain('007');
  });

  it('draw_category: the orders and printed tickets of a spec category (x636=1, loto235=2, loto234=6)', async () => {
    const { loto3, x636, mega } = orderIds;
    const orders = async (query: string) =>
      (
        (await get(`/customer/draw_category/get_orders?${query}`)).json().data.items as {
          orderId: number;
        }[]
      ).map((o) => o.orderId);
    const printed = async (query: string) =>
      (
        (await get(`/order/get_paper_xsdt/draw_category?${query}`)).json().data.items as {
          orderId: number;
          product: string;
        }[]
      ).map((x) => `${x.orderId}:${x.product}`);
    expect(await orders('lottery_type=1&category=1')).toEqual([x636]);
    expect(await orders('category=2')).toEqual([loto3]);
    expect(await orders('lottery_type=1')).toEqual([x636, loto3]);
    expect(await orders('lottery_type=1&category=6')).toEqual([]);
    expect(await orders('category=2&product=loto3')).toEqual([loto3]);
    expect(await orders('category=1&product=loto3')).toEqual([]);
    expect(await orders('product=mega645')).toEqual([mega]);
    expect(await printed('lottery_type=1&category=1')).toEqual([`${x636}:bao636`]);
    expect(await printed('category=2')).toEqual([`${loto3}:loto3`]);
    expect(await printed('category=6')).toEqual([]);
    expect(await printed('lottery_type=1&page_size=1')).toHaveLength(1);
    expect(
      (await get('/order/get_paper_xsdt/draw_category?lottery_type=1')).json().data.total,
    ).toBe(2);
    expect(await printed('product=mega645')).toEqual([`${mega}:mega645`]);

    for (const path of [
      '/customer/draw_category/get_orders',
      '/order/get_paper_xsdt/draw_category',
    ]) {
      expect((await get(`${path}?category=9`)).json(), path).toMatchObject({
        code: 14,
        message: XsdtMessages.product,
      });
      expect((await get(`${path}?lottery_type=3`)).json(), path).toMatchObject({ code: 14 });
      expect((await get(path)).json(), path).toMatchObject({
        code: 14,
        message: XsdtMessages.category,
      });
      const anonymous = await call(t, 'GET', `/api${path}?category=1`);
      expect(anonymous.json().code, path).not.toBe(0);
    }
  });

  it('takes a report of an erroneous ticket once per requestId', async () => {
    const paper = (await get('/order/get_paper_xsdt/draw_category?product=bao636')).json().data;
    const ticketId = paper.items[0].id as number;
    const body = { requestId: requestId(), ticketId, reason: 'Ảnh vé bị mờ' };
    const first = (
      await call(t, 'POST', '/api/xsdt/order/report', body, { token: customer.token })
    ).json();
    expect(first.code).toBe(0);
    const again = (
      await call(t, 'POST', '/api/xsdt/order/report', body, { token: customer.token })
    ).json();
    expect(again.data.reportId).toBe(first.data.reportId);
    const reported = (await get(`/order/xsdt_info?orderId=${orderIds.x636}`)).json().data;
    expect(reported.tickets[0].reported).toBe(true);
  });
});

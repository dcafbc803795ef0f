import { Category, LotteryType, getProduct } from '@veso/domain';
import { orderProductSchema } from '../orders/common';
import { describe, expect, it } from 'vitest';
import {
  XSKT_PRODUCTS,
  byNumberQuerySchema,
  embedOrderPaths,
  holdBodySchema,
  saleListQuerySchema,
  xsktOrderCreateBodySchema,
  xsktPaths,
} from '../index';

describe('xskt contract', () => {
  it('uses the spec §7 paths of the paper-lottery sales and history', () => {
    expect(xsktPaths).toMatchObject({
      utilityList: '/core/api/webview/utility/xstt/list',
      saleList: '/core/webview/xskt/ticket/sale/list',
      groupByCategory: '/group/sale/by_category',
      hotCategory: '/hot_category',
      byNumber: '/by_number',
      productHot: '/core/api/webview/product/hot',
      orderCreate: '/xsdt/xskt/order/create',
      xsktInfo: '/order/xskt_info',
      listXskt: '/order/list_xskt',
      customerHistory: '/xskt/customer/history/get_orders',
      paperTickets: '/order/get_paper_xskt/draw_category',
    });
    // The embed's two order/create calls sit side by side.
    expect(xsktPaths.orderCreate.replace('xskt', 'xsdt')).toBe(embedOrderPaths.create);
  });

  it('names the three regions with the spec §3 lottery type and categories', () => {
    expect(
      XSKT_PRODUCTS.map((id) => [id, getProduct(id).lotteryType, getProduct(id).category]),
    ).toEqual([
      ['xsmb', LotteryType.xstt, Category.northernLottery],
      ['xsmt', LotteryType.xstt, Category.centralLottery],
      ['xsmn', LotteryType.xstt, Category.southLottery],
    ]);
    for (const id of XSKT_PRODUCTS) expect(orderProductSchema.parse(id)).toBe(id);
  });

  it('reads the spec day format and refuses a category that is not paper', () => {
    expect(saleListQuerySchema.parse({ date: '25/10/2025', tail: '68' })).toMatchObject({
      date: '2025-10-25',
      tail: '68',
      page_index: 1,
      page_size: 20,
    });
    expect(saleListQuerySchema.safeParse({ category: '1' }).success).toBe(false);
    expect(saleListQuerySchema.safeParse({ tail: '6a' }).success).toBe(false);
    expect(byNumberQuerySchema.safeParse({ category: 4 }).success).toBe(false);
  });

  it('holds either tickets or one whole set', () => {
    expect(holdBodySchema.safeParse({ requestId: 'a', ticketIds: [1, 2] }).success).toBe(true);
    expect(
      holdBodySchema.safeParse({
        requestId: 'a',
        set: { category: 4, province: 'Cần Thơ', drawCode: '2025-10-22', number: '123456' },
      }).success,
    ).toBe(true);
    expect(holdBodySchema.safeParse({ requestId: 'a' }).success).toBe(false);
    expect(
      holdBodySchema.safeParse({
        requestId: 'a',
        ticketIds: [1],
        set: { category: 4, province: 'Cần Thơ', drawCode: '2025-10-22', number: '123456' },
      }).success,
    ).toBe(false);
  });

  it('takes the spec order request with the stock tickets in numberInfos', () => {
    const body = xsktOrderCreateBodySchema.parse({
      requestId: 1700000000000,
      orderItemInfos: [
        {
          lotteryType: 2,
          category: 3,
          drawArea: 'Hà Nội',
          drawCodes: ['2026-11-02'],
          numberInfos: [{ ticketId: '12', numbers: ['12345'], symbolCode: '15AN', priceUnit: 1 }],
        },
      ],
    });
    expect(body).toMatchObject({
      requestId: '1700000000000',
      channel: 'WEB_PUBLIC',
      deliveryType: 1,
      orderItemInfos: [{ numberInfos: [{ ticketId: 12, tickQuantity: 1 }] }],
    });
    expect(
      xsktOrderCreateBodySchema.safeParse({
        requestId: 'x',
        orderItemInfos: [{ numberInfos: [{ ticketId: 1, tickQuantity: 2 }] }],
      }).success,
    ).toBe(false);
  });
});

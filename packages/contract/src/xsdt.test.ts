import { PAYMENT_LIMITS, getProduct, LotteryType } from '@veso/domain';
import { orderProductSchema } from './orders/common';
import { describe, expect, it } from 'vitest';
import { embedOrderPaths, historyQuerySchema, orderPaths, resultPaths } from './index';
import {
  XSDT_PAYMENT_LIMIT_MESSAGES,
  XSDT_PRODUCTS,
  priceCoverTicketQuerySchema,
  xsdtHistoryQuerySchema,
} from './xsdt';
import { xsdtPaths } from './xsdt-paths';

describe('xsdt contract', () => {
  it('uses the spec §7 paths', () => {
    expect(xsdtPaths).toMatchObject({
      periodListInDay: '/core/api/webview/period/list_in_day',
      priceCoverTicket: '/core/api/webview/config/price_cover_ticket',
      utilityList: '/core/api/webview/utility/xsdt/list',
      orderCreate: '/xsdt/xsdt/order/create',
      xsdtInfo: '/order/xsdt_info',
      listXsdt: '/order/list_xsdt',
      paperTickets: '/order/get_paper_xsdt/draw_category',
      drawCategoryOrders: '/customer/draw_category/get_orders',
      report: '/xsdt/order/report',
    });
    expect(xsdtPaths).toMatchObject({
      periodListInDay: resultPaths.periodListInDay,
      orderCreate: embedOrderPaths.create,
      xsdtInfo: orderPaths.xsdtInfo,
      listXsdt: orderPaths.listXsdt,
      paperTickets: orderPaths.paperTickets,
      drawCategoryOrders: orderPaths.drawCategoryOrders,
      report: orderPaths.report,
    });
  });

  it('reads the list_xsdt query as the history query, plus its filters', () => {
    const query = { page_index: '2', page_size: '5', status: '1', product: 'loto2' };
    expect(xsdtHistoryQuerySchema.parse({ ...query, category: '2' })).toEqual({
      ...historyQuerySchema.parse(query),
      category: 2,
    });
  });

  it('sells every computer-lottery product of the catalogue on the order path', () => {
    for (const id of XSDT_PRODUCTS) {
      expect(getProduct(id).lotteryType).toBe(LotteryType.xsdt);
      expect(orderProductSchema.safeParse(id).success).toBe(true);
    }
  });

  it('keeps the spec §5 payment-limit messages of the domain', () => {
    for (const category of [1, 6] as const) {
      expect(XSDT_PAYMENT_LIMIT_MESSAGES[category]).toEqual({
        min: PAYMENT_LIMITS[category].minMessage,
        max: PAYMENT_LIMITS[category].maxMessage,
      });
    }
  });

  it('reads the price query from a query string', () => {
    expect(
      priceCoverTicketQuerySchema.parse({ category: '1', count: '8', embedded: '1' }),
    ).toMatchObject({ lottery_type: 1, category: 1, count: 8, tickQuantity: 1, embedded: true });
    expect(priceCoverTicketQuerySchema.safeParse({ product: 'mega645' }).success).toBe(false);
  });
});

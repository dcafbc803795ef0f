import { describe, expect, it } from 'vitest';
import { confirmOrderBodySchema, reserveOrderBodySchema } from './checkout';
import { historyQuerySchema, lottoHistoryQuerySchema } from './history';
import { orderPaths } from './paths';

const item = {
  product: 'mega645',
  drawCodes: ['01234'],
  numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'], priceUnit: 10_000 }],
};

describe('order schemas', () => {
  it('defaults a reserve to the web channel, the main balance, agent holding and refusing late draws', () => {
    const body = reserveOrderBodySchema.parse({
      requestId: 1_700_000_000_000,
      orderItemInfos: [item],
    });
    expect(body).toMatchObject({
      requestId: '1700000000000',
      channel: 'WEB_PUBLIC',
      paymentVendor: 1,
      deliveryType: 1,
      shipType: 0,
      buyType: 1,
      cutoffPolicy: 'refuse',
    });
    expect(body.orderItemInfos?.[0]?.numberInfos[0]).toMatchObject({
      form: 'single',
      tickQuantity: 1,
    });
  });

  it('accepts one orderItemInfo instead of the list, and needs one of them', () => {
    expect(reserveOrderBodySchema.safeParse({ requestId: '1', orderItemInfo: item }).success).toBe(
      true,
    );
    expect(reserveOrderBodySchema.safeParse({ requestId: '1' }).success).toBe(false);
  });

  it('refuses products that cannot be bought online and malformed numbers', () => {
    const unknown = { ...item, product: 'bingo18' };
    expect(
      reserveOrderBodySchema.safeParse({ requestId: '1', orderItemInfos: [unknown] }).success,
    ).toBe(false);
    // Paper tickets (issue #16) are ordered by their stock ticket; the server checks it.
    const paper = { product: 'xsmb', numberInfos: [{ numbers: [], ticketId: 7 }] };
    expect(
      reserveOrderBodySchema.safeParse({ requestId: '1', orderItemInfos: [paper] }).success,
    ).toBe(true);
    const keno = { ...item, product: 'keno' };
    expect(
      reserveOrderBodySchema.safeParse({ requestId: '1', orderItemInfos: [keno] }).success,
    ).toBe(true);
    const letters = { ...item, numberInfos: [{ numbers: ['ab'] }] };
    expect(
      reserveOrderBodySchema.safeParse({ requestId: '1', orderItemInfos: [letters] }).success,
    ).toBe(false);
  });

  it('coerces the order id of a confirm', () => {
    expect(confirmOrderBodySchema.parse({ requestId: 'x', orderId: '12' })).toMatchObject({
      orderId: 12,
      paymentVendor: 1,
    });
  });

  it('pages history from 1 by 10, and Lotto 5/35 history with status 1 by default', () => {
    expect(historyQuerySchema.parse({})).toEqual({ page_index: 1, page_size: 10 });
    expect(historyQuerySchema.parse({ page_index: '0', page_size: 'x' })).toEqual({
      page_index: 1,
      page_size: 10,
    });
    expect(lottoHistoryQuerySchema.parse({})).toEqual({ status: 1, page_index: 1, page_size: 10 });
  });

  it('names the spec paths', () => {
    expect(orderPaths.reserveV2).toBe('/v2/order/reserve');
    expect(orderPaths.report).toBe('/xsdt/order/report');
    expect(orderPaths.notificationsList).toBe('/core/webview/notifications/list');
  });
});

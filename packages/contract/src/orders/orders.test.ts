import { describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, coercedInt4, int4 } from '../zod';
import {
  confirmOrderBodySchema,
  reserveAndPayBodySchema,
  reserveOrderBodySchema,
} from './checkout';
import { kenoReserveBodySchema } from './keno';
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

  it('takes the spec §3 form: items named by lotteryType/category/group, no requestId where the spec names none', () => {
    const spec = {
      lotteryType: 1,
      category: 1,
      group: 6,
      drawCodes: ['01234'],
      numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'], chosenAuto: false }],
    };
    const one = reserveOrderBodySchema.parse({ channel: 'WEB_PUBLIC', orderItemInfo: spec });
    expect(one.requestId).toBeUndefined();
    expect(one.orderItemInfo).toMatchObject({ lotteryType: 1, category: 1, group: 6 });
    expect(
      reserveOrderBodySchema.safeParse({ orderItemInfo: [spec, { ...spec, category: 2 }] }).success,
    ).toBe(true);
    expect(confirmOrderBodySchema.safeParse({ orderId: 12 }).success).toBe(true);
    // Calls that pay or that the spec gives a requestId keep it required.
    expect(reserveAndPayBodySchema.safeParse({ orderItemInfo: spec }).success).toBe(false);
    expect(kenoReserveBodySchema.safeParse({ orderItemInfos: [spec] }).success).toBe(false);
    expect(
      kenoReserveBodySchema.safeParse({ requestId: '1', orderItemInfos: [spec] }).success,
    ).toBe(true);
  });

  it('refuses products that cannot be bought online and malformed numbers', () => {
    const unknown = { ...item, product: 'bingo18' };
    expect(
      reserveOrderBodySchema.safeParse({ requestId: '1', orderItemInfos: [unknown] }).success,
    ).toBe(false);
    // Paper tickets are ordered by their stock ticket; the server checks it.
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

  it('bounds integers to int4: −2^31 to 2^31 − 1, from numbers or text', () => {
    expect(int4().safeParse(INT4_MIN).success).toBe(true);
    expect(int4().safeParse(INT4_MAX).success).toBe(true);
    for (const outside of [INT4_MIN - 1, INT4_MAX + 1, -1e15, 2 ** 53 + 2, 0.5]) {
      expect(int4().safeParse(outside).success, String(outside)).toBe(false);
    }
    expect(coercedInt4().parse('2147483647')).toBe(INT4_MAX);
    expect(coercedInt4().safeParse('2147483648').success).toBe(false);
  });

  it('takes shipType 0 only, and no integer of an order outside int4', () => {
    const order = (extra: Record<string, unknown>, product: Record<string, unknown> = {}) =>
      reserveOrderBodySchema.safeParse({
        requestId: '1',
        orderItemInfos: [{ ...item, ...product }],
        ...extra,
      }).success;
    expect(order({ shipType: 0 })).toBe(true);
    for (const shipType of [1, -1e15, 2 ** 31]) expect(order({ shipType })).toBe(false);
    expect(order({ paymentVendor: 2 ** 31 })).toBe(false);
    expect(order({ split_type: -(2 ** 31) - 1 })).toBe(false);
    expect(order({}, { category: 2 ** 31 })).toBe(false);
    expect(order({}, { drawArea: 2 ** 31 })).toBe(false);
    expect(order({}, { drawArea: 'Cần Thơ' })).toBe(true);
    const ticket = (ticketId: unknown) =>
      order({}, { product: 'xsmb', numberInfos: [{ numbers: [], ticketId }] });
    expect(ticket(INT4_MAX)).toBe(true);
    expect(ticket('2147483647')).toBe(true);
    expect(ticket('2147483648')).toBe(false);
    expect(ticket('7a')).toBe(false);
    expect(
      kenoReserveBodySchema.safeParse({
        requestId: '1',
        orderItemInfos: [{ ...item, product: 'keno' }],
        shipType: 2 ** 31,
      }).success,
    ).toBe(false);
    expect(confirmOrderBodySchema.safeParse({ requestId: 'x', orderId: 2 ** 31 }).success).toBe(
      false,
    );
  });

  it('takes client prices as whole đồng from 0 (a unit from 1), for the server to compare', () => {
    const withPrices = (prices: {
      temporaryAmount?: unknown;
      amount?: unknown;
      calculatedPrice?: unknown;
      priceUnit?: unknown;
    }) =>
      reserveAndPayBodySchema.safeParse({
        requestId: '1',
        temporaryAmount: prices.temporaryAmount,
        amount: prices.amount,
        orderItemInfos: [
          {
            ...item,
            calculatedPrice: prices.calculatedPrice,
            numberInfos: [{ numbers: item.numberInfos[0]?.numbers, priceUnit: prices.priceUnit }],
          },
        ],
      }).success;
    expect(
      withPrices({ temporaryAmount: 10_000, amount: 0, calculatedPrice: 0, priceUnit: 1_000 }),
    ).toBe(true);
    for (const bad of [-1, -1e15, 0.5, 2 ** 53 + 2]) {
      expect(withPrices({ temporaryAmount: bad }), `temporaryAmount ${bad}`).toBe(false);
      expect(withPrices({ amount: bad }), `amount ${bad}`).toBe(false);
      expect(withPrices({ calculatedPrice: bad }), `calculatedPrice ${bad}`).toBe(false);
      expect(withPrices({ priceUnit: bad }), `priceUnit ${bad}`).toBe(false);
    }
    expect(withPrices({ priceUnit: 0 })).toBe(false);
  });

  it('names the spec paths', () => {
    expect(orderPaths.reserveV2).toBe('/v2/order/reserve');
    expect(orderPaths.report).toBe('/xsdt/order/report');
    expect(orderPaths.notificationsList).toBe('/core/webview/notifications/list');
  });
});

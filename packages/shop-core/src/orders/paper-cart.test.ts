import { describe, expect, it } from 'vitest';
import { makeTestPaperItem, makeTestStockTicket } from '../test/paper-fixtures';
import { cartItemsTotal } from './vietlott-cart';
import {
  cartTicketCount,
  holdCountdownText,
  isPaperCartItem,
  paperItemName,
  paperOrderItemInfos,
} from './paper-cart';

const north = makeTestStockTicket({
  ticketId: 20,
  product: 'xsmb',
  category: 3,
  province: 'Bắc Ninh',
  number: '12345',
  symbolCode: '15AN',
});
const set = [6, 7, 8].map((ticketId) => makeTestStockTicket({ ticketId, number: '888888' }));

describe('paper cart lines', () => {
  it('name each held ticket by its stock id in its own order item', () => {
    const single = makeTestPaperItem([north], '2026-03-04T03:15:00.000Z');
    expect(isPaperCartItem(single)).toBe(true);
    expect(paperOrderItemInfos(single)).toEqual([
      {
        product: 'xsmb',
        lotteryType: 2,
        category: 3,
        drawArea: 'Bắc Ninh',
        drawCodes: ['2026-03-04'],
        numberInfos: [{ numbers: ['12345'], ticketId: 20, symbolCode: '15AN', tickQuantity: 1 }],
      },
    ]);
    const whole = makeTestPaperItem(set, '2026-03-04T03:15:00.000Z', true);
    expect(paperOrderItemInfos(whole).map((i) => i.numberInfos[0]?.ticketId)).toEqual([6, 7, 8]);
    expect(paperItemName(whole)).toBe('Xổ số kiến thiết miền Nam · Cặp nguyên 3 vé');
  });

  it('count every ticket of a set against the cart and price 10.000đ a ticket', () => {
    const items = [
      makeTestPaperItem([north], '2026-03-04T03:15:00.000Z'),
      makeTestPaperItem(set, '2026-03-04T03:15:00.000Z', true),
    ];
    expect(cartTicketCount(items)).toBe(4);
    expect(cartItemsTotal(items)).toBe(40_000);
  });

  it('count the hold down in minutes and seconds', () => {
    const now = Date.parse('2026-03-04T03:00:00.000Z');
    expect(holdCountdownText('2026-03-04T03:15:00.000Z', now)).toBe(
      'Vé được giữ cho bạn trong 15:00',
    );
    expect(holdCountdownText('2026-03-04T03:00:09.000Z', now)).toBe(
      'Vé được giữ cho bạn trong 00:09',
    );
    expect(holdCountdownText('2026-03-04T03:00:00.000Z', now)).toBe('Hết thời gian giữ vé');
  });
});

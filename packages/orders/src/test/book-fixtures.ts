import type { OrderDetail, OrderItem, PaperTicket } from '@veso/contract';
import { makeTestOrder, makeTestTicket } from '@veso/shop-core';

type NumberInfo = OrderItem['numberInfos'][number];

/** A number set as the server prices it (one line of one unit unless told). */
export function makeNumberInfo(overrides: Partial<NumberInfo> = {}): NumberInfo {
  return {
    numbers: [],
    form: 'single',
    special: null,
    specials: [],
    level: null,
    bet: null,
    stake: 1,
    lines: 1,
    price: 10_000,
    ...overrides,
  };
}

/** A Lotto 5/35 line: five numbers and the special one. */
export const LOTTO_LINE = makeNumberInfo({ numbers: [1, 2, 3, 4, 5], special: 3 });

/** Keno: a level-3 line at two units, and a side bet on "Lớn". */
export const KENO_LINE = makeNumberInfo({ numbers: [5, 12, 40], stake: 2, price: 20_000 });
export const KENO_SIDE_BET = makeNumberInfo({ form: 'kenoSideBet', bet: 'big' });

const PRODUCT_NAMES = { lotto535: 'Lotto 5/35', keno: 'Keno' } as const;

/** A printed ticket of a book: ticket `id` of order `orderId`, in `status` (1 or 2). */
export function makeBookTicket(
  product: keyof typeof PRODUCT_NAMES,
  id: number,
  orderId: number,
  overrides: Partial<PaperTicket> = {},
): PaperTicket {
  return {
    ...makeTestTicket(1, {
      id,
      product,
      productName: PRODUCT_NAMES[product],
      drawCode: String(id).padStart(5, '0'),
      serial: `SR-${id}`,
      imagePath: `/order/ticket_image/${id}`,
    }),
    orderId,
    numberInfos: [product === 'keno' ? KENO_LINE : LOTTO_LINE],
    ...overrides,
  };
}

/** A settled Lotto 5/35 ticket that won the third prize (500,000đ). */
export function makeWonLottoTicket(id: number, orderId: number): PaperTicket {
  return makeBookTicket('lotto535', id, orderId, {
    status: 2,
    winStatus: 1,
    settledAt: '2030-01-02T12:00:00.000Z',
    prizeGross: 500_000,
    prizeTax: 0,
    prizeNet: 500_000,
    wins: [{ tier: 'third', name: 'Giải ba', amount: 500_000 }],
  });
}

/**
 * A paid Keno order of two draws: a level-3 line at two units and a side bet, the first
 * draw settled with a win, the second printed and waiting for its draw.
 */
export function makeKenoOrder(orderId = 201): OrderDetail {
  const draw = (code: string, at: string) => ({
    drawCode: code,
    drawAt: at,
    salesCloseAt: at,
  });
  const ticket = (id: number, code: string, status: number) =>
    makeTestTicket(status, {
      id,
      itemId: 401,
      product: 'keno',
      productName: 'Keno',
      drawCode: code,
      drawAt: status === 2 ? '2030-01-01T01:08:00.000Z' : '2030-01-01T01:16:00.000Z',
    });
  return makeTestOrder(2, {
    orderId,
    amount: 60_000,
    winStatus: 1,
    prizeNet: 20_000,
    items: [
      {
        id: 401,
        product: 'keno',
        productName: 'Keno',
        numberInfos: [KENO_LINE, KENO_SIDE_BET],
        lines: 2,
        periods: 2,
        price: 60_000,
        draws: [
          draw('0100001', '2030-01-01T01:08:00.000Z'),
          draw('0100002', '2030-01-01T01:16:00.000Z'),
        ],
      },
    ],
    tickets: [
      {
        ...ticket(601, '0100001', 2),
        winStatus: 1,
        prizeGross: 20_000,
        prizeTax: 0,
        prizeNet: 20_000,
        wins: [{ tier: 'level3-2', name: 'Bậc 3 trúng 2 số', amount: 20_000 }],
      },
      ticket(602, '0100002', 1),
    ],
    results: [
      {
        product: 'keno',
        name: 'Keno',
        drawCode: '0100001',
        drawDate: '2030-01-01',
        openDate: '01/01/2030 08:08:00',
        result: {
          kind: 'balls',
          numbers: [5, 12, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20],
          bonus: null,
          special: null,
          summary: null,
        },
        jackpot: null,
        prizes: [],
        source: 'sandbox',
        generated: true,
      },
    ],
  });
}

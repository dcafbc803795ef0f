import { getProduct } from '@veso/domain';
import type {
  DrawPeriod,
  Notification,
  Order,
  OrderDetail,
  OrderSummary,
  OrderableProduct,
  PeriodList,
  Ticket,
} from '@veso/contract';

type PricedNumberInfo = Order['items'][number]['numberInfos'][number];

/** One priced line of numbers: single, stake 1, 10 000 đ; override what matters. */
export function makeTestNumberInfo(overrides: Partial<PricedNumberInfo> = {}): PricedNumberInfo {
  return {
    numbers: [],
    form: 'single',
    special: null,
    specials: [],
    stake: 1,
    lines: 1,
    price: 10_000,
    ...overrides,
  };
}

/** An open period of a Vietlott game `hoursAhead` from now (cut-off 30 min before). */
export function makeTestPeriod(
  product: DrawPeriod['product'],
  drawCode: string,
  hoursAhead: number,
  overrides: Partial<DrawPeriod> = {},
): DrawPeriod {
  const drawAt = new Date(Date.now() + hoursAhead * 3_600_000);
  const salesCloseAt = new Date(drawAt.getTime() - 30 * 60_000);
  return {
    id: Number(drawCode),
    product,
    category: null,
    drawCode,
    openDate: '01/01/2030 18:00:00',
    start_time: '01/01/2030 18:00:00',
    drawAt: drawAt.toISOString(),
    salesCloseAt: salesCloseAt.toISOString(),
    status: 'open',
    indexInDay: 1,
    provinces: [],
    jackpot:
      product === 'power655'
        ? { jackpot: 30_000_000_000, jackpot2: 3_000_000_000 }
        : { jackpot: 12_000_000_000, jackpot2: null },
    ...overrides,
  };
}

/** The period list answer of a game with `count` upcoming draws. */
export function makeTestPeriodList(product: OrderableProduct, count = 3): PeriodList {
  const calendar = (getProduct(product)?.calendar ?? product) as DrawPeriod['product'];
  const periods = Array.from({ length: count }, (_, i) =>
    makeTestPeriod(calendar, String(1200 + i).padStart(5, '0'), 24 * (i + 1)),
  );
  return {
    product: calendar,
    periods,
    drawConfigs: periods.map((p) => ({
      category: null,
      drawCode: p.drawCode,
      openDate: p.openDate,
    })),
  };
}

const STATUS_LABELS = ['Chờ in vé', 'Đại lý giữ vé', 'Hoàn thành', 'Đã huỷ', 'Hoàn huỷ lỗi'];

/** A ticket of an order in `status` (0–4). */
export function makeTestTicket(status: number, overrides: Partial<Ticket> = {}): Ticket {
  const printed = status >= 1 && status <= 2;
  return {
    id: 501,
    itemId: 301,
    product: 'mega645',
    productName: 'Mega 6/45',
    drawCode: '01200',
    drawAt: '2030-01-01T11:00:00.000Z',
    status,
    statusLabel: STATUS_LABELS[status] ?? 'Đơn hàng lỗi vé',
    winStatus: 0,
    price: 10_000,
    serial: printed ? 'SR-000501' : null,
    securityCode: printed ? 'AB12-CD34' : null,
    printedAt: printed ? '2029-12-31T10:00:00.000Z' : null,
    settledAt: status === 2 ? '2030-01-01T12:00:00.000Z' : null,
    cancelledAt: status === 3 ? '2030-01-01T10:40:00.000Z' : null,
    prizeGross: status === 2 ? 0 : null,
    prizeTax: status === 2 ? 0 : null,
    prizeNet: status === 2 ? 0 : null,
    wins: [],
    claimInPerson: false,
    claimNote: null,
    claimedAt: null,
    imagePath: printed ? '/order/ticket_image/501' : null,
    reported: false,
    ...overrides,
  };
}

/** A paid Mega 6/45 order of one ticket in `status`. */
export function makeTestOrder(status = 0, overrides: Partial<OrderDetail> = {}): OrderDetail {
  const ticket = makeTestTicket(status);
  return {
    orderId: 101,
    requestId: '1234567890123',
    state: 'paid',
    buyType: 1,
    deliveryType: 1,
    channel: 'WEB_PUBLIC',
    cutoffPolicy: 'refuse',
    amount: 10_000,
    createdAt: '2029-12-31T09:00:00.000Z',
    paidAt: '2029-12-31T09:00:05.000Z',
    status,
    statusLabel: ticket.statusLabel,
    winStatus: 0,
    prizeNet: 0,
    items: [
      {
        id: 301,
        product: 'mega645',
        productName: 'Mega 6/45',
        numberInfos: [makeTestNumberInfo({ numbers: [3, 11, 19, 25, 38, 44] })],
        lines: 1,
        periods: 1,
        price: 10_000,
        draws: [
          {
            drawCode: '01200',
            drawAt: '2030-01-01T11:00:00.000Z',
            salesCloseAt: '2030-01-01T10:30:00.000Z',
          },
        ],
      },
    ],
    tickets: [ticket],
    results: [],
    ...overrides,
  };
}

/** A history row. */
export function makeTestOrderSummary(
  orderId: number,
  status: number,
  overrides: Partial<OrderSummary> = {},
): OrderSummary {
  return {
    orderId,
    products: ['mega645'],
    productNames: ['Mega 6/45'],
    amount: 10_000,
    createdAt: '2029-12-31T09:00:00.000Z',
    state: 'paid',
    status,
    statusLabel: STATUS_LABELS[status] ?? 'Đơn hàng lỗi vé',
    winStatus: 0,
    prizeNet: 0,
    ticketCount: 1,
    drawCodes: ['01200'],
    ...overrides,
  };
}

/** A notification. */
export function makeTestNotification(
  id: number,
  overrides: Partial<Notification> = {},
): Notification {
  return {
    id,
    kind: 'printed',
    title: 'Vé đã được in',
    body: 'Vé Mega 6/45 kỳ #01200 của bạn đã được in và đại lý đang giữ vé.',
    orderId: 101,
    ticketId: 501,
    createdAt: '2029-12-31T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

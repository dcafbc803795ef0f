import type { XsktOrder, XsktOrderList, XsktPaperTicket, XsktTicketBook } from '@veso/contract';
import { makeTestOrder } from '@veso/shop-core';

/** The in-person claim text the server sends with a paper prize above 10,000,000đ (drawn 04/03/2026). */
export const CLAIM_NOTE =
  'Giải thưởng trên 10.000.000đ phải được lĩnh trực tiếp tại công ty xổ số kiến thiết phát hành vé: mang vé gốc (đại lý giao cho quý khách) và CCCD đến lĩnh trong 30 ngày kể từ ngày mở thưởng, chậm nhất ngày 03/04/2026; công ty khấu trừ thuế thu nhập cá nhân 10% phần trên 10.000.000đ. Khoản này không cộng vào tài khoản trả thưởng.';

/** A paper ticket of an order (a southern Cần Thơ ticket, scanned, not drawn yet). */
export function makeTestPaperTicket(overrides: Partial<XsktPaperTicket> = {}): XsktPaperTicket {
  return {
    id: 501,
    orderId: 401,
    ticketId: 9001,
    product: 'xsmn',
    productName: 'Xổ số kiến thiết miền Nam',
    category: 4,
    province: 'Cần Thơ',
    drawCode: '2026-03-04',
    openDate: '04/03/2026 16:15:00',
    number: '123456',
    symbolCode: null,
    price: 10_000,
    status: 1,
    statusLabel: 'Đã in vé',
    winStatus: 0,
    scannedAt: '2026-03-04T04:00:00.000Z',
    imagePath: '/order/ticket_image/501',
    prizeGross: null,
    prizeTax: null,
    prizeNet: null,
    wins: [],
    claimInPerson: false,
    claimNote: null,
    claimedAt: null,
    ...overrides,
  };
}

/** A ticket that won two tiers (the south's "khuyến khích" and the 8th prize, say). */
export function winningPaperTicket(overrides: Partial<XsktPaperTicket> = {}): XsktPaperTicket {
  return makeTestPaperTicket({
    status: 2,
    statusLabel: 'Trúng thưởng',
    winStatus: 1,
    prizeGross: 6_100_000,
    prizeTax: 0,
    prizeNet: 6_100_000,
    wins: [
      { tier: 'consolation', name: 'Giải khuyến khích', amount: 6_000_000 },
      { tier: 'eighth', name: 'Giải Tám', amount: 100_000 },
    ],
    ...overrides,
  });
}

/** A paid paper order of `tickets`. */
export function makeTestXsktOrder(tickets: XsktPaperTicket[], overrides: Partial<XsktOrder> = {}) {
  const won = tickets.filter((t) => t.winStatus === 1);
  return {
    ...makeTestOrder(tickets[0]?.status ?? 0, {
      orderId: tickets[0]?.orderId ?? 401,
      amount: tickets.length * 10_000,
      winStatus: won.length > 0 ? 1 : 0,
      prizeNet: won.reduce((sum, t) => sum + (t.prizeNet ?? 0), 0),
    }),
    paperTickets: tickets,
    ...overrides,
  } satisfies XsktOrder;
}

/** The history page of `orders`. */
export function xsktOrderList(orders: XsktOrder[]): XsktOrderList {
  return {
    items: orders.map((o) => ({
      orderId: o.orderId,
      amount: o.amount,
      createdAt: o.createdAt,
      state: o.state,
      status: o.status,
      statusLabel: o.statusLabel,
      winStatus: o.winStatus,
      prizeNet: o.prizeNet,
      paperTickets: o.paperTickets,
    })),
    page_index: 1,
    page_size: 10,
    total: orders.length,
  };
}

/** The ticket book of `tickets`, one draw each (as the server groups them). */
export function xsktTicketBook(tickets: XsktPaperTicket[]): XsktTicketBook {
  const draws = new Map<string, XsktPaperTicket[]>();
  for (const t of tickets)
    draws.set(`${t.product}|${t.drawCode}`, [
      ...(draws.get(`${t.product}|${t.drawCode}`) ?? []),
      t,
    ]);
  return {
    items: [...draws.values()].map((group) => ({
      product: group[0]?.product ?? 'xsmn',
      category: group[0]?.category ?? 4,
      drawCode: group[0]?.drawCode ?? '',
      openDate: group[0]?.openDate ?? '',
      tickets: group,
    })),
    page_index: 1,
    page_size: 10,
    total: draws.size,
  };
}

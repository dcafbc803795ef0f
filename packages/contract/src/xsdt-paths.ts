// No zod here: a browser imports these values (see the package README).

// Self-contained: the paths repeat the spec's strings that `orderPaths`, `resultPaths` and
// `embedOrderPaths` hold too (the tests check they agree), so this file does not depend on
// how those modules are laid out.

/**
 * The computer lottery and the loto games (spec §3 lottery type xsdt=1,
 * categories x636=1 / loto235=2 / loto234=6; §5 payment limits; §7 Orders and payment,
 * History, Wallet-embedded; §9 price unit and fees). Paths are relative to the main base
 * (`/api`). Orders of these products use the ordinary order calls (`POST /order`, `POST
 * /order/confirm`) and the embed's `POST /xsdt/xsdt/order/create`, each item named by the
 * spec's `lotteryType` 1, `category` and `group` or by a product below in `product`; the
 * history calls are the ordinary ones too.
 *
 * Errors: bad input answers code 14 with a Vietnamese message; a payment outside the
 * category's limit answers code 14 with the spec §5 message verbatim
 * (`XSDT_PAYMENT_LIMIT_MESSAGES`, in `xsdt.ts`).
 */
export const xsdtPaths = {
  /** Periods on sale of a category (query `lottery_type`, `category`, `groups`), with each cut-off. */
  periodListInDay: '/core/api/webview/period/list_in_day',
  /** The price of a 6x36 / bao / loto selection: lines × unit × stake (× periods). */
  priceCoverTicket: '/core/api/webview/config/price_cover_ticket',
  /** The embed's computer-lottery products, with their 1,000đ unit and next draw. */
  utilityList: '/core/api/webview/utility/xsdt/list',
  /** The embed's reserve call (the body of `POST /order`; paid through the wallet gateway). */
  orderCreate: '/xsdt/xsdt/order/create',
  /** One order (query `orderId`). */
  xsdtInfo: '/order/xsdt_info',
  /** The caller's orders; `lottery_type` / `category` narrow to the computer lottery. */
  listXsdt: '/order/list_xsdt',
  /** Printed tickets of a category (query `lottery_type`, `category`, `product`), with their image paths. */
  paperTickets: '/order/get_paper_xsdt/draw_category',
  /** Orders of a category (query `lottery_type`, `category`, `product`). */
  drawCategoryOrders: '/customer/draw_category/get_orders',
  /** Report an erroneous ticket (body `requestId`, `ticketId`, `reason`). */
  report: '/xsdt/order/report',
} as const;

import { ORDERABLE_VIETLOTT_IDS, PRODUCT_IDS } from '@veso/domain';

// No zod here: a browser imports these values (see the package README).

/**
 * Buying tickets (spec §3 Orders, §4 Order flow and status labels, §5 Cart and payment
 * limits, §7 Orders and payment, History, 6/45 and 6/55, Lotto 5/35, Notifications).
 * Paths are relative to the main base (`/api`); amounts are whole đồng. The server prices
 * every item itself: prices a client sends (`priceUnit`, `calculatedPrice`,
 * `temporaryAmount`) are optional, and when sent must be the server's, else the order is
 * refused as a changed price (code 14, `AMOUNT_CHANGED_MESSAGE`) and nothing is written.
 */
export const orderPaths = {
  /** Reserve an order (spec: `POST /order`, query `endpoint`). */
  reserve: '/order',
  /** Pay a reserved order from the main balance (requestId idempotent). */
  confirm: '/order/confirm',
  /**
   * Reserve and pay from the main balance in one call: the reserve's body, the
   * confirm's answer, one requestId; the two-step `reserve` + `confirm` stays.
   */
  reserveAndPay: '/order/reserve_and_pay',
  /** Payment info: the amount to pay, the balance and the payment vendors. */
  paymentInfo: '/order/payment_info',
  /** Order check: the order, its state and its tickets. */
  check: '/order/check',
  /** Mega 6/45 and Power 6/55 reserve and confirm (spec: `/api/v2/order/reserve`, `/confirm`). */
  reserveV2: '/v2/order/reserve',
  confirmV2: '/v2/order/confirm',
  /** Lotto 5/35 reserve (spec: `POST {token}`) and confirm. */
  lottoReserve: '/lotto535/order/reserve',
  lottoConfirm: '/lotto535/order/confirm',
  /** Report an erroneous ticket (spec: `POST xsdt/order/report`). */
  report: '/xsdt/order/report',
  /** The printed ticket's image (SVG), only for its buyer; `:ticketId` in the path. */
  ticketImage: '/order/ticket_image/:ticketId',
  /** History (spec §7): every order of the caller, newest first. */
  history: '/customer/history/get_orders',
  /** One order with its tickets (query `orderId`). */
  orderInfo: '/order/info',
  /** The same list as `history`, as a POST with a body. */
  customerOrders: '/customer/get_orders',
  /** Electronic-lottery (xsdt) order detail and list (spec §7 History). */
  xsdtInfo: '/order/xsdt_info',
  listXsdt: '/order/list_xsdt',
  /** Orders of one product (query `product`). */
  drawCategoryOrders: '/customer/draw_category/get_orders',
  /** Printed tickets (paper-ticket images) of one product, newest first. */
  paperTickets: '/order/get_paper_xsdt/draw_category',
  /** 6/45 and 6/55 history and one order. */
  vietlottHistory: '/webview/api/customer/history/get_orders',
  vietlottOrder: '/webview/api/customer/history/get_order',
  /** Lotto 5/35 history (msisdn, status, page_index, page_size) and one order. */
  lottoHistory: '/lotto535/history',
  lottoOrder: '/lotto535/order_detail',
  /** Notifications (spec §7: list and detail with id, channel, transid). */
  notificationsList: '/core/webview/notifications/list',
  notificationsDetail: '/core/webview/notifications/detail',
  /** Sandbox only: run the printing agent, guaranteed entry and settlement now. */
  devRunOrderJobs: '/dev/orders/run',
  /** Sandbox only: an adult customer with a funded main balance and a session (e2e, bench). */
  devCustomer: '/dev/orders/customer',
  /** Responsible play: spending limits, self-exclusion and the spending report. */
  playLimits: '/customer/play_limits',
  selfExclusion: '/customer/self_exclusion',
  spendingReport: '/customer/spending_report',
  /** Subscriptions ("nuôi"): the same numbers for the next draws. */
  subscriptions: '/customer/subscriptions',
  subscriptionCreate: '/customer/subscriptions/create',
  subscriptionAction: '/customer/subscriptions/action',
  /** Keno reserve and confirm (spec §7 Keno: `POST /v2/keno/order/reserve` and `/confirm`). */
  kenoReserve: '/v2/keno/order/reserve',
  kenoConfirm: '/v2/keno/order/confirm',
  /** Keno reserve and pay in one call (the Keno reserve's body, the confirm's answer). */
  kenoReserveAndPay: '/v2/keno/order/reserve_and_pay',
  /** Keno levels ("bậc") with their prize tables. */
  kenoTicketLevels: '/ticket_level/list',
  /** Cancels reserved (unpaid) Keno orders of the caller. */
  kenoCancelList: '/order/cancel/list',
  /** Keno order config (spec §3: buyMinConfigs, orderTimeConfigs). */
  kenoOrderConfig: '/v2/keno/order/config',
  /** Spec §4: the operator-access flag, from the account's count of bought Keno orders. */
  kenoOperatorAccess: '/customer/keno/operator_access',
} as const;

/** The refusal of a reserve-and-pay whose `amount` is not the server's total (code 14). */
export const AMOUNT_CHANGED_MESSAGE =
  'Tổng thanh toán đã thay đổi. Vui lòng kiểm tra và xác nhận lại tổng mới.';

/**
 * The Vietlott games that can be bought online now, on one cart and order path (the
 * engine is generic over the catalogue): the number games, Keno and the Max 3D family.
 * Derived from the catalogue of `@veso/domain`.
 */
export const ORDERABLE_PRODUCTS = ORDERABLE_VIETLOTT_IDS;

/**
 * Every product the order path takes: every product of the catalogue — the games above,
 * the computer lottery and loto games (`XSDT_PRODUCTS`), the paper lotteries (an item
 * names one held stock ticket, `ticketId`) and Max 4D (ended 2021), which the schema
 * accepts so that the server answers its not-on-sale refusal.
 */
export const ORDER_PRODUCTS = PRODUCT_IDS;

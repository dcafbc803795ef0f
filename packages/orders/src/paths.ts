/**
 * The spec §2 routes the orders feature owns: purchase history, ticket books and order details. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const ORDERS_PATHS = {
  history: '/lich-su',
  history535: '/lich-su-535',
  kenoHistory: '/lich-su-choi-keno',
  orderHistory: '/lich-su-dat-mua',
  pendingOrder: '/lich-su-dat-mua/dang-cho/:id',
  orderDetail: '/lich-su-dat-mua/:id',
  orderResult: '/lich-su-dat-mua/:id/so-ket-qua?',
  computerHistory: '/lich-su-mua-xsdt',
  paperHistory: '/lich-su-mua-xskt',
  ticketBook535: '/so-ve-535',
  kenoTicketBook: '/so-ve-keno',
  paperTicketBook: '/so-xo-kien-thiet',
  orderInfo: '/chi-tiet-don',
  paperOrderInfo: '/chi-tiet-don-kien-thiet',
  kenoOrder: '/don-keno/:index',
  lotto535Order: '/don-vietlott-535/:index',
  /** Subscriptions ("vé nuôi") and responsible play (limits, self-exclusion, report). */
  subscriptions: '/nuoi-ve',
  responsiblePlay: '/choi-co-trach-nhiem',
} as const;

/** The notification screens' spec §2 routes: they list order events, so orders owns them. */
export const NOTIFICATION_PATHS = {
  notifications: '/thong-bao',
  notificationDetail: '/thong-bao/chi-tiet-thong-bao',
} as const;

/** `/lich-su-dat-mua/{id}`: one order with its timeline. */
export function orderDetailPath(orderId: number): string {
  return `/lich-su-dat-mua/${orderId}`;
}

/** `/lich-su-dat-mua/dang-cho/{id}`: an order waiting for its tickets to be printed. */
export function pendingOrderPath(orderId: number): string {
  return `/lich-su-dat-mua/dang-cho/${orderId}`;
}

/** `/don-keno/{index}`: one Keno order (the index is its order id). */
export function kenoOrderPath(orderId: number): string {
  return `/don-keno/${orderId}`;
}

/** `/don-vietlott-535/{index}`: one Lotto 5/35 order (the index is its order id). */
export function lotto535OrderPath(orderId: number): string {
  return `/don-vietlott-535/${orderId}`;
}

/** `/thong-bao/chi-tiet-thong-bao?id={id}`: one notification. */
export function notificationDetailPath(id: number): string {
  return `${NOTIFICATION_PATHS.notificationDetail}?id=${id}`;
}

/** A route pattern of this feature. */
export type OrdersPath = (typeof ORDERS_PATHS)[keyof typeof ORDERS_PATHS];

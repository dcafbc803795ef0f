/**
 * The spec §2 routes the checkout feature owns: cart, ticket delivery, payment method, order confirmation and bank transfer. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const CHECKOUT_PATHS = {
  cart: '/gio-hang',
  delivery: '/hinh-thuc-nhan-ve',
  deliveryPayment: '/hinh-thuc-nhan-ve/chon-hinh-thuc-thanh-toan',
  paymentMethod: '/chon-hinh-thuc-thanh-toan',
  confirmOrder: '/xac-nhan-don-hang',
  bankTransfer: '/chuyen-khoan-ngan-hang',
} as const;

/** A route pattern of this feature. */
export type CheckoutPath = (typeof CHECKOUT_PATHS)[keyof typeof CHECKOUT_PATHS];

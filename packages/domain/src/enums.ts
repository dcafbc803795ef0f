/**
 * The enumerations of spec §3 as `as const` objects with a union type of their values.
 * Key names are the spec's own, so code reads like the spec and the wire values stay exact.
 */

/** `lotteryType` of an order item: electronic/computer lottery or traditional (paper). */
export const LotteryType = {
  xsdt: 1,
  xstt: 2,
} as const;
/** A value of {@link LotteryType}. */
export type LotteryType = (typeof LotteryType)[keyof typeof LotteryType];

/** `category` of an order item, a cart item and a draw config entry. */
export const Category = {
  x636: 1,
  loto235: 2,
  northernLottery: 3,
  southLottery: 4,
  centralLottery: 5,
  loto234: 6,
} as const;
/** A value of {@link Category}. */
export type Category = (typeof Category)[keyof typeof Category];

/**
 * `group` of an order item. Several keys share a value (the spec's own aliases): the
 * category tells them apart, e.g. `loto2` (category loto235) and `loto2_couple`
 * (category loto234) are both 2.
 */
export const Group = {
  bao6: 6,
  loto2: 2,
  loto2_couple: 2,
  loto3_couple: 3,
  loto4_couple: 4,
  loto3: 3,
  loto5: 5,
} as const;
/** A value of {@link Group}. */
export type Group = (typeof Group)[keyof typeof Group];

/** `deliveryType` of an order: ship the paper ticket, or the agent holds it. */
export const Delivery = {
  ship: 0,
  hold: 1,
} as const;
/** A value of {@link Delivery}. */
export type Delivery = (typeof Delivery)[keyof typeof Delivery];

/** `shipType` of an order. */
export const ShipType = {
  normal: 0,
} as const;
/** A value of {@link ShipType}. */
export type ShipType = (typeof ShipType)[keyof typeof ShipType];

/** `buyType` of an order. */
export const BuyType = {
  singlePeriod: 1,
  multiplePeriods: 2,
  group: 3,
} as const;
/** A value of {@link BuyType}. */
export type BuyType = (typeof BuyType)[keyof typeof BuyType];

/** Vietlott ticket type ids (`ticketId` of a number info, Vietlott order items). */
export const TicketTypeId = {
  Mega645: 1,
  Max4D: 2,
  Power655: 3,
  Max3D: 4,
  Max3DPlus: 5,
  Keno: 6,
  Lotto535: 12,
  OmMax3DPlus: 15,
  groupPlayMega: 21,
  groupPlayPower: 23,
} as const;
/** A value of {@link TicketTypeId}. */
export type TicketTypeId = (typeof TicketTypeId)[keyof typeof TicketTypeId];

/** Ticket groups of the computer lottery and loto tickets. */
export const TicketGroup = {
  DienToan636: 6,
  LoTo5So: 5,
  LoTo3So: 3,
  LoTo2So: 2,
} as const;
/** A value of {@link TicketGroup}. */
export type TicketGroup = (typeof TicketGroup)[keyof typeof TicketGroup];

/**
 * Prize exchange types 1–9 (spec §3): top-up of the product account, bank transfer,
 * transfers to six e-wallets, phone top-up — in that order.
 */
export const ExchangeType = {
  productAccount: 1,
  bankTransfer: 2,
  momo: 3,
  zaloPay: 4,
  shopeePay: 5,
  vnPay: 6,
  viettelMoney: 7,
  vnptMoney: 8,
  phoneTopUp: 9,
} as const;
/** A value of {@link ExchangeType}. */
export type ExchangeType = (typeof ExchangeType)[keyof typeof ExchangeType];

/** Vietnamese label of every {@link ExchangeType}, for history rows and receipts. */
export const EXCHANGE_TYPE_LABELS: Readonly<Record<ExchangeType, string>> = {
  [ExchangeType.productAccount]: 'Nạp tài khoản sản phẩm',
  [ExchangeType.bankTransfer]: 'Chuyển khoản ngân hàng',
  [ExchangeType.momo]: 'Chuyển vào ví MoMo',
  [ExchangeType.zaloPay]: 'Chuyển vào ví ZaloPay',
  [ExchangeType.shopeePay]: 'Chuyển vào ví ShopeePay',
  [ExchangeType.vnPay]: 'Chuyển vào ví VNPAY',
  [ExchangeType.viettelMoney]: 'Chuyển vào ví Viettel Money',
  [ExchangeType.vnptMoney]: 'Chuyển vào ví VNPT Money',
  [ExchangeType.phoneTopUp]: 'Nạp tiền điện thoại',
};

/** Withdraw destinations by method number (spec §2 "Withdraw destinations"). */
export const WithdrawMethod = {
  productAccount: 1,
  bankTransfer: 2,
  eWallet: 3,
  phoneTopUp: 4,
  otherEWallet: 5,
} as const;
/** A value of {@link WithdrawMethod}. */
export type WithdrawMethod = (typeof WithdrawMethod)[keyof typeof WithdrawMethod];

/**
 * The path slug of each withdraw method; the screens live at
 * `/tai-khoan-tra-thuong/<slug>`. Slugs are unique, lowercase kebab-case Vietnamese.
 */
export const WITHDRAW_METHOD_SLUGS: Readonly<Record<WithdrawMethod, string>> = {
  [WithdrawMethod.productAccount]: 'nap-tai-khoan-san-pham',
  [WithdrawMethod.bankTransfer]: 'chuyen-khoan-ngan-hang',
  [WithdrawMethod.eWallet]: 'nap-vi-dien-tu',
  [WithdrawMethod.phoneTopUp]: 'nap-tien-dien-thoai',
  [WithdrawMethod.otherEWallet]: 'nap-vi-dien-tu-khac',
};

/** Vietnamese label of every {@link WithdrawMethod}, as shown on the prize-account screen. */
export const WITHDRAW_METHOD_LABELS: Readonly<Record<WithdrawMethod, string>> = {
  [WithdrawMethod.productAccount]: 'Nạp tài khoản sản phẩm',
  [WithdrawMethod.bankTransfer]: 'Chuyển khoản ngân hàng',
  [WithdrawMethod.eWallet]: 'Nạp ví điện tử',
  [WithdrawMethod.phoneTopUp]: 'Nạp tiền điện thoại',
  [WithdrawMethod.otherEWallet]: 'Nạp ví điện tử khác',
};

/** The withdraw method whose slug is `slug`, or undefined. */
export function withdrawMethodBySlug(slug: string): WithdrawMethod | undefined {
  for (const method of Object.values(WithdrawMethod)) {
    if (WITHDRAW_METHOD_SLUGS[method] === slug) return method;
  }
  return undefined;
}

/**
 * The `channel` value of a call (spec §9): WEB_PUBLIC for orders, WEB for app state,
 * WEBVIEW for banner and result calls.
 */
export const Channel = {
  WEB_PUBLIC: 'WEB_PUBLIC',
  WEB: 'WEB',
  WEBVIEW: 'WEBVIEW',
} as const;
/** A value of {@link Channel}. */
export type Channel = (typeof Channel)[keyof typeof Channel];

/** `status` of a ticket (spec §4; its labels: `ORDER_STATUS_LABELS`). */
export const TicketStatus = {
  waiting: 0,
  printed: 1,
  done: 2,
  cancelled: 3,
  refundError: 4,
} as const;
/** A value of {@link TicketStatus}. */
export type TicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];

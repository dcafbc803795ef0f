/**
 * The spec §2 routes the wallet feature owns: top-up (hub, the five e-wallets, bank
 * transfer, guide, phone credit, product account), the prize account with one path per
 * withdraw method (`/tai-khoan-tra-thuong/<slug>`, slugs of `WITHDRAW_METHOD_SLUGS`) and
 * the statement. Patterns use react-router syntax (`:id`, optional `?`).
 */
export const WALLET_PATHS = {
  topUp: '/nap-tien',
  topUpBankTransfer: '/nap-tien/chuyen-khoan-ngan-hang',
  topUpGuide: '/nap-tien/huong-dan-nap-tien',
  phoneTopUp: '/nap-tai-khoan-dien-thoai',
  dttTopUp: '/nap-tai-khoan-dtt',
  prizeAccount: '/tai-khoan-tra-thuong',
  topUpMomo: '/nap-tien/vi-momo',
  topUpZaloPay: '/nap-tien/vi-zalopay',
  topUpVnPay: '/nap-tien/vnpay',
  topUpShopeePay: '/nap-tien/vi-shopeepay',
  topUpViettelMoney: '/nap-tien/viettel-money',
  prizeWithdraw: '/tai-khoan-tra-thuong/:slug',
  statement: '/sao-ke',
} as const;

/** A route pattern of this feature. */
export type WalletPath = (typeof WALLET_PATHS)[keyof typeof WALLET_PATHS];

/** The drawer / menu entry of the statement screen (the lead adds it to the menus). */
export const STATEMENT_MENU_ITEM = {
  label: 'Sao kê tài khoản',
  path: WALLET_PATHS.statement,
} as const;

/** The top-up route of each gateway method (the five e-wallets, phone credit, DTT). */
export const TOPUP_METHOD_PATHS = {
  momo: WALLET_PATHS.topUpMomo,
  zalopay: WALLET_PATHS.topUpZaloPay,
  vnpay: WALLET_PATHS.topUpVnPay,
  shopeepay: WALLET_PATHS.topUpShopeePay,
  viettelmoney: WALLET_PATHS.topUpViettelMoney,
  phone_credit: WALLET_PATHS.phoneTopUp,
  dtt: WALLET_PATHS.dttTopUp,
} as const;

/** The path of one withdraw method's form. */
export function prizeWithdrawPath(slug: string): string {
  return WALLET_PATHS.prizeWithdraw.replace(':slug', slug);
}

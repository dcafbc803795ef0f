/**
 * The spec §2 routes the wallet feature owns: top-up, phone and e-wallet top-up, and the prize account with withdrawal. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const WALLET_PATHS = {
  topUp: '/nap-tien',
  topUpBankTransfer: '/nap-tien/chuyen-khoan-ngan-hang',
  topUpGuide: '/nap-tien/huong-dan-nap-tien',
  phoneTopUp: '/nap-tai-khoan-dien-thoai',
  dttTopUp: '/nap-tai-khoan-dtt',
  prizeAccount: '/tai-khoan-tra-thuong',
} as const;

/** A route pattern of this feature. */
export type WalletPath = (typeof WALLET_PATHS)[keyof typeof WALLET_PATHS];

export { prizeWithdrawPath, STATEMENT_MENU_ITEM, TOPUP_METHOD_PATHS, WALLET_PATHS } from './paths';
export type { WalletPath } from './paths';
export { bankTransferLazy, walletRoutes } from './routes';
/** The bank-transfer screen, for the checkout route /chuyen-khoan-ngan-hang (owned by checkout). */
export { BankTransferPage, BankTransferRoute } from './bank-transfer/bank-transfer-page';

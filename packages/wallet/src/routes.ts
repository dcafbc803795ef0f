import type { RouteObject } from 'react-router';
import { WALLET_PATHS } from './paths';

const topUp = () => import('./top-up/top-up-page');

/** The wallet pages under the default layout, each loaded on demand. */
export const walletRoutes: RouteObject[] = [
  { path: WALLET_PATHS.topUp, lazy: () => topUp().then((m) => ({ Component: m.TopUpRoute })) },
  {
    path: WALLET_PATHS.topUpMomo,
    lazy: () => topUp().then((m) => ({ Component: m.MomoTopUpRoute })),
  },
  {
    path: WALLET_PATHS.topUpZaloPay,
    lazy: () => topUp().then((m) => ({ Component: m.ZaloPayTopUpRoute })),
  },
  {
    path: WALLET_PATHS.topUpVnPay,
    lazy: () => topUp().then((m) => ({ Component: m.VnPayTopUpRoute })),
  },
  {
    path: WALLET_PATHS.topUpShopeePay,
    lazy: () => topUp().then((m) => ({ Component: m.ShopeePayTopUpRoute })),
  },
  {
    path: WALLET_PATHS.topUpViettelMoney,
    lazy: () => topUp().then((m) => ({ Component: m.ViettelMoneyTopUpRoute })),
  },
  {
    path: WALLET_PATHS.phoneTopUp,
    lazy: () => topUp().then((m) => ({ Component: m.PhoneTopUpRoute })),
  },
  {
    path: WALLET_PATHS.dttTopUp,
    lazy: () => topUp().then((m) => ({ Component: m.DttTopUpRoute })),
  },
  {
    path: WALLET_PATHS.topUpBankTransfer,
    lazy: () => bankTransferLazy(),
  },
  {
    path: WALLET_PATHS.topUpGuide,
    lazy: () => import('./guide/top-up-guide-page').then((m) => ({ Component: m.TopUpGuidePage })),
  },
  {
    path: WALLET_PATHS.prizeAccount,
    lazy: () =>
      import('./prize/prize-account-page').then((m) => ({ Component: m.PrizeAccountRoute })),
  },
  {
    path: WALLET_PATHS.prizeWithdraw,
    lazy: () => import('./prize/withdraw-page').then((m) => ({ Component: m.WithdrawRoute })),
  },
  {
    path: WALLET_PATHS.statement,
    lazy: () => import('./statement/statement-page').then((m) => ({ Component: m.StatementRoute })),
  },
];

/**
 * The bank-transfer screen as a lazy route, for paths other features own (the checkout's
 * /chuyen-khoan-ngan-hang mounts it in the shop's route table).
 */
export function bankTransferLazy() {
  return import('./bank-transfer/bank-transfer-page').then((m) => ({
    Component: m.BankTransferRoute,
  }));
}

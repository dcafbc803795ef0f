/**
 * The front door of the `wallet` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export {
  InsufficientFunds,
  SystemAccount,
  checkLedger,
  customerBalances,
  isSystemAccount,
  mainAccountOf,
  post,
  postCredits,
  prizeAccountOf,
} from './ledger';
export { postingCounts } from './repo';
export { refTotal } from './repo';
export { walletRoutes } from './routes';
export type { BatchPosting, Entry } from './ledger';

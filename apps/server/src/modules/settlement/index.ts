/**
 * The front door of the `settlement` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export {
  givenUpSettlements,
  markClaimed,
  openClaims,
  pendingSettlements,
  retrySettlement,
} from './repo';
export { settleDrawnPeriods, settlementRunner } from './service';

/**
 * The front door of the `withdraw` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { prizeBank } from './banks';
export { givenUpPayouts, heldWithdrawals, retryPayout } from './repo';
export { withdrawRoutes } from './routes';
export { payoutTask } from './service';

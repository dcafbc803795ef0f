/**
 * The front door of the `jackpots` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { isJackpotProduct, nextJackpot, poolsOf, recordPool, recordPools } from './service';
export type { DrawPool } from './service';

/**
 * The front door of the `keno` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { kenoOrderRoutes } from './order-routes';
export { kenoLiveRoutes, kenoStatsRoutes } from './routes';
export type { KenoLiveHubEvent } from './live-hub';

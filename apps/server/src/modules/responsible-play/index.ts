/**
 * The front door of the `responsible-play` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { responsiblePlayRoutes } from './routes';
export { assertMayBuy, limitStarts, limitsRefusalError, limitsRefusalMessage } from './service';
export type { LimitsRefusal } from './repo';

/**
 * The front door of the `dev` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { registerDevMetrics } from './metrics';
export { devRoutes } from './routes';

/**
 * The front door of the `health` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { healthRoutes } from './routes';
export { healthMonitor } from './service';

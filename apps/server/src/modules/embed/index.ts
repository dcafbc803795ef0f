/**
 * The front door of the `embed` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { embedRoutes } from './routes';

/**
 * The front door of the `xsdt` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { xsdtRoutes } from './routes';

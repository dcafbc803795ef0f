/**
 * The front door of the `printing` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { givenUpPrints, printableTickets, retryPrint, unprintableTickets } from './repo';
export { printingRoutes } from './routes';
export { printingRunner, refundRunner } from './service';

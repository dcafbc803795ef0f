/**
 * The front door of the `xskt` module (the paper lotteries: their stock, its lists and
 * holds, their family on the order path, their orders and history): what other modules and
 * the app's composition may use (lint: `veso/module-front-door`). Its own files import each
 * other directly.
 */
export { paperFamily } from './family';
export { xsktRoutes } from './routes';
export { holdTickets, isPaperProduct, paperRefsOf } from './stock';
export { importStockFile } from './stock-import';
export { deliveryTask, withdrawalTask } from './stock-jobs';
export { searchQueries, withdrawDay, withdrawalDueSince } from './stock-repo';
export type { PaperTicketRef } from './stock';

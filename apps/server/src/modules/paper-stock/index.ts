/**
 * The front door of the `paper-stock` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { paperFamily } from './family';
export { importStockFile } from './import';
export { deliveryTask, withdrawalTask } from './jobs';
export {
  hotNumbers,
  liveHolds,
  nextStockChange,
  numberSets,
  provinceCounts,
  releaseHolds,
  searchOnSale,
  searchQueries,
  setCounts,
  setKey,
  withdrawDay,
  withdrawalDueSince,
} from './repo';
export {
  holdForOrder,
  holdTickets,
  isPaperProduct,
  loadDayStock,
  paperItemInput,
  paperItemOf,
  paperRefsOf,
  sellForOrder,
  wholeSetIds,
} from './service';
export type { StockFilter, StockRow } from './repo';
export type { PaperTicketRef } from './service';

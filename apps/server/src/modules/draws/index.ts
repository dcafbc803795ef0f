/**
 * The front door of the `draws` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { drawCodeOf } from './codes';
export { RESULTS_CHANNEL, parseResultEvent } from './events';
export { drawTask } from './jobs';
export {
  calendarSql,
  drawsDueSince,
  hasOpenPeriod,
  lockProductDraws,
  periodOnSale,
  periodsByCode,
  periodsOnSale,
} from './repo';
export { drawRoutes } from './routes';
export {
  drawConfigs,
  drawCurrentNow,
  fixedNumbersProvider,
  openPeriods,
  periodsValidUntil,
  toDrawPeriods,
} from './service';

/**
 * The front door of the `results` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { importResultFile, importResultsDirIfChanged } from './import';
export { resultRoutes } from './routes';
export { latestResults, resultsOfTickets, toResult } from './service';
export { kenoSummary } from './view';
export type { ImportSummary } from './import';

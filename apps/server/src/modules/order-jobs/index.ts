/**
 * The front door of the `order-jobs` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { orderJobTasks, orderJobs, printingTimeouts } from './jobs';
export { orderJobRoutes } from './routes';

/**
 * The front door of the `notifications` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { notificationRoutes } from './routes';
export { NotificationKind, notify, notifyAll, notifyLatest } from './service';
export type { Notice } from './service';

/**
 * The front door of the `subscriptions` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { dueSubscriptions } from './repo';
export { subscriptionRoutes } from './routes';
export { runSubscriptions, stopSubscriptionsOnWin, subscriptionRunner } from './service';

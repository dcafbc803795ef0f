export {
  NOTIFICATION_PATHS,
  notificationDetailPath,
  orderDetailPath,
  ORDERS_PATHS,
  pendingOrderPath,
} from './paths';
export type { OrdersPath } from './paths';
export { ordersRoutes } from './routes';
// The webview home's tabs (history, notifications) show these pages inside the home.
export { HistoryPage } from './history/order-list-page';
export { GuardedNotificationsPage } from './notifications/notifications-page';

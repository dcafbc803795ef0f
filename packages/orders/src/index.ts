export {
  NOTIFICATION_PATHS,
  notificationDetailPath,
  orderDetailPath,
  ORDERS_PATHS,
  pendingOrderPath,
} from './paths';
export type { OrdersPath } from './paths';
export { ordersRoutes } from './routes';

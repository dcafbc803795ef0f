import type { RouteObject } from 'react-router';
import { NOTIFICATION_PATHS, ORDERS_PATHS } from './paths';

const history = () => import('./history/order-list-page');
const detail = () => import('./detail/order-detail-page');
const notifications = () => import('./notifications/notifications-page');
const subscriptions = () => import('./subscriptions/subscriptions-page');
const responsible = () => import('./responsible/responsible-play-page');
const ticketBook = () => import('./books/ticket-book-page');
const kenoHistory = () => import('./keno/keno-history-page');
const xsdtHistory = () => import('./xsdt/xsdt-history-page');
const xsktHistory = () => import('./xskt/xskt-history-page');
const xsktOrder = () => import('./xskt/xskt-order-page');

/** The order history pages under the default layout, each loaded on demand. */
export const ordersRoutes: RouteObject[] = [
  {
    path: ORDERS_PATHS.history,
    lazy: () => history().then((module) => ({ Component: module.HistoryPage })),
  },
  {
    path: ORDERS_PATHS.orderHistory,
    lazy: () => history().then((module) => ({ Component: module.VietlottHistoryPage })),
  },
  {
    path: ORDERS_PATHS.history535,
    lazy: () => history().then((module) => ({ Component: module.Lotto535HistoryPage })),
  },
  {
    path: ORDERS_PATHS.pendingOrder,
    lazy: () => detail().then((module) => ({ Component: module.PendingOrderPage })),
  },
  {
    path: ORDERS_PATHS.orderDetail,
    lazy: () => detail().then((module) => ({ Component: module.OrderDetailPage })),
  },
  {
    // The order with each ticket's result (the last segment is optional in the spec).
    path: ORDERS_PATHS.orderResult,
    lazy: () => detail().then((module) => ({ Component: module.OrderDetailPage })),
  },
  {
    path: ORDERS_PATHS.lotto535Order,
    lazy: () => detail().then((module) => ({ Component: module.OrderDetailPage })),
  },
  {
    path: ORDERS_PATHS.kenoOrder,
    lazy: () => detail().then((module) => ({ Component: module.KenoOrderPage })),
  },
  {
    path: ORDERS_PATHS.computerHistory,
    lazy: () => xsdtHistory().then((module) => ({ Component: module.XsdtHistoryPage })),
  },
  {
    path: ORDERS_PATHS.paperHistory,
    lazy: () => xsktHistory().then((module) => ({ Component: module.XsktHistoryPage })),
  },
  {
    path: ORDERS_PATHS.paperTicketBook,
    lazy: () => xsktHistory().then((module) => ({ Component: module.XsktTicketBookPage })),
  },
  {
    path: ORDERS_PATHS.paperOrderInfo,
    lazy: () => xsktOrder().then((module) => ({ Component: module.XsktOrderPage })),
  },
  {
    path: ORDERS_PATHS.kenoHistory,
    lazy: () => kenoHistory().then((module) => ({ Component: module.KenoHistoryPage })),
  },
  {
    path: ORDERS_PATHS.ticketBook535,
    lazy: () => ticketBook().then((module) => ({ Component: module.Lotto535TicketBookPage })),
  },
  {
    path: ORDERS_PATHS.kenoTicketBook,
    lazy: () => ticketBook().then((module) => ({ Component: module.KenoTicketBookPage })),
  },
  {
    path: ORDERS_PATHS.orderInfo,
    lazy: () => detail().then((module) => ({ Component: module.OrderInfoPage })),
  },
  {
    path: NOTIFICATION_PATHS.notifications,
    lazy: () => notifications().then((module) => ({ Component: module.GuardedNotificationsPage })),
  },
  {
    path: NOTIFICATION_PATHS.notificationDetail,
    lazy: () =>
      notifications().then((module) => ({ Component: module.GuardedNotificationDetailPage })),
  },
  {
    path: ORDERS_PATHS.subscriptions,
    lazy: () => subscriptions().then((module) => ({ Component: module.GuardedSubscriptionsPage })),
  },
  {
    path: ORDERS_PATHS.responsiblePlay,
    lazy: () => responsible().then((module) => ({ Component: module.GuardedResponsiblePlayPage })),
  },
];

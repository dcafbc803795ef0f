import { baseApi } from '@veso/api-client';
import { orderPaths, resultPaths } from '@veso/contract';
import type {
  NotificationList,
  Notification,
  Order,
  OrderHistory,
  OrderableProduct,
  PeriodList,
  ReportTicket,
  ReportTicketBody,
} from '@veso/contract';

/** Cache tags of the buyer's orders and notifications, refreshed after paying. */
export const ORDERS_TAG = 'Orders' as const;
export const NOTIFICATIONS_TAG = 'Notifications' as const;

export type OrderHistoryArgs = {
  page_index: number;
  page_size: number;
  status?: number;
  product?: OrderableProduct;
};

export type LottoHistoryArgs = { page_index: number; page_size: number; status: number };

/**
 * The order calls the game, checkout and orders screens share: upcoming periods, the
 * buyer's history, one order and the notifications (spec §7).
 */
export const ordersApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ORDERS_TAG, NOTIFICATIONS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDrawPeriods: build.query<PeriodList, { product: OrderableProduct; limit?: number }>({
        query: ({ product, limit = 6 }) =>
          product === 'lotto535'
            ? { url: resultPaths.lottoListPeriod }
            : { url: resultPaths.drawPeriods, searchParams: { product, limit } },
      }),
      getOrderHistory: build.query<OrderHistory, OrderHistoryArgs>({
        query: (args) => ({ url: orderPaths.history, searchParams: { ...args }, silent: true }),
        providesTags: [ORDERS_TAG],
      }),
      getVietlottHistory: build.query<OrderHistory, OrderHistoryArgs>({
        query: (args) => ({
          url: orderPaths.vietlottHistory,
          searchParams: { ...args },
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      getLottoHistory: build.query<OrderHistory, LottoHistoryArgs>({
        query: (args) => ({
          url: orderPaths.lottoHistory,
          searchParams: { ...args },
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      getOrder: build.query<Order, number>({
        query: (orderId) => ({
          url: orderPaths.orderInfo,
          searchParams: { orderId },
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      reportTicket: build.mutation<ReportTicket, ReportTicketBody>({
        query: (body) => ({ url: orderPaths.report, method: 'POST', json: body, silent: true }),
        invalidatesTags: [ORDERS_TAG, NOTIFICATIONS_TAG],
      }),
      getNotifications: build.query<NotificationList, { page_index: number; page_size: number }>({
        query: (args) => ({
          url: orderPaths.notificationsList,
          searchParams: { ...args },
          silent: true,
        }),
        providesTags: [NOTIFICATIONS_TAG],
      }),
      getNotification: build.query<Notification, number>({
        query: (id) => ({
          url: orderPaths.notificationsDetail,
          searchParams: { id },
          silent: true,
        }),
        // Reading a notification marks it read: the list's unread marks change.
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(ordersApi.util.invalidateTags([NOTIFICATIONS_TAG]));
          } catch {
            // The screen shows the failure.
          }
        },
      }),
    }),
  });

export const {
  useGetDrawPeriodsQuery,
  useGetOrderHistoryQuery,
  useGetVietlottHistoryQuery,
  useGetLottoHistoryQuery,
  useGetOrderQuery,
  useGetNotificationsQuery,
  useGetNotificationQuery,
  useReportTicketMutation,
} = ordersApi;

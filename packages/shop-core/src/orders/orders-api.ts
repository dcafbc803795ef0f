import { baseApi } from '@veso/api-client';
import { orderPaths, resultPaths } from '@veso/contract';
import { getProduct } from '@veso/domain';
import type {
  KenoOperatorAccess,
  NotificationList,
  Notification,
  OrderDetail,
  OrderHistory,
  OrderProduct,
  OrderableProduct,
  PaperTicketList,
  PeriodList,
  PlayLimits,
  SelfExclusionBody,
  SetPlayLimitsBody,
  SpendingReport,
  Subscription,
  SubscriptionActionBody,
  SubscriptionList,
  ReportTicket,
  ReportTicketBody,
} from '@veso/contract';

/** Cache tags of the buyer's orders and notifications, refreshed after paying. */
export const ORDERS_TAG = 'Orders' as const;
export const NOTIFICATIONS_TAG = 'Notifications' as const;
/** Cache tags of the buyer's subscriptions ("nuôi") and responsible-play limits. */
export const SUBSCRIPTIONS_TAG = 'Subscriptions' as const;
export const PLAY_LIMITS_TAG = 'PlayLimits' as const;

export type OrderHistoryArgs = {
  page_index: number;
  page_size: number;
  status?: number;
  product?: OrderableProduct;
};

export type LottoHistoryArgs = { page_index: number; page_size: number; status: number };

/** One product's orders or printed tickets, paged. */
export type ProductHistoryArgs = { product: OrderProduct; page_index: number; page_size: number };

/**
 * The order calls the game, checkout and orders screens share: upcoming periods, the
 * buyer's history, one order and the notifications (spec §7).
 */
export const ordersApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [ORDERS_TAG, NOTIFICATIONS_TAG, SUBSCRIPTIONS_TAG, PLAY_LIMITS_TAG],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getDrawPeriods: build.query<PeriodList, { product: OrderableProduct; limit?: number }>({
        query: ({ product, limit = 6 }) =>
          product === 'lotto535'
            ? { url: resultPaths.lottoListPeriod }
            : {
                url: resultPaths.drawPeriods,
                // Games sharing a draw ask for it by its calendar (Max 3D+ → max3d).
                searchParams: { product: getProduct(product)?.calendar ?? product, limit },
              },
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
      getProductOrders: build.query<OrderHistory, ProductHistoryArgs>({
        query: (args) => ({
          url: orderPaths.drawCategoryOrders,
          searchParams: { ...args },
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      getPaperTickets: build.query<PaperTicketList, ProductHistoryArgs>({
        query: (args) => ({
          url: orderPaths.paperTickets,
          searchParams: { ...args },
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      getKenoOperatorAccess: build.query<KenoOperatorAccess, void>({
        query: () => ({ url: orderPaths.kenoOperatorAccess, silent: true }),
        providesTags: [ORDERS_TAG],
      }),
      getOrder: build.query<OrderDetail, number>({
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
      getSubscriptions: build.query<SubscriptionList, void>({
        query: () => ({ url: orderPaths.subscriptions, silent: true }),
        providesTags: [SUBSCRIPTIONS_TAG],
      }),
      /** Pause, resume or cancel; the screen shows a refusal itself. */
      subscriptionAction: build.mutation<Subscription, SubscriptionActionBody>({
        query: (body) => ({
          url: orderPaths.subscriptionAction,
          method: 'POST',
          json: body,
          silent: true,
        }),
        invalidatesTags: [SUBSCRIPTIONS_TAG],
      }),
      getPlayLimits: build.query<PlayLimits, void>({
        query: () => ({ url: orderPaths.playLimits, silent: true }),
        providesTags: [PLAY_LIMITS_TAG],
      }),
      setPlayLimits: build.mutation<PlayLimits, SetPlayLimitsBody>({
        query: (body) => ({ url: orderPaths.playLimits, method: 'POST', json: body, silent: true }),
        invalidatesTags: [PLAY_LIMITS_TAG],
      }),
      /** Self-exclusion also pauses the active subscriptions. */
      selfExclude: build.mutation<PlayLimits, SelfExclusionBody>({
        query: (body) => ({
          url: orderPaths.selfExclusion,
          method: 'POST',
          json: body,
          silent: true,
        }),
        invalidatesTags: [PLAY_LIMITS_TAG, SUBSCRIPTIONS_TAG],
      }),
      getSpendingReport: build.query<SpendingReport, { days: number }>({
        query: ({ days }) => ({
          url: orderPaths.spendingReport,
          searchParams: { days },
          silent: true,
        }),
        providesTags: [PLAY_LIMITS_TAG],
      }),
    }),
  });

export const {
  useGetDrawPeriodsQuery,
  useGetOrderHistoryQuery,
  useGetVietlottHistoryQuery,
  useGetLottoHistoryQuery,
  useGetProductOrdersQuery,
  useGetPaperTicketsQuery,
  useGetKenoOperatorAccessQuery,
  useGetOrderQuery,
  useGetNotificationsQuery,
  useGetNotificationQuery,
  useReportTicketMutation,
  useGetSubscriptionsQuery,
  useSubscriptionActionMutation,
  useGetPlayLimitsQuery,
  useSetPlayLimitsMutation,
  useSelfExcludeMutation,
  useGetSpendingReportQuery,
} = ordersApi;

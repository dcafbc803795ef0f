import { baseApi, fromEndpoint } from '@veso/api-client';
import { orderPaths } from '@veso/contract';
import { drawsEndpoints } from '@veso/contract/endpoints/draws';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import { notificationEndpoints } from '@veso/contract/endpoints/notifications';
import { orderEndpoints } from '@veso/contract/endpoints/orders';
import { responsiblePlayEndpoints } from '@veso/contract/endpoints/responsible-play';
import { subscriptionEndpoints } from '@veso/contract/endpoints/subscriptions';
import { getProduct } from '@veso/domain';
import type {
  OrderHistory,
  OrderProduct,
  OrderableProduct,
  PaperTicketList,
  ReportTicketBody,
  SelfExclusionBody,
  SetPlayLimitsBody,
  ResultProduct,
  SubscriptionActionBody,
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

type DrawPeriodsArgs = { product: OrderableProduct; limit?: number };

/** Lotto 5/35's periods (`getListPeriod`, its first 6), every other product's by its draw. */
const lottoPeriods = fromEndpoint(drawsEndpoints.lottoListPeriod);
const drawPeriods = fromEndpoint(
  drawsEndpoints.drawPeriods,
  ({ product, limit = 6 }: DrawPeriodsArgs) => ({
    // Games sharing a draw ask for it by its calendar (Max 3D+ → max3d). Max 4D's draw has
    // ended: its id is sent as it is and refused (code 14), as before.
    query: { product: (getProduct(product)?.calendar ?? product) as ResultProduct, limit },
  }),
);

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
      getDrawPeriods: build.query({
        ...drawPeriods,
        query: (args: DrawPeriodsArgs) =>
          args.product === 'lotto535' ? lottoPeriods.query() : drawPeriods.query(args),
      }),
      getOrderHistory: build.query({
        ...fromEndpoint(orderEndpoints.history, (query: OrderHistoryArgs) => ({ query }), {
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      getVietlottHistory: build.query({
        ...fromEndpoint(orderEndpoints.vietlottHistory, (query: OrderHistoryArgs) => ({ query }), {
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      getLottoHistory: build.query({
        ...fromEndpoint(orderEndpoints.lottoHistory, (query: LottoHistoryArgs) => ({ query }), {
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
      getKenoOperatorAccess: build.query({
        ...fromEndpoint(kenoEndpoints.operatorAccess, { silent: true }),
        providesTags: [ORDERS_TAG],
      }),
      getOrder: build.query({
        ...fromEndpoint(orderEndpoints.orderInfo, (orderId: number) => ({ query: { orderId } }), {
          silent: true,
        }),
        providesTags: [ORDERS_TAG],
      }),
      reportTicket: build.mutation({
        ...fromEndpoint(orderEndpoints.report, (body: ReportTicketBody) => ({ body }), {
          silent: true,
        }),
        invalidatesTags: [ORDERS_TAG, NOTIFICATIONS_TAG],
      }),
      getNotifications: build.query({
        ...fromEndpoint(
          notificationEndpoints.list,
          (query: { page_index: number; page_size: number }) => ({ query }),
          { silent: true },
        ),
        providesTags: [NOTIFICATIONS_TAG],
      }),
      getNotification: build.query({
        ...fromEndpoint(notificationEndpoints.detail, (id: number) => ({ query: { id } }), {
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
      getSubscriptions: build.query({
        ...fromEndpoint(subscriptionEndpoints.list, { silent: true }),
        providesTags: [SUBSCRIPTIONS_TAG],
      }),
      /** Pause, resume or cancel; the screen shows a refusal itself. */
      subscriptionAction: build.mutation({
        ...fromEndpoint(
          subscriptionEndpoints.action,
          (body: SubscriptionActionBody) => ({ body }),
          {
            silent: true,
          },
        ),
        invalidatesTags: [SUBSCRIPTIONS_TAG],
      }),
      getPlayLimits: build.query({
        ...fromEndpoint(responsiblePlayEndpoints.getLimits, { silent: true }),
        providesTags: [PLAY_LIMITS_TAG],
      }),
      setPlayLimits: build.mutation({
        ...fromEndpoint(
          responsiblePlayEndpoints.setLimits,
          (body: SetPlayLimitsBody) => ({ body }),
          {
            silent: true,
          },
        ),
        invalidatesTags: [PLAY_LIMITS_TAG],
      }),
      /** Self-exclusion also pauses the active subscriptions. */
      selfExclude: build.mutation({
        ...fromEndpoint(
          responsiblePlayEndpoints.selfExclusion,
          (body: SelfExclusionBody) => ({ body }),
          { silent: true },
        ),
        invalidatesTags: [PLAY_LIMITS_TAG, SUBSCRIPTIONS_TAG],
      }),
      getSpendingReport: build.query({
        ...fromEndpoint(
          responsiblePlayEndpoints.spendingReport,
          ({ days }: { days: number }) => ({ query: { days } }),
          { silent: true },
        ),
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

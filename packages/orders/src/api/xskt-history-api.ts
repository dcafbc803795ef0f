import { fromEndpoint } from '@veso/api-client';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import { ORDERS_TAG, ordersApi } from '@veso/shop-core';

/** The paper history arguments: paging, a ticket status 0–4 and a region's category 3 / 4 / 5. */
export type XsktHistoryArgs = {
  page_index: number;
  page_size: number;
  status?: number;
  category?: number;
};

/**
 * The customer's paper lottery orders (spec §7 History): the orders with their tickets
 * (`/xskt/customer/history/get_orders`), the tickets by draw with the agent's scans
 * (`/order/get_paper_xskt/draw_category`) and one order (`/order/xskt_info`).
 */
export const xsktHistoryApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getXsktHistory: build.query({
      ...fromEndpoint(xsktEndpoints.customerHistory, (query: XsktHistoryArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [ORDERS_TAG],
    }),
    getXsktTicketBook: build.query({
      ...fromEndpoint(xsktEndpoints.paperTickets, (query: XsktHistoryArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [ORDERS_TAG],
    }),
    getXsktOrder: build.query({
      ...fromEndpoint(xsktEndpoints.xsktInfo, (orderId: number) => ({ query: { orderId } }), {
        silent: true,
      }),
      providesTags: [ORDERS_TAG],
    }),
  }),
});

export const { useGetXsktHistoryQuery, useGetXsktTicketBookQuery, useGetXsktOrderQuery } =
  xsktHistoryApi;

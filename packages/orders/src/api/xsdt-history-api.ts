import { fromEndpoint } from '@veso/api-client';
import { xsdtEndpoints } from '@veso/contract/endpoints/xsdt';
import { ORDERS_TAG, ordersApi } from '@veso/shop-core';

/** `/order/list_xsdt` arguments: paging, a spec §4 status and a category (1, 2 or 6). */
export type XsdtHistoryArgs = {
  page_index: number;
  page_size: number;
  status?: number;
  category?: number;
};

/**
 * The customer's computer-lottery and loto orders (spec §7 `/order/list_xsdt`), narrowed
 * to lottery type xsdt and, when given, one category.
 */
export const xsdtHistoryApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getXsdtHistory: build.query({
      ...fromEndpoint(
        xsdtEndpoints.listXsdt,
        (args: XsdtHistoryArgs) => ({ query: { lottery_type: 1, ...args } }),
        { silent: true },
      ),
      providesTags: [ORDERS_TAG],
    }),
  }),
});

export const { useGetXsdtHistoryQuery } = xsdtHistoryApi;

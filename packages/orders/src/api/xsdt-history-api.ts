import { resultPaths, xsdtPaths } from '@veso/contract';
import type { DrawResult, OrderHistory, ResultProduct } from '@veso/contract';
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
    getXsdtHistory: build.query<OrderHistory, XsdtHistoryArgs>({
      query: (args) => ({
        url: xsdtPaths.listXsdt,
        searchParams: { lottery_type: 1, ...args },
        silent: true,
      }),
      providesTags: [ORDERS_TAG],
    }),
    /** The result of one draw (`/result/period`): what a settled ticket was checked against. */
    getSettledResult: build.query<DrawResult, { product: ResultProduct; drawCode: string }>({
      query: (args) => ({ url: resultPaths.resultPeriod, searchParams: args, silent: true }),
    }),
  }),
});

export const { useGetXsdtHistoryQuery, useGetSettledResultQuery } = xsdtHistoryApi;

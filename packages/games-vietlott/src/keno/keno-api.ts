import { orderPaths } from '@veso/contract';
import type { KenoOrderConfig, KenoTicketLevelList } from '@veso/contract';
import { ordersApi } from '@veso/shop-core';

/**
 * The Keno screens' own calls: the order config (unit prices, limits, ordering hours) and
 * the levels' prize tables. Both are `silent`: the screens show their own states.
 */
export const kenoApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getKenoOrderConfig: build.query<KenoOrderConfig, void>({
      query: () => ({ url: orderPaths.kenoOrderConfig, silent: true }),
    }),
    getKenoTicketLevels: build.query<KenoTicketLevelList, void>({
      query: () => ({ url: orderPaths.kenoTicketLevels, silent: true }),
    }),
  }),
});

export const { useGetKenoOrderConfigQuery, useGetKenoTicketLevelsQuery } = kenoApi;

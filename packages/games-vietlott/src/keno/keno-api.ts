import { fromEndpoint } from '@veso/api-client';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import { ordersApi } from '@veso/shop-core';

/**
 * The Keno screens' own call: the levels' prize tables (`silent`: the screens show their
 * own states). The order config is shop-core's (`useGetKenoOrderConfigQuery`): the live
 * draw page tells Keno's hours too.
 */
export const kenoApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getKenoTicketLevels: build.query(fromEndpoint(kenoEndpoints.ticketLevels, { silent: true })),
  }),
});

export const { useGetKenoTicketLevelsQuery } = kenoApi;

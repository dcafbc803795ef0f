import { orderPaths } from '@veso/contract';
import type { CreateSubscriptionBody, KenoOrderConfig, Subscription } from '@veso/contract';
import { ordersApi, SUBSCRIPTIONS_TAG } from '@veso/shop-core';

/**
 * The Keno screens' own calls: the order config (unit prices, limits, ordering hours) and
 * 'nuôi' — buying the same selection for the next draws. Both are `silent`: the screens
 * show their own states and the server's refusal.
 */
export const kenoApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getKenoOrderConfig: build.query<KenoOrderConfig, void>({
      query: () => ({ url: orderPaths.kenoOrderConfig, silent: true }),
    }),
    createSubscription: build.mutation<Subscription, CreateSubscriptionBody>({
      query: (body) => ({
        url: orderPaths.subscriptionCreate,
        method: 'POST',
        json: body,
        silent: true,
      }),
      invalidatesTags: [SUBSCRIPTIONS_TAG],
    }),
  }),
});

export const { useGetKenoOrderConfigQuery, useCreateSubscriptionMutation } = kenoApi;

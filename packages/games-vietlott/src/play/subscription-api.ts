import { fromEndpoint } from '@veso/api-client';
import { subscriptionEndpoints } from '@veso/contract/endpoints/subscriptions';
import type { CreateSubscriptionBody } from '@veso/contract';
import { ordersApi, SUBSCRIPTIONS_TAG } from '@veso/shop-core';

/**
 * 'Nuôi' — buying the same numbers for the next draws — from any game screen. `silent`:
 * the screens show the server's refusal themselves.
 */
export const subscriptionApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    createSubscription: build.mutation({
      ...fromEndpoint(subscriptionEndpoints.create, (body: CreateSubscriptionBody) => ({ body }), {
        silent: true,
      }),
      invalidatesTags: [SUBSCRIPTIONS_TAG],
    }),
  }),
});

export const { useCreateSubscriptionMutation } = subscriptionApi;

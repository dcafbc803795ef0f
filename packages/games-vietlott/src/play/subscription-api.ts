import { orderPaths } from '@veso/contract';
import type { CreateSubscriptionBody, Subscription } from '@veso/contract';
import { ordersApi, SUBSCRIPTIONS_TAG } from '@veso/shop-core';

/**
 * 'Nuôi' — buying the same numbers for the next draws — from any game screen. `silent`:
 * the screens show the server's refusal themselves.
 */
export const subscriptionApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useCreateSubscriptionMutation } = subscriptionApi;

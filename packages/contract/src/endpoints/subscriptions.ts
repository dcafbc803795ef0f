// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import type { SubscriptionSchemas } from './subscriptions.schemas';

const tags = ['subscriptions'];

/** Subscriptions ("nuôi": the same numbers for the next draws), under the main base. */
export const subscriptionEndpoints = defineEndpoints<SubscriptionSchemas>()({
  list: {
    method: 'GET',
    base: 'main',
    path: orderPaths.subscriptions,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s subscriptions ("nuôi"), newest first',
  },
  create: {
    method: 'POST',
    base: 'main',
    path: orderPaths.subscriptionCreate,
    session: 'required',
    tags,
    summary: 'Buy the same numbers for the next draws (stop after N draws, an amount, a win)',
  },
  action: {
    method: 'POST',
    base: 'main',
    path: orderPaths.subscriptionAction,
    session: 'required',
    tags,
    summary: 'Pause, resume or cancel a subscription',
  },
});

import { bindEndpoints } from '../endpoint';
import {
  createSubscriptionBodySchema,
  subscriptionActionBodySchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '../orders/subscriptions';
import { subscriptionEndpoints } from './subscriptions';

/** The shapes of each subscription operation (server side: zod). */
export const subscriptionSchemas = {
  list: { response: subscriptionListSchema },
  create: { body: createSubscriptionBodySchema, response: subscriptionSchema },
  action: { body: subscriptionActionBodySchema, response: subscriptionSchema },
};
export type SubscriptionSchemas = typeof subscriptionSchemas;

/** The subscription operations with their schemas: what the server registers. */
export const subscriptionApi = bindEndpoints(subscriptionEndpoints, subscriptionSchemas);

import {
  createSubscriptionBodySchema,
  ok,
  orderPaths,
  subscriptionActionBodySchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { sessionOf } from '../session';
import { createSubscription, listSubscriptions, subscriptionAction } from './service';

/** Subscriptions ("nuôi": the same numbers for the next draws) under `/api`. */
export const subscriptionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    orderPaths.subscriptions,
    {
      config: { session: 'required' },
      schema: {
        tags: ['subscriptions'],
        summary: 'The signed-in customer’s subscriptions ("nuôi"), newest first',
        response: envelopeResponses(subscriptionListSchema),
      },
    },
    async (request) => ok(await listSubscriptions(deps, sessionOf(request))),
  );

  app.post(
    orderPaths.subscriptionCreate,
    {
      config: { session: 'required' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Buy the same numbers for the next draws (stop after N draws, an amount, a win)',
        body: createSubscriptionBodySchema,
        response: envelopeResponses(subscriptionSchema),
      },
    },
    async (request) => ok(await createSubscription(deps, sessionOf(request), request.body)),
  );

  app.post(
    orderPaths.subscriptionAction,
    {
      config: { session: 'required' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Pause, resume or cancel a subscription',
        body: subscriptionActionBodySchema,
        response: envelopeResponses(subscriptionSchema),
      },
    },
    async (request) => ok(await subscriptionAction(deps, sessionOf(request), request.body)),
  );
};

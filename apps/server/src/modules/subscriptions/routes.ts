import { ok } from '@veso/contract';
import { subscriptionApi } from '@veso/contract/endpoints/subscriptions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { sessionOf } from '../session';
import { createSubscription, listSubscriptions, subscriptionAction } from './service';

/** Subscriptions ("nuôi": the same numbers for the next draws) under `/api`. */
export const subscriptionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  route(app, subscriptionApi.list, async (request) =>
    ok(await listSubscriptions(deps, sessionOf(request))),
  );
  route(app, subscriptionApi.create, async (request) =>
    ok(await createSubscription(deps, sessionOf(request), request.body)),
  );
  route(app, subscriptionApi.action, async (request) =>
    ok(await subscriptionAction(deps, sessionOf(request), request.body)),
  );
};

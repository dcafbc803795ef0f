import { ok } from '@veso/contract';
import { orderApi } from '@veso/contract/endpoints/orders.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import { runOrderJobs, type OrderJobs } from './jobs';

export type OrderJobRoutesOptions = {
  deps: AppDeps;
  /** The app's order job runners (the ones the jobs plugin schedules and closes). */
  jobs: OrderJobs;
};

/**
 * Sandbox only: `POST /dev/orders/run` under `/api` runs one round of the order jobs now
 * (subscriptions, group deadlines, printing, cut-off refunds, settlement), on the app's
 * own runners. The jobs' timers are the job registry's (`src/jobs/registry.ts`), started
 * by the jobs plugin (`src/jobs/plugin.ts`): each job has its own timer and its own
 * timeout, so a provider that hangs delays only its own job.
 */
export const orderJobRoutes: FastifyPluginAsyncZod<OrderJobRoutesOptions> = async (
  app,
  { deps, jobs },
) => {
  route(app, orderApi.devRunOrderJobs, async () => ok(await runOrderJobs(deps, jobs)));
};

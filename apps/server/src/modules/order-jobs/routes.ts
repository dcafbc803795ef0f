import { devRunOrderJobsSchema, ok, orderPaths } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { scheduleJob } from '../../jobs/schedule';
import type { PrintingAgent } from '../../providers/printing-agent';
import { orderJobs, runOrderJobs } from './jobs';

export type OrderJobRoutesOptions = {
  deps: AppDeps;
  /** Prints paid tickets; without one (live mode for now) paid tickets are refunded at the cut-off. */
  agent?: PrintingAgent;
  /** How often the order jobs run, in ms; 0 or absent: never (tests run them by hand). */
  jobIntervalMs?: number;
  /** Registers `POST /dev/orders/run` (sandbox only). */
  devRoutes?: boolean;
};

/**
 * The order jobs of the app (subscriptions, printing, cut-off refunds, settlement): their
 * schedule and, in the sandbox, `POST /dev/orders/run` under `/api` to run one round now.
 */
export const orderJobRoutes: FastifyPluginAsyncZod<OrderJobRoutesOptions> = async (
  app,
  { deps, agent, jobIntervalMs, devRoutes },
) => {
  // One runner per job per app: closing the app waits for the work and calls in flight.
  const jobs = orderJobs(deps, agent, { log: app.log });
  if (jobIntervalMs) {
    scheduleJob(app, jobIntervalMs, 'order jobs failed', () => runOrderJobs(deps, jobs), {
      stop: () => jobs.close(),
    });
  } else {
    app.addHook('onClose', () => jobs.close());
  }

  if (devRoutes) {
    app.post(
      orderPaths.devRunOrderJobs,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox: print paid tickets, refund missed ones and settle drawn periods now',
          response: envelopeResponses(devRunOrderJobsSchema),
        },
      },
      async () => ok(await runOrderJobs(deps, jobs)),
    );
  }
};

import { devRunOrderJobsSchema, ok, orderPaths } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { scheduleJob } from '../../jobs/schedule';
import type { PrintingAgent } from '../../providers/printing-agent';
import { ORDER_JOB_NAMES, orderJobRuns, orderJobs, runOrderJobs, type OrderJobName } from './jobs';

export type OrderJobRoutesOptions = {
  deps: AppDeps;
  /** Prints paid tickets; without one (live mode for now) paid tickets are refunded at the cut-off. */
  agent?: PrintingAgent;
  /** How often each order job runs, in ms; 0 or absent: never (tests run them by hand). */
  jobIntervalMs?: number;
  /** One job's own period instead of `jobIntervalMs` (0: that job is not scheduled). */
  intervals?: Partial<Record<OrderJobName, number>>;
  /** Registers `POST /dev/orders/run` (sandbox only). */
  devRoutes?: boolean;
};

/**
 * The order jobs of the app (subscriptions, group deadlines, printing, cut-off refunds,
 * settlement) and, in the sandbox, `POST /dev/orders/run` under `/api` to run one round now.
 *
 * Each job has its own timer and its own timeout, so a provider that hangs delays only its
 * own job (issue #28): a draw is settled and a missed cut-off refunded on time while the
 * printing agent does not answer.
 *
 * | job            | every            | rows per run | one call or row's work given up after |
 * | -------------- | ---------------- | ------------ | ------------------------------------- |
 * | printing       | `jobIntervalMs`  | 500          | `VESO_PRINTING_TIMEOUT_MS` (15 s); lease max(60 s, 2 × it) |
 * | refunds        | `jobIntervalMs`  | all due      | 15 s (the runner's default)           |
 * | settlement     | `jobIntervalMs`  | all due      | 15 s                                  |
 * | groupDeadlines | `jobIntervalMs`  | all due      | 15 s                                  |
 * | subscriptions  | `jobIntervalMs`  | 200          | 15 s (only with a printing agent)     |
 *
 * `jobIntervalMs` is `VESO_PAYOUT_INTERVAL_MS` (5 s). A run starts only when its job's
 * previous run has ended; a call or work given up is retried with back-off (see
 * `src/jobs/runner.ts`).
 */
export const orderJobRoutes: FastifyPluginAsyncZod<OrderJobRoutesOptions> = async (
  app,
  { deps, agent, jobIntervalMs, intervals = {}, devRoutes },
) => {
  // One runner per job per app: closing the app waits for the work and calls in flight.
  const jobs = orderJobs(deps, agent, { log: app.log });
  const runs = orderJobRuns(deps, jobs);
  for (const name of ORDER_JOB_NAMES) {
    const job = runs[name];
    const every = intervals[name] ?? jobIntervalMs;
    if (!job || !every) continue;
    scheduleJob(app, every, `order job ${name} failed`, job.run, {
      stop: () => job.runner.close(),
    });
  }
  // Every runner, scheduled or not (the sandbox route runs them all).
  app.addHook('onClose', () => jobs.close());

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

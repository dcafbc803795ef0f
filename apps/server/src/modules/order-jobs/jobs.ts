import type { DevRunOrderJobs } from '@veso/contract';
import type { AppDeps } from '../../deps';
import {
  DEFAULT_LEASE_MS,
  type JobRunner,
  type JobRunnerOptions,
  type PassResult,
} from '../../jobs/runner';
import type { JobTask } from '../../jobs/plugin';
import { JOB_REGISTRY, type JobName } from '../../jobs/registry';
import type { PrintingAgent } from '../../providers/printing-agent';
import { groupDeadlineRunner, runGroupDeadlines } from '../group-play';
import { runSubscriptions, subscriptionRunner } from '../subscriptions';
import { printingRunner, refundRunner } from '../printing';
import { settleDrawnPeriods, settlementRunner } from '../settlement';

/** The printing agent's call timeout unless the configuration gives one (`VESO_PRINTING_TIMEOUT_MS`). */
export const DEFAULT_PRINTING_TIMEOUT_MS = 15_000;

/** The order jobs: tasks of the job registry (`src/jobs/registry.ts`), in a round's order. */
export const ORDER_JOB_NAMES = [
  'subscriptions',
  'group-deadlines',
  'printing',
  'refunds',
  'settlement',
] as const satisfies readonly JobName[];
export type OrderJobName = (typeof ORDER_JOB_NAMES)[number];

/**
 * The order jobs of one server process, each on the job runner (`src/jobs/`): printing
 * (absent without an agent), cut-off refunds, settlement, group deadlines and subscriptions. Any number of
 * processes may run them on one database: claims with leases share the rows out, and each
 * row's work is done once.
 */
export type OrderJobs = {
  printing: JobRunner<unknown> | undefined;
  refunds: ReturnType<typeof refundRunner>;
  settlement: ReturnType<typeof settlementRunner>;
  subscriptions: ReturnType<typeof subscriptionRunner>;
  /** Group play: groups not full at their deadline are refunded. */
  groupDeadlines: ReturnType<typeof groupDeadlineRunner>;
  /** Stops every runner: no new claim, the work in flight finishes (up to its close timeout). */
  close(): Promise<void>;
};

/**
 * The printing runner's call timeout and lease: the configured timeout
 * (`VESO_PRINTING_TIMEOUT_MS`, 15 s by default), a lease of at least two of them.
 */
export function printingTimeouts(deps: AppDeps): { callTimeoutMs: number; leaseMs: number } {
  const callTimeoutMs = deps.config.printingTimeoutMs ?? DEFAULT_PRINTING_TIMEOUT_MS;
  return { callTimeoutMs, leaseMs: Math.max(DEFAULT_LEASE_MS, 2 * callTimeoutMs) };
}

export function orderJobs(
  deps: AppDeps,
  agent: PrintingAgent | undefined,
  options: Partial<JobRunnerOptions> = {},
): OrderJobs {
  const printingOptions = printingTimeouts(deps);
  const printingAttempts = { maxAttempts: JOB_REGISTRY.printing.attempts };
  const runners = {
    printing: agent
      ? printingRunner(deps, agent, { ...printingAttempts, ...printingOptions, ...options })
      : undefined,
    // The tickets' lease is shared by the print and refund claims: a claim takes a lease
    // ending further than its own length from now for one of a clock moved back, so the
    // refund's must be as long as the print's or it would take a ticket being printed.
    refunds: refundRunner(deps, { leaseMs: printingOptions.leaseMs, ...options }),
    settlement: settlementRunner(deps, options),
    subscriptions: subscriptionRunner(deps, options),
    groupDeadlines: groupDeadlineRunner(deps, options),
  };
  return {
    ...runners,
    close: async () => {
      await Promise.all(Object.values(runners).map((runner) => runner?.close()));
    },
  };
}

/** One order job's task: its runner and one run (what it did, in the round's terms). */
export type OrderJobTask<T> = Omit<JobTask, 'run' | 'runner'> & {
  runner: Pick<JobRunner, 'name' | 'close'>;
  run: () => Promise<T>;
};

/**
 * Each order job's task of the job registry (absent: the job does not run in this process).
 * Without a printing agent (live mode for now) nothing is sold or printed, so subscriptions
 * do not run either; tickets paid earlier are refunded at their cut-off.
 */
export function orderJobTasks(
  deps: AppDeps,
  jobs: OrderJobs,
): {
  subscriptions: OrderJobTask<number> | undefined;
  'group-deadlines': OrderJobTask<number>;
  printing: OrderJobTask<number> | undefined;
  refunds: OrderJobTask<number>;
  settlement: OrderJobTask<Awaited<ReturnType<typeof settleDrawnPeriods>>>;
} {
  const done = (result: PassResult) => result.done;
  const printing = jobs.printing;
  return {
    subscriptions: printing
      ? {
          runner: jobs.subscriptions,
          run: () => runSubscriptions(deps, JOB_REGISTRY.subscriptions.limit, jobs.subscriptions),
        }
      : undefined,
    'group-deadlines': {
      runner: jobs.groupDeadlines,
      run: () => runGroupDeadlines(deps, jobs.groupDeadlines),
    },
    printing: printing
      ? {
          runner: printing,
          run: async () => done(await printing.pass(JOB_REGISTRY.printing.limit)),
        }
      : undefined,
    refunds: {
      runner: jobs.refunds,
      run: async () => done(await jobs.refunds.pass(JOB_REGISTRY.refunds.limit)),
    },
    settlement: { runner: jobs.settlement, run: () => settleDrawnPeriods(deps, jobs.settlement) },
  };
}

/**
 * One round of the order jobs now, one after the other (`POST /api/dev/orders/run`): buy
 * the draws of the active subscriptions, refund the groups not full at their deadline,
 * print what can still be printed, refund what missed its cut-off, then settle the draws
 * that have a result. The scheduled jobs do not wait for each other (each has its own
 * timer, see `src/jobs/plugin.ts`): the guarantees do not depend on this order, it only lets one
 * round carry a ticket from bought to settled. Each row's state and lease make it safe:
 * a ticket is printed only while it can still be printed (before its cut-off, its period
 * on sale) and while the print job's lease holds it; the cut-off refund takes only tickets
 * that can no longer be printed and no live lease holds, and refunds them only while they
 * are still waiting — so a ticket is printed or refunded, never both, and a draw (settled
 * once it has a result, so after its cut-off) never gains a printed ticket afterwards.
 */
export async function runOrderJobs(deps: AppDeps, jobs: OrderJobs): Promise<DevRunOrderJobs> {
  const runs = orderJobTasks(deps, jobs);
  const subscribed = runs.subscriptions ? await runs.subscriptions.run() : 0;
  const groupsRefunded = await runs['group-deadlines'].run();
  const printed = runs.printing ? await runs.printing.run() : 0;
  const refunded = await runs.refunds.run();
  const settled = await runs.settlement.run();
  return {
    subscribed,
    printed,
    refunded,
    settledDraws: settled.draws,
    settledTickets: settled.tickets,
    groupsRefunded,
  };
}

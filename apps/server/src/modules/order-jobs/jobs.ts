import type { DevRunOrderJobs } from '@veso/contract';
import type { AppDeps } from '../../deps';
import type { JobRunner, JobRunnerOptions } from '../../jobs/runner';
import type { PrintingAgent } from '../../providers/printing-agent';
import { groupDeadlineRunner, runGroupDeadlines } from '../group-play/jobs';
import { runSubscriptions, subscriptionRunner } from '../subscriptions/service';
import { printingRunner, refundRunner } from '../printing/service';
import { settleDrawnPeriods, settlementRunner } from '../settlement/service';

/**
 * The order jobs of one server process, each on the job runner (`src/jobs/`): printing
 * (absent without an agent), cut-off refunds, settlement and subscriptions. Any number of
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

export function orderJobs(
  deps: AppDeps,
  agent: PrintingAgent | undefined,
  options: Partial<JobRunnerOptions> = {},
): OrderJobs {
  const runners = {
    printing: agent ? printingRunner(deps, agent, options) : undefined,
    refunds: refundRunner(deps, options),
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

/**
 * One round of the order jobs, in the order that keeps the guarantee: buy the draws of the
 * active subscriptions, refund the groups not full at their deadline, print what can still
 * be printed, refund what missed its cut-off, then settle the draws that have a result.
 * Printing runs on the job runner (`printing`: the agent is asked outside any transaction).
 * Without it (no agent: live mode for now) nothing is sold or printed; tickets paid earlier
 * are refunded at their cut-off.
 */
export async function runOrderJobs(deps: AppDeps, jobs: OrderJobs): Promise<DevRunOrderJobs> {
  const subscribed = jobs.printing ? await runSubscriptions(deps, 200, jobs.subscriptions) : 0;
  const groupsRefunded = await runGroupDeadlines(deps, jobs.groupDeadlines);
  const printed = jobs.printing ? (await jobs.printing.pass(500)).done : 0;
  const refunded = (await jobs.refunds.pass()).done;
  const settled = await settleDrawnPeriods(deps, jobs.settlement);
  return {
    subscribed,
    printed,
    refunded,
    settledDraws: settled.draws,
    settledTickets: settled.tickets,
    groupsRefunded,
  };
}

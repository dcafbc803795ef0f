import type { DevRunOrderJobs } from '@veso/contract';
import type { AppDeps } from '../../deps';
import type { JobRunner } from '../../jobs/runner';
import { refundUnprinted } from '../printing/service';
import { settleDrawnPeriods } from '../settlement/service';
import { settleXsdtDraws } from '../xsdt/settlement';
import { runSubscriptions } from './subscriptions';

/**
 * One round of the order jobs, in the order that keeps the guarantee: buy the draws of the
 * active subscriptions, print what can still be printed, refund what missed its cut-off,
 * then settle the draws that have a result.
 * Printing runs on the job runner (`printing`: the agent is asked outside any transaction).
 * Without it (no agent: live mode for now) nothing is sold or printed; tickets paid earlier
 * are refunded at their cut-off.
 */
export async function runOrderJobs(
  deps: AppDeps,
  printing: JobRunner | undefined,
): Promise<DevRunOrderJobs> {
  const subscribed = printing ? await runSubscriptions(deps) : 0;
  const printed = printing ? (await printing.pass(500)).done : 0;
  const refunded = await refundUnprinted(deps);
  const settled = await settleDrawnPeriods(deps);
  // The computer lottery and loto games settle by their own family rules (issue #15).
  const xsdt = await settleXsdtDraws(deps);
  return {
    subscribed,
    printed,
    refunded,
    settledDraws: settled.draws + xsdt.draws,
    settledTickets: settled.tickets + xsdt.tickets,
  };
}

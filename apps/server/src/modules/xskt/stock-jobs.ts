import { addDays, vnDayOf } from '@veso/domain';
import type { AppDeps } from '../../deps';
import type { JobTask } from '../../jobs/plugin';
import type { JobRunner, JobRunnerOptions } from '../../jobs/runner';
import { workQueue, workRunner } from '../../jobs/work';
import type { PaperStockProvider } from '../../providers/paper-stock';
import { closedDaysWithStock, hasStock, withdrawClosed } from './stock-repo';
import { loadDayStock } from './stock';

/** One draw day whose unsold tickets are past the cut-off. */
type ClosedDay = { drawDate: string; leaseId: null };

/**
 * The cut-off job's queue (`src/jobs/work.ts`): the draw days with tickets on sale or held
 * (unpaid) past their sales cut-off; the work withdraws them in one statement (status
 * `withdrawn`). Idempotent: a day another process withdrew first has nothing left to change.
 */
export function withdrawalQueue(deps: AppDeps) {
  return workQueue<ClosedDay, number>({
    name: 'xskt-withdrawal',
    claim: async (limit, lease) =>
      (await closedDaysWithStock(deps.db.orm, lease.now, limit)).map((drawDate) => ({
        item: { drawDate, leaseId: null },
        key: `xskt-withdraw-${drawDate}`,
        attempts: 1,
      })),
    work: (day) => withdrawClosed(deps.db.orm, day.drawDate, deps.clock.now()),
    release: async () => undefined,
  });
}

/** The cut-off job's runner. */
export function withdrawalRunner(
  deps: AppDeps,
  options: Partial<JobRunnerOptions> = {},
): JobRunner<number | undefined> {
  return workRunner(withdrawalQueue(deps), deps.clock, options);
}

/** One pass of the cut-off job: how many tickets were withdrawn. */
export async function withdrawUnsold(
  deps: AppDeps,
  runner: JobRunner<number | undefined> = withdrawalRunner(deps),
): Promise<number> {
  let withdrawn = 0;
  await runner.pass(Number.POSITIVE_INFINITY, (n) => {
    withdrawn += n ?? 0;
  });
  return withdrawn;
}

/**
 * The agent's daily delivery: today's and tomorrow's stock, each day loaded once (a day the
 * agent already delivered is not asked again; reloading it is safe anyway).
 * @returns tickets written
 */
export async function deliverStock(deps: AppDeps, provider: PaperStockProvider): Promise<number> {
  const now = deps.clock.now();
  const today = vnDayOf(now);
  let inserted = 0;
  for (const day of [today, addDays(today, 1)]) {
    if (await hasStock(deps.db.orm, day, provider.name)) continue;
    inserted += (await loadDayStock(deps.db.orm, provider, day, now)).inserted;
  }
  return inserted;
}

/** The `xskt-withdrawal` task of the job registry (`src/jobs/registry.ts`). */
export function withdrawalTask(deps: AppDeps, options: Partial<JobRunnerOptions> = {}): JobTask {
  const runner = withdrawalRunner(deps, options);
  return { runner, run: () => withdrawUnsold(deps, runner) };
}

/** The `xskt-delivery` task of the job registry: the agent's daily delivery. */
export function deliveryTask(deps: AppDeps, provider: PaperStockProvider): JobTask {
  return { run: () => deliverStock(deps, provider) };
}

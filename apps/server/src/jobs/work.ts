import type { Clock } from '../providers/clock';
import {
  createJobRunner,
  type Claimed,
  type JobQueue,
  type JobRunner,
  type JobRunnerOptions,
  type Lease,
} from './runner';

/**
 * A queue whose work is the database's own — settlement, cut-off refunds, subscriptions —
 * on the one job runner (`runner.ts`). There is no provider to call: the runner's "call" is
 * the work itself, one transaction that
 *
 * 1. takes the claimed row back `FOR UPDATE`, only while it still holds this claim's lease
 *    and is still due (a row whose lease expired and was claimed and done by another runner
 *    is found done: nothing is written, so each row's money moves once);
 * 2. does the work (ledger postings through the order and wallet services);
 * 3. frees the row (lease cleared) — all committed together.
 *
 * A work that throws rolls back whole; the runner releases the row with back-off and the
 * other rows of the batch go on. A work that outlives the call timeout is released too, but
 * the release only touches rows still leased (it waits for the row lock, then finds the work
 * done). Closing the runner lets the work in flight finish (up to its close timeout).
 */
export type WorkQueue<T extends { leaseId: string | null }, R> = {
  name: string;
  /** One short transaction: takes up to `limit` due rows and stamps them with `lease`. */
  claim(limit: number, lease: Lease): Promise<Claimed<T>[]>;
  /**
   * One transaction: the work of one claimed row (steps 1–3). Resolves with what was done,
   * or `undefined` when the row no longer held `leaseId` (nothing written).
   */
  work(item: T, leaseId: string): Promise<R | undefined>;
  /** Frees the row for another try at `retryAt` (the work threw). */
  release(item: T, leaseId: string, retryAt: Date | null, reason: string, now: Date): Promise<void>;
};

/** The runner's queue of a {@link WorkQueue}: `record` only reports whether the work was done. */
export function workQueue<T extends { leaseId: string | null }, R>(
  queue: WorkQueue<T, R>,
): JobQueue<T, R | undefined> {
  return {
    name: queue.name,
    claim: (limit, lease) => queue.claim(limit, lease),
    call: (item) => queue.work(item, item.leaseId ?? ''),
    record: async (_item, result) => result !== undefined,
    release: (item, leaseId, retryAt, reason, now) =>
      queue.release(item, leaseId, retryAt, reason, now),
  };
}

/**
 * Runner options of the database's own jobs: they never give up (money is owed or a draw
 * is due: a failing row is retried, at most every `maxBackoffMs`, and logged each time).
 */
export const WORK_RUNNER_OPTIONS: Partial<JobRunnerOptions> = {
  maxAttempts: Number.POSITIVE_INFINITY,
};

/** The runner of one of the database's own jobs: {@link WORK_RUNNER_OPTIONS}, then `options`. */
export function workRunner<T, R>(
  queue: JobQueue<T, R>,
  clock: Clock,
  options: Partial<JobRunnerOptions> = {},
): JobRunner<R> {
  return createJobRunner(queue, { clock, ...WORK_RUNNER_OPTIONS, ...options });
}

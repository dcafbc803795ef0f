import { randomUUID } from 'node:crypto';
import type { Clock } from '@veso/domain';
import { settleWithin } from './schedule';

/**
 * The one job runner: claim a batch, call the provider, record its answer,
 * retry with back-off, stop cleanly. A provider is never called inside a transaction:
 *
 * 1. `claim` — one short transaction picks due rows (`FOR UPDATE SKIP LOCKED`), stamps them
 *    with a lease (a fresh attempt id, `lease_until`, `attempts + 1`) and commits;
 * 2. `call` — the provider, after that commit, with the row's idempotency key (stable per
 *    row, e.g. `ticket-42`) and a timeout; no lock and no connection is held meanwhile;
 * 3. `record` — one short transaction writes the answer only if the row is still held by
 *    this attempt's lease (otherwise nothing is written);
 * 4. `release` — the call failed or timed out: the lease is freed and the row is due again
 *    after a back-off, or, after `maxAttempts` or on a {@link PermanentFailure}, given up
 *    as the module's rules say.
 *
 * A process that dies between 2 and 3 leaves the lease; once it expires another runner
 * claims the row again and asks the provider again with the same key, which answers what
 * it did the first time (it prints / pays one key at most once).
 */

/**
 * How long a claim holds its rows unless told otherwise. A queue also treats a lease ending
 * more than this after now as free: only a clock moved back (the sandbox's) makes one.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** The longest back-off unless told otherwise. */
export const DEFAULT_MAX_BACKOFF_MS = 300_000;

/** What a claim stamps on the rows it takes. */
export type Lease = {
  /** The attempt id: `record` and `release` only touch rows still holding it. */
  id: string;
  /** The claim's time (the app clock). */
  now: Date;
  /** Until when the rows are held; past it another runner may claim them again. */
  until: Date;
};

/** A claimed row: the item, its idempotency key and its attempt count (this one included). */
export type Claimed<T> = { item: T; key: string; attempts: number };

export type JobQueue<T, R> = {
  name: string;
  /** One short transaction: takes up to `limit` due rows and stamps them with `lease`. */
  claim(limit: number, lease: Lease): Promise<Claimed<T>[]>;
  /** The provider call (no transaction open), with the row's idempotency key. */
  call(item: T, key: string, signal: AbortSignal): Promise<R>;
  /** Records the answer if the row still holds `leaseId`; false when it did not (nothing written). */
  record(item: T, result: R, leaseId: string, now: Date): Promise<boolean>;
  /** Frees the row for another try at `retryAt`, or gives it up (`retryAt` null). */
  release(item: T, leaseId: string, retryAt: Date | null, reason: string, now: Date): Promise<void>;
};

export type JobRunnerOptions = {
  clock: Clock;
  log?: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Rows per claim, called in parallel (default 5). */
  batch?: number;
  /** A provider call not answered within this is abandoned and retried (default 15 s). */
  callTimeoutMs?: number;
  /** How long a claim holds its rows (default 60 s; at least twice the call timeout). */
  leaseMs?: number;
  /** Back-off after the n-th failed attempt: `backoffMs · 2^(n-1)`, at most `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Attempts before a row is given up (default 5). */
  maxAttempts?: number;
  /** How long `close()` waits for calls in flight before abandoning them (default 10 s). */
  closeTimeoutMs?: number;
};

export type PassResult = {
  claimed: number;
  /** Answers recorded. */
  done: number;
  /** Failed or timed-out calls released for a later try. */
  retried: number;
  /** Rows given up after `maxAttempts`. */
  gaveUp: number;
  /** Answers not recorded: the lease had been lost, the record failed or the runner closed. */
  dropped: number;
};

export type JobRunner<R = unknown> = {
  readonly name: string;
  /**
   * Claims and processes batches until nothing is due, `limit` rows were claimed or it closes;
   * `recorded` is told each answer this pass recorded (a pass's own tally).
   */
  pass(limit?: number, recorded?: (result: R) => void): Promise<PassResult>;
  /**
   * Starts no new claim, waits for the work in flight up to `closeTimeoutMs`, then aborts
   * what is still running without recording it (its leases expire; another runner resumes).
   */
  close(): Promise<void>;
  /** Stops at once, recording and releasing nothing, as a process that dies would (tests). */
  kill(): void;
};

/**
 * A failure no retry can mend (the row's own data breaks a rule): the row is given up at
 * once, whatever the attempts left, and waits where the module's `giveUp` says.
 */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

/** A provider call that did not answer in time. */
export class CallTimeout extends Error {
  constructor(ms: number) {
    super(`provider did not answer within ${ms} ms`);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `work`, or a {@link CallTimeout} after `ms` (which also aborts `controller`). */
function withTimeout<R>(work: Promise<R>, ms: number, controller: AbortController): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new CallTimeout(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  return Promise.race([work, timeout, aborted]).finally(() => clearTimeout(timer));
}

export function createJobRunner<T, R>(
  queue: JobQueue<T, R>,
  options: JobRunnerOptions,
): JobRunner<R> {
  const batch = options.batch ?? 5;
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  const maxAttempts = options.maxAttempts ?? 5;
  const closeTimeoutMs = options.closeTimeoutMs ?? 10_000;
  if (leaseMs < 2 * callTimeoutMs) {
    throw new RangeError(`${queue.name}: the lease (${leaseMs} ms) must cover two call timeouts`);
  }
  const { clock, log } = options;
  let closed = false;
  /** Set once the runner stopped for good: nothing more is written. */
  let abandoned = false;
  const passes = new Set<Promise<unknown>>();
  const calls = new Set<AbortController>();

  type Outcome = 'done' | 'retried' | 'gaveUp' | 'dropped';

  async function handle(
    claimed: Claimed<T>,
    leaseId: string,
    recorded?: (result: R) => void,
  ): Promise<Outcome> {
    if (abandoned) return 'dropped';
    const controller = new AbortController();
    calls.add(controller);
    let result: R;
    try {
      result = await withTimeout(
        queue.call(claimed.item, claimed.key, controller.signal),
        callTimeoutMs,
        controller,
      );
    } catch (error) {
      if (abandoned) return 'dropped';
      const now = clock.now();
      const giveUp = claimed.attempts >= maxAttempts || error instanceof PermanentFailure;
      const delay = Math.min(backoffMs * 2 ** (claimed.attempts - 1), maxBackoffMs);
      const retryAt = giveUp ? null : new Date(now.getTime() + delay);
      const reason = reasonOf(error);
      log?.warn(
        { job: queue.name, key: claimed.key, attempts: claimed.attempts, reason },
        giveUp ? 'job gave up' : 'job call failed, will retry',
      );
      await queue.release(claimed.item, leaseId, retryAt, reason, now);
      return giveUp ? 'gaveUp' : 'retried';
    } finally {
      calls.delete(controller);
    }
    if (abandoned) return 'dropped';
    if (!(await queue.record(claimed.item, result, leaseId, clock.now()))) {
      log?.warn({ job: queue.name, key: claimed.key }, 'job answer not recorded: lease lost');
      return 'dropped';
    }
    recorded?.(result);
    return 'done';
  }

  async function run(limit: number, recorded?: (result: R) => void): Promise<PassResult> {
    const totals: PassResult = { claimed: 0, done: 0, retried: 0, gaveUp: 0, dropped: 0 };
    while (!closed && totals.claimed < limit) {
      const now = clock.now();
      const lease = { id: randomUUID(), now, until: new Date(now.getTime() + leaseMs) };
      const claimed = await queue.claim(Math.min(batch, limit - totals.claimed), lease);
      if (claimed.length === 0) break;
      totals.claimed += claimed.length;
      const outcomes = await Promise.all(
        claimed.map((c) =>
          handle(c, lease.id, recorded).catch((error: unknown): Outcome => {
            // The record or release failed: the lease stays and expires, then it is resumed.
            log?.error({ err: error, job: queue.name, key: c.key }, 'job record failed');
            return 'dropped';
          }),
        ),
      );
      for (const outcome of outcomes) totals[outcome] += 1;
    }
    return totals;
  }

  return {
    name: queue.name,
    pass: (limit = Number.POSITIVE_INFINITY, recorded) => {
      const work = run(limit, recorded);
      passes.add(work);
      void work.then(
        () => passes.delete(work),
        () => passes.delete(work),
      );
      return work;
    },
    close: async () => {
      closed = true;
      const settled = await settleWithin(Promise.allSettled([...passes]), closeTimeoutMs);
      if (!settled) {
        abandoned = true;
        log?.warn({ job: queue.name, calls: calls.size }, 'job runner closed with calls in flight');
        for (const controller of calls) controller.abort(new Error('job runner closed'));
      }
    },
    kill: () => {
      closed = true;
      abandoned = true;
      for (const controller of calls) controller.abort(new Error('job runner killed'));
    },
  };
}

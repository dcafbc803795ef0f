import type { FastifyInstance } from 'fastify';

/** How long closing the app waits for a run in progress before it lets it go. */
export const CLOSE_TIMEOUT_MS = 10_000;

export type ScheduleOptions = {
  /** Also runs the job as soon as the app is ready. */
  runOnReady?: boolean;
  /** Called first when the app closes (e.g. a job runner's `close()`), then the run is awaited. */
  stop?: () => Promise<void>;
  /** How long closing waits for the run in progress ({@link CLOSE_TIMEOUT_MS} by default). */
  closeTimeoutMs?: number;
};

/**
 * Runs `job` every `intervalMs` while the app is up, never two runs at once; a failed run is
 * logged with `failure` and the next tick tries again. `runOnReady` also runs it as soon as the
 * app is ready. The timer does not keep the process alive. When the app closes no new run
 * starts, `stop` is called and the run in progress is awaited up to `closeTimeoutMs`.
 */
export function scheduleJob(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  intervalMs: number,
  failure: string,
  job: () => Promise<unknown>,
  options: ScheduleOptions = {},
): void {
  let running: Promise<void> | undefined;
  let closed = false;
  const tick = () => {
    if (running || closed) return;
    running = job()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, failure),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (options.runOnReady) app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await options.stop?.();
    if (running) await settleWithin(running, options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS);
  });
}

/** Resolves when `work` settles or after `ms`, whichever comes first (true: it settled). */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` while the app is up, never two runs at once; a failed run is
 * logged with `failure` and the next tick tries again. `runOnReady` also runs it as soon as the
 * app is ready. The timer does not keep the process alive and stops when the app closes.
 */
export function scheduleJob(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  intervalMs: number,
  failure: string,
  job: () => Promise<unknown>,
  options: { runOnReady?: boolean } = {},
): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (options.runOnReady) app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => clearInterval(timer));
}

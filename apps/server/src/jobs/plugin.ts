import type { FastifyPluginAsync } from 'fastify';
import { JOB_NAMES, JOB_REGISTRY, type JobName, type JobSpec } from './registry';
import { scheduleJob } from './schedule';

/** What runs one task of the registry in this process (see `registry.ts`). */
export type JobTask = {
  /** One run: claims and does what is due, at most the registry's `limit` rows. */
  run: () => Promise<unknown>;
  /** The task's runner, when it has one: its name must be the task's (checked at start). */
  runner?: { readonly name: string; close(): Promise<void> };
  /**
   * Awaited once when the app is ready, before its first run and before the app listens
   * (the draws' start-up catch-up), whether the task is scheduled or not.
   */
  ready?: () => Promise<unknown>;
};

/** A task the plugin scheduled, and its period. */
export type ScheduledJob = { name: JobName; everyMs: number };

export type JobsPluginOptions = {
  /** Every task of the registry; undefined: it does not run in this process (no provider). */
  tasks: { [K in JobName]: JobTask | undefined };
  /** Each task's period in ms (0: not scheduled; tests run it by hand). */
  intervals: Record<JobName, number>;
  /** Told once which tasks were scheduled (tests). */
  observe?: (scheduled: ScheduledJob[]) => void;
};

/**
 * The one place the server's timers start: each task of the registry that runs in this
 * process and has a period gets its own timer (`schedule.ts`), so a task whose provider
 * hangs delays only itself. When the app closes no run starts, every task's runner is
 * closed (scheduled or not: a sandbox route may have used it) and the runs in progress are
 * awaited.
 */
export const jobsPlugin: FastifyPluginAsync<JobsPluginOptions> = async (
  app,
  { tasks, intervals, observe },
) => {
  const scheduled: ScheduledJob[] = [];
  for (const name of JOB_NAMES) {
    const task = tasks[name];
    if (!task) continue;
    if (task.runner && task.runner.name !== name) {
      throw new Error(`job ${name}: its runner is named "${task.runner.name}"`);
    }
    let ready: Promise<unknown> = Promise.resolve();
    if (task.ready) {
      const start = task.ready;
      app.addHook('onReady', async () => {
        ready = start();
        await ready;
      });
    }
    const spec: JobSpec = JOB_REGISTRY[name];
    const runner = task.runner;
    const everyMs = intervals[name];
    if (everyMs > 0) {
      scheduleJob(
        app,
        everyMs,
        `job ${name} failed`,
        async () => {
          await ready;
          return task.run();
        },
        { runOnReady: spec.runOnReady ?? false, stop: runner && (() => runner.close()) },
      );
      scheduled.push({ name, everyMs });
    } else if (runner) {
      app.addHook('onClose', () => runner.close());
    }
  }
  observe?.(scheduled);
};

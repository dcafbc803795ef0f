import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob } from './schedule';

afterEach(() => {
  vi.useRealTimers();
});

/** A job whose runs stay pending until `finish()` settles the oldest one. */
function controlledJob() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const job = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    job,
    finish: async (error?: Error) => {
      const run = pending.shift();
      if (error) run?.reject(error);
      else run?.resolve();
      // Let the job's catch/finally handlers run.
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('scheduleJob', () => {
  it('runs at each interval, never two runs at once, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { job, finish } = controlledJob();
    scheduleJob(app, 1000, 'job failed', job);
    await app.ready();
    expect(job).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(1);
    // Still running: the next ticks are skipped.
    await vi.advanceTimersByTimeAsync(3000);
    expect(job).toHaveBeenCalledTimes(1);
    await finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);
    await finish();
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('runs each job on its own timer: one whose run hangs does not hold up another', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const hung = controlledJob();
    const other = controlledJob();
    scheduleJob(app, 1000, 'printing failed', hung.job);
    scheduleJob(app, 1000, 'settlement failed', other.job);
    for (let tick = 1; tick <= 3; tick += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      expect(other.job).toHaveBeenCalledTimes(tick);
      await other.finish();
    }
    // The hung job ran once and is still running; the other went on every tick.
    expect(hung.job).toHaveBeenCalledTimes(1);
    await hung.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(hung.job).toHaveBeenCalledTimes(2);
    await hung.finish();
    await other.finish();
    await app.close();
  });

  it('logs a failed run and tries again at the next tick', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const error = vi.spyOn(app.log, 'error');
    const { job, finish } = controlledJob();
    scheduleJob(app, 1000, 'payout settlement failed', job);
    await vi.advanceTimersByTimeAsync(1000);
    const failure = new Error('database down');
    await finish(failure);
    expect(error).toHaveBeenCalledWith({ err: failure }, 'payout settlement failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);
    await finish();
    await app.close();
  });

  it('runs once as soon as the app is ready when asked to', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { job, finish } = controlledJob();
    scheduleJob(app, 60_000, 'draw job failed', job, { runOnReady: true });
    expect(job).toHaveBeenCalledTimes(0);
    await app.ready();
    expect(job).toHaveBeenCalledTimes(1);
    await finish();
    await app.close();
  });

  it('on close starts no run, calls stop, then waits for the run in progress', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { job, finish } = controlledJob();
    const stop = vi.fn(async () => undefined);
    scheduleJob(app, 1000, 'job failed', job, { stop });
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(1);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(closed).toBe(false);
    expect(job).toHaveBeenCalledTimes(1);
    await finish();
    await closing;
    expect(closed).toBe(true);
  });

  it('on close gives up waiting for a run after closeTimeoutMs', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { job } = controlledJob();
    scheduleJob(app, 1000, 'job failed', job, { closeTimeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(1000);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(4000);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await closing;
    expect(closed).toBe(true);
    expect(job).toHaveBeenCalledTimes(1);
  });
});

import type { DataLayer } from './data-layer';

/** Runs `task` when the browser is idle; returns a function that cancels it. */
export type ScheduleIdle = (task: () => void) => () => void;

/** Longest wait for an idle moment: the domain notice (2 s after load) needs the config. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Resolves in a new task, so the work before and after it are separate tasks: loading
 * the data layer then never makes one long task that blocks input.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `requestIdleCallback`, or a macrotask where the browser has none (Safari). */
export function scheduleIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * The data layer of one shop, loaded once on demand: the frame starts it when idle after
 * the first route has committed, a feature route awaits it, islands subscribe to it.
 */
export type DataLayerLoader = {
  /** Loads the data layer (once; again after a failure) and resolves with it. */
  load(): Promise<DataLayer>;
  /** The data layer once it is ready, null before. */
  current(): DataLayer | null;
  /** Calls `listener` when the data layer becomes ready. */
  subscribe(listener: () => void): () => void;
  /** Starts loading at the next idle moment; returns a function that cancels the start. */
  startWhenIdle(): () => void;
};

/**
 * Memoizes `create` (usually a dynamic import of `./data-layer`) for one shop. A failed
 * load (a chunk that did not arrive) is forgotten, so the next caller tries again.
 */
export function createDataLayerLoader(
  create: () => Promise<DataLayer>,
  schedule: ScheduleIdle = scheduleIdle,
): DataLayerLoader {
  let pending: Promise<DataLayer> | null = null;
  let ready: DataLayer | null = null;
  const listeners = new Set<() => void>();

  function load(): Promise<DataLayer> {
    pending ??= create().then(
      async (layer) => {
        // The islands re-render in their own task, not in the one that built the store.
        await nextTask();
        ready = layer;
        for (const listener of [...listeners]) listener();
        return layer;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  return {
    load,
    current: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    startWhenIdle() {
      if (pending) return () => undefined;
      // A failure here is not the page's: the route or island that needs the data layer
      // loads it again and shows the error (or reloads for a missing chunk).
      return schedule(() => void load().catch(() => undefined));
    },
  };
}

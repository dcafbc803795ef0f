declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the drain before a graceful close: `/api/readyz` answers 503 from now on and
     * live streams end with a retry hint; other requests are still served. Idempotent.
     */
    drain: () => void;
  }
}

/** The app's drain: whether it began, and who is told when it does. */
export type DrainState = {
  /** Begins the drain (once; later calls do nothing). */
  begin: () => void;
  draining: () => boolean;
  /** Calls `listener` when the drain begins (at once if it already has); returns a remover. */
  onDrain: (listener: () => void) => () => void;
};

export function drainState(): DrainState {
  let draining = false;
  const listeners = new Set<() => void>();
  return {
    begin: () => {
      if (draining) return;
      draining = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    draining: () => draining,
    onDrain: (listener) => {
      if (draining) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

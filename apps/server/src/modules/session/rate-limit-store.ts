import type { Orm } from '../../db/database';
import { countRateLimitHit, sweepRateLimitHits } from './repo';

/** What `@fastify/rate-limit` asks of a store (its `FastifyRateLimitStore`). */
export type RateLimitStore = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): RateLimitStore;
};

/**
 * The rate limit's counters in the database (`rate_limit_hits`), shared by every server
 * process on it: an account (or IP) gets one budget whichever node answers it. One
 * statement per throttled call; at most once per window a process sweeps the ended
 * windows. Every route shares one budget per key, as with the in-memory store.
 */
export function databaseRateLimitStore(
  orm: Orm,
  log: { warn(obj: object, msg: string): void },
): new () => RateLimitStore {
  let lastSweep = Date.now();
  const store: RateLimitStore = {
    incr(key, callback, timeWindow) {
      countRateLimitHit(orm, key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      if (Date.now() - lastSweep >= timeWindow) {
        lastSweep = Date.now();
        sweepRateLimitHits(orm).catch((error: unknown) => {
          log.warn({ err: error }, 'rate limit: sweeping the ended windows failed');
        });
      }
    },
    child: () => store,
  };
  // The plugin constructs its store (`new options.store(params)`).
  return function DatabaseRateLimitStore() {
    return store;
  } as unknown as new () => RateLimitStore;
}

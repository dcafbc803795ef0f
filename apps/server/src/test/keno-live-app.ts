import { buildApp, type App } from '../app';
import type { Database } from '../db/database';
import type { KenoLiveHubEvent } from '../modules/keno/live-hub';
import { manualClock, type ManualClock } from '../providers/clock';
import { testConfig } from './test-app';

/** What the app's Keno live hub did, as it happens: the tests' latch instead of a sleep. */
export type HubEvents = {
  events: KenoLiveHubEvent[];
  /**
   * Resolves once `done(events)` holds (checked now and on every new event); fails after
   * `timeoutMs` with `what` and the events seen.
   */
  until(
    done: (events: KenoLiveHubEvent[]) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<void>;
};

export type LiveApp = { app: App; base: string; clock: ManualClock; hub: HubEvents };

function hubEvents(): HubEvents & { observe: (event: KenoLiveHubEvent) => void } {
  const events: KenoLiveHubEvent[] = [];
  const waiters = new Set<() => void>();
  return {
    events,
    observe: (event) => {
      events.push(event);
      for (const check of [...waiters]) check();
    },
    until: (done, what, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        if (done(events)) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; hub events: ${JSON.stringify(events)}`));
        }, timeoutMs);
        function check() {
          if (!done(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        }
        waiters.add(check);
      }),
  };
}

/** Whether the hub looked draw `drawCode` up and found it not drawn yet. */
export const lookedUpMissing = (drawCode: string) => (events: KenoLiveHubEvent[]) =>
  events.some((e) => e.type === 'lookup' && e.drawCode === drawCode && !e.drawn);

/** How many steps of every stream the hub made for `cause`. */
export const stepsOf = (events: KenoLiveHubEvent[], cause: 'poll' | 'result' | 'reconnect') =>
  events.filter((e) => e.type === 'step' && e.cause === cause).length;

/** The whole app on `db` (owned by the caller), listening on a free port, no draw job timer. */
export async function startLiveApp(
  db: Database,
  options: { now: Date; pollMs?: number; refreshMs?: number; revealMs?: number },
): Promise<LiveApp> {
  const clock = manualClock(options.now);
  const { observe, ...hub } = hubEvents();
  const app = await buildApp({
    config: testConfig(),
    db,
    clock,
    draws: {
      jobIntervalMs: 0,
      kenoPollMs: options.pollMs,
      kenoRefreshMs: options.refreshMs,
      kenoRevealMs: options.revealMs ?? 1000,
      kenoObserve: observe,
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, clock, hub };
}

import { buildApp, type App } from '../app';
import type { Database } from '../db/database';
import { manualClock, type ManualClock } from '../providers/clock';
import { testConfig } from './test-app';

export type LiveApp = { app: App; base: string; clock: ManualClock };

/** The whole app on `db` (owned by the caller), listening on a free port, no draw job timer. */
export async function startLiveApp(
  db: Database,
  options: { now: Date; pollMs?: number; refreshMs?: number; revealMs?: number },
): Promise<LiveApp> {
  const clock = manualClock(options.now);
  const app = await buildApp({
    config: testConfig(),
    db,
    clock,
    draws: {
      jobIntervalMs: 0,
      kenoPollMs: options.pollMs,
      kenoRefreshMs: options.refreshMs,
      kenoRevealMs: options.revealMs ?? 1000,
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, clock };
}

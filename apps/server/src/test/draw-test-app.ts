import { buildApp, type App } from '../app';
import { manualClock, type ManualClock } from '../providers/clock';
import {
  sandboxResultProvider,
  seededRandomInt,
  type ResultProvider,
} from '../providers/result-provider';
import { openTestDb, testConfig, type TestDatabase } from './test-app';
import type { ServerConfig } from '../env';
import { PRODUCT_FAMILIES } from '../families';
import type { ProductFamily } from '../product-family';

/** Wednesday 2026-11-18, 10:00 in Hà Nội: after the imported history ends. */
export const DRAW_TEST_NOW = new Date('2026-11-18T03:00:00.000Z');

export type DrawTestApp = {
  app: App;
  db: TestDatabase;
  clock: ManualClock;
  provider: ResultProvider;
  families: readonly ProductFamily[];
  close(): Promise<void>;
};

/** The whole app with a seeded sandbox result provider and no draw job timer. */
export async function createDrawTestApp(
  options: {
    config?: Partial<ServerConfig>;
    now?: Date;
    kenoPollMs?: number;
    kenoRevealMs?: number;
    seed?: string;
  } = {},
): Promise<DrawTestApp> {
  const db = await openTestDb();
  const clock = manualClock(options.now ?? DRAW_TEST_NOW);
  const provider = sandboxResultProvider(seededRandomInt(options.seed ?? 'draw-tests'));
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    clock,
    draws: {
      provider,
      jobIntervalMs: 0,
      kenoPollMs: options.kenoPollMs,
      kenoRevealMs: options.kenoRevealMs,
    },
  });
  return {
    app,
    db,
    clock,
    provider,
    families: PRODUCT_FAMILIES,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

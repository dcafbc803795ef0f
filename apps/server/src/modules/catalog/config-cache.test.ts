import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { openTestDb, testDatabaseUrl, type TestDatabase } from '../../test/test-app';
import { defaultAppConfig } from './default-config';
import { APP_CONFIG_KEY, writeSetting } from './repo';
import { cachedAppConfig } from './service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.dispose());

/** Counts the statements this handle sends that read the settings table. */
function settingsReads(): { count: () => number; stop: () => void } {
  let reads = 0;
  const stop = db.onQuery((text) => {
    if (/from "app_settings"/i.test(text)) reads += 1;
  });
  return { count: () => reads, stop };
}

/** Resolves once `check` holds (the database announces a change after its commit). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}

describe('the app configuration kept by a server process', () => {
  it('is read once and then served from memory while nothing changes', async () => {
    await cachedAppConfig(db);
    const reads = settingsReads();
    try {
      const first = await cachedAppConfig(db);
      for (let i = 0; i < 20; i += 1) expect(await cachedAppConfig(db)).toBe(first);
      // A handle copied with a transaction's orm shares the copy.
      expect(await cachedAppConfig({ ...db, orm: db.orm })).toBe(first);
      expect(reads.count()).toBe(0);
    } finally {
      reads.stop();
    }
  });

  it("serves this process's own write at once", async () => {
    const edited = { ...defaultAppConfig(), supportPhone: '1900 0001' };
    await writeSetting(db.orm, APP_CONFIG_KEY, edited);
    expect((await cachedAppConfig(db)).supportPhone).toBe('1900 0001');
    await writeSetting(db.orm, APP_CONFIG_KEY, defaultAppConfig());
    expect((await cachedAppConfig(db)).supportPhone).toBe(defaultAppConfig().supportPhone);
  });

  it("follows an operator's own SQL on the settings table", async () => {
    await cachedAppConfig(db);
    await db.orm.execute(
      sql`UPDATE app_settings SET value = jsonb_set(value, '{supportPhone}', '"1900 0002"')
          WHERE key = ${APP_CONFIG_KEY}`,
    );
    await eventually(async () => (await cachedAppConfig(db)).supportPhone === '1900 0002');
    await db.orm.execute(sql`DELETE FROM app_settings WHERE key = ${APP_CONFIG_KEY}`);
    // A missing row serves the default.
    await eventually(
      async () => (await cachedAppConfig(db)).supportPhone === defaultAppConfig().supportPhone,
    );
    await writeSetting(db.orm, APP_CONFIG_KEY, defaultAppConfig());
  });

  it.runIf(testDatabaseUrl())(
    'follows a change written by another server process on the same database',
    async () => {
      const other = await openDatabase({
        kind: 'postgres',
        url: testDatabaseUrl()!,
        schema: db.schema,
      });
      try {
        expect((await cachedAppConfig(db)).pausedProducts).not.toContainEqual({
          productId: 'mega645',
          label: 'Bảo trì',
        });
        const paused = {
          ...defaultAppConfig(),
          pausedProducts: [{ productId: 'mega645', label: 'Bảo trì' }],
        };
        // Not through writeSetting: this process must learn it from the database.
        const store = (value: unknown) =>
          other.orm.execute(
            sql`UPDATE app_settings SET value = ${JSON.stringify(value)}::jsonb
                WHERE key = ${APP_CONFIG_KEY}`,
          );
        await store(paused);
        await eventually(async () =>
          (await cachedAppConfig(db)).pausedProducts.some((p) => p.productId === 'mega645'),
        );
        await store(defaultAppConfig());
        await eventually(
          async () =>
            !(await cachedAppConfig(db)).pausedProducts.some((p) => p.productId === 'mega645'),
        );
      } finally {
        await other.close();
      }
    },
  );
});

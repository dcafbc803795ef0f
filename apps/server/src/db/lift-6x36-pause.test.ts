import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../modules/catalog/default-config';
import { APP_CONFIG_KEY, readSetting } from '../modules/catalog/repo';
import { emptyTestDbs } from '../test/test-app';
import type { Database } from './database';
import { migrateFiles, migrationFiles } from './migration-test-kit';
import { migrate } from './migrator';

/**
 * `0014_lift_6x36_pause`: a database seeded while 6x36 was paused carries the default app config
 * of then, which paused 6x36 and its bao ("Tạm dừng đến 15/02", spec §4). Upgrading lifts
 * exactly that pause, once; the operator's own pauses stay.
 */

const MIGRATION = '0014_lift_6x36_pause.sql';
const OLD_PAUSE = 'Tạm dừng đến 15/02';

const emptyDb = emptyTestDbs();

/** A database migrated up to the one before 0014, with `pausedProducts` stored. */
async function databaseBefore(pausedProducts: unknown): Promise<Database> {
  const files = await migrationFiles();
  expect(files).toContain(MIGRATION);
  const db = await emptyDb();
  await migrateFiles(
    db,
    files.filter((f) => f < MIGRATION),
  );
  await db.withSession((s) =>
    s.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [
      APP_CONFIG_KEY,
      JSON.stringify({ ...defaultAppConfig(), supportPhone: '1900 9999', pausedProducts }),
    ]),
  );
  return db;
}

describe('0014: the 6x36 pause seeded while it was the default', () => {
  it('is lifted on upgrade; the operator’s own pauses and settings stay', async () => {
    const db = await databaseBefore([
      { productId: 'dientoan636', label: OLD_PAUSE },
      { productId: 'mega645', label: 'Bảo trì hệ thống' },
      { productId: 'bao636', label: OLD_PAUSE },
      { productId: 'loto5', label: OLD_PAUSE },
    ]);
    expect((await migrate(db)).applied).toContain(MIGRATION);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({
      supportPhone: '1900 9999',
      pausedProducts: [
        { productId: 'mega645', label: 'Bảo trì hệ thống' },
        { productId: 'loto5', label: OLD_PAUSE },
      ],
    });
  });

  it('keeps a 6x36 pause the operator set with a label of their own', async () => {
    const own = [{ productId: 'dientoan636', label: 'Tạm dừng đến 01/12' }];
    const db = await databaseBefore(own);
    await migrate(db);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({ pausedProducts: own });
  });

  it('leaves the list empty when the old pause was all of it, and runs once', async () => {
    const db = await databaseBefore([
      { productId: 'dientoan636', label: OLD_PAUSE },
      { productId: 'bao636', label: OLD_PAUSE },
    ]);
    await migrate(db);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({ pausedProducts: [] });
    // An operator pauses 6x36 again with the same words after the upgrade: it stays paused.
    const repaused = [{ productId: 'dientoan636', label: OLD_PAUSE }];
    await db.withSession((s) =>
      s.query('UPDATE app_settings SET value = $2 WHERE key = $1', [
        APP_CONFIG_KEY,
        JSON.stringify({ ...defaultAppConfig(), pausedProducts: repaused }),
      ]),
    );
    expect((await migrate(db)).applied).toEqual([]);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({ pausedProducts: repaused });
  });
});

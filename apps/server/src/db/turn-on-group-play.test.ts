import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../modules/catalog/default-config';
import { APP_CONFIG_KEY, readSetting } from '../modules/catalog/repo';
import { emptyTestDbs } from '../test/test-app';
import type { Database } from './database';
import { migrateUpTo } from './migration-test-kit';
import { migrate } from './migrator';

/**
 * `0018_turn_on_group_play`: a database seeded before group play was sold carries the spec §9 default
 * flags of then (group play off, group Keno off). Upgrading turns both on, once; every
 * other setting stays.
 */

const MIGRATION = '0018_turn_on_group_play.sql';

const emptyDb = emptyTestDbs();

/** A database of the release before 0018 with `config` stored as its app config. */
async function databaseBefore(config: unknown): Promise<Database> {
  const db = await emptyDb();
  await migrateUpTo(db, MIGRATION);
  await db.withSession((s) =>
    s.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [
      APP_CONFIG_KEY,
      JSON.stringify(config),
    ]),
  );
  return db;
}

const oldConfig = () => ({
  ...defaultAppConfig(),
  supportPhone: '1900 9999',
  features: { useCart: true, multiplePeriods: false, groupKeno: false, groupPlay: false },
});

describe('0018: the group-play flags stored off before group play was sold', () => {
  it('are turned on by the upgrade; the other flags and settings stay', async () => {
    const db = await databaseBefore(oldConfig());
    expect((await migrate(db)).applied).toContain(MIGRATION);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toEqual({
      ...oldConfig(),
      features: { useCart: true, multiplePeriods: false, groupKeno: true, groupPlay: true },
    });
  });

  it('runs once: an operator who turns group play off after the upgrade keeps it off', async () => {
    const db = await databaseBefore(oldConfig());
    await migrate(db);
    await db.withSession((s) =>
      s.query('UPDATE app_settings SET value = $2 WHERE key = $1', [
        APP_CONFIG_KEY,
        JSON.stringify(oldConfig()),
      ]),
    );
    expect((await migrate(db)).applied).toEqual([]);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({
      features: { groupKeno: false, groupPlay: false },
    });
  });

  it('leaves a database without the setting, or a setting without features, as it is', async () => {
    const empty = await emptyDb();
    await migrateUpTo(empty, MIGRATION);
    await migrate(empty);
    expect(await readSetting(empty.orm, APP_CONFIG_KEY)).toBeUndefined();

    const odd = { supportPhone: '1900 9999' };
    const db = await databaseBefore(odd);
    await migrate(db);
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toEqual(odd);
  });
});

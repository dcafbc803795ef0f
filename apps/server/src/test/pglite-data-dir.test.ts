import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { MIGRATIONS_DIR, migrate } from '../db/migrator';
import { appSettings, drawResults } from '../db/schema';
import { pgliteDataDir, type PgliteDataDir } from './pglite-data-dir';
import { testDatabaseUrl } from './test-app';

const dirs: PgliteDataDir[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => d.remove()));
});

describe.skipIf(testDatabaseUrl())('PGlite data folders of the process tests', () => {
  it('a migrated one holds every migration and nothing seeded, as a fresh start has', async () => {
    const copy = await pgliteDataDir('veso-template-check');
    dirs.push(copy);
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const db = await openDatabase({ kind: 'pglite', dataDir: copy.dir });
    try {
      expect(await migrate(db)).toEqual({ applied: [], skipped: files });
      expect(await db.orm.select().from(appSettings)).toEqual([]);
      expect(await db.orm.select().from(drawResults)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('an empty one is an empty folder: the process runs initdb and every migration', async () => {
    const empty = await pgliteDataDir('veso-template-check', 'empty');
    dirs.push(empty);
    expect(await readdir(empty.dir)).toEqual([]);
  });
});

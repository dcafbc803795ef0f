import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../db/database';
import { migrate } from '../db/migrator';
import { seed } from '../seed';

/** The migrated data folder's name in the run's temporary folder. */
const MIGRATED_DATA_DIR = 'migrated-data-dir';

/**
 * Starting PGlite runs initdb (seconds); loading a dump of an already migrated and seeded
 * database is several times faster. The dump is made once per run with the real migrator
 * and seed (plus one of an empty database), and every in-memory test database starts
 * from one of them.
 *
 * The process tests (a server or the CLI opening `VESO_DATA_DIR`) copy a data folder
 * instead: {@link MIGRATED_DATA_DIR} holds the database a fresh start has once it migrated
 * (initdb and every migration, nothing seeded), made here from the migrated dump (see
 * `pgliteDataDir` in pglite-data-dir.ts). Everything lives in a temporary folder of this
 * run, removed at teardown: a changed migration is in the next run's template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veso-pglite-'));
  const client = await PGlite.create();
  const db = await pgliteDatabase(client);
  const dump = async () => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  const save = async (name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, await dump());
    return file;
  };
  project.provide('pgliteEmptyTemplate', await save('empty.tar'));
  await migrate(db);
  const dataDir = path.join(dir, MIGRATED_DATA_DIR);
  const migrated = await PGlite.create(dataDir, { loadDataDir: new Blob([await dump()]) });
  await migrated.close();
  project.provide('pgliteDataDirTemplate', dataDir);
  await seed(db);
  project.provide('pgliteTemplate', await save('seeded.tar'));
  await db.close();
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

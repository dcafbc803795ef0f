import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../db/database';
import { migrate } from '../db/migrator';
import { seed } from '../seed';

/**
 * Starting PGlite runs initdb (seconds); loading a dump of an already migrated and seeded
 * database is several times faster. The dump is made once per run with the real migrator
 * and seed (plus one of an empty database), and every in-memory test database starts
 * from one of them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veso-pglite-'));
  const client = await PGlite.create();
  const db = await pgliteDatabase(client);
  const save = async (name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  project.provide('pgliteEmptyTemplate', await save('empty.tar'));
  await migrate(db);
  await seed(db);
  project.provide('pgliteTemplate', await save('seeded.tar'));
  await db.close();
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

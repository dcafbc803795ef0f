import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/** A PGlite data folder of one test, and how to remove it. */
export type PgliteDataDir = { dir: string; remove: () => Promise<void> };

/**
 * A new PGlite data folder for a process test (a server or the CLI on `VESO_DATA_DIR`).
 * `migrated` (the default): a copy of the run's template, the database a fresh start has
 * once it ran initdb and every migration (global-setup.ts), so the process skips both (an
 * initdb is seconds of CPU in each process); it still runs the migrator (nothing to
 * apply) and the seed as a start always does. `empty`: an empty folder, the newcomer's
 * first start (initdb and every migration); some tests must keep that path covered.
 * Outside the pglite project (no template) `migrated` is an empty folder too: the process
 * makes the same database, only slower.
 */
export async function pgliteDataDir(
  prefix: string,
  from: 'migrated' | 'empty' = 'migrated',
): Promise<PgliteDataDir> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const template = from === 'migrated' ? inject('pgliteDataDirTemplate') : undefined;
  if (template) await cp(template, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

import { spawn } from 'node:child_process';
import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../env';

/**
 * Backups of the shop's database, one way per engine: the embedded database's whole data
 * folder through PGlite's own dump (a gzipped tarball) and load; PostgreSQL's through
 * `pg_dump --format=custom` and `pg_restore` (the client binaries, on PATH). A backup is
 * written beside its target and renamed once complete, so a failed one leaves no file.
 */

/** Why a backup or restore cannot run (shown to the operator as is). */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** The first bytes of each kind of backup file. */
const GZIP = Buffer.from([0x1f, 0x8b]);
const PG_CUSTOM = Buffer.from('PGDMP');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, data, { flag: 'wx' });
  await rename(partial, file);
}

/** Refuses a file that is not a backup of the engine configured. */
async function checkKind(file: string, kind: DatabaseConfig['kind']): Promise<Buffer> {
  const data = await readFile(file).catch(() => {
    throw new BackupRefusal(`cannot read ${file}`);
  });
  const magic = kind === 'pglite' ? GZIP : PG_CUSTOM;
  if (!data.subarray(0, magic.length).equals(magic)) {
    throw new BackupRefusal(
      kind === 'pglite'
        ? `${file} is not a backup of the embedded database (cli backup without DATABASE_URL)`
        : `${file} is not a pg_dump custom-format backup (cli backup with DATABASE_URL)`,
    );
  }
  return data;
}

/** Whether `command` is on PATH (`command -v`). */
export async function onPath(command: string): Promise<boolean> {
  return (await run('sh', ['-c', `command -v ${command}`], {})).code === 0;
}

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => resolve({ code: 127, stderr: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

/**
 * The libpq connection of a URL without its password (which goes in `PGPASSWORD`, out of
 * the process list).
 */
function libpq(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function requireBinary(name: 'pg_dump' | 'pg_restore'): Promise<void> {
  if (!(await onPath(name))) {
    throw new BackupRefusal(
      `${name} is not on PATH: install the PostgreSQL client (Debian: apt-get install postgresql-client) or use deploy/pg-backup.sh on a machine that has it`,
    );
  }
}

/** Writes a backup of the configured database to `file` (which must not exist). */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (await exists(file)) throw new BackupRefusal(`${file} exists: choose a new file`);
  if (config.kind === 'pglite') {
    if (!config.dataDir) throw new BackupRefusal('the database is in memory: nothing to back up');
    if (!(await exists(config.dataDir))) {
      throw new BackupRefusal(`no embedded database in ${config.dataDir}`);
    }
    const db = await PGlite.create(config.dataDir);
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeAtomically(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    return;
  }
  await requireBinary('pg_dump');
  const { dbname, env } = libpq(config.url);
  const partial = `${file}.partial`;
  const schema = config.schema ? [`--schema=${config.schema}`] : [];
  const dumped = await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', ...schema, `--file=${partial}`, dbname],
    env,
  );
  if (dumped.code !== 0) {
    await rm(partial, { force: true });
    throw new BackupRefusal(`pg_dump failed: ${dumped.stderr.trim()}`);
  }
  await rename(partial, file);
}

/**
 * Restores a backup made by {@link backupDatabase} into the configured database, which must
 * be fresh: an embedded database's folder absent or empty; PostgreSQL's schema without
 * tables (an empty one is replaced by the backup's).
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<void> {
  const data = await checkKind(file, config.kind);
  if (config.kind === 'pglite') {
    if (!config.dataDir)
      throw new BackupRefusal('the database is in memory: restore into a folder');
    const entries = await readdir(config.dataDir).catch(() => []);
    if (entries.length > 0) {
      throw new BackupRefusal(
        `${config.dataDir} is not empty: restore into a new folder (VESO_DATA_DIR), never over a database`,
      );
    }
    const db = await PGlite.create({ dataDir: config.dataDir, loadDataDir: new Blob([data]) });
    await db.close();
    return;
  }
  await requireBinary('pg_restore');
  const schema = config.schema ?? 'public';
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1',
      [schema],
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupRefusal(
        `schema ${schema} already has tables: restore into a new database or schema, never over one`,
      );
    }
    // The backup of a named schema creates it.
    if (config.schema) await client.query(`DROP SCHEMA IF EXISTS "${config.schema}"`);
  } finally {
    await client.end();
  }
  const { dbname, env } = libpq(config.url);
  const restored = await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  if (restored.code !== 0) {
    throw new BackupRefusal(`pg_restore failed: ${restored.stderr.trim()}`);
  }
}

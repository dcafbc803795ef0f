import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import type { Database } from './database';

/** The committed SQL migrations (`apps/server/migrations`), in source and in the build. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

export type MigrationResult = {
  /** Files applied by this run, in order. */
  applied: string[];
  /** Files that were already applied before. */
  skipped: string[];
};

type Migration = { name: string; sql: string };

async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/**
 * Applies the pending `*.sql` files of `dir` in name order, each inside its own
 * transaction, and records them in `schema_migrations`. A session-level
 * `pg_advisory_lock` (keyed by the current schema) serialises concurrent starts: a
 * second process waits, then finds nothing left to do. Safe to run on every start.
 */
export async function migrate(
  db: Database,
  dir: string = MIGRATIONS_DIR,
): Promise<MigrationResult> {
  const migrations = await readMigrations(dir);
  return db.withSession(async (session) => {
    await session.query(`SELECT pg_advisory_lock(hashtext('veso:migrate:' || current_schema()))`);
    try {
      await session.exec(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const rows = await session.query<{ name: string }>('SELECT name FROM schema_migrations');
      const done = new Set(rows.map((r) => r.name));
      const result: MigrationResult = { applied: [], skipped: [] };
      for (const migration of migrations) {
        if (done.has(migration.name)) {
          result.skipped.push(migration.name);
          continue;
        }
        await session.exec('BEGIN');
        try {
          await session.exec(migration.sql);
          await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        result.applied.push(migration.name);
      }
      return result;
    } finally {
      await session.query(
        `SELECT pg_advisory_unlock(hashtext('veso:migrate:' || current_schema()))`,
      );
    }
  });
}

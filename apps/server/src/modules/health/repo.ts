import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { healthProbe } from '../../db/schema';

/**
 * Upserts the probe row and commits: the database took a write and flushed its WAL
 * (`synchronous_commit` on for this transaction). It never waits long for the row's lock
 * (an operator's open transaction on it): the check fails instead.
 */
export async function writeProbeRow(orm: Orm): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('lock_timeout', '2s', true), set_config('synchronous_commit', 'on', true)`,
    );
    await tx
      .insert(healthProbe)
      .values({ id: 1, checkedAt: sql`now()` })
      .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: sql`now()` } });
  });
}

/** The names of the migrations applied to the database (`schema_migrations`). */
export async function appliedMigrations(orm: Orm): Promise<string[]> {
  const result = (await orm.execute(sql`SELECT name FROM schema_migrations`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows.map((row) => row.name);
}

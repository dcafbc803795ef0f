import { readdir } from 'node:fs/promises';
import type { HealthCheckState, HealthChecks, ReadinessChecks } from '@veso/contract';
import type { Database } from '../../db/database';
import { MIGRATIONS_DIR } from '../../db/migrator';
import { writeRefusal } from '../../http/errors';
import { appliedMigrations, writeProbeRow } from './repo';

/**
 * How long a write the database refused (no disk space, read-only, an I/O error) keeps the
 * write check failing. The probe row's update can fit in its page when the disk is full,
 * while the shop's inserts cannot: the shop's own refused writes tell what the probe may
 * not see.
 */
export const WRITE_REFUSAL_WINDOW_MS = 30_000;

export type HealthOutcome =
  | { ok: true; latencyMs: number; writeMs: number; checks: HealthChecks }
  | { ok: false; failed: (keyof HealthChecks)[]; checks: HealthChecks };

export type ReadinessOutcome =
  | { ok: true; checks: ReadinessChecks }
  | { ok: false; failed: (keyof ReadinessChecks)[]; checks: ReadinessChecks };

export type HealthMonitor = {
  /** Notes an error a request failed with: a refused write fails the write check for a while. */
  observe(error: unknown): void;
  /** `/api/healthz`: a round trip, then the probe's committed write. */
  health(): Promise<HealthOutcome>;
  /** `/api/readyz`: the app's state, a round trip, the migrations, the probe's write. */
  readiness(app: { started: boolean; closing: boolean }): Promise<ReadinessOutcome>;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}

/** The `*.sql` files the migrator applies (what a ready database has applied). */
async function knownMigrations(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql'));
}

const failedOf = <K extends string>(checks: Record<K, HealthCheckState>): K[] =>
  (Object.keys(checks) as K[]).filter((name) => checks[name] === 'fail');

/**
 * The health checks of one server process. At most one probe write is in flight: callers
 * arriving meanwhile share its outcome, so a flood of health checks writes once at a time.
 */
export function healthMonitor(
  db: Database,
  log: { warn(obj: object, msg: string): void },
  options: { migrationsDir?: string } = {},
): HealthMonitor {
  let refusedAt: number | undefined;
  let writing: Promise<number> | undefined;
  let migrations: Promise<string[]> | undefined;

  const observe = (error: unknown) => {
    if (writeRefusal(error)) refusedAt = performance.now();
  };

  const ping = async (): Promise<{ state: HealthCheckState; latencyMs: number }> => {
    try {
      return { state: 'ok', latencyMs: await db.ping() };
    } catch (error) {
      log.warn({ err: error }, 'health check: database unreachable');
      return { state: 'fail', latencyMs: 0 };
    }
  };

  const write = async (): Promise<{ state: HealthCheckState; writeMs: number }> => {
    writing ??= timed(() => writeProbeRow(db.orm)).finally(() => {
      writing = undefined;
    });
    let writeMs: number;
    try {
      writeMs = await writing;
    } catch (error) {
      observe(error);
      log.warn({ err: error }, 'health check: the database refused the probe write');
      return { state: 'fail', writeMs: 0 };
    }
    const refusedLately =
      refusedAt !== undefined && performance.now() - refusedAt < WRITE_REFUSAL_WINDOW_MS;
    return { state: refusedLately ? 'fail' : 'ok', writeMs };
  };

  const migrated = async (): Promise<HealthCheckState> => {
    try {
      migrations ??= knownMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
      const [known, applied] = await Promise.all([migrations, appliedMigrations(db.orm)]);
      const done = new Set(applied);
      return known.every((name) => done.has(name)) ? 'ok' : 'fail';
    } catch (error) {
      log.warn({ err: error }, 'readiness check: cannot read the applied migrations');
      return 'fail';
    }
  };

  return {
    observe,
    health: async () => {
      const reach = await ping();
      const written = reach.state === 'ok' ? await write() : undefined;
      const checks: HealthChecks = { database: reach.state, write: written?.state ?? 'skipped' };
      if (reach.state === 'ok' && written?.state === 'ok') {
        return { ok: true, latencyMs: reach.latencyMs, writeMs: written.writeMs, checks };
      }
      return { ok: false, failed: failedOf(checks), checks };
    },
    readiness: async ({ started, closing }) => {
      const app: HealthCheckState = started && !closing ? 'ok' : 'fail';
      const reach = await ping();
      const up = reach.state === 'ok';
      const [migrationsState, written] = up
        ? await Promise.all([migrated(), write()])
        : (['skipped', undefined] as const);
      const checks: ReadinessChecks = {
        app,
        database: reach.state,
        write: written?.state ?? 'skipped',
        migrations: migrationsState,
      };
      const failed = failedOf(checks);
      return failed.length === 0 ? { ok: true, checks } : { ok: false, failed, checks };
    },
  };
}

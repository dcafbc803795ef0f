import { z } from './zod';

/**
 * One check of `/api/healthz` or `/api/readyz`: passed, failed, or not run (a check it
 * needs failed first: no write is tried without a round trip).
 */
export const healthCheckStateSchema = z.enum(['ok', 'fail', 'skipped']);
export type HealthCheckState = z.infer<typeof healthCheckStateSchema>;

/**
 * The checks of `/api/healthz`: `database`, a round trip (`select 1`); `write`, a committed
 * write of the probe row (WAL flushed) and no write refused lately for lack of disk space,
 * a read-only database or an I/O error.
 */
export const healthChecksSchema = z.object({
  database: healthCheckStateSchema,
  write: healthCheckStateSchema,
});
export type HealthChecks = z.infer<typeof healthChecksSchema>;

/** `GET /api/healthz` (code 0): the server, a database round trip and a committed write. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  databaseLatencyMs: z.number().nonnegative(),
  /** The probe row's committed write, in ms. */
  databaseWriteMs: z.number().nonnegative(),
  time: z.string(),
  sandbox: z.boolean(),
  checks: healthChecksSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** The `data` of `GET /api/healthz` answering code -1 (HTTP 503): which check failed. */
export const healthFailureSchema = z.object({
  status: z.literal('fail'),
  /** The failed checks' names. */
  failed: z.array(z.enum(['database', 'write'])).min(1),
  checks: healthChecksSchema,
});
export type HealthFailure = z.infer<typeof healthFailureSchema>;

/**
 * The checks of `/api/readyz`: `app`, the server has started and is not shutting down;
 * `database` and `write` as for healthz; `migrations`, every migration this server knows
 * is applied.
 */
export const readinessChecksSchema = z.object({
  app: healthCheckStateSchema,
  database: healthCheckStateSchema,
  write: healthCheckStateSchema,
  migrations: healthCheckStateSchema,
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/** `GET /api/readyz` (code 0): ready for traffic; every check passed. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  checks: readinessChecksSchema,
});
export type Readiness = z.infer<typeof readinessSchema>;

/** The `data` of `GET /api/readyz` answering code -1 (HTTP 503): which check failed. */
export const readinessFailureSchema = z.object({
  status: z.literal('not_ready'),
  /** The failed checks' names; `app` while starting or shutting down. */
  failed: z.array(z.enum(['app', 'database', 'write', 'migrations'])).min(1),
  checks: readinessChecksSchema,
});
export type ReadinessFailure = z.infer<typeof readinessFailureSchema>;

import { envelopeSchema, healthFailureSchema, ok, readinessFailureSchema } from '@veso/contract';
import { healthApi } from '@veso/contract/endpoints/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { sendBusy } from '../../http/errors';
import type { HealthMonitor } from './service';

export type HealthRoutesOptions = ModuleOptions & {
  monitor: HealthMonitor;
  /** Whether the app is shutting down (it stops being ready at once). */
  closing: () => boolean;
};

/**
 * `GET /api/healthz` (liveness: the process answers, the database answers and takes a
 * write) and `GET /api/readyz` (readiness: also started, not shutting down, migrated).
 * Not ok: code -1 with HTTP 503, `Retry-After`, and `data` naming the failed checks.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { deps, monitor, closing },
) => {
  let started = false;
  app.addHook('onReady', async () => {
    started = true;
  });

  route(
    app,
    healthApi.healthz,
    async (_request, reply) => {
      const outcome = await monitor.health();
      if (!outcome.ok) {
        return sendBusy(reply, { status: 'fail', failed: outcome.failed, checks: outcome.checks });
      }
      return ok({
        status: 'ok' as const,
        database: deps.db.kind,
        databaseLatencyMs: outcome.latencyMs,
        databaseWriteMs: outcome.writeMs,
        time: deps.clock.now().toISOString(),
        sandbox: deps.config.sandbox,
        checks: outcome.checks,
      });
    },
    {
      config: { rateLimit: false },
      responses: { 503: envelopeSchema(healthFailureSchema) },
    },
  );

  route(
    app,
    healthApi.readyz,
    async (_request, reply) => {
      const outcome = await monitor.readiness({ started, closing: closing() });
      if (!outcome.ok) {
        return sendBusy(reply, {
          status: 'not_ready',
          failed: outcome.failed,
          checks: outcome.checks,
        });
      }
      return ok({ status: 'ready' as const, checks: outcome.checks });
    },
    {
      config: { rateLimit: false },
      responses: { 503: envelopeSchema(readinessFailureSchema) },
    },
  );
};

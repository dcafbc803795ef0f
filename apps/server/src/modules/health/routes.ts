import { Code, fail, healthSchema, httpStatusForCode, ok, paths } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';

/** `GET /api/healthz`: answers code 0 only after a real database round trip. */
export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    paths.healthz,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database round trip',
        response: envelopeResponses(healthSchema),
      },
    },
    async (request, reply) => {
      let latency: number;
      try {
        latency = await deps.db.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(httpStatusForCode(Code.SYSTEM_BUSY)).send(fail(Code.SYSTEM_BUSY));
      }
      return ok({
        status: 'ok' as const,
        database: deps.db.kind,
        databaseLatencyMs: latency,
        time: deps.clock.now().toISOString(),
        sandbox: deps.config.sandbox,
      });
    },
  );
};

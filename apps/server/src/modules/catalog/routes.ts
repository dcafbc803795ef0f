import { appConfigSchema, getConfigQuerySchema, ok, paths } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { getAppConfig } from './service';

/** Catalog routes (mounted under `/api`): the app configuration for now. */
export const catalogRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    paths.getConfigV2,
    {
      schema: {
        tags: ['catalog'],
        summary: 'App configuration: payment limits, Keno hours, flags, notices',
        querystring: getConfigQuerySchema,
        response: envelopeResponses(appConfigSchema),
      },
    },
    async (request) => ok(await getAppConfig(deps.db.orm, deps.config, request.log)),
  );
};

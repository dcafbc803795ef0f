import { ok } from '@veso/contract';
import { catalogApi } from '@veso/contract/endpoints/catalog.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { getAppConfig } from './service';

/** Catalog routes (mounted under `/api`): the app configuration for now. */
export const catalogRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  route(app, catalogApi.getConfig, async (request) =>
    ok(await getAppConfig(deps.db.orm, deps.config, request.log)),
  );
};

import { ok } from '@veso/contract';
import { responsiblePlayApi } from '@veso/contract/endpoints/responsible-play.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { sessionOf } from '../session';
import { getPlayLimits, selfExclude, setPlayLimits, spendingReport } from './service';

/** Responsible play (limits, self-exclusion, report) under `/api`. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  route(app, responsiblePlayApi.getLimits, async (request) =>
    ok(await getPlayLimits(deps, sessionOf(request))),
  );
  route(app, responsiblePlayApi.setLimits, async (request) =>
    ok(await setPlayLimits(deps, sessionOf(request), request.body)),
  );
  route(app, responsiblePlayApi.selfExclusion, async (request) =>
    ok(await selfExclude(deps, sessionOf(request), request.body)),
  );
  route(app, responsiblePlayApi.spendingReport, async (request) =>
    ok(await spendingReport(deps, sessionOf(request), request.query.days)),
  );
};

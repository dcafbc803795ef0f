import {
  ok,
  orderPaths,
  playLimitsSchema,
  selfExclusionBodySchema,
  setPlayLimitsBodySchema,
  spendingReportQuerySchema,
  spendingReportSchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { sessionOf } from '../session';
import { getPlayLimits, selfExclude, setPlayLimits, spendingReport } from './service';

const TAGS = ['responsible play'];

/** Responsible play (limits, self-exclusion, report) under `/api`. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  app.get(
    orderPaths.playLimits,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Spending limits in force, pending raises, spending and self-exclusion',
        response: envelopeResponses(playLimitsSchema),
      },
    },
    async (request) => ok(await getPlayLimits(deps, sessionOf(request))),
  );

  app.post(
    orderPaths.playLimits,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary:
          'Set daily / weekly / monthly limits (lower: at once; raise or remove: after 24 h)',
        body: setPlayLimitsBodySchema,
        response: envelopeResponses(playLimitsSchema),
      },
    },
    async (request) => ok(await setPlayLimits(deps, sessionOf(request), request.body)),
  );

  app.post(
    orderPaths.selfExclusion,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Self-exclusion for 24 h, 7 d, 30 d or for good (pauses subscriptions)',
        body: selfExclusionBodySchema,
        response: envelopeResponses(playLimitsSchema),
      },
    },
    async (request) => ok(await selfExclude(deps, sessionOf(request), request.body)),
  );

  app.get(
    orderPaths.spendingReport,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Spending and prizes per day over the last days',
        querystring: spendingReportQuerySchema,
        response: envelopeResponses(spendingReportSchema),
      },
    },
    async (request) => ok(await spendingReport(deps, sessionOf(request), request.query.days)),
  );
};

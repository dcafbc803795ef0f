import { ok, statementQuerySchema, statementSchema, walletPaths } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { sessionOf } from '../session';
import { statement, statementCsv } from './statement';

/** The signed-in customer's statement under `/api` (JSON paged, or CSV). */
export const walletRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    walletPaths.statement,
    {
      config: { session: 'required' },
      schema: {
        tags: ['wallet'],
        summary: 'Every ledger movement of the signed-in customer; format=csv downloads it',
        querystring: statementQuerySchema,
        response: { ...envelopeResponses(statementSchema), 200: z.unknown() },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const csv = request.query.format === 'csv';
      const result = await statement(deps.db.orm, session.accountId, request.query, csv);
      if (!csv) return ok(result);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sao-ke-veso.csv"')
        .send(statementCsv(result.items));
    },
  );
};

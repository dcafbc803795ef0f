import { ok } from '@veso/contract';
import { walletApi } from '@veso/contract/endpoints/wallet.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { sessionOf } from '../session';
import { statement, statementCsv } from './statement';

/** The signed-in customer's statement under `/api` (JSON paged, or CSV). */
export const walletRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  route(app, walletApi.statement, async (request, reply) => {
    const session = sessionOf(request);
    const csv = request.query.format === 'csv';
    const result = await statement(deps.db.orm, session.accountId, request.query, csv);
    if (!csv) return ok(result);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sao-ke-veso.csv"')
      .send(statementCsv(result.items));
  });
};

import { printingApi } from '@veso/contract/endpoints/printing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import { groupTicketOwner } from '../group-play';
import { sessionOf } from '../session';
import { ticketImage } from './ticket-image';

export type PrintingRoutesOptions = { deps: AppDeps };

/**
 * A printed ticket's image under `/api` (spec §7 History), for its buyer only — and, for a
 * group's ticket, for every member who paid shares of it.
 */
export const printingRoutes: FastifyPluginAsyncZod<PrintingRoutesOptions> = async (
  app,
  { deps },
) => {
  route(app, printingApi.ticketImage, async (request, reply) => {
    const session = sessionOf(request);
    const { ticketId } = request.params;
    const owner =
      (await groupTicketOwner(deps.db.orm, session.accountId, ticketId)) ?? session.accountId;
    const svg = await ticketImage(deps.db.orm, owner, ticketId);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(svg);
  });
};

import { orderPaths, ticketImageParamsSchema } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
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
  app.get(
    orderPaths.ticketImage,
    {
      config: { session: 'required' },
      schema: {
        tags: ['orders'],
        summary: 'The printed ticket’s image (SVG), for its buyer (or a paying group member) only',
        params: ticketImageParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { ticketId } = request.params;
      const owner =
        (await groupTicketOwner(deps.db.orm, session.accountId, ticketId)) ?? session.accountId;
      const svg = await ticketImage(deps.db.orm, owner, ticketId);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
  );
};

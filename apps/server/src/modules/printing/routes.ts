import { orderPaths, ticketImageParamsSchema } from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../session/guard';
import { ticketImage } from './ticket-image';

export type PrintingRoutesOptions = { deps: AppDeps };

/** A printed ticket's image under `/api` (spec §7 History), for its buyer only. */
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
        summary: 'The printed ticket’s image (SVG), for its buyer only',
        params: ticketImageParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const svg = await ticketImage(deps.db.orm, session.accountId, request.params.ticketId);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
  );
};

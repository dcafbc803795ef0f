import {
  deliveryPaths,
  districtListSchema,
  districtQuerySchema,
  ok,
  provinceListSchema,
  shipFeeBodySchema,
  shipFeeSchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses } from '../../http/responses';
import { districtList, provinceList, shipFee } from './service';

const TAGS = ['delivery'];

/** Paper-ticket delivery under `/api` (spec §7 Orders and payment): public lookups. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    deliveryPaths.provinces,
    {
      schema: {
        tags: TAGS,
        summary: 'The 34 province-level units a paper ticket can be shipped to',
        response: envelopeResponses(provinceListSchema),
      },
    },
    async () => ok(provinceList()),
  );

  app.get(
    deliveryPaths.districts,
    {
      schema: {
        tags: TAGS,
        summary: 'The delivery zones of a province (districts were abolished in 2025)',
        querystring: districtQuerySchema,
        response: envelopeResponses(districtListSchema),
      },
    },
    async (request) => ok(districtList(request.query.provinceId)),
  );

  app.post(
    deliveryPaths.shipFee,
    {
      schema: {
        tags: TAGS,
        summary: 'The ship fee of an order of `amount` to a province and zone',
        body: shipFeeBodySchema,
        response: envelopeResponses(shipFeeSchema),
      },
    },
    async (request) =>
      ok(shipFee(request.body.provinceId, request.body.districtId, request.body.amount)),
  );
};

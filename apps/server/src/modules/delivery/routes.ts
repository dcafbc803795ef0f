import { ok } from '@veso/contract';
import { deliveryApi } from '@veso/contract/endpoints/delivery.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint';
import { districtList, provinceList, shipFee } from './service';

/** Paper-ticket delivery under `/api` (spec §7 Orders and payment): public lookups. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, deliveryApi.provinces, () => ok(provinceList()));
  route(app, deliveryApi.districts, (request) => ok(districtList(request.query.provinceId)));
  route(app, deliveryApi.shipFee, (request) =>
    ok(shipFee(request.body.provinceId, request.body.districtId, request.body.amount)),
  );
};

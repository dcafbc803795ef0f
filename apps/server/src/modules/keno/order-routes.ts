import {
  kenoCancelBodySchema,
  kenoCancelListSchema,
  kenoOperatorAccessSchema,
  kenoOrderConfigSchema,
  kenoReserveAndPayBodySchema,
  kenoReserveBodySchema,
  kenoTicketLevelListSchema,
  ok,
  orderPaths,
  orderSchema,
  reserveAndPaySchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { PAYMENT_ROUTE_OPTIONS, envelopeResponses } from '../../http/responses';
import { RESERVE_CHANNELS, reserveAndPayOrder, reserveOrder } from '../orders';
import { sessionOf } from '../session';
import {
  cancelOrders,
  kenoOperatorAccess,
  kenoOrderConfig,
  kenoReserveInput,
  kenoTicketLevels,
} from './orders';

const TAGS = ['orders'];

export type KenoOrderRoutesOptions = {
  deps: AppDeps;
};

/**
 * Keno orders under `/api` (spec §7 Keno): reserve, reserve-and-pay, levels, order config, operator access,
 * cancel. Keno confirm is the orders module's shared confirm route.
 */
export const kenoOrderRoutes: FastifyPluginAsyncZod<KenoOrderRoutesOptions> = async (
  app,
  { deps },
) => {
  app.post(
    orderPaths.kenoReserve,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Reserve a Keno order (8:15–22:00, else code 104; requestId idempotent)',
        body: kenoReserveBodySchema,
        response: envelopeResponses(orderSchema),
      },
    },
    async (request) =>
      ok(
        await reserveOrder(
          deps,
          sessionOf(request),
          kenoReserveInput(request.body),
          RESERVE_CHANNELS.keno,
        ),
      ),
  );

  app.post(
    orderPaths.kenoReserveAndPay,
    {
      ...PAYMENT_ROUTE_OPTIONS,
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary:
          'Reserve and pay a Keno order from the main balance in one call (requestId idempotent)',
        body: kenoReserveAndPayBodySchema,
        response: envelopeResponses(reserveAndPaySchema),
      },
    },
    async (request) =>
      ok(
        await reserveAndPayOrder(
          deps,
          sessionOf(request),
          { ...kenoReserveInput(request.body), amount: request.body.amount },
          RESERVE_CHANNELS.keno,
        ),
      ),
  );

  app.get(
    orderPaths.kenoTicketLevels,
    {
      schema: {
        tags: TAGS,
        summary: 'Keno levels 1–10 with the prize per 10,000đ by numbers matched',
        response: envelopeResponses(kenoTicketLevelListSchema),
      },
    },
    async () => ok(kenoTicketLevels()),
  );

  app.get(
    orderPaths.kenoOrderConfig,
    {
      schema: {
        tags: TAGS,
        summary: 'Keno order config: buyMinConfigs and orderTimeConfigs',
        response: envelopeResponses(kenoOrderConfigSchema),
      },
    },
    async () => ok(kenoOrderConfig()),
  );

  app.get(
    orderPaths.kenoOperatorAccess,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The operator-access flag from the caller’s count of bought Keno orders',
        response: envelopeResponses(kenoOperatorAccessSchema),
      },
    },
    async (request) => ok(await kenoOperatorAccess(deps, sessionOf(request))),
  );

  app.post(
    orderPaths.kenoCancelList,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Cancel reserved (unpaid) orders of the caller',
        body: kenoCancelBodySchema,
        response: envelopeResponses(kenoCancelListSchema),
      },
    },
    async (request) => ok(await cancelOrders(deps, sessionOf(request), request.body)),
  );
};

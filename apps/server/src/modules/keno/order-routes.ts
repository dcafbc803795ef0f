import { ok } from '@veso/contract';
import { kenoApi } from '@veso/contract/endpoints/keno.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import { PAYMENT_ROUTE_OPTIONS } from '../../http/responses';
import { RESERVE_CHANNELS, reserveAndPayOrder, reserveOrder } from '../orders';
import { sessionOf } from '../session';
import {
  cancelOrders,
  kenoOperatorAccess,
  kenoOrderConfig,
  kenoReserveInput,
  kenoTicketLevels,
} from './orders';

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
  route(app, kenoApi.reserve, async (request) =>
    ok(
      await reserveOrder(
        deps,
        sessionOf(request),
        kenoReserveInput(request.body),
        RESERVE_CHANNELS.keno,
      ),
    ),
  );

  route(
    app,
    kenoApi.reserveAndPay,
    async (request) =>
      ok(
        await reserveAndPayOrder(
          deps,
          sessionOf(request),
          { ...kenoReserveInput(request.body), amount: request.body.amount },
          RESERVE_CHANNELS.keno,
        ),
      ),
    PAYMENT_ROUTE_OPTIONS,
  );

  route(app, kenoApi.ticketLevels, () => ok(kenoTicketLevels()));
  route(app, kenoApi.orderConfig, () => ok(kenoOrderConfig()));
  route(app, kenoApi.operatorAccess, async (request) =>
    ok(await kenoOperatorAccess(deps, sessionOf(request))),
  );
  route(app, kenoApi.cancelList, async (request) =>
    ok(await cancelOrders(deps, sessionOf(request), request.body)),
  );
};

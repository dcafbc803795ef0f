import { ok } from '@veso/contract';
import { orderApi } from '@veso/contract/endpoints/orders.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import { PAYMENT_ROUTE_OPTIONS } from '../../http/responses';
import { assertSameAccount } from '../auth';
import { sessionOf } from '../session';
import { createSandboxCustomer } from './dev';
import {
  RESERVE_CHANNELS,
  confirmOrder,
  getOrderDetail,
  orderHistory,
  paymentInfo,
  reportTicket,
  reserveAndPayOrder,
  reserveOrder,
} from './service';

export type OrderRoutesOptions = {
  deps: AppDeps;
  /** Registers `POST /dev/orders/customer` (sandbox only). */
  devRoutes?: boolean;
};

const VIETLOTT_PRODUCTS = ['mega645', 'power655'];

type HistoryFilter = Parameters<typeof orderHistory>[2];

/** The history filter of a page query: its product, else `fallback` (absent: every product). */
function byProduct(
  { product, ...page }: Omit<HistoryFilter, 'products'> & { product?: string },
  fallback?: readonly string[],
): HistoryFilter {
  return { ...page, products: product ? [product] : fallback };
}

/** Orders, tickets and history under `/api` (spec §7 Orders and payment, History, 6/45, 5/35). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { deps, devRoutes },
) => {
  for (const [endpoint, channel] of [
    [orderApi.reserve, RESERVE_CHANNELS.order],
    [orderApi.reserveV2, RESERVE_CHANNELS.vietlott],
    [orderApi.lottoReserve, RESERVE_CHANNELS.lotto535],
  ] as const) {
    route(app, endpoint, async (request) =>
      ok(await reserveOrder(deps, sessionOf(request), request.body, channel)),
    );
  }

  route(
    app,
    orderApi.reserveAndPay,
    async (request) =>
      ok(await reserveAndPayOrder(deps, sessionOf(request), request.body, RESERVE_CHANNELS.order)),
    PAYMENT_ROUTE_OPTIONS,
  );

  for (const endpoint of [
    orderApi.confirm,
    orderApi.confirmV2,
    orderApi.lottoConfirm,
    orderApi.kenoConfirm,
  ]) {
    route(
      app,
      endpoint,
      async (request) => ok(await confirmOrder(deps, sessionOf(request), request.body)),
      PAYMENT_ROUTE_OPTIONS,
    );
  }

  route(app, orderApi.paymentInfo, async (request) =>
    ok(await paymentInfo(deps, sessionOf(request), request.query.orderId)),
  );

  for (const endpoint of [
    orderApi.check,
    orderApi.orderInfo,
    orderApi.xsdtInfo,
    orderApi.vietlottOrder,
    orderApi.lottoOrder,
  ]) {
    route(app, endpoint, async (request) =>
      ok(await getOrderDetail(deps, sessionOf(request), request.query.orderId)),
    );
  }

  // `orderPaths.listXsdt`, `drawCategoryOrders` and `paperTickets` (with their lottery_type /
  // category filter) are the xsdt module's.
  route(app, orderApi.history, async (request) =>
    ok(await orderHistory(deps, sessionOf(request), byProduct(request.query))),
  );
  route(app, orderApi.customerOrders, async (request) =>
    ok(await orderHistory(deps, sessionOf(request), byProduct(request.body))),
  );
  route(app, orderApi.vietlottHistory, async (request) =>
    ok(await orderHistory(deps, sessionOf(request), byProduct(request.query, VIETLOTT_PRODUCTS))),
  );
  route(app, orderApi.lottoHistory, async (request) => {
    const session = sessionOf(request);
    const { msisdn, ...page } = request.query;
    if (msisdn) assertSameAccount(session, msisdn);
    return ok(await orderHistory(deps, session, { ...page, products: ['lotto535'] }));
  });

  route(app, orderApi.report, async (request) =>
    ok(await reportTicket(deps, sessionOf(request), request.body)),
  );

  if (devRoutes) {
    route(app, orderApi.devCustomer, async (request) =>
      ok(await createSandboxCustomer(deps, request.body)),
    );
  }
};

import {
  confirmOrderBodySchema,
  confirmOrderSchema,
  devCustomerBodySchema,
  devCustomerSchema,
  historyQuerySchema,
  lottoHistoryQuerySchema,
  ok,
  orderHistorySchema,
  orderIdQuerySchema,
  orderPaths,
  orderDetailSchema,
  orderSchema,
  paymentInfoSchema,
  reportTicketBodySchema,
  reportTicketSchema,
  reserveAndPayBodySchema,
  reserveAndPaySchema,
  reserveOrderBodySchema,
  reserveQuerySchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { PAYMENT_ROUTE_OPTIONS, envelopeResponses } from '../../http/responses';
import { assertSameAccount } from '../auth';
import { sessionOf } from '../session';
import type { SessionContext } from '../session';
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
  type OrderChannel,
} from './service';

const TAGS = ['orders'];

export type OrderRoutesOptions = {
  deps: AppDeps;
  /** Registers `POST /dev/orders/customer` (sandbox only). */
  devRoutes?: boolean;
};

const VIETLOTT_PRODUCTS = ['mega645', 'power655'];

type HistoryFilter = Parameters<typeof orderHistory>[2];

/** The history filter of a page query: its product, else `fallback` (absent: every product). */
function byProduct(fallback?: readonly string[]) {
  return ({
    product,
    ...page
  }: Omit<HistoryFilter, 'products'> & { product?: string }): HistoryFilter => ({
    ...page,
    products: product ? [product] : fallback,
  });
}

/** Orders, tickets and history under `/api` (spec §7 Orders and payment, History, 6/45, 5/35). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { deps, devRoutes },
) => {
  const reserveRoute = (url: string, channel: OrderChannel, summary: string) =>
    app.post(
      url,
      {
        config: { session: 'required' },
        schema: {
          tags: TAGS,
          summary,
          querystring: reserveQuerySchema,
          body: reserveOrderBodySchema,
          response: envelopeResponses(orderSchema),
        },
      },
      async (request) => ok(await reserveOrder(deps, sessionOf(request), request.body, channel)),
    );
  reserveRoute(
    orderPaths.reserve,
    RESERVE_CHANNELS.order,
    'Reserve an order (requestId idempotent): validated and priced by the server',
  );
  reserveRoute(orderPaths.reserveV2, RESERVE_CHANNELS.vietlott, 'Reserve Mega 6/45 / Power 6/55');
  reserveRoute(orderPaths.lottoReserve, RESERVE_CHANNELS.lotto535, 'Reserve Lotto 5/35');

  app.post(
    orderPaths.reserveAndPay,
    {
      ...PAYMENT_ROUTE_OPTIONS,
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary:
          'Reserve and pay from the main balance in one call (requestId idempotent): the reserve’s checks and the confirm’s payment',
        body: reserveAndPayBodySchema,
        response: envelopeResponses(reserveAndPaySchema),
      },
    },
    async (request) =>
      ok(await reserveAndPayOrder(deps, sessionOf(request), request.body, RESERVE_CHANNELS.order)),
  );

  for (const url of [
    orderPaths.confirm,
    orderPaths.confirmV2,
    orderPaths.lottoConfirm,
    orderPaths.kenoConfirm,
  ]) {
    app.post(
      url,
      {
        ...PAYMENT_ROUTE_OPTIONS,
        config: { session: 'required' },
        schema: {
          tags: TAGS,
          summary: 'Pay a reserved order from the main balance (requestId idempotent)',
          body: confirmOrderBodySchema,
          response: envelopeResponses(confirmOrderSchema),
        },
      },
      async (request) => ok(await confirmOrder(deps, sessionOf(request), request.body)),
    );
  }

  app.get(
    orderPaths.paymentInfo,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Payment info: the amount, the main balance and the payment vendors',
        querystring: orderIdQuerySchema,
        response: envelopeResponses(paymentInfoSchema),
      },
    },
    async (request) => ok(await paymentInfo(deps, sessionOf(request), request.query.orderId)),
  );

  for (const url of [
    orderPaths.check,
    orderPaths.orderInfo,
    orderPaths.xsdtInfo,
    orderPaths.vietlottOrder,
    orderPaths.lottoOrder,
  ]) {
    app.get(
      url,
      {
        config: { session: 'required' },
        schema: {
          tags: TAGS,
          summary: "One order of the signed-in customer, with its tickets and their draws' results",
          querystring: orderIdQuerySchema,
          response: envelopeResponses(orderDetailSchema),
        },
      },
      async (request) => ok(await getOrderDetail(deps, sessionOf(request), request.query.orderId)),
    );
  }

  /**
   * A paged order-history route: `input` is the query (GET) or the body (POST), and
   * `filter` turns it into the history filter for the signed-in customer.
   */
  const historyRoute = <S extends z.ZodType>(
    method: 'GET' | 'POST',
    url: string,
    summary: string,
    input: S,
    filter: (input: z.output<S>, session: SessionContext) => HistoryFilter,
  ) =>
    app.route({
      config: { session: 'required' },
      method,
      url,
      schema: {
        tags: TAGS,
        summary,
        ...(method === 'GET' ? { querystring: input } : { body: input }),
        response: envelopeResponses(orderHistorySchema),
      },
      handler: async (request) => {
        const session = sessionOf(request);
        const data = (method === 'GET' ? request.query : request.body) as z.output<S>;
        return ok(await orderHistory(deps, session, filter(data, session)));
      },
    });

  const newestFirst = 'The signed-in customer’s orders, newest first, paged';
  historyRoute('GET', orderPaths.history, newestFirst, historyQuerySchema, byProduct());
  // `orderPaths.listXsdt`, `drawCategoryOrders` and `paperTickets` (with their lottery_type /
  // category filter) are the xsdt module's.
  historyRoute(
    'POST',
    orderPaths.customerOrders,
    'The same history as a POST',
    historyQuerySchema,
    byProduct(),
  );
  historyRoute(
    'GET',
    orderPaths.vietlottHistory,
    'Mega 6/45 and Power 6/55 orders of the signed-in customer',
    historyQuerySchema,
    byProduct(VIETLOTT_PRODUCTS),
  );
  historyRoute(
    'GET',
    orderPaths.lottoHistory,
    'Lotto 5/35 orders (msisdn, status, page_index, page_size; 10 / 1 / 1)',
    lottoHistoryQuerySchema,
    ({ msisdn, ...page }, session) => {
      if (msisdn) assertSameAccount(session, msisdn);
      return { ...page, products: ['lotto535'] };
    },
  );

  app.post(
    orderPaths.report,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Report an erroneous ticket (requestId idempotent)',
        body: reportTicketBodySchema,
        response: envelopeResponses(reportTicketSchema),
      },
    },
    async (request) => ok(await reportTicket(deps, sessionOf(request), request.body)),
  );

  if (devRoutes) {
    app.post(
      orderPaths.devCustomer,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox: an adult customer with a funded main balance and a session',
          body: devCustomerBodySchema,
          response: envelopeResponses(devCustomerSchema),
        },
      },
      async (request) => ok(await createSandboxCustomer(deps, request.body)),
    );
  }
};

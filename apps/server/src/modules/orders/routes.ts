import {
  Code,
  confirmOrderBodySchema,
  confirmOrderSchema,
  devCustomerBodySchema,
  devCustomerSchema,
  devRunOrderJobsSchema,
  historyQuerySchema,
  kenoCancelBodySchema,
  kenoCancelListSchema,
  kenoOperatorAccessSchema,
  kenoOrderConfigSchema,
  kenoReserveBodySchema,
  kenoTicketLevelListSchema,
  lottoHistoryQuerySchema,
  ok,
  orderHistorySchema,
  orderIdQuerySchema,
  orderPaths,
  orderSchema,
  paperTicketListSchema,
  paymentInfoSchema,
  productHistoryQuerySchema,
  reportTicketBodySchema,
  reportTicketSchema,
  reserveOrderBodySchema,
  reserveQuerySchema,
  ticketImageParamsSchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/errors';
import { envelopeResponses } from '../../http/responses';
import type { PrintingAgent } from '../../providers/printing-agent';
import { assertSameAccount } from '../auth/service';
import { ticketImage } from '../printing/ticket-image';
import { requireSession } from '../session/guard';
import { createSandboxCustomer } from './dev';
import { runOrderJobs } from './jobs';
import {
  cancelOrders,
  kenoOperatorAccess,
  kenoOrderConfig,
  kenoReserveInput,
  kenoTicketLevels,
} from './keno';
import {
  RESERVE_CHANNELS,
  confirmOrder,
  getOrder,
  orderHistory,
  paperTickets,
  paymentInfo,
  reportTicket,
  reserveOrder,
  type OrderChannel,
} from './service';

const TAGS = ['orders'];

export type OrderRoutesOptions = {
  deps: AppDeps;
  /** Prints paid tickets; without one (live mode for now) paid tickets are refunded at the cut-off. */
  agent?: PrintingAgent;
  /** How often the order jobs run, in ms; 0 or absent: never (tests run them by hand). */
  jobIntervalMs?: number;
  /** Registers `POST /dev/orders/run` (sandbox only). */
  devRoutes?: boolean;
};

const VIETLOTT_PRODUCTS = ['mega645', 'power655'];

/**
 * Without a printing agent (live mode for now) no ticket could be printed, so nothing is
 * sold: reserve and confirm answer code 7 (maintenance) and take no money.
 */
function assertSelling(agent: PrintingAgent | undefined): void {
  if (!agent) throw new ApiError(Code.MAINTENANCE);
}

/** Orders, tickets and history under `/api` (spec §7 Orders and payment, History, 6/45, 5/35). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { deps, agent, jobIntervalMs, devRoutes },
) => {
  if (jobIntervalMs) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runOrderJobs(deps, agent)
        .catch((error: unknown) => app.log.error({ err: error }, 'order jobs failed'))
        .finally(() => {
          running = false;
        });
    }, jobIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const reserveRoute = (url: string, channel: OrderChannel, summary: string) =>
    app.post(
      url,
      {
        schema: {
          tags: TAGS,
          summary,
          querystring: reserveQuerySchema,
          body: reserveOrderBodySchema,
          response: envelopeResponses(orderSchema),
        },
      },
      async (request) => {
        assertSelling(agent);
        return ok(
          await reserveOrder(deps, await requireSession(deps, request), request.body, channel),
        );
      },
    );
  reserveRoute(
    orderPaths.reserve,
    RESERVE_CHANNELS.order,
    'Reserve an order (requestId idempotent): validated and priced by the server',
  );
  reserveRoute(orderPaths.reserveV2, RESERVE_CHANNELS.vietlott, 'Reserve Mega 6/45 / Power 6/55');
  reserveRoute(orderPaths.lottoReserve, RESERVE_CHANNELS.lotto535, 'Reserve Lotto 5/35');

  app.post(
    orderPaths.kenoReserve,
    {
      schema: {
        tags: TAGS,
        summary: 'Reserve a Keno order (8:15–22:00, else code 104; requestId idempotent)',
        body: kenoReserveBodySchema,
        response: envelopeResponses(orderSchema),
      },
    },
    async (request) => {
      assertSelling(agent);
      return ok(
        await reserveOrder(
          deps,
          await requireSession(deps, request),
          kenoReserveInput(request.body),
          RESERVE_CHANNELS.keno,
        ),
      );
    },
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
      schema: {
        tags: TAGS,
        summary: 'The operator-access flag from the caller’s count of bought Keno orders',
        response: envelopeResponses(kenoOperatorAccessSchema),
      },
    },
    async (request) => ok(await kenoOperatorAccess(deps, await requireSession(deps, request))),
  );

  app.post(
    orderPaths.kenoCancelList,
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel reserved (unpaid) orders of the caller',
        body: kenoCancelBodySchema,
        response: envelopeResponses(kenoCancelListSchema),
      },
    },
    async (request) =>
      ok(await cancelOrders(deps, await requireSession(deps, request), request.body)),
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
        schema: {
          tags: TAGS,
          summary: 'Pay a reserved order from the main balance (requestId idempotent)',
          body: confirmOrderBodySchema,
          response: envelopeResponses(confirmOrderSchema),
        },
      },
      async (request) => {
        assertSelling(agent);
        return ok(await confirmOrder(deps, await requireSession(deps, request), request.body));
      },
    );
  }

  app.get(
    orderPaths.paymentInfo,
    {
      schema: {
        tags: TAGS,
        summary: 'Payment info: the amount, the main balance and the payment vendors',
        querystring: orderIdQuerySchema,
        response: envelopeResponses(paymentInfoSchema),
      },
    },
    async (request) =>
      ok(await paymentInfo(deps, await requireSession(deps, request), request.query.orderId)),
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
        schema: {
          tags: TAGS,
          summary: 'One order of the signed-in customer, with its tickets',
          querystring: orderIdQuerySchema,
          response: envelopeResponses(orderSchema),
        },
      },
      async (request) =>
        ok(await getOrder(deps, await requireSession(deps, request), request.query.orderId)),
    );
  }

  for (const url of [orderPaths.history, orderPaths.listXsdt]) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary: 'The signed-in customer’s orders, newest first, paged',
          querystring: historyQuerySchema,
          response: envelopeResponses(orderHistorySchema),
        },
      },
      async (request) => {
        const { product, ...page } = request.query;
        return ok(
          await orderHistory(deps, await requireSession(deps, request), {
            ...page,
            products: product ? [product] : undefined,
          }),
        );
      },
    );
  }

  app.get(
    orderPaths.drawCategoryOrders,
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in customer’s orders of one product',
        querystring: productHistoryQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => {
      const { product, ...page } = request.query;
      return ok(
        await orderHistory(deps, await requireSession(deps, request), {
          ...page,
          products: [product],
        }),
      );
    },
  );

  app.get(
    orderPaths.paperTickets,
    {
      schema: {
        tags: TAGS,
        summary: 'Printed tickets of one product with their image paths, newest first',
        querystring: productHistoryQuerySchema,
        response: envelopeResponses(paperTicketListSchema),
      },
    },
    async (request) =>
      ok(await paperTickets(deps, await requireSession(deps, request), request.query)),
  );

  app.post(
    orderPaths.customerOrders,
    {
      schema: {
        tags: TAGS,
        summary: 'The same history as a POST',
        body: historyQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => {
      const { product, ...page } = request.body;
      return ok(
        await orderHistory(deps, await requireSession(deps, request), {
          ...page,
          products: product ? [product] : undefined,
        }),
      );
    },
  );

  app.get(
    orderPaths.vietlottHistory,
    {
      schema: {
        tags: TAGS,
        summary: 'Mega 6/45 and Power 6/55 orders of the signed-in customer',
        querystring: historyQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => {
      const { product, ...page } = request.query;
      return ok(
        await orderHistory(deps, await requireSession(deps, request), {
          ...page,
          products: product ? [product] : VIETLOTT_PRODUCTS,
        }),
      );
    },
  );

  app.get(
    orderPaths.lottoHistory,
    {
      schema: {
        tags: TAGS,
        summary: 'Lotto 5/35 orders (msisdn, status, page_index, page_size; 10 / 1 / 1)',
        querystring: lottoHistoryQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => {
      const session = await requireSession(deps, request);
      if (request.query.msisdn) assertSameAccount(session, request.query.msisdn);
      const { msisdn: _msisdn, ...page } = request.query;
      return ok(await orderHistory(deps, session, { ...page, products: ['lotto535'] }));
    },
  );

  app.post(
    orderPaths.report,
    {
      schema: {
        tags: TAGS,
        summary: 'Report an erroneous ticket (requestId idempotent)',
        body: reportTicketBodySchema,
        response: envelopeResponses(reportTicketSchema),
      },
    },
    async (request) =>
      ok(await reportTicket(deps, await requireSession(deps, request), request.body)),
  );

  app.get(
    orderPaths.ticketImage,
    {
      schema: {
        tags: TAGS,
        summary: 'The printed ticket’s image (SVG), for its buyer only',
        params: ticketImageParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const session = await requireSession(deps, request);
      const svg = await ticketImage(deps.db.orm, session.accountId, request.params.ticketId);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
  );

  if (devRoutes) {
    app.post(
      orderPaths.devRunOrderJobs,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox: print paid tickets, refund missed ones and settle drawn periods now',
          response: envelopeResponses(devRunOrderJobsSchema),
        },
      },
      async () => ok(await runOrderJobs(deps, agent)),
    );

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

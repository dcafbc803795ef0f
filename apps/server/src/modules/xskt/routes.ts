import {
  byNumberQuerySchema,
  devLoadStockBodySchema,
  groupByCategoryQuerySchema,
  groupByCategorySchema,
  holdBodySchema,
  holdListSchema,
  hotCategoryQuerySchema,
  hotCategorySchema,
  numberSetListSchema,
  ok,
  orderHistorySchema,
  orderIdQuerySchema,
  productHotQuerySchema,
  productHotSchema,
  releaseBodySchema,
  releaseSchema,
  saleListQuerySchema,
  stockImportSchema,
  stockTicketListSchema,
  wholeSetQuerySchema,
  xsktHistoryQuerySchema,
  xsktOrderCreateBodySchema,
  xsktOrderListSchema,
  xsktOrderSchema,
  xsktPaths,
  xsktTicketBookSchema,
  xsttUtilityListQuerySchema,
  xsttUtilityListSchema,
  Code,
} from '@veso/contract';
import { vnDayOf } from '@veso/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/errors';
import type { ReadCache } from '../../http/read-cache';
import { envelopeResponses } from '../../http/responses';
import { sandboxPaperStockProvider, type PaperStockProvider } from '../../providers/paper-stock';
import { loadDayStock } from './stock';
import { optionalSessionOf, sessionOf } from '../session';
import { hold, holds, release } from './cart';
import {
  byNumber,
  groupByCategory,
  hotCategory,
  productHot,
  saleList,
  stockAnswerUntil,
  wholeSets,
  xsttUtilityList,
} from './lists';
import { createOrder, customerHistory, listXskt, ticketBook, xsktOrder } from './orders';

const TAGS = ['xskt'];

export type XsktRoutesOptions = {
  deps: AppDeps;
  /**
   * The public stock lists are served from memory until the stock changes (a trigger
   * announces every write, migration 0024) or the clock passes a cut-off, the end of a hold
   * or midnight.
   */
  reads: ReadCache;
  /** Without a printing agent (live mode for now) nothing is sold: code 7. */
  selling: boolean;
  /** The agent delivering the daily stock (the sandbox's); absent: stock is imported by CLI. */
  stockProvider?: PaperStockProvider;
  /** Registers `POST /dev/xskt/stock` (sandbox only). */
  devRoutes?: boolean;
};

/**
 * The regional paper lotteries under `/api` (spec §7 Paper lottery sales,
 * History): the stock lists and searches, holds, the embed's order/create and the paper
 * history. Orders are reserved and paid through `orders` (the one order path); printing
 * ("the agent scans the ticket") and settlement are the order jobs'.
 */
export const xsktRoutes: FastifyPluginAsyncZod<XsktRoutesOptions> = async (
  app,
  { deps, reads, selling, stockProvider, devRoutes },
) => {
  // No printing agent: the sale routes answer code 7 before the session is checked.
  const sellingOnly = async () => {
    if (!selling) throw new ApiError(Code.MAINTENANCE);
  };
  /**
   * A public stock list from memory (`compute` gives its data; `cutOffs`, the instants it
   * shows a sale closing at). The same for every caller: computed without a session. A
   * caller's `channel` and `transid` do not change it.
   */
  const stockList = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
    cutOffs: (data: T) => string[] = () => [],
  ) =>
    reads.send(
      request,
      reply,
      async () => {
        const now = deps.clock.now();
        const data = await compute();
        return { payload: ok(data), validUntil: await stockAnswerUntil(deps, now, cutOffs(data)) };
      },
      { topic: 'stock', ignoreQuery: ['channel', 'transid'] },
    );

  app.get(
    xsktPaths.utilityList,
    {
      schema: {
        tags: TAGS,
        summary: 'The paper lotteries: provinces of today and the next days with their stock',
        querystring: xsttUtilityListQuerySchema,
        response: envelopeResponses(xsttUtilityListSchema),
      },
    },
    async (request, reply) =>
      stockList(
        request,
        reply,
        () => xsttUtilityList(deps, request.query),
        (data) =>
          data.items.flatMap((i) => i.days.flatMap((d) => d.provinces.map((p) => p.salesCloseAt))),
      ),
  );

  app.get(
    xsktPaths.saleList,
    {
      config: { session: 'optional' },
      schema: {
        tags: TAGS,
        summary:
          'Paper tickets on sale: by province, day, exact number, trailing or leading digits',
        querystring: saleListQuerySchema,
        response: envelopeResponses(stockTicketListSchema),
      },
    },
    // Tickets on sale only: none is held, so nothing in it depends on who asks.
    async (request, reply) => stockList(request, reply, () => saleList(deps, null, request.query)),
  );

  app.get(
    xsktPaths.groupByCategory,
    {
      schema: {
        tags: TAGS,
        summary: 'A day’s paper stock by category and province',
        querystring: groupByCategoryQuerySchema,
        response: envelopeResponses(groupByCategorySchema),
      },
    },
    async (request, reply) =>
      stockList(
        request,
        reply,
        () => groupByCategory(deps, request.query),
        (data) => data.items.flatMap((i) => i.provinces.map((p) => p.salesCloseAt)),
      ),
  );

  app.get(
    xsktPaths.hotCategory,
    {
      schema: {
        tags: TAGS,
        summary: 'Hot numbers of a paper lottery: most taken, still on sale',
        querystring: hotCategoryQuerySchema,
        response: envelopeResponses(hotCategorySchema),
      },
    },
    async (request, reply) => stockList(request, reply, () => hotCategory(deps, request.query)),
  );

  app.get(
    xsktPaths.byNumber,
    {
      config: { session: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'Every paper ticket of a number (or trailing digits) by province and draw',
        querystring: byNumberQuerySchema,
        response: envelopeResponses(numberSetListSchema),
      },
    },
    // A set's held tickets say whether the caller holds them: a session's answer is its own.
    async (request, reply) => {
      const session = optionalSessionOf(request);
      if (session) return ok(await byNumber(deps, session, request.query));
      return stockList(request, reply, () => byNumber(deps, null, request.query));
    },
  );

  app.get(
    xsktPaths.wholeSets,
    {
      config: { session: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'Whole sets on sale (every ticket of one number of one draw)',
        querystring: wholeSetQuerySchema,
        response: envelopeResponses(numberSetListSchema),
      },
    },
    // Whole sets are wholly on sale: none is held, so nothing depends on who asks.
    async (request, reply) => stockList(request, reply, () => wholeSets(deps, null, request.query)),
  );

  app.get(
    xsktPaths.productHot,
    {
      schema: {
        tags: TAGS,
        summary: 'The hot products: loto 2, 3, 5 digits and the central-region lottery',
        querystring: productHotQuerySchema,
        response: envelopeResponses(productHotSchema),
      },
    },
    async (request, reply) => stockList(request, reply, () => productHot(deps)),
  );

  app.post(
    xsktPaths.hold,
    {
      config: { session: 'required' },
      preHandler: sellingOnly,
      schema: {
        tags: TAGS,
        summary: 'Hold paper tickets (or a whole set) for 15 minutes: all or nothing',
        body: holdBodySchema,
        response: envelopeResponses(holdListSchema),
      },
    },
    async (request) => ok(await hold(deps, sessionOf(request), request.body)),
  );

  app.post(
    xsktPaths.release,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Release the caller’s holds: the tickets go back on sale',
        body: releaseBodySchema,
        response: envelopeResponses(releaseSchema),
      },
    },
    async (request) => ok(await release(deps, sessionOf(request), request.body)),
  );

  app.get(
    xsktPaths.holds,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s live holds',
        response: envelopeResponses(holdListSchema),
      },
    },
    async (request) => ok(await holds(deps, sessionOf(request))),
  );

  app.post(
    xsktPaths.orderCreate,
    {
      config: { session: 'required' },
      preHandler: sellingOnly,
      schema: {
        tags: TAGS,
        summary:
          'Reserve an order of held paper tickets (the one order path); requestId idempotent',
        body: xsktOrderCreateBodySchema,
        response: envelopeResponses(xsktOrderSchema),
      },
    },
    async (request) => ok(await createOrder(deps, sessionOf(request), request.body)),
  );

  app.get(
    xsktPaths.xsktInfo,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'One paper order: tickets, scans, status and prize per tier',
        querystring: orderIdQuerySchema,
        response: envelopeResponses(xsktOrderSchema),
      },
    },
    async (request) => ok(await xsktOrder(deps, sessionOf(request), request.query.orderId)),
  );

  app.get(
    xsktPaths.listXskt,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s paper orders, newest first, paged',
        querystring: xsktHistoryQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => ok(await listXskt(deps, sessionOf(request), request.query)),
  );

  app.get(
    xsktPaths.customerHistory,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s paper orders with their tickets, paged',
        querystring: xsktHistoryQuerySchema,
        response: envelopeResponses(xsktOrderListSchema),
      },
    },
    async (request) => ok(await customerHistory(deps, sessionOf(request), request.query)),
  );

  app.get(
    xsktPaths.paperTickets,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The caller’s paper tickets by draw, with their scans',
        querystring: xsktHistoryQuerySchema,
        response: envelopeResponses(xsktTicketBookSchema),
      },
    },
    async (request) => ok(await ticketBook(deps, sessionOf(request), request.query)),
  );

  if (devRoutes && stockProvider) {
    app.post(
      xsktPaths.devLoadStock,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox: (re)load the agent’s paper stock of a day',
          body: devLoadStockBodySchema,
          response: envelopeResponses(stockImportSchema),
        },
      },
      async (request) => {
        const now = deps.clock.now();
        const { perProvince } = request.body;
        const done = await loadDayStock(
          deps.db.orm,
          perProvince ? sandboxPaperStockProvider({ perProvince }) : stockProvider,
          request.body.date ?? vnDayOf(now),
          now,
        );
        return ok({ ...done, rejected: [] });
      },
    );
  }
};

import { ok, Code } from '@veso/contract';
import { xsktApi } from '@veso/contract/endpoints/xskt.schemas';
import { vnDayOf } from '@veso/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import type { ReadCache } from '../../http/read-cache';
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

  route(app, xsktApi.utilityList, async (request, reply) =>
    stockList(
      request,
      reply,
      () => xsttUtilityList(deps, request.query),
      (data) =>
        data.items.flatMap((i) => i.days.flatMap((d) => d.provinces.map((p) => p.salesCloseAt))),
    ),
  );

  // Tickets on sale only: none is held, so nothing in it depends on who asks.
  route(app, xsktApi.saleList, async (request, reply) =>
    stockList(request, reply, () => saleList(deps, null, request.query)),
  );

  route(app, xsktApi.groupByCategory, async (request, reply) =>
    stockList(
      request,
      reply,
      () => groupByCategory(deps, request.query),
      (data) => data.items.flatMap((i) => i.provinces.map((p) => p.salesCloseAt)),
    ),
  );

  route(app, xsktApi.hotCategory, async (request, reply) =>
    stockList(request, reply, () => hotCategory(deps, request.query)),
  );

  // A set's held tickets say whether the caller holds them: a session's answer is its own.
  route(app, xsktApi.byNumber, async (request, reply) => {
    const session = optionalSessionOf(request);
    if (session) return ok(await byNumber(deps, session, request.query));
    return stockList(request, reply, () => byNumber(deps, null, request.query));
  });

  // Whole sets are wholly on sale: none is held, so nothing depends on who asks.
  route(app, xsktApi.wholeSets, async (request, reply) =>
    stockList(request, reply, () => wholeSets(deps, null, request.query)),
  );

  route(app, xsktApi.productHot, async (request, reply) =>
    stockList(request, reply, () => productHot(deps)),
  );

  route(
    app,
    xsktApi.hold,
    async (request) => ok(await hold(deps, sessionOf(request), request.body)),
    { preHandler: sellingOnly },
  );

  route(app, xsktApi.release, async (request) =>
    ok(await release(deps, sessionOf(request), request.body)),
  );

  route(app, xsktApi.holds, async (request) => ok(await holds(deps, sessionOf(request))));

  route(
    app,
    xsktApi.orderCreate,
    async (request) => ok(await createOrder(deps, sessionOf(request), request.body)),
    { preHandler: sellingOnly },
  );

  route(app, xsktApi.xsktInfo, async (request) =>
    ok(await xsktOrder(deps, sessionOf(request), request.query.orderId)),
  );

  route(app, xsktApi.listXskt, async (request) =>
    ok(await listXskt(deps, sessionOf(request), request.query)),
  );

  route(app, xsktApi.customerHistory, async (request) =>
    ok(await customerHistory(deps, sessionOf(request), request.query)),
  );

  route(app, xsktApi.paperTickets, async (request) =>
    ok(await ticketBook(deps, sessionOf(request), request.query)),
  );

  if (devRoutes && stockProvider) {
    route(app, xsktApi.devLoadStock, async (request) => {
      const now = deps.clock.now();
      const { perProvince } = request.body;
      const done = await loadDayStock(
        deps.db.orm,
        perProvince ? sandboxPaperStockProvider({ perProvince }) : stockProvider,
        request.body.date ?? vnDayOf(now),
        now,
      );
      return ok({ ...done, rejected: [] });
    });
  }
};

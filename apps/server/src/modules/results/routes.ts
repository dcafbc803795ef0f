import type { xsktResultDrawQuerySchema } from '@veso/contract';
import { RESULT_PRODUCTS, ok, type ResultProduct } from '@veso/contract';
import { resultsApi } from '@veso/contract/endpoints/results.schemas';
import { addDays, vnDayOf, vnInstant } from '@veso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ReadCache } from '../../http/read-cache';
import { route } from '../../http/endpoint';
import { openPeriods, periodsValidUntil, toDrawPeriods } from '../draws';
import { statisticOf } from '../stats';
import { latestResults, resultOfPeriod, resultPage, resultsOfDay } from './service';
import { productName } from './view';

export type ResultRoutesOptions = {
  deps: AppDeps;
  /** Every answer here is public and changes only with the draws: served from memory. */
  reads: ReadCache;
};

/** The first instant of the Vietnamese day after `now`'s (when "today" changes). */
function nextVnMidnight(now: Date): Date {
  return vnInstant(addDays(vnDayOf(now), 1), 0);
}

/** Results and statistics under `/api` (spec §7 Results). */
export const resultRoutes: FastifyPluginAsyncZod<ResultRoutesOptions> = async (
  app,
  { deps, reads },
) => {
  const orm = deps.db.orm;

  const listOf = (
    endpoint:
      | typeof resultsApi.resultXsdt636
      | typeof resultsApi.resultXsmb
      | typeof resultsApi.resultXsmt
      | typeof resultsApi.resultXsmn
      | typeof resultsApi.resultKeno,
    product: ResultProduct,
  ) =>
    route(app, endpoint, async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok(await resultPage(orm, [product], request.query)),
      })),
    );
  listOf(resultsApi.resultXsdt636, 'dientoan636');
  listOf(resultsApi.resultXsmb, 'xsmb');
  listOf(resultsApi.resultXsmt, 'xsmt');
  listOf(resultsApi.resultXsmn, 'xsmn');
  listOf(resultsApi.resultKeno, 'keno');

  route(app, resultsApi.resultGroupByDay, async (request, reply) =>
    reads.send(request, reply, async () => {
      const now = deps.clock.now();
      return {
        payload: ok(await resultsOfDay(orm, now, request.query.date)),
        validUntil: request.query.date === undefined ? nextVnMidnight(now) : null,
      };
    }),
  );

  route(app, resultsApi.resultPeriod, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok(await resultOfPeriod(orm, request.query.product, request.query.drawCode)),
    })),
  );

  route(app, resultsApi.customerResultDraw, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok(await resultPage(orm, [request.query.product], request.query)),
    })),
  );

  route(app, resultsApi.xsktCustomerResultDraw, async (request, reply) =>
    reads.send(request, reply, async () => ({ payload: ok(await provincePage(request.query)) })),
  );
  /** A region's result book, or one province's pages of it. */
  const provincePage = async (query: z.output<typeof xsktResultDrawQuerySchema>) => {
    const page = await resultPage(orm, [query.region], query);
    const { province } = query;
    // The page holds only days on which the province drew; keep only its own results.
    if (province === undefined) return page;
    const wanted = province.toLocaleLowerCase('vi');
    const items = page.items.flatMap((item) => {
      if (item.result.kind !== 'provinces') return [item];
      const provinces = item.result.provinces.filter(
        (p) => p.province.toLocaleLowerCase('vi') === wanted,
      );
      return [{ ...item, result: { ...item.result, provinces } }];
    });
    return { ...page, items };
  };

  route(app, resultsApi.resultLatest, async (request, reply) =>
    reads.send(request, reply, async () => {
      const now = deps.clock.now();
      const items = [];
      let validUntil: number = Number.POSITIVE_INFINITY;
      for (const product of RESULT_PRODUCTS) {
        const [latest] = await latestResults(orm, product, 1);
        const rows = await openPeriods(orm, product, now, 1);
        const [next] = await toDrawPeriods(orm, rows);
        validUntil = Math.min(
          validUntil,
          periodsValidUntil(product, rows, now)?.getTime() ?? Number.POSITIVE_INFINITY,
        );
        items.push({
          product,
          name: productName(product),
          latest: latest ?? null,
          next: next ?? null,
        });
      }
      return {
        payload: ok({ items }),
        validUntil: Number.isFinite(validUntil) ? new Date(validUntil) : null,
      };
    }),
  );

  route(app, resultsApi.statisticResult, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok(
        await statisticOf(
          orm,
          request.query.product,
          request.query.window,
          request.query.includeGenerated,
        ),
      ),
    })),
  );
};

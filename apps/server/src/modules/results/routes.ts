import {
  RESULT_PRODUCTS,
  customerResultDrawQuerySchema,
  drawResultSchema,
  groupByDayQuerySchema,
  groupByDaySchema,
  latestResultsSchema,
  ok,
  resultListQuerySchema,
  resultPageSchema,
  resultPaths,
  resultPeriodQuerySchema,
  statisticQuerySchema,
  statisticSchema,
  xsktResultDrawQuerySchema,
  type ResultProduct,
} from '@veso/contract';
import { addDays, vnDayOf, vnInstant } from '@veso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ReadCache } from '../../http/read-cache';
import { envelopeResponses } from '../../http/responses';
import { openPeriods, periodsValidUntil, toDrawPeriods } from '../draws';
import { statisticOf } from '../stats';
import { latestResults, resultOfPeriod, resultPage, resultsOfDay } from './service';
import { productName } from './view';

const TAGS = ['results'];

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

  const listOf = (path: string, product: ResultProduct, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary,
          querystring: resultListQuerySchema,
          response: envelopeResponses(resultPageSchema),
        },
      },
      async (request, reply) =>
        reads.send(request, reply, async () => ({
          payload: ok(await resultPage(orm, [product], request.query)),
        })),
    );
  listOf(resultPaths.resultXsdt636, 'dientoan636', 'Điện toán 6x36 results, newest first, paged');
  listOf(resultPaths.resultXsmb, 'xsmb', 'Northern results, newest first, paged');
  listOf(resultPaths.resultXsmt, 'xsmt', 'Central results (every province of a day), paged');
  listOf(resultPaths.resultXsmn, 'xsmn', 'Southern results (every province of a day), paged');
  listOf(resultPaths.resultKeno, 'keno', 'Keno results with big/small and even/odd counts, paged');

  app.get(
    resultPaths.resultGroupByDay,
    {
      schema: {
        tags: TAGS,
        summary: 'Every product’s results of a day (default today)',
        querystring: groupByDayQuerySchema,
        response: envelopeResponses(groupByDaySchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => {
        const now = deps.clock.now();
        return {
          payload: ok(await resultsOfDay(orm, now, request.query.date)),
          validUntil: request.query.date === undefined ? nextVnMidnight(now) : null,
        };
      }),
  );

  app.get(
    resultPaths.resultPeriod,
    {
      schema: {
        tags: TAGS,
        summary: 'One draw’s result with its prize per tier; unknown period: code 14',
        querystring: resultPeriodQuerySchema,
        response: envelopeResponses(drawResultSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok(await resultOfPeriod(orm, request.query.product, request.query.drawCode)),
      })),
  );

  app.get(
    resultPaths.customerResultDraw,
    {
      schema: {
        tags: TAGS,
        summary: 'Results of a product, newest first, paged',
        querystring: customerResultDrawQuerySchema,
        response: envelopeResponses(resultPageSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok(await resultPage(orm, [request.query.product], request.query)),
      })),
  );

  app.get(
    resultPaths.xsktCustomerResultDraw,
    {
      schema: {
        tags: TAGS,
        summary: 'Paper lottery results of a region (result book), optionally one province',
        querystring: xsktResultDrawQuerySchema,
        response: envelopeResponses(resultPageSchema),
      },
    },
    async (request, reply) =>
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

  app.get(
    resultPaths.resultLatest,
    {
      schema: {
        tags: TAGS,
        summary: 'Latest result, next period and jackpot of every product',
        response: envelopeResponses(latestResultsSchema),
      },
    },
    async (request, reply) =>
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

  app.get(
    resultPaths.statisticResult,
    {
      schema: {
        tags: TAGS,
        summary:
          'Frequency, hot/cold, gan, odd/even, big/small, head/tail over the last N draws (real draws only unless includeGenerated)',
        querystring: statisticQuerySchema,
        response: envelopeResponses(statisticSchema),
      },
    },
    async (request, reply) =>
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

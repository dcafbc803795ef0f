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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { openPeriods, toDrawPeriods } from '../draws/service';
import { statisticOf } from '../stats/service';
import { latestResults, resultOfPeriod, resultPage, resultsOfDay } from './service';
import { productName } from './view';

const TAGS = ['results'];

/** Results and statistics under `/api` (spec §7 Results). */
export const resultRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
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
      async (request) => ok(await resultPage(orm, [product], request.query)),
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
    async (request) => ok(await resultsOfDay(orm, deps.clock.now(), request.query.date)),
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
    async (request) => ok(await resultOfPeriod(orm, request.query.product, request.query.drawCode)),
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
    async (request) => ok(await resultPage(orm, [request.query.product], request.query)),
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
    async (request) => {
      const page = await resultPage(orm, [request.query.region], request.query);
      const { province } = request.query;
      // The page holds only days on which the province drew; keep only its own results.
      if (province === undefined) return ok(page);
      const wanted = province.toLocaleLowerCase('vi');
      const items = page.items.flatMap((item) => {
        if (item.result.kind !== 'provinces') return [item];
        const provinces = item.result.provinces.filter(
          (p) => p.province.toLocaleLowerCase('vi') === wanted,
        );
        return [{ ...item, result: { ...item.result, provinces } }];
      });
      return ok({ ...page, items });
    },
  );

  app.get(
    resultPaths.resultLatest,
    {
      schema: {
        tags: TAGS,
        summary: 'Latest result, next period and jackpot of every product',
        response: envelopeResponses(latestResultsSchema),
      },
    },
    async () => {
      const now = deps.clock.now();
      const items = [];
      for (const product of RESULT_PRODUCTS) {
        const [latest] = await latestResults(orm, product, 1);
        const [next] = await toDrawPeriods(orm, await openPeriods(orm, product, now, 1));
        items.push({
          product,
          name: productName(product),
          latest: latest ?? null,
          next: next ?? null,
        });
      }
      return ok({ items });
    },
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
    async (request) =>
      ok(
        await statisticOf(
          orm,
          request.query.product,
          request.query.window,
          request.query.includeGenerated,
        ),
      ),
  );
};

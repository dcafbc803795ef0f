import { baseApi, fromEndpoint } from '@veso/api-client';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import type { DrawResult, ResultProduct, StatisticProduct } from '@veso/contract';

export type ResultDrawArgs = {
  product: ResultProduct;
  page?: number;
  pageSize?: number;
  /** `YYYY-MM-DD`. */
  date?: string;
};

export type XsktDrawArgs = {
  region: 'xsmb' | 'xsmt' | 'xsmn';
  page?: number;
  pageSize?: number;
  date?: string;
  province?: string;
};

/**
 * Results, statistics and Keno statistics (spec §7 Results, Keno statistics). Every call is
 * `silent`: the screens show loading, error and offline states themselves.
 */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestResults: build.query(fromEndpoint(resultsEndpoints.resultLatest, { silent: true })),
    getResultPeriod: build.query(
      fromEndpoint(
        resultsEndpoints.resultPeriod,
        ({ product, drawCode }: { product: ResultProduct; drawCode: string }) => ({
          query: { product, drawCode },
        }),
        { silent: true },
      ),
    ),
    getResultDraws: build.query(
      fromEndpoint(
        resultsEndpoints.customerResultDraw,
        ({ product, page = 1, pageSize = 10, date }: ResultDrawArgs) => ({
          query: { product, page, pageSize, date },
        }),
        { silent: true },
      ),
    ),
    /**
     * The newest `window` northern results, read page by page (100 a page) from
     * `/customer/result/draw`: the loto statistics are computed from them.
     */
    getXsmbHistory: build.query<DrawResult[], { window: number; includeGenerated: boolean }>({
      async queryFn({ window, includeGenerated }, _api, _extra, baseQuery) {
        const pageSize = 100;
        const draws = fromEndpoint(
          resultsEndpoints.customerResultDraw,
          (page: number) => ({
            query: {
              product: 'xsmb' as const,
              page,
              pageSize,
              includeGenerated: includeGenerated ? ('true' as const) : ('false' as const),
            },
          }),
          { silent: true },
        );
        const items: DrawResult[] = [];
        for (let page = 1; items.length < window; page += 1) {
          const answer = await baseQuery(draws.query(page));
          if (answer.error) return { error: answer.error };
          const data = draws.transformResponse(answer.data);
          items.push(...data.items);
          if (data.items.length < pageSize || page * pageSize >= data.total) break;
        }
        return { data: items.slice(0, window) };
      },
    }),
    getXsktDraws: build.query(
      fromEndpoint(
        resultsEndpoints.xsktCustomerResultDraw,
        ({ region, page = 1, pageSize = 10, date, province }: XsktDrawArgs) => ({
          query: { region, page, pageSize, date, province },
        }),
        { silent: true },
      ),
    ),
    getStatistic: build.query(
      fromEndpoint(
        resultsEndpoints.statisticResult,
        ({
          product,
          window,
          includeGenerated,
        }: {
          product: StatisticProduct;
          window: number;
          includeGenerated?: boolean;
        }) => ({
          query: {
            product,
            window,
            ...(includeGenerated === undefined
              ? {}
              : { includeGenerated: includeGenerated ? ('true' as const) : ('false' as const) }),
          },
        }),
        { silent: true },
      ),
    ),
    getKenoStats: build.query(
      fromEndpoint(
        kenoEndpoints.statistics,
        ({ window }: { window: number }) => ({ query: { window } }),
        { silent: true },
      ),
    ),
    getKenoLastResults: build.query(
      fromEndpoint(
        kenoEndpoints.lastResults,
        ({ limit }: { limit: number }) => ({ query: { limit } }),
        { silent: true },
      ),
    ),
    getKenoTop: build.query(
      fromEndpoint(
        kenoEndpoints.top,
        ({ level, window, limit = 20 }: { level: number; window: number; limit?: number }) => ({
          query: { level, window, limit },
        }),
        { silent: true },
      ),
    ),
    getKenoSuggestions: build.query(
      fromEndpoint(
        kenoEndpoints.suggestions,
        ({ level, window }: { level: number; window: number }) => ({ query: { level, window } }),
        { silent: true },
      ),
    ),
  }),
});

export const {
  useGetLatestResultsQuery,
  useGetResultPeriodQuery,
  useGetResultDrawsQuery,
  useGetXsktDrawsQuery,
  useGetXsmbHistoryQuery,
  useGetStatisticQuery,
  useGetKenoStatsQuery,
  useGetKenoLastResultsQuery,
  useGetKenoTopQuery,
  useGetKenoSuggestionsQuery,
} = resultsApi;

import { baseApi, fromEndpoint } from '@veso/api-client';
import { resultPaths } from '@veso/contract';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import type {
  DrawResult,
  LatestResults,
  ResultPage,
  ResultProduct,
  Statistic,
  StatisticProduct,
} from '@veso/contract';

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

/** Drops undefined and empty values from query parameters. */
function params(
  values: Record<string, string | number | undefined>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/**
 * Results, statistics and Keno statistics (spec §7 Results, Keno statistics). Every call is
 * `silent`: the screens show loading, error and offline states themselves.
 */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestResults: build.query<LatestResults, void>({
      query: () => ({ url: resultPaths.resultLatest, silent: true }),
    }),
    getResultPeriod: build.query<DrawResult, { product: ResultProduct; drawCode: string }>({
      query: ({ product, drawCode }) => ({
        url: resultPaths.resultPeriod,
        searchParams: { product, drawCode },
        silent: true,
      }),
    }),
    getResultDraws: build.query<ResultPage, ResultDrawArgs>({
      query: ({ product, page = 1, pageSize = 10, date }) => ({
        url: resultPaths.customerResultDraw,
        searchParams: params({ product, page, pageSize, date }),
        silent: true,
      }),
    }),
    /**
     * The newest `window` northern results, read page by page (100 a page) from
     * `/customer/result/draw`: the loto statistics are computed from them.
     */
    getXsmbHistory: build.query<DrawResult[], { window: number; includeGenerated: boolean }>({
      async queryFn({ window, includeGenerated }, _api, _extra, baseQuery) {
        const pageSize = 100;
        const items: DrawResult[] = [];
        for (let page = 1; items.length < window; page += 1) {
          const answer = await baseQuery({
            url: resultPaths.customerResultDraw,
            searchParams: { product: 'xsmb', page, pageSize, includeGenerated },
            silent: true,
          });
          if (answer.error) return { error: answer.error };
          const data = answer.data as ResultPage;
          items.push(...data.items);
          if (data.items.length < pageSize || page * pageSize >= data.total) break;
        }
        return { data: items.slice(0, window) };
      },
    }),
    getXsktDraws: build.query<ResultPage, XsktDrawArgs>({
      query: ({ region, page = 1, pageSize = 10, date, province }) => ({
        url: resultPaths.xsktCustomerResultDraw,
        searchParams: params({ region, page, pageSize, date, province }),
        silent: true,
      }),
    }),
    getStatistic: build.query<
      Statistic,
      { product: StatisticProduct; window: number; includeGenerated?: boolean }
    >({
      query: ({ product, window, includeGenerated }) => ({
        url: resultPaths.statisticResult,
        searchParams: {
          product,
          window,
          ...(includeGenerated === undefined ? {} : { includeGenerated }),
        },
        silent: true,
      }),
    }),
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

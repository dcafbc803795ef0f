// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { resultPaths } from '../results/paths';
import type { ResultsSchemas } from './results.schemas';

const tags = ['results'];

/** Results and statistics (spec §7 Results), under the main base; all public reads. */
export const resultsEndpoints = defineEndpoints<ResultsSchemas>()({
  resultXsdt636: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultXsdt636,
    session: 'none',
    tags,
    summary: 'Điện toán 6x36 results, newest first, paged',
  },
  resultXsmb: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultXsmb,
    session: 'none',
    tags,
    summary: 'Northern results, newest first, paged',
  },
  resultXsmt: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultXsmt,
    session: 'none',
    tags,
    summary: 'Central results (every province of a day), paged',
  },
  resultXsmn: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultXsmn,
    session: 'none',
    tags,
    summary: 'Southern results (every province of a day), paged',
  },
  resultKeno: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultKeno,
    session: 'none',
    tags,
    summary: 'Keno results with big/small and even/odd counts, paged',
  },
  resultGroupByDay: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultGroupByDay,
    session: 'none',
    tags,
    summary: 'Every product’s results of a day (default today)',
  },
  resultPeriod: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultPeriod,
    session: 'none',
    tags,
    summary: 'One draw’s result with its prize per tier; unknown period: code 14',
  },
  customerResultDraw: {
    method: 'GET',
    base: 'main',
    path: resultPaths.customerResultDraw,
    session: 'none',
    tags,
    summary: 'Results of a product, newest first, paged',
  },
  xsktCustomerResultDraw: {
    method: 'GET',
    base: 'main',
    path: resultPaths.xsktCustomerResultDraw,
    session: 'none',
    tags,
    summary: 'Paper lottery results of a region (result book), optionally one province',
  },
  resultLatest: {
    method: 'GET',
    base: 'main',
    path: resultPaths.resultLatest,
    session: 'none',
    tags,
    summary: 'Latest result, next period and jackpot of every product',
  },
  statisticResult: {
    method: 'GET',
    base: 'main',
    path: resultPaths.statisticResult,
    session: 'none',
    tags,
    summary:
      'Frequency, hot/cold, gan, odd/even, big/small, head/tail over the last N draws (real draws only unless includeGenerated)',
  },
});

import { bindEndpoints } from '../endpoint';
import { drawResultSchema } from '../results/draw-result';
import {
  customerResultDrawQuerySchema,
  groupByDayQuerySchema,
  groupByDaySchema,
  latestResultsSchema,
  resultListQuerySchema,
  resultPageSchema,
  resultPeriodQuerySchema,
  xsktResultDrawQuerySchema,
} from '../results/lists';
import { statisticQuerySchema, statisticSchema } from '../results/statistics';
import { resultsEndpoints } from './results';

const resultList = { query: resultListQuerySchema, response: resultPageSchema };

/** The shapes of each results operation (server side: zod). */
export const resultsSchemas = {
  resultXsdt636: resultList,
  resultXsmb: resultList,
  resultXsmt: resultList,
  resultXsmn: resultList,
  resultKeno: resultList,
  resultGroupByDay: { query: groupByDayQuerySchema, response: groupByDaySchema },
  resultPeriod: { query: resultPeriodQuerySchema, response: drawResultSchema },
  customerResultDraw: { query: customerResultDrawQuerySchema, response: resultPageSchema },
  xsktCustomerResultDraw: { query: xsktResultDrawQuerySchema, response: resultPageSchema },
  resultLatest: { response: latestResultsSchema },
  statisticResult: { query: statisticQuerySchema, response: statisticSchema },
};
export type ResultsSchemas = typeof resultsSchemas;

/** The results operations with their schemas: what the server registers. */
export const resultsApi = bindEndpoints(resultsEndpoints, resultsSchemas);

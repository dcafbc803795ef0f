import { bindEndpoints } from '../endpoint';
import {
  drawPeriodsQuerySchema,
  kenoAvailableGroupSchema,
  kenoAvailableListSchema,
  kenoAvailableQuerySchema,
  periodListSchema,
} from '../results/periods';
import { drawsEndpoints } from './draws';

/** The shapes of each draw-period operation (server side: zod). */
export const drawsSchemas = {
  drawPeriods: { query: drawPeriodsQuerySchema, response: periodListSchema },
  lottoListPeriod: { response: periodListSchema },
  powerListPeriod: { response: periodListSchema },
  kenoAvailableList: { query: kenoAvailableQuerySchema, response: kenoAvailableListSchema },
  kenoAvailableListGroup: { query: kenoAvailableQuerySchema, response: kenoAvailableGroupSchema },
};
export type DrawsSchemas = typeof drawsSchemas;

/** The draw-period operations with their schemas: what the server registers. */
export const drawsApi = bindEndpoints(drawsEndpoints, drawsSchemas);

import { bindEndpoints } from '../endpoint';
import {
  playLimitsSchema,
  selfExclusionBodySchema,
  setPlayLimitsBodySchema,
  spendingReportQuerySchema,
  spendingReportSchema,
} from '../orders/responsible-play';
import { responsiblePlayEndpoints } from './responsible-play';

/** The shapes of each responsible-play operation (server side: zod). */
export const responsiblePlaySchemas = {
  getLimits: { response: playLimitsSchema },
  setLimits: { body: setPlayLimitsBodySchema, response: playLimitsSchema },
  selfExclusion: { body: selfExclusionBodySchema, response: playLimitsSchema },
  spendingReport: { query: spendingReportQuerySchema, response: spendingReportSchema },
};
export type ResponsiblePlaySchemas = typeof responsiblePlaySchemas;

/** The responsible-play operations with their schemas: what the server registers. */
export const responsiblePlayApi = bindEndpoints(responsiblePlayEndpoints, responsiblePlaySchemas);

import { bindEndpoints } from '../endpoint';
import { reserveAndPaySchema } from '../orders/checkout';
import {
  kenoCancelBodySchema,
  kenoCancelListSchema,
  kenoOperatorAccessSchema,
  kenoOrderConfigSchema,
  kenoReserveAndPayBodySchema,
  kenoReserveBodySchema,
  kenoTicketLevelListSchema,
} from '../orders/keno';
import { orderSchema } from '../orders/order';
import {
  kenoLastResultSchema,
  kenoLastResultsQuerySchema,
  kenoLastResultsSchema,
  kenoStatsQuerySchema,
  kenoSuggestionsQuerySchema,
  kenoSuggestionsSchema,
  kenoTopQuerySchema,
  kenoTopSchema,
} from '../results/keno-stats';
import { statisticSchema } from '../results/statistics';
import { z } from '../zod';
import { kenoEndpoints } from './keno';

/** The shapes of each Keno operation (server side: zod). */
export const kenoSchemas = {
  reserve: { body: kenoReserveBodySchema, response: orderSchema },
  reserveAndPay: { body: kenoReserveAndPayBodySchema, response: reserveAndPaySchema },
  ticketLevels: { response: kenoTicketLevelListSchema },
  orderConfig: { response: kenoOrderConfigSchema },
  operatorAccess: { response: kenoOperatorAccessSchema },
  cancelList: { body: kenoCancelBodySchema, response: kenoCancelListSchema },
  /** The answer is the event stream itself (`produces`), not an envelope: see `../results/keno-live`. */
  live: { response: z.string() },
  statistics: { query: kenoStatsQuerySchema, response: statisticSchema },
  lastResult: { response: kenoLastResultSchema },
  lastResults: { query: kenoLastResultsQuerySchema, response: kenoLastResultsSchema },
  top: { query: kenoTopQuerySchema, response: kenoTopSchema },
  suggestions: { query: kenoSuggestionsQuerySchema, response: kenoSuggestionsSchema },
};
export type KenoSchemas = typeof kenoSchemas;

/** The Keno operations with their schemas: what the server registers. */
export const kenoApi = bindEndpoints(kenoEndpoints, kenoSchemas);

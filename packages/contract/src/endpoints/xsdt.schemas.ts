import { bindEndpoints } from '../endpoint';
import { orderHistorySchema, paperTicketListSchema } from '../orders/history';
import { periodListQuerySchema, periodListSchema } from '../results/periods';
import {
  drawCategoryQuerySchema,
  priceCoverTicketQuerySchema,
  priceCoverTicketSchema,
  xsdtHistoryQuerySchema,
  xsdtUtilityListQuerySchema,
  xsdtUtilityListSchema,
} from '../xsdt';
import { xsdtEndpoints } from './xsdt';

/** The shapes of each computer-lottery operation (server side: zod). */
export const xsdtSchemas = {
  periodListInDay: { query: periodListQuerySchema, response: periodListSchema },
  priceCoverTicket: { query: priceCoverTicketQuerySchema, response: priceCoverTicketSchema },
  utilityList: { query: xsdtUtilityListQuerySchema, response: xsdtUtilityListSchema },
  listXsdt: { query: xsdtHistoryQuerySchema, response: orderHistorySchema },
  drawCategoryOrders: { query: drawCategoryQuerySchema, response: orderHistorySchema },
  paperTickets: { query: drawCategoryQuerySchema, response: paperTicketListSchema },
};
export type XsdtSchemas = typeof xsdtSchemas;

/** The computer-lottery operations with their schemas: what the server registers. */
export const xsdtApi = bindEndpoints(xsdtEndpoints, xsdtSchemas);

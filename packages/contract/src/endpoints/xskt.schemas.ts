import { bindEndpoints } from '../endpoint';
import { orderIdQuerySchema } from '../orders/checkout';
import { orderHistorySchema } from '../orders/history';
import { holdBodySchema, holdListSchema, releaseBodySchema, releaseSchema } from '../xskt/holds';
import {
  xsktHistoryQuerySchema,
  xsktOrderCreateBodySchema,
  xsktOrderListSchema,
  xsktOrderSchema,
  xsktTicketBookSchema,
} from '../xskt/orders';
import {
  productHotQuerySchema,
  productHotSchema,
  xsttUtilityListQuerySchema,
  xsttUtilityListSchema,
} from '../xskt/products';
import {
  byNumberQuerySchema,
  devLoadStockBodySchema,
  groupByCategoryQuerySchema,
  groupByCategorySchema,
  hotCategoryQuerySchema,
  hotCategorySchema,
  numberSetListSchema,
  saleListQuerySchema,
  stockImportSchema,
  stockTicketListSchema,
  wholeSetQuerySchema,
} from '../xskt/stock';
import { xsktEndpoints } from './xskt';

/** The shapes of each paper-lottery operation (server side: zod). */
export const xsktSchemas = {
  utilityList: { query: xsttUtilityListQuerySchema, response: xsttUtilityListSchema },
  saleList: { query: saleListQuerySchema, response: stockTicketListSchema },
  groupByCategory: { query: groupByCategoryQuerySchema, response: groupByCategorySchema },
  hotCategory: { query: hotCategoryQuerySchema, response: hotCategorySchema },
  byNumber: { query: byNumberQuerySchema, response: numberSetListSchema },
  wholeSets: { query: wholeSetQuerySchema, response: numberSetListSchema },
  productHot: { query: productHotQuerySchema, response: productHotSchema },
  hold: { body: holdBodySchema, response: holdListSchema },
  release: { body: releaseBodySchema, response: releaseSchema },
  holds: { response: holdListSchema },
  orderCreate: { body: xsktOrderCreateBodySchema, response: xsktOrderSchema },
  xsktInfo: { query: orderIdQuerySchema, response: xsktOrderSchema },
  listXskt: { query: xsktHistoryQuerySchema, response: orderHistorySchema },
  customerHistory: { query: xsktHistoryQuerySchema, response: xsktOrderListSchema },
  paperTickets: { query: xsktHistoryQuerySchema, response: xsktTicketBookSchema },
  devLoadStock: { body: devLoadStockBodySchema, response: stockImportSchema },
};
export type XsktSchemas = typeof xsktSchemas;

/** The paper-lottery operations with their schemas: what the server registers. */
export const xsktApi = bindEndpoints(xsktEndpoints, xsktSchemas);

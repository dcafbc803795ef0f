import { bindEndpoints } from '../endpoint';
import {
  confirmOrderBodySchema,
  confirmOrderSchema,
  orderIdQuerySchema,
  paymentInfoSchema,
  reserveAndPayBodySchema,
  reserveAndPaySchema,
  reserveOrderBodySchema,
  reserveQuerySchema,
} from '../orders/checkout';
import { devCustomerBodySchema, devCustomerSchema, devRunOrderJobsSchema } from '../orders/dev';
import { historyQuerySchema, lottoHistoryQuerySchema, orderHistorySchema } from '../orders/history';
import { orderDetailSchema, orderSchema } from '../orders/order';
import { reportTicketBodySchema, reportTicketSchema } from '../orders/tickets';
import { orderEndpoints } from './orders';

const reserve = { query: reserveQuerySchema, body: reserveOrderBodySchema, response: orderSchema };
const confirm = { body: confirmOrderBodySchema, response: confirmOrderSchema };
const oneOrder = { query: orderIdQuerySchema, response: orderDetailSchema };
const history = { query: historyQuerySchema, response: orderHistorySchema };

/** The shapes of each order operation (server side: zod). */
export const orderSchemas = {
  reserve,
  reserveV2: reserve,
  lottoReserve: reserve,
  reserveAndPay: { body: reserveAndPayBodySchema, response: reserveAndPaySchema },
  confirm,
  confirmV2: confirm,
  lottoConfirm: confirm,
  kenoConfirm: confirm,
  paymentInfo: { query: orderIdQuerySchema, response: paymentInfoSchema },
  check: oneOrder,
  orderInfo: oneOrder,
  xsdtInfo: oneOrder,
  vietlottOrder: oneOrder,
  lottoOrder: oneOrder,
  history,
  customerOrders: { body: historyQuerySchema, response: orderHistorySchema },
  vietlottHistory: history,
  lottoHistory: { query: lottoHistoryQuerySchema, response: orderHistorySchema },
  report: { body: reportTicketBodySchema, response: reportTicketSchema },
  devCustomer: { body: devCustomerBodySchema, response: devCustomerSchema },
  devRunOrderJobs: { response: devRunOrderJobsSchema },
};
export type OrderSchemas = typeof orderSchemas;

/** The order operations with their schemas: what the server registers. */
export const orderApi = bindEndpoints(orderEndpoints, orderSchemas);

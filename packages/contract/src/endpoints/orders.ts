// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import type { OrderSchemas } from './orders.schemas';

const tags = ['orders'];
const sandbox = ['sandbox'];

const CONFIRM_SUMMARY = 'Pay a reserved order from the main balance (requestId idempotent)';
const ORDER_SUMMARY =
  "One order of the signed-in customer, with its tickets and their draws' results";
const PAPER_ANSWER =
  'A paper ticket’s number set in the answer’s `order.items[].numberInfos` carries `paper`: the stock ticket sold to it.';

/**
 * Orders, tickets and history (spec §7 Orders and payment, History, 6/45, 5/35), under the
 * main base; the sandbox's customer and order-jobs calls. Keno's own calls are `./keno`.
 */
export const orderEndpoints = defineEndpoints<OrderSchemas>()({
  reserve: {
    method: 'POST',
    base: 'main',
    path: orderPaths.reserve,
    session: 'required',
    tags,
    summary: 'Reserve an order (requestId idempotent): validated and priced by the server',
  },
  reserveV2: {
    method: 'POST',
    base: 'main',
    path: orderPaths.reserveV2,
    session: 'required',
    tags,
    summary: 'Reserve Mega 6/45 / Power 6/55',
  },
  lottoReserve: {
    method: 'POST',
    base: 'main',
    path: orderPaths.lottoReserve,
    session: 'required',
    tags,
    summary: 'Reserve Lotto 5/35',
  },
  reserveAndPay: {
    method: 'POST',
    base: 'main',
    path: orderPaths.reserveAndPay,
    session: 'required',
    tags,
    summary:
      'Reserve and pay from the main balance in one call (requestId idempotent): the reserve’s checks and the confirm’s payment',
    description: PAPER_ANSWER,
  },
  confirm: {
    method: 'POST',
    base: 'main',
    path: orderPaths.confirm,
    session: 'required',
    tags,
    summary: CONFIRM_SUMMARY,
    description: PAPER_ANSWER,
  },
  confirmV2: {
    method: 'POST',
    base: 'main',
    path: orderPaths.confirmV2,
    session: 'required',
    tags,
    summary: CONFIRM_SUMMARY,
  },
  lottoConfirm: {
    method: 'POST',
    base: 'main',
    path: orderPaths.lottoConfirm,
    session: 'required',
    tags,
    summary: CONFIRM_SUMMARY,
  },
  kenoConfirm: {
    method: 'POST',
    base: 'main',
    path: orderPaths.kenoConfirm,
    session: 'required',
    tags,
    summary: CONFIRM_SUMMARY,
  },
  paymentInfo: {
    method: 'GET',
    base: 'main',
    path: orderPaths.paymentInfo,
    session: 'required',
    tags,
    summary: 'Payment info: the amount, the main balance and the payment vendors',
  },
  check: {
    method: 'GET',
    base: 'main',
    path: orderPaths.check,
    session: 'required',
    tags,
    summary: ORDER_SUMMARY,
  },
  orderInfo: {
    method: 'GET',
    base: 'main',
    path: orderPaths.orderInfo,
    session: 'required',
    tags,
    summary: ORDER_SUMMARY,
  },
  xsdtInfo: {
    method: 'GET',
    base: 'main',
    path: orderPaths.xsdtInfo,
    session: 'required',
    tags,
    summary: ORDER_SUMMARY,
  },
  vietlottOrder: {
    method: 'GET',
    base: 'main',
    path: orderPaths.vietlottOrder,
    session: 'required',
    tags,
    summary: ORDER_SUMMARY,
  },
  lottoOrder: {
    method: 'GET',
    base: 'main',
    path: orderPaths.lottoOrder,
    session: 'required',
    tags,
    summary: ORDER_SUMMARY,
  },
  history: {
    method: 'GET',
    base: 'main',
    path: orderPaths.history,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s orders, newest first, paged',
  },
  customerOrders: {
    method: 'POST',
    base: 'main',
    path: orderPaths.customerOrders,
    session: 'required',
    tags,
    summary: 'The same history as a POST',
  },
  vietlottHistory: {
    method: 'GET',
    base: 'main',
    path: orderPaths.vietlottHistory,
    session: 'required',
    tags,
    summary: 'Mega 6/45 and Power 6/55 orders of the signed-in customer',
  },
  lottoHistory: {
    method: 'GET',
    base: 'main',
    path: orderPaths.lottoHistory,
    session: 'required',
    tags,
    summary: 'Lotto 5/35 orders (msisdn, status, page_index, page_size; 10 / 1 / 1)',
  },
  report: {
    method: 'POST',
    base: 'main',
    path: orderPaths.report,
    session: 'required',
    tags,
    summary: 'Report an erroneous ticket (requestId idempotent)',
  },
  devCustomer: {
    method: 'POST',
    base: 'main',
    path: orderPaths.devCustomer,
    session: 'none',
    tags: sandbox,
    summary: 'Sandbox: an adult customer with a funded main balance and a session',
  },
  devRunOrderJobs: {
    method: 'POST',
    base: 'main',
    path: orderPaths.devRunOrderJobs,
    session: 'none',
    tags: sandbox,
    summary: 'Sandbox: print paid tickets, refund missed ones and settle drawn periods now',
  },
});

/**
 * The front door of the `orders` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { createSandboxCustomer } from './dev';
export { prizeClaimNote } from './claim-note';
export { OrderMessages } from './messages';
export { itemsOf, orderItemProduct, serverRequestId, toOrderItem } from './order-request';
export { openPeriods } from './periods';
export { currentPricePerDraw, linesOf, priceItem, productOf } from './pricing';
export { currentSaleRules, saleRules } from './purchase-rules';
export { paidOrderTotals } from './repo';
export { orderRoutes } from './routes';
export {
  InsufficientBalance,
  RESERVE_CHANNELS,
  SHIP_FEES_ACCOUNT,
  TICKET_SALES_ACCOUNT,
  buyerOfAccount,
  calendarOf,
  checkPurchase,
  confirmOrder,
  getOrderDetail,
  myOrderToPay,
  orderHistory,
  payOrderInTransaction,
  paperTickets,
  placePaidOrder,
  reserveAndPayOrder,
  reserveOrder,
} from './service';
export { effectiveState, toTicket } from './view';
export type { DrawPeriod } from './periods';
export type { PricedItem, PricedNumberInfo } from './pricing';
export type { SaleRules } from './purchase-rules';
export type { Customer, OrderChannel } from './service';
export type { TicketRow } from './view';

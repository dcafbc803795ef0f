/**
 * The front door of the `payments` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { SANDBOX_SHOP_BANK, creditBankTransfer } from './bank-transfer';
export { ORDER_PAY_METHOD_PREFIX, assertEmbedded } from './order-pay';
export { embedOrderRoutes, gatewayPayRoutes } from './order-pay-routes';
export { findPayment, findPaymentOf, insertPayment } from './repo';
export { paymentRoutes, sandboxGatewayRoutes } from './routes';
export { PAYMENT_TTL_MS, PaymentMessages, effectiveStatus, latePayments } from './service';
export { openAtProvider, payUrlOf, storedPaymentId, writeGatewayPayment } from './service';
export { vnpayEmulatorRoutes } from './vnpay-emulator-routes';
export { momoEmulatorRoutes } from './momo-emulator-routes';
export { zalopayEmulatorRoutes } from './zalopay-emulator-routes';
export type { PaymentRow } from './repo';
export { RECONCILE_AFTER_MS, reconcileDueSince, reconcilePending } from './reconcile';
export type { CaptureHook } from './captures';
export { checkGatewayDay } from './day-check';
export {
  SOURCE_REFUND_KIND,
  holdForSourceRefund,
  refundToSources,
  sourceRefundRunner,
} from './source-refunds';
export { pendingRefunds } from './refunds-repo';

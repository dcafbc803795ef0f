import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { orderPayReturnUrl, orderPaymentOf, settleOrderCapture } from './order-pay';

/** Another module's wallet capture: what to do once it is credited, and its gateway page. */
export type CaptureHook = {
  /** In the crediting transaction, right after the credit. */
  settle: (tx: Orm, paymentId: string) => Promise<void>;
  /** The customer's return address and the payment's purpose, when the payment is its own. */
  page: (
    orm: Orm,
    paymentId: string,
  ) => Promise<{ returnUrl: string; purpose: string } | undefined>;
};

/**
 * What follows the credit of a gateway payment, in its transaction: the order it captures
 * for (`order-pay.ts`), then the other modules' captures (group shares). The same for a
 * notification and for the reconciliation job, so a payment settled either way buys the same.
 */
export function onCredited(deps: AppDeps, captures: readonly CaptureHook[]) {
  const order = settleOrderCapture(deps);
  return async (tx: Orm, paymentId: string) => {
    await order(tx, paymentId);
    for (const capture of captures) await capture.settle(tx, paymentId);
  };
}

/** The first capture hook's page of a payment, if any claims it. */
export async function capturePage(hooks: readonly CaptureHook[], orm: Orm, paymentId: string) {
  for (const hook of hooks) {
    const page = await hook.page(orm, paymentId);
    if (page) return page;
  }
  return undefined;
}

/**
 * Where the customer goes back to after paying (or cancelling) a payment: /nap-tien after a
 * top-up, the webview's payment page after an order's capture, a capture hook's own page.
 */
export async function returnUrlOf(orm: Orm, hooks: readonly CaptureHook[], paymentId: string) {
  const own = await capturePage(hooks, orm, paymentId);
  if (own) return own.returnUrl;
  const link = await orderPaymentOf(orm, paymentId);
  return link
    ? orderPayReturnUrl(link.orderId, paymentId)
    : `/nap-tien?paymentId=${encodeURIComponent(paymentId)}`;
}

import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { settleOrderCapture } from './order-pay';

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

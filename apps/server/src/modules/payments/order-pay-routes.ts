import { ok } from '@veso/contract';
import { paymentApi } from '@veso/contract/endpoints/payments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import type { GatewaySet } from '../../providers/payment-gateway';
import { reserveOrder, type OrderChannel } from '../orders';
import { sessionOf } from '../session';
import { assertEmbedded, createOrderPay, orderPayStatus } from './order-pay';

/**
 * The embedded reserve: any orderable product, its own idempotency scope, the embedded
 * unit price (1,000đ for the computer lottery).
 */
const EMBED_ORDER_CHANNEL: OrderChannel = {
  call: 'xsdt/order/create',
  products: null,
  embedded: true,
};

/**
 * `POST /xsdt/xsdt/order/create` under `/api` (spec §7 Wallet-embedded): the reserve call
 * of `POST /order` for a wallet-linked webview user, checked as on the web (`checkPurchase`:
 * without a printing agent nothing is sold, code 7).
 */
export const embedOrderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, paymentApi.embedOrderCreate, async (request) => {
    const session = sessionOf(request);
    await assertEmbedded(deps.db.orm, session);
    return ok(await reserveOrder(deps, session, request.body, EMBED_ORDER_CHANNEL));
  });
};

/**
 * The gateway base (`/api/gateway`): `create_pay` (a hosted wallet capture of an order)
 * and `pay_status`. Without a gateway (live mode for now) both answer -1.
 */
export const gatewayPayRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  gateways?: GatewaySet;
}> = async (app, { deps, gateways }) => {
  route(app, paymentApi.createPay, async (request) =>
    ok(await createOrderPay(deps, gateways, sessionOf(request), request.body, request.ip)),
  );

  route(app, paymentApi.payStatus, async (request) =>
    ok(await orderPayStatus(deps, sessionOf(request), request.query.paymentId)),
  );
};

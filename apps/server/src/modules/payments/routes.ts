import {
  API_BASE,
  SANDBOX_PAY_PATH,
  ok,
  paymentIdParamsSchema,
  paymentPaths,
} from '@veso/contract';
import { paymentApi } from '@veso/contract/endpoints/payments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import type { GatewaySet, HmacGateway } from '../../providers/payment-gateway';
import { sessionOf } from '../session';
import { bankTransferInfo, type ShopBankAccount } from './bank-transfer';
import { orderPaymentOf } from './order-pay';
import { capturePage, onCredited, returnUrlOf, type CaptureHook } from './captures';
import { registerProviderRoutes } from './provider-routes';
import { sandboxPayPage } from './sandbox-page';
import {
  createPayment,
  getPayment,
  handleCallback,
  paymentForPage,
  paymentMethodName,
  paymentMethods,
} from './service';

export type PaymentRoutesOptions = {
  deps: AppDeps;
  /**
   * The payment gateways. Without any (live mode without `VESO_GATEWAYS`) the routes that
   * need one — create, status, the notifications — are not registered (404, code 14) and
   * the methods list them disabled.
   */
  gateways?: GatewaySet;
  /** The sandbox double among them, whose JSON callback is `/payments/callback`. */
  double?: HmacGateway;
  /** The shop's receiving bank account; without one `bank_transfer` is not registered. */
  shopBank?: ShopBankAccount;
  /**
   * Other modules' wallet captures (group shares): run in the callback's transaction after
   * a `paid` was credited, after the order capture's own.
   */
  captures?: readonly CaptureHook[];
};

/**
 * Top-up under `/api`: methods, bank transfer (with a shop bank account), and with
 * a gateway create, status and the gateway's callback.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { deps, gateways, double, shopBank, captures = [] },
) => {
  route(app, paymentApi.methods, () => ok({ methods: paymentMethods(gateways) }));

  if (shopBank) {
    route(app, paymentApi.bankTransfer, async (request) =>
      ok(await bankTransferInfo(deps.db.orm, shopBank, sessionOf(request), request.query.amount)),
    );
  }

  // No gateway, no online top-up: its routes are absent rather than answering -1 (a
  // "busy" a client would retry, and a callback nobody can sign).
  if (!gateways) return;

  route(app, paymentApi.create, async (request) =>
    ok(await createPayment(deps, gateways, sessionOf(request), request.body, request.ip)),
  );

  route(app, paymentApi.status, async (request) =>
    ok(await getPayment(deps, sessionOf(request), request.params.id)),
  );

  if (double) {
    route(app, paymentApi.callback, async (request) =>
      ok(await handleCallback(deps, double, request.body, onCredited(deps, captures))),
    );
  }

  const providers = gateways.list.filter((gateway) => gateway !== double);
  if (providers.length > 0) registerProviderRoutes(app, deps, providers, captures);
};

const formSchema = z.object({ action: z.enum(['pay', 'cancel']) });

/**
 * The sandbox gateway's hosted page at `/sandbox/pay/:id` (sandbox mode only). Pay and
 * Cancel post here; the "gateway" then calls the server's callback over HTTP, signed, as
 * a real one would, and sends the customer back: to /nap-tien after a top-up, to the
 * webview's payment page after an order's wallet capture.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  gateway: HmacGateway;
  captures?: readonly CaptureHook[];
}> = async (app, { deps, gateway, captures = [] }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** What the payment pays, in the customer's words: an order, or a top-up. */
  async function purposeOf(paymentId: string): Promise<string> {
    const own = await capturePage(captures, deps.db.orm, paymentId);
    if (own) return own.purpose;
    const link = await orderPaymentOf(deps.db.orm, paymentId);
    return link ? `Thanh toán đơn hàng #${link.orderId}` : 'Nạp tiền vào tài khoản VeSo';
  }

  app.get(
    SANDBOX_PAY_PATH,
    { schema: { hide: true, params: paymentIdParamsSchema } },
    async (request, reply) => {
      const found = await paymentForPage(deps, request.params.id);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Không tìm thấy');
      const { row, status } = found;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxPayPage({
            id: row.id,
            amount: row.amount,
            walletName: paymentMethodName(row.method),
            purpose: await purposeOf(row.id),
            status,
            returnUrl: await returnUrlOf(deps.db.orm, captures, row.id),
          }),
        );
    },
  );

  app.post(
    SANDBOX_PAY_PATH,
    { schema: { hide: true, params: paymentIdParamsSchema, body: formSchema } },
    async (request, reply) => {
      const found = await paymentForPage(deps, request.params.id);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Không tìm thấy');
      const callback = {
        paymentId: found.row.id,
        status: request.body.action === 'pay' ? ('paid' as const) : ('failed' as const),
        amount: found.row.amount,
        gatewayRef: `SBX-${found.row.id}`,
      };
      await app.inject({
        method: 'POST',
        url: `${API_BASE}${paymentPaths.callback}`,
        payload: { ...callback, signature: gateway.sign(callback) },
      });
      return reply.redirect(await returnUrlOf(deps.db.orm, captures, found.row.id), 303);
    },
  );
};

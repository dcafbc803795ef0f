import { paymentApi } from '@veso/contract/endpoints/payments.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { route, type EndpointExtras } from '../../http/endpoint';
import { invalidRequest } from '../../http/errors';
import type { GatewayNotice, PaymentGateway } from '../../providers/payment-gateway';
import { onCredited, returnUrlOf, type CaptureHook } from './captures';
import { PaymentMessages, settleNotice } from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The providers' routes answer in the provider's own format (or redirect), not the
 * envelope: a content-less 200 in the document, and whatever the adapter answers sent as
 * JSON, at any status (MoMo's 400 and 500 carry its own body), unchecked by a schema.
 */
const PROVIDER_ANSWER: EndpointExtras = {
  responses: { 200: z.null() },
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/**
 * The provider's fields in the query string, as Fastify parsed it: the routes declare no
 * query schema (each provider has its own fields, which its adapter reads and verifies).
 */
function providerQuery(request: { query: unknown }): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/**
 * The payment providers' routes under `/api`: their notifications (`/payments/ipn/:gateway`)
 * and the customer's return from their pages (`/payments/return/:gateway`).
 */
export function registerProviderRoutes(
  app: App,
  deps: AppDeps,
  providers: readonly PaymentGateway[],
  captures: readonly CaptureHook[],
): void {
  /**
   * A provider's notification (VNPay's IPN is a GET, MoMo's and ZaloPay's a JSON POST):
   * verified and read by its adapter, settled, and answered in the provider's own format
   * (VNPay's `RspCode`). Anything unexpected is answered as the provider's "error, call
   * again" rather than a 5xx, and nothing is credited.
   */
  async function notification(
    request: { params: { gateway: string }; query: unknown; body: unknown },
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const gateway = providers.find((g) => g.name === request.params.gateway);
    if (!gateway) throw invalidRequest(PaymentMessages.notFound, 'gateway', 'exists', 404);
    let answer;
    let notice: GatewayNotice;
    try {
      notice = gateway.readNotification({
        query: providerQuery(request),
        body: request.body,
      });
    } catch (error) {
      // An adapter that cannot read it: not the provider's notification (never a 5xx).
      app.log.warn({ err: error, gateway: gateway.name }, 'payment notification unreadable');
      notice = { kind: 'malformed' };
    }
    try {
      if (notice.kind === 'bad-signature') answer = gateway.answer('bad-signature');
      else if (notice.kind === 'malformed') answer = gateway.answer('malformed');
      else {
        const result = await settleNotice(deps, gateway.name, notice, onCredited(deps, captures));
        answer = gateway.answer(result.outcome);
      }
    } catch (error) {
      app.log.error({ err: error, gateway: gateway.name }, 'payment notification not settled');
      answer = gateway.answer('error');
    }
    return reply.code(answer.httpStatus).send(answer.body);
  }

  route(app, paymentApi.notificationGet, notification, PROVIDER_ANSWER);
  route(app, paymentApi.notificationPost, notification, PROVIDER_ANSWER);

  route(
    app,
    paymentApi.providerReturn,
    async (request, reply) => {
      const gateway = providers.find((g) => g.name === request.params.gateway);
      let back;
      try {
        back = gateway?.readReturn?.({
          query: providerQuery(request),
          body: undefined,
        });
      } catch {
        back = undefined; // unreadable: treated as forged
      }
      // A forged return shows the top-up page; only the notification credits anything.
      if (!back) return reply.redirect('/nap-tien', 303);
      return reply.redirect(await returnUrlOf(deps.db.orm, captures, back.paymentId), 303);
    },
    PROVIDER_ANSWER,
  );
}

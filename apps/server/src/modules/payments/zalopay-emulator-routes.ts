import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZALOPAY_API,
  ZALOPAY_EMULATOR_BASE,
  ZALOPAY_EMULATOR_PAY_PATH,
} from '../../providers/zalopay';
import type { ZalopayEmulator } from '../../providers/zalopay-emulator';
import { emulatorError, emulatorPage } from './emulator-page';
import { emulatorFormSchema } from './vnpay-emulator-routes';

/**
 * The ZaloPay emulator on the shop's own server (sandbox mode only): `v2/create` and
 * `v2/query`, `v2/refund` under `/sandbox/zalopay/` (form posts, as ZaloPay takes them) and the page its
 * `order_url` leads to, whose form calls the shop back and sends the customer to
 * `embed_data.redirecturl`.
 */
export const zalopayEmulatorRoutes: FastifyPluginAsyncZod<{ emulator: ZalopayEmulator }> = async (
  app,
  { emulator },
) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }
  const api = { schema: { hide: true } };
  app.post(`${ZALOPAY_EMULATOR_BASE}${ZALOPAY_API.create}`, api, async (r) =>
    emulator.create(r.body),
  );
  app.post(`${ZALOPAY_EMULATOR_BASE}${ZALOPAY_API.query}`, api, async (r) =>
    emulator.query(r.body),
  );
  app.post(`${ZALOPAY_EMULATOR_BASE}${ZALOPAY_API.refund}`, api, async (r) =>
    emulator.refund(r.body),
  );

  app.get(
    ZALOPAY_EMULATOR_PAY_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ apptransid: z.string().trim().min(1).max(40) }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const order = emulator.order(request.query.apptransid);
      if (!order) {
        return reply.code(404).send(emulatorError('ZaloPay', '-54', 'Không tìm thấy đơn hàng'));
      }
      return reply.send(
        emulatorPage({
          brand: 'ZaloPay',
          action: ZALOPAY_EMULATOR_PAY_PATH,
          ref: order.appTransId,
          amount: order.amount,
          info: order.description,
          status: order.status,
          payable: emulator.payable(order),
        }),
      );
    },
  );

  app.post(
    ZALOPAY_EMULATOR_PAY_PATH,
    { schema: { hide: true, body: emulatorFormSchema } },
    async (request, reply) => {
      const { ref, action, ipn } = request.body;
      if (!emulator.order(ref)) {
        reply.type('text/html; charset=utf-8');
        return reply.code(404).send(emulatorError('ZaloPay', '-54', 'Không tìm thấy đơn hàng'));
      }
      const back =
        action === 'back'
          ? await emulator.finish(ref, 'cancel', 'normal')
          : await emulator.finish(ref, action, ipn);
      return reply.redirect(back, 303);
    },
  );
};

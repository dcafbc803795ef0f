import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MOMO_API, MOMO_EMULATOR_BASE, MOMO_EMULATOR_PAY_PATH } from '../../providers/momo';
import type { MomoEmulator } from '../../providers/momo-emulator';
import { emulatorError, emulatorPage } from './emulator-page';
import { emulatorFormSchema } from './vnpay-emulator-routes';

/**
 * The MoMo emulator on the shop's own server (sandbox mode only): MoMo's AIO v2 API under
 * `/sandbox/momo/v2/gateway/api/` (create, query, refund) and the hosted page its `payUrl`
 * leads to, whose form sends the IPN to the shop and the customer back to `redirectUrl`.
 */
export const momoEmulatorRoutes: FastifyPluginAsyncZod<{ emulator: MomoEmulator }> = async (
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
  app.post(`${MOMO_EMULATOR_BASE}${MOMO_API.create}`, api, async (r) => emulator.create(r.body));
  app.post(`${MOMO_EMULATOR_BASE}${MOMO_API.query}`, api, async (r) => emulator.query(r.body));
  app.post(`${MOMO_EMULATOR_BASE}${MOMO_API.refund}`, api, async (r) => emulator.refund(r.body));

  app.get(
    MOMO_EMULATOR_PAY_PATH,
    {
      schema: { hide: true, querystring: z.object({ orderId: z.string().trim().min(1).max(200) }) },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const txn = emulator.transaction(request.query.orderId);
      if (!txn)
        return reply.code(404).send(emulatorError('Ví MoMo', '42', 'Không tìm thấy đơn hàng'));
      return reply.send(
        emulatorPage({
          brand: 'Ví MoMo',
          action: MOMO_EMULATOR_PAY_PATH,
          ref: txn.orderId,
          amount: txn.amount,
          info: txn.orderInfo,
          status: txn.status,
          payable: emulator.payable(txn),
        }),
      );
    },
  );

  app.post(
    MOMO_EMULATOR_PAY_PATH,
    { schema: { hide: true, body: emulatorFormSchema } },
    async (request, reply) => {
      const { ref, action, ipn } = request.body;
      if (!emulator.transaction(ref)) {
        reply.type('text/html; charset=utf-8');
        return reply.code(404).send(emulatorError('Ví MoMo', '42', 'Không tìm thấy đơn hàng'));
      }
      const back =
        action === 'back'
          ? await emulator.finish(ref, 'cancel', 'normal')
          : await emulator.finish(ref, action, ipn);
      return reply.redirect(back, 303);
    },
  );
};

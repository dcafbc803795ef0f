import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IPN_MODES, type IpnMode, type VnpayEmulator } from '../../providers/vnpay-emulator';
import { VNPAY_EMULATOR_PATHS } from '../../providers/vnpay';
import { emulatorError, emulatorPage } from './emulator-page';

/** The emulators' page form: the order, the customer's choice, the IPN's behaviour. */
export const emulatorFormSchema = z.object({
  ref: z.string().trim().min(1).max(100),
  action: z.enum(['pay', 'cancel', 'timeout', 'back']),
  ipn: z
    .enum(IPN_MODES as [IpnMode, ...IpnMode[]])
    .optional()
    .default('normal'),
});

/**
 * The VNPay emulator on the shop's own server (sandbox mode only): VNPay's payment page at
 * the path of `vpcpay.html` (it checks the signed URL the adapter built), its form, which
 * sends the IPN to the shop and the customer back to `vnp_ReturnUrl`, and the merchant API
 * (`querydr`, `refund`).
 */
export const vnpayEmulatorRoutes: FastifyPluginAsyncZod<{ emulator: VnpayEmulator }> = async (
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

  const html = (reply: { type: (t: string) => { header: (k: string, v: string) => unknown } }) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

  app.get(VNPAY_EMULATOR_PATHS.pay, { schema: { hide: true } }, async (request, reply) => {
    const opened = emulator.open(request.query as Record<string, unknown>);
    html(reply);
    if (!opened.ok) {
      return reply.code(400).send(emulatorError('VNPAY', opened.code, opened.message));
    }
    const txn = opened.transaction;
    return reply.send(
      emulatorPage({
        brand: 'VNPAY',
        action: VNPAY_EMULATOR_PATHS.pay,
        ref: txn.txnRef,
        amount: txn.amount / 100,
        info: txn.orderInfo,
        status: txn.status,
        payable: emulator.payable(txn),
      }),
    );
  });

  app.post(
    VNPAY_EMULATOR_PATHS.pay,
    { schema: { hide: true, body: emulatorFormSchema } },
    async (request, reply) => {
      const { ref: txnRef, action, ipn } = request.body;
      if (!emulator.transaction(txnRef)) {
        html(reply);
        return reply.code(404).send(emulatorError('VNPAY', '91', 'Không tìm thấy giao dịch'));
      }
      const back =
        action === 'back'
          ? await emulator.finish(txnRef, 'cancel', 'normal')
          : await emulator.finish(txnRef, action, ipn);
      return reply.redirect(back, 303);
    },
  );

  app.get(
    VNPAY_EMULATOR_PATHS.statement,
    { schema: { hide: true, params: z.object({ day: z.string().regex(/^\d{8}$/) }) } },
    async (request, reply) =>
      reply.type('text/csv; charset=utf-8').send(emulator.statement(request.params.day)),
  );

  app.post(VNPAY_EMULATOR_PATHS.api, { schema: { hide: true } }, async (request) =>
    emulator.api(request.body),
  );
};

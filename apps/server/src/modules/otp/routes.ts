import { ok } from '@veso/contract';
import { otpApi } from '@veso/contract/endpoints/otp.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import type { OtpSender } from '../../providers/otp-sender';
import { optionalSessionOf } from '../session';
import { sendOtp, verifyOtp } from './service';
import { sandboxOtpSender, unavailableOtpSender } from './senders';

/** The sandbox outbox in sandbox mode; no real SMS/voice gateway exists yet. */
function otpSenderFor(deps: AppDeps): OtpSender {
  return deps.config.sandbox ? sandboxOtpSender(deps.db.orm, deps.clock) : unavailableOtpSender();
}

/** One-time codes under `/api`: send by messaging app or voice call, verify. */
export const otpRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const sender = otpSenderFor(deps);

  route(app, otpApi.sendMessage, async (request) =>
    ok(await sendOtp(deps, sender, request.body, 'message')),
  );
  route(app, otpApi.sendCall, async (request) =>
    ok(await sendOtp(deps, sender, request.body, 'voice')),
  );
  route(app, otpApi.verify, async (request) =>
    ok(
      await verifyOtp(deps, request.body, {
        session: optionalSessionOf(request),
        includesServiceId: request.query.includesServiceId,
      }),
    ),
  );
};

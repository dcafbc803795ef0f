import {
  ok,
  otpPaths,
  sendOtpBodySchema,
  sendOtpSchema,
  verifyOtpBodySchema,
  verifyOtpQuerySchema,
  verifyOtpSchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import type { OtpSender } from '../../providers/otp-sender';
import { optionalSessionOf } from '../session';
import { sendOtp, verifyOtp } from './service';
import { sandboxOtpSender, unavailableOtpSender } from './senders';

const TAGS = ['otp'];

/** The sandbox outbox in sandbox mode; no real SMS/voice gateway exists yet. */
function otpSenderFor(deps: AppDeps): OtpSender {
  return deps.config.sandbox ? sandboxOtpSender(deps.db.orm, deps.clock) : unavailableOtpSender();
}

/** One-time codes under `/api`: send by messaging app or voice call, verify. */
export const otpRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const sender = otpSenderFor(deps);

  app.post(
    otpPaths.sendMessage,
    {
      schema: {
        tags: TAGS,
        summary: 'Send a code by the messaging app (41 daily cap, 100 within 60 s)',
        body: sendOtpBodySchema,
        response: envelopeResponses(sendOtpSchema),
      },
    },
    async (request) => ok(await sendOtp(deps, sender, request.body, 'message')),
  );

  app.post(
    otpPaths.sendCall,
    {
      schema: {
        tags: TAGS,
        summary: 'Send a code by a voice call (41 daily cap, 100 within 60 s)',
        body: sendOtpBodySchema,
        response: envelopeResponses(sendOtpSchema),
      },
    },
    async (request) => ok(await sendOtp(deps, sender, request.body, 'voice')),
  );

  app.post(
    otpPaths.verify,
    {
      config: { session: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'Verify a code (2 expired, 3 wrong, 40 fifth wrong, 4 dead, 301/304 other number)',
        querystring: verifyOtpQuerySchema,
        body: verifyOtpBodySchema,
        response: envelopeResponses(verifyOtpSchema),
      },
    },
    async (request) =>
      ok(
        await verifyOtp(deps, request.body, {
          session: optionalSessionOf(request),
          includesServiceId: request.query.includesServiceId,
        }),
      ),
  );
};

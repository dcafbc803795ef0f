import {
  devClockBodySchema,
  devClockSchema,
  devOtpOutboxQuerySchema,
  devOtpOutboxSchema,
  ok,
  paths,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import type { ManualClock } from '../../providers/clock';
import {
  creditSandboxPrize,
  DEV_PRIZE_CREDIT_PATH,
  devPrizeCreditBodySchema,
  devPrizeCreditSchema,
} from './prize-credit';
import { moveClock, readOtpOutbox } from './service';

export type DevRoutesOptions = ModuleOptions & { clock: ManualClock };

/**
 * The sandbox-only router (`/api/dev/*`). `buildApp` registers it only when sandbox
 * mode is on, so outside the sandbox these paths do not exist at all (404 envelope).
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, { deps, clock }) => {
  app.get(
    paths.devOtpOutbox,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: the latest OTP codes sent to a phone number (newest first)',
        querystring: devOtpOutboxQuerySchema,
        response: envelopeResponses(devOtpOutboxSchema),
      },
    },
    async (request) =>
      ok(await readOtpOutbox(deps.db.orm, request.query.msisdn, request.query.limit)),
  );

  app.get(
    paths.devClock,
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sandbox: the server's current time",
        response: envelopeResponses(devClockSchema),
      },
    },
    async () => ok({ now: clock.now().toISOString() }),
  );

  app.post(
    paths.devClock,
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'Sandbox: move the clock to an instant ({ iso }) or by milliseconds ({ advanceMs })',
        body: devClockBodySchema,
        response: envelopeResponses(devClockSchema),
      },
    },
    async (request) => ok(moveClock(clock, request.body)),
  );

  app.post(
    DEV_PRIZE_CREDIT_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sandbox: credit a prize to an account's prize balance ({ msisdn, amount })",
        body: devPrizeCreditBodySchema,
        response: envelopeResponses(devPrizeCreditSchema),
      },
    },
    async (request) => ok(await creditSandboxPrize(deps.db.orm, clock.now(), request.body)),
  );
};

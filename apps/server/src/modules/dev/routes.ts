import {
  devClockBodySchema,
  devClockSchema,
  devDrawsRunBodySchema,
  devDrawsRunSchema,
  devOtpOutboxQuerySchema,
  devOtpOutboxSchema,
  devPrintingAgentBodySchema,
  devPrintingAgentSchema,
  ok,
  paths,
  resultPaths,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import type { ManualClock } from '../../providers/clock';
import type { SandboxAgentState, SandboxPrintingAgent } from '../../providers/printing-agent';
import type { ResultProvider } from '../../providers/result-provider';
import {
  creditSandboxPrize,
  DEV_PRIZE_CREDIT_PATH,
  devPrizeCreditBodySchema,
  devPrizeCreditSchema,
} from './prize-credit';
import { printingTimeouts } from '../order-jobs';
import { drawNow, moveClock, readOtpOutbox } from './service';

export type DevRoutesOptions = ModuleOptions & {
  clock: ManualClock;
  /** Draws `POST /dev/draws/run`; without one that route does not exist. */
  resultProvider?: ResultProvider;
  /** The sandbox printing agent: `GET`/`POST /dev/printing-agent` read and switch it. */
  printingAgent?: SandboxPrintingAgent;
};

/**
 * The sandbox-only router (`/api/dev/*`). `buildApp` registers it only when sandbox
 * mode is on, so outside the sandbox these paths do not exist at all (404 envelope).
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (
  app,
  { deps, clock, resultProvider, printingAgent },
) => {
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

  if (resultProvider) {
    app.post(
      resultPaths.devDrawsRun,
      {
        schema: {
          tags: ['dev'],
          summary: 'Sandbox: close and draw the product’s current period now',
          body: devDrawsRunBodySchema,
          response: envelopeResponses(devDrawsRunSchema),
        },
      },
      async (request) =>
        ok({ result: await drawNow(deps.db.orm, resultProvider, request.body, deps.clock.now()) }),
    );
  }

  if (printingAgent) {
    const { callTimeoutMs } = printingTimeouts(deps);
    const answer = (state: SandboxAgentState) => ok({ ...state, callTimeoutMs });
    app.get(
      paths.devPrintingAgent,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox: how the printing agent answers now, and its calls not answered yet',
          response: envelopeResponses(devPrintingAgentSchema),
        },
      },
      async () => answer(printingAgent.state()),
    );
    app.post(
      paths.devPrintingAgent,
      {
        schema: {
          tags: ['sandbox'],
          summary:
            'Sandbox: make the printing agent normal, slow ({ delayMs }), hang or fail (rehearse an outage)',
          body: devPrintingAgentBodySchema,
          response: envelopeResponses(devPrintingAgentSchema),
        },
      },
      async (request) => {
        const { mode, delayMs } = request.body;
        request.log.warn({ mode, delayMs }, 'sandbox printing agent switched');
        return answer(printingAgent.setMode(mode, delayMs));
      },
    );
  }
};

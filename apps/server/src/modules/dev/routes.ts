import { ok } from '@veso/contract';
import { devApi } from '@veso/contract/endpoints/dev.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import type { ManualClock } from '../../providers/clock';
import type { SandboxAgentState, SandboxPrintingAgent } from '../../providers/printing-agent';
import type { ResultProvider } from '../../providers/result-provider';
import { creditSandboxPrize } from './prize-credit';
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
  route(app, devApi.otpOutbox, async (request) =>
    ok(await readOtpOutbox(deps.db.orm, request.query.msisdn, request.query.limit)),
  );

  route(app, devApi.clock, async () => ok({ now: clock.now().toISOString() }));

  route(app, devApi.moveClock, async (request) => ok(moveClock(clock, request.body)));

  route(app, devApi.prizeCredit, async (request) =>
    ok(await creditSandboxPrize(deps.db.orm, clock.now(), request.body)),
  );

  if (resultProvider) {
    route(app, devApi.drawsRun, async (request) =>
      ok({ result: await drawNow(deps.db.orm, resultProvider, request.body, deps.clock.now()) }),
    );
  }

  if (printingAgent) {
    const { callTimeoutMs } = printingTimeouts(deps);
    const answer = (state: SandboxAgentState) => ok({ ...state, callTimeoutMs });
    route(app, devApi.printingAgent, async () => answer(printingAgent.state()));
    route(app, devApi.setPrintingAgent, async (request) => {
      const { mode, delayMs } = request.body;
      request.log.warn({ mode, delayMs }, 'sandbox printing agent switched');
      return answer(printingAgent.setMode(mode, delayMs));
    });
  }
};

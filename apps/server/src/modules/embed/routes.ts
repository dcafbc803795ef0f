import { ok } from '@veso/contract';
import { embedApi } from '@veso/contract/endpoints/embed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import { sessionOf, sessionToken } from '../session';
import { authenticate } from '../session';
import { embedPartnersOf } from './partners';
import { ensurePartners } from './repo';
import {
  activeData,
  checkMid,
  checkPassword,
  checkSig,
  embedRegister,
  embedSignin,
  genCheckSum,
  getAccountInfo,
  type LaunchCaller,
  sandboxLaunch,
  updateMid,
  webCheckAccount,
  webUpdateAccount,
} from './service';

/**
 * The session a relaunch carries, or null: a token that no longer works (expired, signed
 * out) is no caller, and the parameters are then judged alone (a replay is refused).
 */
async function launchCallerOf(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<LaunchCaller | null> {
  const token = sessionToken(request);
  if (!token) return null;
  try {
    return { session: await authenticate(deps.db.orm, token, deps.clock.now()), token };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The wallet-embedded calls, mounted at `API_BASES.appService` (`/api/app-service`).
 * `gen-check-sum` exists only in sandbox mode.
 */
export const embedRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const partners = embedPartnersOf(deps.config);
  await ensurePartners(deps.db.orm, partners.keys());

  route(app, embedApi.signin, async (request) =>
    ok(await embedSignin(deps, partners, request.body, await launchCallerOf(deps, request))),
  );
  route(app, embedApi.checkSig, (request) => ok(checkSig(deps, partners, request.query)));
  route(app, embedApi.webCheckAccount, async (request) =>
    ok(await webCheckAccount(deps, request.query)),
  );
  route(app, embedApi.checkMid, async (request) =>
    ok(await checkMid(deps, partners, sessionOf(request), request.body)),
  );
  route(app, embedApi.activeData, async (request) =>
    ok(await activeData(deps, partners, sessionOf(request), request.body)),
  );
  route(app, embedApi.updateMid, async (request) =>
    ok(await updateMid(deps, partners, request.body)),
  );
  route(app, embedApi.checkPassword, async (request) =>
    ok(await checkPassword(deps, sessionOf(request), request.body, { ip: request.ip })),
  );
  route(app, embedApi.userRegister, async (request) =>
    ok(await embedRegister(deps, sessionOf(request), request.body)),
  );
  route(app, embedApi.webUpdateAccount, async (request) =>
    ok(await webUpdateAccount(deps, partners, sessionOf(request), request.body)),
  );
  route(app, embedApi.getAccountInfo, async (request) =>
    ok(await getAccountInfo(deps, partners, sessionOf(request), request.body)),
  );

  if (deps.config.sandbox) {
    route(app, embedApi.genCheckSum, (request) => ok(genCheckSum(partners, request.query)));
    route(app, embedApi.sandboxLaunch, (request) =>
      ok(sandboxLaunch(deps, partners, request.body)),
    );
  }
};

import {
  activeDataBodySchema,
  checkMidBodySchema,
  checkMidSchema,
  checkPasswordBodySchema,
  checkPasswordSchema,
  checkSigSchema,
  embedParamsSchema,
  embedPaths,
  embedRegisterBodySchema,
  embedRegisterSchema,
  embedSigninBodySchema,
  embedSigninSchema,
  genCheckSumQuerySchema,
  genCheckSumSchema,
  getAccountInfoBodySchema,
  ok,
  sandboxLaunchBodySchema,
  sandboxLaunchSchema,
  updateMidBodySchema,
  userInfoSchema,
  walletLinkSchema,
  webCheckAccountQuerySchema,
  webCheckAccountSchema,
  webUpdateAccountBodySchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, ModuleOptions } from '../../deps';
import { ApiError } from '../../http/errors';
import { envelopeResponses } from '../../http/responses';
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

const TAGS = ['app-service'];

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
const SESSION_NOTE = ' Needs the x-access-token header (codes 5, 6, 10).';

/**
 * The wallet-embedded calls, mounted at `API_BASES.appService` (`/api/app-service`).
 * `gen-check-sum` exists only in sandbox mode.
 */
export const embedRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const partners = embedPartnersOf(deps.config);
  await ensurePartners(deps.db.orm, partners.keys());

  app.post(
    embedPaths.signin,
    {
      schema: {
        tags: TAGS,
        summary:
          'Sign on from signed wallet parameters (source, data, sig); one use only. Sent again with the session they opened (x-access-token), they resume it',
        body: embedSigninBodySchema,
        response: envelopeResponses(embedSigninSchema),
      },
    },
    async (request) =>
      ok(await embedSignin(deps, partners, request.body, await launchCallerOf(deps, request))),
  );

  app.get(
    embedPaths.checkSig,
    {
      schema: {
        tags: TAGS,
        summary: 'Check signed parameters without using them up',
        querystring: embedParamsSchema,
        response: envelopeResponses(checkSigSchema),
      },
    },
    async (request) => ok(checkSig(deps, partners, request.query)),
  );

  app.get(
    embedPaths.webCheckAccount,
    {
      schema: {
        tags: TAGS,
        summary: 'Does the number have an account, and a password?',
        querystring: webCheckAccountQuerySchema,
        response: envelopeResponses(webCheckAccountSchema),
      },
    },
    async (request) => ok(await webCheckAccount(deps, request.query)),
  );

  app.post(
    embedPaths.checkMid,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Is the wallet MID linked to this account?${SESSION_NOTE}`,
        body: checkMidBodySchema,
        response: envelopeResponses(checkMidSchema),
      },
    },
    async (request) => ok(await checkMid(deps, partners, sessionOf(request), request.body)),
  );

  app.post(
    embedPaths.activeData,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Link the signed MID to the signed-in, registered account.${SESSION_NOTE}`,
        body: activeDataBodySchema,
        response: envelopeResponses(walletLinkSchema),
      },
    },
    async (request) => ok(await activeData(deps, partners, sessionOf(request), request.body)),
  );

  app.post(
    embedPaths.updateMid,
    {
      schema: {
        tags: TAGS,
        summary: 'Partner call: move an account to a new MID (checkSum of msisdn|mid|requestDate)',
        body: updateMidBodySchema,
        response: envelopeResponses(walletLinkSchema),
      },
    },
    async (request) => ok(await updateMid(deps, partners, request.body)),
  );

  app.post(
    embedPaths.checkPassword,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Confirm the account's password (lockout as sign-in).${SESSION_NOTE}`,
        body: checkPasswordBodySchema,
        response: envelopeResponses(checkPasswordSchema),
      },
    },
    async (request) =>
      ok(
        await checkPassword(deps, sessionOf(request), request.body, {
          ip: request.ip,
        }),
      ),
  );

  app.post(
    embedPaths.userRegister,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Set the first password with an OTP token.${SESSION_NOTE}`,
        body: embedRegisterBodySchema,
        response: envelopeResponses(embedRegisterSchema),
      },
    },
    async (request) => ok(await embedRegister(deps, sessionOf(request), request.body)),
  );

  app.post(
    embedPaths.webUpdateAccount,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Update the wallet user's profile.${SESSION_NOTE}`,
        body: webUpdateAccountBodySchema,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) => ok(await webUpdateAccount(deps, partners, sessionOf(request), request.body)),
  );

  app.post(
    embedPaths.getAccountInfo,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `The signed-in account (userInfo).${SESSION_NOTE}`,
        body: getAccountInfoBodySchema,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) => ok(await getAccountInfo(deps, partners, sessionOf(request), request.body)),
  );

  if (deps.config.sandbox) {
    app.get(
      embedPaths.genCheckSum,
      {
        schema: {
          tags: ['sandbox'],
          summary: "Sandbox: the sandbox partner's HMAC-SHA256 (hex) of msg",
          querystring: genCheckSumQuerySchema,
          response: envelopeResponses(genCheckSumSchema),
        },
      },
      async (request) => ok(genCheckSum(partners, request.query)),
    );

    app.post(
      embedPaths.sandboxLaunch,
      {
        schema: {
          tags: ['sandbox'],
          summary:
            "Sandbox: a webview launch (data and sig) signed by the sandbox partner at the server's time",
          body: sandboxLaunchBodySchema,
          response: envelopeResponses(sandboxLaunchSchema),
        },
      },
      async (request) => ok(sandboxLaunch(deps, partners, request.body)),
    );
  }
};

import {
  CAPTCHA_HEADER,
  accountIdSchema,
  authPaths,
  captchaConfigSchema,
  checkAccountQuerySchema,
  checkAccountSchema,
  logoutSchema,
  ok,
  prizeBalanceQuerySchema,
  prizeBalanceSchema,
  refreshSessionBodySchema,
  refreshSessionQuerySchema,
  refreshSessionSchema,
  registerBodySchema,
  registerSchema,
  requestIdBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
  signinBodySchema,
  updateAccountInfoBodySchema,
  updateBodySchema,
  userInfoSchema,
} from '@veso/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { handleError, isMalformedRequest } from '../../http/errors';
import { envelopeResponses } from '../../http/responses';
import { createCaptchaVerifier } from '../../providers/captcha';
import { sessionOf, sessionOfRefusedRequest } from '../session';
import {
  accountInfo,
  captchaConfig,
  checkAccount,
  logout,
  prizeBalance,
  refresh,
  register,
  resetPassword,
  signIn,
  updateAccountInfo,
  updateProfile,
} from './service';

const TAGS = ['auth'];
const SESSION_NOTE = ' Needs the x-access-token header (codes 5, 6, 10).';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/** Accounts and sessions under `/api` (spec §7 Account). */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const captcha = createCaptchaVerifier(deps.config);
  if (captcha.provider === 'none') {
    app.log.warn('no reCAPTCHA keys outside sandbox mode: every sign-in will be refused');
  }

  app.get(
    authPaths.checkAccount,
    {
      schema: {
        tags: TAGS,
        summary:
          'Is the number a registered account? data.error: null, or 300 none / 305 not registered',
        querystring: checkAccountQuerySchema,
        response: envelopeResponses(checkAccountSchema),
      },
    },
    async (request) => ok(await checkAccount(deps, request.query)),
  );

  app.get(
    authPaths.captcha,
    {
      schema: {
        tags: TAGS,
        summary: 'Which captcha the sign-in expects in its captcha header',
        response: envelopeResponses(captchaConfigSchema),
      },
    },
    async () => ok(captchaConfig(captcha)),
  );

  app.post(
    authPaths.signin,
    {
      config: { captcha: true },
      schema: {
        tags: TAGS,
        summary: `Sign in with msisdn (and requestId, spec §7) or account_id / accountId (spec §3) and the MD5 password; captcha token in the "${CAPTCHA_HEADER}" header`,
        body: signinBodySchema,
        response: envelopeResponses(sessionSchema),
      },
    },
    async (request) =>
      ok(
        await signIn(deps, captcha, request.body, {
          ip: request.ip,
          captchaToken: headerValue(request, CAPTCHA_HEADER),
          log: request.log,
        }),
      ),
  );

  app.post(
    authPaths.register,
    {
      schema: {
        tags: TAGS,
        summary:
          'Register, in the spec §7 form (msisdn, requestId) or §3 (accountId, activeMethod, deviceId, token): with an OTP token (active at once) or plain (pending until an OTP)',
        body: registerBodySchema,
        response: envelopeResponses(registerSchema),
      },
    },
    async (request) => ok(await register(deps, request.body)),
  );

  app.post(
    authPaths.resetPassword,
    {
      schema: {
        tags: TAGS,
        summary: 'New password with the token of an OTP verification; ends every session',
        body: resetPasswordBodySchema,
        response: envelopeResponses(accountIdSchema),
      },
    },
    async (request) => ok(await resetPassword(deps, request.body, { ip: request.ip })),
  );

  app.post(
    authPaths.update,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Profile form (fullname and birthday required).${SESSION_NOTE}`,
        body: updateBodySchema,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) => ok(await updateProfile(deps, sessionOf(request), request.body)),
  );

  app.put(
    authPaths.updateAccountInfo,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Change profile fields and/or the password.${SESSION_NOTE}`,
        body: updateAccountInfoBodySchema,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) =>
      ok(
        await updateAccountInfo(deps, sessionOf(request), request.body, {
          ip: request.ip,
        }),
      ),
  );

  app.get(
    authPaths.info,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `The signed-in account (userInfo).${SESSION_NOTE}`,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) => ok(await accountInfo(deps, sessionOf(request))),
  );

  app.get(
    authPaths.prizeBalance,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Prize balance (TKTT) as rewardBalance.${SESSION_NOTE}`,
        querystring: prizeBalanceQuerySchema,
        response: envelopeResponses(prizeBalanceSchema),
      },
    },
    async (request) => ok(await prizeBalance(deps, sessionOf(request), request.query)),
  );

  app.post(
    authPaths.refreshSession,
    {
      config: { session: 'required' },
      // The spec names no body: an empty one is none, whatever content type the client's
      // defaults declare (a JSON parser would refuse it as malformed).
      onRequest: async (request) => {
        const { headers } = request;
        const empty = !headers['transfer-encoding'] && (headers['content-length'] ?? '0') === '0';
        if (empty) delete headers['content-type'];
      },
      schema: {
        tags: TAGS,
        summary: `Keep the session token valid 7 more days; no body needed.${SESSION_NOTE}`,
        querystring: refreshSessionQuerySchema,
        body: refreshSessionBodySchema,
        response: envelopeResponses(refreshSessionSchema),
      },
    },
    async (request) => ok(await refresh(deps, sessionOf(request))),
  );

  /**
   * A sign-out always ends the session: a missing, garbled or invalid body (which the
   * route does not use) still signs out a valid token and answers success. A bad token
   * header is refused as usual.
   */
  async function logoutDespiteBody(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    if (!isMalformedRequest(error) || error.validationContext === 'headers') {
      return handleError(error, request, reply);
    }
    try {
      const session = await sessionOfRefusedRequest(deps, request);
      const result = ok(await logout(deps, session));
      request.log.info({ err: error }, 'logout with an invalid body: signed out anyway');
      return reply.code(200).send(result);
    } catch (refusal) {
      return handleError(refusal as FastifyError, request, reply);
    }
  }

  app.post(
    authPaths.logout,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: `Sign out: the token answers 6 afterwards; a missing or invalid body still signs out.${SESSION_NOTE}`,
        body: requestIdBodySchema,
        response: envelopeResponses(logoutSchema),
      },
      // Fastify awaits an async error handler (its type only says void).
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      errorHandler: logoutDespiteBody,
    },
    async (request) => ok(await logout(deps, sessionOf(request))),
  );
};

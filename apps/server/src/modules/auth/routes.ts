import { CAPTCHA_HEADER, ok } from '@veso/contract';
import { authApi } from '@veso/contract/endpoints/auth.schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { handleError, isMalformedRequest } from '../../http/errors';
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

function headerValue(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/** Accounts and sessions under `/api` (spec §7 Account). */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const captcha = createCaptchaVerifier(deps.config);
  if (captcha.provider === 'none') {
    app.log.warn('no reCAPTCHA keys outside sandbox mode: every sign-in will be refused');
  }

  route(app, authApi.checkAccount, async (request) => ok(await checkAccount(deps, request.query)));

  route(app, authApi.captcha, () => ok(captchaConfig(captcha)));

  route(app, authApi.signin, async (request) =>
    ok(
      await signIn(deps, captcha, request.body, {
        ip: request.ip,
        captchaToken: headerValue(request, CAPTCHA_HEADER),
        log: request.log,
      }),
    ),
  );

  route(app, authApi.register, async (request) => ok(await register(deps, request.body)));

  route(app, authApi.resetPassword, async (request) =>
    ok(await resetPassword(deps, request.body, { ip: request.ip })),
  );

  route(app, authApi.update, async (request) =>
    ok(await updateProfile(deps, sessionOf(request), request.body)),
  );

  route(app, authApi.updateAccountInfo, async (request) =>
    ok(await updateAccountInfo(deps, sessionOf(request), request.body, { ip: request.ip })),
  );

  route(app, authApi.info, async (request) => ok(await accountInfo(deps, sessionOf(request))));

  route(app, authApi.prizeBalance, async (request) =>
    ok(await prizeBalance(deps, sessionOf(request), request.query)),
  );

  route(
    app,
    authApi.refreshSession,
    async (request) => ok(await refresh(deps, sessionOf(request))),
    {
      // The spec names no body: an empty one is none, whatever content type the client's
      // defaults declare (a JSON parser would refuse it as malformed).
      onRequest: async (request) => {
        const { headers } = request;
        const empty = !headers['transfer-encoding'] && (headers['content-length'] ?? '0') === '0';
        if (empty) delete headers['content-type'];
      },
    },
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

  route(app, authApi.logout, async (request) => ok(await logout(deps, sessionOf(request))), {
    // Fastify awaits an async error handler (its type only says void).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    errorHandler: logoutDespiteBody,
  });
};

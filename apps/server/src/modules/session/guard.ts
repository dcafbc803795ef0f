import { SESSION_HEADER } from '@veso/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { authenticate, type SessionContext } from './service';

/**
 * How a route uses the `x-access-token` session, as its options declare it
 * (`config: { session: 'required' | 'optional' }`; nothing: `none`). One hook
 * ({@link registerSessionGuard}) enforces the declaration before the handler runs; the
 * OpenAPI document's `security` and the per-account rate limit read the same declaration.
 */
export type SessionUse = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `required`: the route answers only a valid session (else code 5, 6 or 10, HTTP 401);
     * `optional`: a token, when sent, must be valid. Read by {@link registerSessionGuard}.
     */
    session?: 'required' | 'optional';
  }
  interface FastifyRequest {
    /** The caller of a route that declares `config.session`, set before its handler runs. */
    session: SessionContext | null;
  }
}

/** The session use a route declares. */
export function sessionUseOf(route: {
  config?: { session?: 'required' | 'optional' };
}): SessionUse {
  return route.config?.session ?? 'none';
}

/** The `x-access-token` header of a request, if it has one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

/**
 * The session guard: before the handler of a route that declares `config.session` (after
 * its input was validated and its own preHandlers ran), resolves the caller into `request.session` — or refuses with
 * the session code (5, 6 or 10) as an ApiError when the session is required and missing or
 * invalid, or optional and sent but invalid. Register it before the routes, the docs and
 * the rate limit (they read the declarations it completes).
 */
export function registerSessionGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('session', null);
  const guard = async (request: FastifyRequest): Promise<void> => {
    const use = request.routeOptions.config.session;
    if (use === 'required') request.session = await requireSession(deps, request);
    if (use === 'optional') request.session = await optionalSession(deps, request);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.session) return;
    // After the route's own preHandlers: a check that answers before the session (no
    // printing agent: code 7) stays first.
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, guard];
  });
}

/** The signed-in caller of a route that declares `config: { session: 'required' }`. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (request.routeOptions.config.session !== 'required' || !request.session) {
    throw new Error(`${request.routeOptions.url} does not declare config.session 'required'`);
  }
  return request.session;
}

/** The caller (or null without a token) of a route that declares `session: 'optional'`. */
export function optionalSessionOf(request: FastifyRequest): SessionContext | null {
  if (request.routeOptions.config.session !== 'optional') {
    throw new Error(`${request.routeOptions.url} does not declare config.session 'optional'`);
  }
  return request.session;
}

/**
 * The signed-in caller, or the session code (5, 6 or 10) as an ApiError: what the guard
 * runs; also for an error handler, when a request was refused before its guard ran. The
 * caller the guard already resolved is answered as it is.
 */
export function requireSession(deps: AppDeps, request: FastifyRequest): Promise<SessionContext> {
  if (request.session) return Promise.resolve(request.session);
  return authenticate(deps.db.orm, sessionToken(request), deps.clock.now());
}

/** The caller when the request carries a token (which must then be valid), else null. */
export async function optionalSession(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionContext | null> {
  return sessionToken(request) ? requireSession(deps, request) : null;
}

/**
 * {@link requireSession} for a route's error handler, when a request was refused before
 * its session guard ran (its input did not validate).
 */
export function sessionOfRefusedRequest(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionContext> {
  return requireSession(deps, request);
}

import { SESSION_HEADER } from '@veso/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { authenticate, type SessionContext } from './service';

/** The `x-access-token` header of a request, if it has one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

/** The signed-in caller, or the session code (5, 6 or 10) as an ApiError. */
export function requireSession(deps: AppDeps, request: FastifyRequest): Promise<SessionContext> {
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
 * its handler ran (the docs read only handlers: the route's handler still calls the guard).
 */
export function sessionOfRefusedRequest(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionContext> {
  return requireSession(deps, request);
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response, the shells' pages included: scripts only
 * from this origin, never inline (`script-src 'self'`, no `'unsafe-inline'`). Swagger UI
 * (v5+ of @fastify/swagger-ui) loads its initializer as a file, so it works under the same
 * policy. Styles may be inline (component libraries set style attributes).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // The sandbox runs on plain http://localhost: do not force https sub-resources.
  upgradeInsecureRequests: null,
};

/** Helmet with {@link CSP_DIRECTIVES}. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
}

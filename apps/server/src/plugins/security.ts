import rateLimit from '@fastify/rate-limit';
import { API_BASE, API_BASES, authPaths, embedPaths } from '@veso/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Orm } from '../db/database';
import { sessionToken, sessionUseOf } from '../modules/session';
import { findSessionByTokenHash } from '../modules/session';
import { hashToken } from '../modules/session';
import { databaseRateLimitStore } from '../modules/session';

/**
 * The Content-Security-Policy of every response, the shells' pages included: scripts only
 * from this origin, never inline (`script-src 'self'`, no `'unsafe-inline'`). Swagger UI
 * (v5+ of @fastify/swagger-ui) loads its initializer as a file, so it works under the same
 * policy. Styles may be inline (component libraries set style attributes). The web
 * shell's service worker and web manifest come from this origin too.
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
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // The sandbox runs on plain http://localhost: do not force https sub-resources.
  upgradeInsecureRequests: null,
};

/**
 * The security headers of every response (Helmet's, with {@link CSP_DIRECTIVES}): computed
 * once, as they do not change per request (no CSP nonces), and set by one hook, instead
 * of Helmet re-reading its options on every request (`@fastify/helmet` does: 2% of a paid
 * order's CPU).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } })(
    {} as never,
    response as never,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Sets {@link securityHeaders} on every response, 404s and errors included. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** How an API route is throttled: by the caller's account, by IP, or not at all. */
export type RateLimitScope = 'account' | 'ip' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by {@link registerRateLimit} on every route it throttles. */
    rateLimitScope?: RateLimitScope;
  }
}

/**
 * Anonymous GETs that are not public reads but steps of a sign-on with no account yet
 * (is this number registered, is this partner signature valid): throttled per IP, as
 * enumerating numbers through them must stay slow.
 */
export const ANONYMOUS_LOOKUPS: ReadonlySet<string> = new Set([
  `${API_BASE}${authPaths.checkAccount}`,
  `${API_BASES.appService}${embedPaths.webCheckAccount}`,
  `${API_BASES.appService}${embedPaths.checkSig}`,
  `${API_BASES.appService}${embedPaths.genCheckSum}`,
]);

/**
 * The scope of a route: routes outside `/api` (pages, static files, the sandbox gateway's
 * page) and public reads (a GET whose handler uses no session and is not an
 * {@link ANONYMOUS_LOOKUPS} step: results, jackpots, config, catalog, game lists) are
 * never throttled; a route that declares a session (`config.session`, required or
 * optional, as the API document reads it) is throttled per account; every
 * other one (OTP, sign-in, register, webview sign-on, password reset, the gateway's
 * callback) per IP.
 */
export function rateLimitScopeOf(route: {
  method: string | string[];
  url: string;
  config?: { session?: 'required' | 'optional' };
}): RateLimitScope {
  if (!route.url.startsWith(`${API_BASE}/`)) return 'none';
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const readOnly = methods.every((method) => method === 'GET' || method === 'HEAD');
  const session = sessionUseOf(route);
  if (session !== 'none') return 'account';
  if (readOnly && !ANONYMOUS_LOOKUPS.has(route.url)) return 'none';
  return 'ip';
}

/** Resolves a session token to its account id (undefined for an unknown token). */
export type TokenAccounts = (token: string) => Promise<number | undefined>;

const MAX_TOKEN_LENGTH = 200;

/**
 * {@link TokenAccounts} through a small in-memory cache: a token's account is read once
 * (one indexed query on the token's hash, the one the session guard makes) and kept
 * `ttlMs`, so a signed-in customer costs one extra query per `ttlMs`, not per call. Any
 * token ever issued maps to its account (revoked or expired ones too: they all count
 * against that account, whose handlers then refuse them). Unknown tokens are not cached
 * (a flood of random tokens cannot evict real accounts) and resolve to undefined: their
 * calls count against the caller's IP. A database error also falls back to the IP.
 */
export function cachedTokenAccounts(
  orm: Orm,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): TokenAccounts {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { accountId: number; until: number }>();
  return async (token) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
    const hash = hashToken(token);
    const at = now();
    const hit = entries.get(hash);
    if (hit && hit.until > at) return hit.accountId;
    let row;
    try {
      row = await findSessionByTokenHash(orm, hash);
    } catch {
      return undefined;
    }
    entries.delete(hash);
    if (!row) return undefined;
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(hash, { accountId: row.accountId, until: at + ttlMs });
    return row.accountId;
  };
}

/**
 * The API's rate limit (code 100, HTTP 429, once a key exceeds `max` calls in
 * `windowMs`), keyed by {@link rateLimitScopeOf}: the signed-in account for account
 * routes (customers behind one carrier NAT do not throttle each other; one account gets
 * one budget whatever its IPs), the IP for calls with no account yet (and for account
 * routes called without a known token), nothing for public reads. A route with
 * `config.rateLimit: false` (the health check) is never throttled. `max` 0 turns it off.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: {
    max: number;
    windowMs: number;
    orm: Orm;
    accounts?: TokenAccounts;
    /** `database`: the counters in `rate_limit_hits`, shared by every process (see env.ts). */
    store?: 'memory' | 'database';
  },
): Promise<void> {
  if (options.max <= 0) return;
  const accounts = options.accounts ?? cachedTokenAccounts(options.orm);
  // Runs before @fastify/rate-limit's own onRoute hook (registered below), which skips
  // the routes whose `config.rateLimit` is false.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === false) return;
    const scope = rateLimitScopeOf(route);
    route.config = {
      ...route.config,
      ...(scope === 'none' ? { rateLimit: false } : { rateLimitScope: scope }),
    };
  });
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    // One entry per account or IP seen in a window (the default 5,000 would forget busy
    // shops' customers, handing them a fresh budget).
    cache: 100_000,
    // Shared by the nodes: in the database. A counter that cannot be written lets the call
    // through (it meets the database on its own, and answers "busy" if that is down).
    ...(options.store === 'database'
      ? { store: databaseRateLimitStore(options.orm, app.log), skipOnError: true }
      : {}),
    keyGenerator: async (request) => {
      if (request.routeOptions.config.rateLimitScope === 'account') {
        const token = sessionToken(request);
        const accountId = token ? await accounts(token) : undefined;
        if (accountId !== undefined) return `account:${accountId}`;
      }
      return `ip:${request.ip}`;
    },
  });
}

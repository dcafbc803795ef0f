import { createHash } from 'node:crypto';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  APP_VERSION,
  API_BASE,
  CAPTCHA_HEADER,
  SANDBOX_CAPTCHA_TOKEN,
  SESSION_HEADER,
  errorEnvelopeSchema,
  paths,
} from '@veso/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionUseOf, type SessionUse } from '../modules/session';
import { exampleOf } from './openapi-examples';

/** The name of the session security scheme in `components.securitySchemes`. */
export const SESSION_SCHEME = 'sessionToken';

/**
 * The licence the document declares. The repository has no LICENSE file and every
 * package is `private` with no `license`: the code is proprietary. So npm's `UNLICENSED`
 * (no licence granted) as the name, no URL, and an SPDX `LicenseRef-` identifier (the
 * SPDX form for a licence not on its list), which OpenAPI 3.1 accepts instead of a URL.
 */
export const API_LICENSE = {
  name: 'UNLICENSED (proprietary, all rights reserved)',
  identifier: 'LicenseRef-VeSo-Proprietary',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the captcha answer header (documented as a required header). */
    captcha?: boolean;
  }
}

/** The `security` of an operation: the session scheme, optional, or none. */
export function securityOf(use: SessionUse): Array<Record<string, string[]>> {
  if (use === 'required') return [{ [SESSION_SCHEME]: [] }];
  if (use === 'optional') return [{ [SESSION_SCHEME]: [] }, {}];
  return [];
}

/**
 * The operationId of `method url`: camelCase of the method and the path's words without
 * the `/api` base, a `:param` read as `By<Param>` — `GET /api/payments/:id` →
 * `getPaymentsById`, `POST /api/auth/signin` → `postAuthSignin`. It depends on nothing
 * but the method and the path, so it is the same on every run and in any route order.
 */
export function baseOperationId(method: string, url: string): string {
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]*)}?$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

/**
 * The operationIds of a set of routes: {@link baseOperationId}, and where two routes share
 * one (`/a-b` and `/a_b`), each gets a suffix hashed from its own method and path, so no
 * id depends on which other route was registered first.
 */
export function operationIds(
  routes: Iterable<{ method: string; url: string }>,
): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const { method, url } of routes) {
    const key = `${method.toUpperCase()} ${url}`;
    const base = baseOperationId(method, url);
    const keys = byBase.get(base) ?? [];
    if (!keys.includes(key)) keys.push(key);
    byBase.set(base, keys);
  }
  const ids = new Map<string, string>();
  for (const [base, keys] of byBase) {
    for (const key of keys) {
      const suffix = createHash('sha256').update(key).digest('hex').slice(0, 6);
      ids.set(key, keys.length === 1 ? base : `${base}_${suffix}`);
    }
  }
  return ids;
}

function methodsOf(route: { method: string | string[] }): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD',
  );
}

/** fastify-swagger's key for a response's description (kept out of its schema). */
const RESPONSE_DESCRIPTION = 'x-response-description';

/** The description of a response without one, by the first digit of its status. */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  '2': 'Success',
  '4': 'Refused: the error envelope, `code` from the spec §8 catalogue (validation, session 5/6/10, rate limit 100…)',
  '5': 'Busy, in maintenance or failed: the error envelope (code -1 or another catalogue code)',
};

type RouteSchema = FastifySchema & {
  hide?: boolean;
  operationId?: string;
  security?: unknown;
  response?: Record<string, unknown>;
};

/**
 * A recorded query or path value (text, as sent) in the type its parameter documents: an
 * integer parameter's example is a number, a boolean's `true`/`false`.
 */
function asDocumented(value: unknown, schema: Record<string, unknown>): unknown {
  if (typeof value !== 'string') return value;
  const types = [
    schema.type,
    ...((schema.anyOf as { type?: unknown }[] | undefined) ?? []).map((s) => s.type),
  ];
  if (
    (types.includes('integer') || types.includes('number')) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  ) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The zod transform of fastify-type-provider-zod, plus what a partner's tooling needs on
 * every operation: an operationId, its `security`, a captcha header where the handler
 * reads one, and the error envelope for 4xx/5xx where a route documents none (every
 * `/api` answer can be a refusal: validation, session, rate limit).
 */
function documentTransform(routes: RouteOptions[]): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({});
  let ids: Map<string, string> | undefined;
  return (document) => {
    const raw = (document.schema ?? {}) as RouteSchema;
    if (raw.hide) return zodTransform(document);
    const statuses = Object.keys(raw.response ?? {});
    const has = (digit: string) => statuses.some((status) => status.startsWith(digit));
    const result = zodTransform({
      ...document,
      schema: {
        ...raw,
        response: {
          ...raw.response,
          ...(has('4') ? {} : { '4xx': errorEnvelopeSchema }),
          ...(has('5') ? {} : { '5xx': errorEnvelopeSchema }),
        },
      },
    });
    const schema = result.schema as RouteSchema & Record<string, unknown>;
    const responses: Record<string, Record<string, unknown>> = {
      // No success schema (a stream): the content-less 200 fastify-swagger gives such a route.
      ...(has('2') ? {} : { 200: { type: 'null' } }),
      ...(schema.response as Record<string, Record<string, unknown>>),
    };
    for (const [status, response] of Object.entries(responses)) {
      if (response.description === undefined) {
        response[RESPONSE_DESCRIPTION] ??= RESPONSE_DESCRIPTIONS[status.charAt(0)] ?? 'Answer';
      }
    }
    schema.response = responses;

    ids ??= operationIds(
      routes.flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url }))),
    );
    const [method = 'GET'] = methodsOf(document.route);
    schema.operationId ??=
      ids.get(`${method} ${document.route.url}`) ?? baseOperationId(method, document.url);
    // The session the route declares (`config.session`), which its guard enforces.
    schema.security ??= securityOf(sessionUseOf(document.route));
    // The operation's recorded call (request and answer), from the test suites.
    const endpoint = document.route.config?.endpoint;
    const example = endpoint ? exampleOf(endpoint) : undefined;
    if (example) {
      const named = (value: unknown) => ({
        recorded: { summary: 'A call made by the test suites', value },
      });
      const ok = (schema.response as Record<string, Record<string, unknown>>)['200'];
      if (ok && example.response !== undefined) ok['x-examples'] = named(example.response);
      const body = schema.body as Record<string, unknown> | undefined;
      if (body && example.body !== undefined) body['x-examples'] = named(example.body);
      for (const [part, values] of [
        ['querystring', example.query],
        ['params', example.params],
      ] as const) {
        const properties = (
          schema[part] as { properties?: Record<string, Record<string, unknown>> }
        )?.properties;
        if (!properties || typeof values !== 'object' || values === null) continue;
        for (const [key, value] of Object.entries(values)) {
          const property = properties[key];
          if (property && value !== undefined) property.examples = [asDocumented(value, property)];
        }
      }
    }
    // The captcha header the route declares it reads (`config.captcha`).
    if (document.route.config?.captcha && !schema.headers) {
      schema.headers = {
        type: 'object',
        properties: {
          [CAPTCHA_HEADER]: {
            type: 'string',
            description: `The captcha answer: reCAPTCHA's token, or \`${SANDBOX_CAPTCHA_TOKEN}\` in sandbox mode (\`GET /api/auth/captcha\` tells which); without a valid one the answer is code 20.`,
          },
        },
        required: [CAPTCHA_HEADER],
      };
    }
    return result;
  };
}

/**
 * OpenAPI 3.1 from the routes' zod schemas, served at `/api/docs/json`, and Swagger UI at
 * `/api/docs`. Must be registered before the routes it documents. 3.1 because zod's
 * JSON Schema (draft 2020-12) writes null as a type (`anyOf: [..., {type: 'null'}]`),
 * which 3.0's `nullable` cannot say beside a union.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'VeSo API',
        description:
          'API of the VeSo lottery shop. Every answer is an envelope `{ code, message, data? }`; code 0 is OK, other codes are the spec §8 catalogue with Vietnamese messages.',
        version: String(APP_VERSION),
        license: API_LICENSE,
      },
      servers: [{ url: '/', description: 'The host serving this document' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: SESSION_HEADER,
            description:
              'The session token of `POST /api/auth/signin` (or the webview sign-on); a missing, expired or ended one answers code 5, 6 or 10.',
          },
        },
      },
    },
    transform: documentTransform(routes),
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}${paths.docs}`,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
}

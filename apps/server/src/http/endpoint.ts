import { API_BASES, type BoundEndpoint, type Envelope, type ResponseInputOf } from '@veso/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { envelopeResponses } from './responses';

/** Any Fastify instance: a module's plugin receives one with the zod type provider. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyApp = FastifyInstance<any, any, any, any, any>;

type SchemaOf<E extends BoundEndpoint, K extends string> = E['schemas'] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The request a handler of an endpoint receives: body, query and params as validated. */
export type EndpointRequest<E extends BoundEndpoint> = Omit<
  FastifyRequest,
  'body' | 'query' | 'params'
> & {
  body: SchemaOf<E, 'body'>;
  query: SchemaOf<E, 'query'>;
  params: SchemaOf<E, 'params'>;
};

/**
 * What a handler answers: the OK envelope of the endpoint's `data` (`ok(…)`), an error
 * envelope, or the reply it sent itself (a CSV, an image, a stream).
 */
export type EndpointAnswer<E extends BoundEndpoint> =
  Envelope<ResponseInputOf<E>> | Envelope<{ reason: unknown }> | FastifyReply;

export type EndpointHandler<E extends BoundEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** Route options beyond the declaration: hooks, body limits, compression, serialisation. */
export type EndpointExtras = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'session' | 'captcha'>;
  /** Extra OpenAPI fields of this route's schema (kept out of validation). */
  schema?: { hide?: boolean };
  /**
   * Answers besides the envelopes (a 503 readiness failure, a 302 redirect), by status:
   * they replace the default of that status.
   */
  responses?: Record<string, z.ZodType>;
};

/** The session sentence of an operation's description. */
const SESSION_TEXT = {
  required:
    'Signed-in only: send the session token in `x-access-token`; without a valid one the answer is code 5, 6 or 10 (HTTP 401).',
  optional:
    'A session token (`x-access-token`) is optional; when one is sent it must be valid (code 5, 6 or 10 otherwise).',
  none: 'Public: no session needed.',
} as const;

/**
 * The description of an operation in the API document: the entry's own description (or its
 * summary), then what its declaration says about the session, the captcha, and the answer.
 */
export function describeEndpoint(endpoint: BoundEndpoint): string {
  const lead = (endpoint.description ?? endpoint.summary).trim();
  const parts = [/[.!?)]$/.test(lead) ? lead : `${lead}.`, SESSION_TEXT[endpoint.session]];
  if (endpoint.captcha) {
    parts.push('Needs a solved captcha in its header when the captcha is on (code 20 otherwise).');
  }
  const produces = endpoint.produces ?? [];
  if (endpoint.envelope !== false) {
    parts.push(
      produces.length > 0
        ? `Answers ${produces.join(' or ')} (${produces.includes('application/json') ? 'the envelope `{ code, message, data }` unless the request asks for another' : 'not the envelope'}); a refusal is the envelope with the spec §8 code and its Vietnamese message.`
        : 'Answers the envelope `{ code, message, data }`: `data` as below when `code` is 0, otherwise the spec §8 code and its Vietnamese message.',
    );
  }
  return parts.join(' ');
}

/**
 * Registers one operation of the contract's endpoint table: its method and path under the
 * plugin's prefix (which must be the endpoint's base), body/query/params validation, the
 * OK and error envelopes of its answer, the session guard's mode, the captcha header, and
 * its tags, summary and description in the API document.
 */
export function route<E extends BoundEndpoint>(
  app: AnyApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: EndpointExtras = {},
): void {
  const base = API_BASES[endpoint.base];
  if (app.prefix !== base) {
    throw new Error(
      `${endpoint.name} (${endpoint.method} ${endpoint.path}) belongs to ${base}, registered under ${app.prefix || '/'}`,
    );
  }
  const { body, query, params, response } = endpoint.schemas as {
    body?: z.ZodType;
    query?: z.ZodType;
    params?: z.ZodType;
    response: z.ZodType;
  };
  const { config: extraConfig, schema: extraSchema, responses = {}, ...options } = extras;
  const produces = endpoint.produces ?? [];
  const config: FastifyContextConfig = { ...extraConfig, endpoint };
  if (endpoint.session !== 'none') config.session = endpoint.session;
  if (endpoint.captcha) config.captcha = true;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: {
      ...extraSchema,
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: describeEndpoint(endpoint),
      ...(body ? { body } : {}),
      ...(query ? { querystring: query } : {}),
      ...(params ? { params } : {}),
      ...(produces.length > 0 ? { produces: [...produces] } : {}),
      // An answer that is not only JSON (a CSV, an SVG) is not serialised by the schema.
      response: {
        ...envelopeResponses(response),
        ...(produces.length > 0 ? { 200: z.unknown() } : {}),
        ...responses,
      },
    },
    handler: handler as never,
  });
}

// No zod here at run time: a browser imports these values (see the package README). The
// schemas' types are imported as types only; their values are bound on the server's side
// (`bindEndpoints`, in each area's `*.schemas.ts`).
import type { z } from 'zod';
import type { ApiBaseName } from './paths';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What an operation's request and answer are made of: the zod schemas the server validates
 * with and documents. `response` is the `data` of the OK envelope.
 */
export type EndpointShapes = {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
};

/** A session mode: `required` answers only a signed-in caller, `optional` checks a sent token. */
export type SessionMode = 'none' | 'optional' | 'required';

/** The routing facts of one operation: everything but its shapes. */
export type EndpointFacts = {
  readonly method: HttpMethod;
  /** The API base the path is under (`API_BASES`); the server mounts each base as a prefix. */
  readonly base: ApiBaseName;
  /** The path under the base, with `:name` parameters (`/payment/status/:id`). */
  readonly path: string;
  readonly session: SessionMode;
  /** The call needs a solved captcha (`CAPTCHA_HEADER`) when the server's captcha is on. */
  readonly captcha?: boolean;
  readonly tags: readonly string[];
  /** One line for the API document. */
  readonly summary: string;
  /** What a partner needs to know beyond the summary (the document's description). */
  readonly description?: string;
  /**
   * The media types of the OK answer when it is not the JSON envelope: an SVG ticket image,
   * an event stream; `application/json` listed too when the answer can be either (the
   * statement: JSON, or CSV on request). The envelope alone when absent.
   */
  readonly produces?: readonly string[];
  /**
   * `false` when the answer is not the shop's envelope: a payment provider's notification
   * answered in the provider's own format, a redirect. Such an operation has no recorded
   * example (the suites record OK envelopes); its description says what it answers.
   */
  readonly envelope?: false;
};

/**
 * One operation of the API: its routing facts, its name (the OpenAPI operationId) and, as
 * a type only, its shapes. Built by {@link defineEndpoints}.
 */
export type Endpoint<
  S extends EndpointShapes = EndpointShapes,
  F extends EndpointFacts = EndpointFacts,
> = F & {
  readonly name: string;
  /** Type-level only (never set): the zod schemas of the request and the answer. */
  readonly shapes?: S;
};

/** An endpoint with its schemas bound: what the server registers. */
export type BoundEndpoint<E extends Endpoint = Endpoint> = E & {
  readonly schemas: NonNullable<E['shapes']>;
};

type ShapesOf<E> = E extends { readonly shapes?: infer S } ? NonNullable<S> : never;

/** The `:name` parameters of a path, as an object of their names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** The request body an endpoint takes (what a client sends), or `undefined` when none. */
export type BodyOf<E extends Endpoint> =
  ShapesOf<E> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** The query string an endpoint takes, or `undefined` when none. */
export type QueryOf<E extends Endpoint> =
  ShapesOf<E> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

/** The `data` of an endpoint's OK answer, as a client reads it. */
export type ResponseOf<E extends Endpoint> =
  ShapesOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** The `data` a server handler answers with (before the schema's defaults and transforms). */
export type ResponseInputOf<E extends Endpoint> =
  ShapesOf<E> extends { response: infer R extends z.ZodType } ? z.input<R> : never;

/** The path parameters of an endpoint. */
export type ParamsOf<E extends Endpoint> = PathParams<E['path']>;

type HasKeys<T> = keyof T extends never ? false : true;

/**
 * The input of one call: `params` when the path has parameters, `body` when the endpoint
 * takes one, `query` when it takes one (optional when every field of it is).
 */
export type CallInput<E extends Endpoint> = (HasKeys<ParamsOf<E>> extends true
  ? { params: ParamsOf<E> }
  : { params?: never }) &
  (BodyOf<E> extends undefined ? { body?: never } : { body: BodyOf<E> }) &
  (QueryOf<E> extends undefined
    ? { query?: never }
    : Partial<NonNullable<QueryOf<E>>> extends NonNullable<QueryOf<E>>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> });

/**
 * Declares an area's operations: the routing facts of each, named by the keys of the
 * area's schema map `S` (the type of its `*.schemas.ts` map, imported as a type). A key
 * missing on either side, or one too many, is a type error.
 *
 * @example
 *   export const withdrawEndpoints = defineEndpoints<WithdrawSchemas>()({
 *     history: { method: 'POST', base: 'main', path: '/withdraw/history', session: 'required', tags: ['withdraw'], summary: '…' },
 *   });
 */
export function defineEndpoints<S extends Record<string, EndpointShapes>>() {
  return <const T extends { readonly [K in keyof S]: EndpointFacts }>(
    facts: T & Record<Exclude<keyof T, keyof S>, never>,
  ): { readonly [K in keyof S & keyof T]: Endpoint<S[K], T[K]> & { readonly name: K } } => {
    const out: Record<string, Endpoint> = {};
    for (const [name, entry] of Object.entries(facts as Record<string, EndpointFacts>)) {
      out[name] = { ...entry, name };
    }
    return out as never;
  };
}

/**
 * Binds an area's schemas to its endpoints (server side: the schema map's module imports
 * zod). The map must be exactly the one the endpoints were declared with.
 */
export function bindEndpoints<
  const T extends Record<string, Endpoint>,
  const S extends { readonly [K in keyof T]: NonNullable<T[K]['shapes']> },
>(endpoints: T, schemas: S): { readonly [K in keyof T]: BoundEndpoint<T[K]> } {
  const out: Record<string, BoundEndpoint> = {};
  for (const [name, entry] of Object.entries(endpoints)) {
    out[name] = { ...entry, schemas: schemas[name as keyof T] };
  }
  return out as never;
}

/**
 * The path of one call: each `:name` replaced by its parameter, URI-encoded. A missing
 * parameter is a programming error (the types require every one).
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { BoundEndpoint } from '@veso/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { exampleKey, type RecordedExample } from './openapi-examples';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was registered from (`route()`). */
    endpoint?: BoundEndpoint;
  }
}

/**
 * The keys of an answer its schema does not know: the document says
 * `additionalProperties: false` for every object of an answer, so a partner's validating
 * client refuses them, while the server's own serialiser would only drop them silently.
 */
export function unknownKeys(sent: unknown, parsed: unknown, at = 'data'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => unknownKeys(item, parsed[i], `${at}[${i}]`));
  }
  if (!isObject(sent) || !isObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed
      ? unknownKeys(value, parsed[key], `${at}.${key}`)
      : value === undefined
        ? []
        : [`${at}.${key}`],
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with one answer of an endpoint, or undefined when it is what it declares. */
export function answerProblem(
  endpoint: BoundEndpoint,
  contentType: string,
  payload: unknown,
): string | undefined {
  const name = `${endpoint.method} ${endpoint.path}`;
  const json = contentType.startsWith('application/json');
  const declared = endpoint.produces ?? ['application/json'];
  if (!declared.some((media) => contentType.startsWith(media))) {
    // A refusal is the JSON envelope whatever the entry's OK answer is.
    const refusal =
      json &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      (JSON.parse(payload.toString()) as { code?: unknown }).code !== 0;
    return refusal
      ? undefined
      : `${name} answered ${contentType || 'no content type'}; its entry declares ${declared.join(', ')}`;
  }
  if (!json) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const body = JSON.parse(payload.toString()) as { code?: unknown; data?: unknown };
  if (body.code !== 0) return undefined;
  const schema = endpoint.schemas.response as z.ZodType;
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) {
    return `${name} answered data its entry's response schema refuses: ${parsed.error.message}`;
  }
  const extra = unknownKeys(body.data, parsed.data);
  return extra.length > 0
    ? `${name} answered fields its entry's response schema does not declare: ${extra.join(', ')}`
    : undefined;
}

/**
 * The answer as its handler made it: a body compressed before the send (a cached public
 * read, `http/read-cache.ts`) is decompressed to be checked; anything else is as it is.
 */
function decodedPayload(payload: unknown, encoding: string): unknown {
  if (!Buffer.isBuffer(payload)) return payload;
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  if (encoding === 'deflate') return inflateSync(payload);
  return payload;
}

/**
 * In the test suites (`VESO_CHECK_ANSWERS=1`): every OK answer of a route registered from
 * the contract's endpoint table is checked against its entry — media type, response schema,
 * no undeclared field — and a mismatch turns the answer into a 500 the test sees. With
 * `VESO_RECORD_EXAMPLES=<dir>` the first OK call of each operation is kept and written to
 * `<dir>` when the process ends (`pnpm openapi:examples` merges them into the document's
 * examples).
 */
export function registerAnswerCheck(
  app: FastifyInstance,
  options: { check: boolean; recordDir?: string },
): void {
  const examples = new Map<string, RecordedExample>();
  // Written at each new operation (a test process may end without an exit event): one file
  // per process and app, whole each time.
  const file = options.recordDir
    ? path.join(options.recordDir, `${process.pid}-${threadId}-${randomUUID()}.json`)
    : undefined;
  const keep = (key: string, example: RecordedExample) => {
    examples.set(key, example);
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(Object.fromEntries(examples)));
  };
  // The request as the client sent it (validation may coerce and transform it): what an
  // example must show.
  const sent = new WeakMap<FastifyRequest, RecordedExample>();
  if (file) {
    app.addHook('preValidation', async (request) => {
      sent.set(
        request,
        structuredClone({
          params: request.params,
          query: request.query,
          body: request.body,
        }),
      );
    });
  }
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || reply.statusCode !== 200) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const answer = decodedPayload(payload, String(reply.getHeader('content-encoding') ?? ''));
    if (options.check) {
      const problem = answerProblem(endpoint, contentType, answer);
      if (problem) throw new Error(problem);
    }
    const key = exampleKey(endpoint);
    const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide;
    if (file && !hidden && !examples.has(key)) {
      const json = contentType.startsWith('application/json');
      const body = json ? (JSON.parse(String(answer)) as { code?: number }) : undefined;
      // A JSON answer is kept when it is an OK envelope; another media type (an image, a
      // stream) keeps the request only.
      if (!json || body?.code === 0) {
        const raw = sent.get(request) ?? {};
        const example: RecordedExample = json ? { response: body } : {};
        if (endpoint.schemas.params) example.params = raw.params;
        if (endpoint.schemas.query) example.query = raw.query;
        if (endpoint.schemas.body) example.body = raw.body;
        keep(key, example);
      }
    }
    return payload;
  });
}

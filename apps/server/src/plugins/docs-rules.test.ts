import { CAPTCHA_HEADER, Code, SANDBOX_CAPTCHA_TOKEN, SESSION_HEADER } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor } from '../modules/auth/auth-test-kit';
import type { TestApp } from '../test/test-app';
import { openDocsApp, operationsOf, type OpenApiDocument } from './docs-test-kit';
import { exampleKeys, type RecordedExample } from './openapi-examples';
import recorded from './openapi-examples.json' with { type: 'json' };

/**
 * The request rules the API document states are the ones the server applies: each
 * operation's recorded example, as the document shows it, is not refused as malformed, and
 * each variant the document calls invalid — a required body field left out, a body field of
 * the wrong type, a value outside a documented enum, a required query parameter left out —
 * is refused with HTTP 400 and code 14.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

const EXAMPLES = recorded as Record<string, RecordedExample>;

/** The validator's reasons: the rules a request's form breaks (not the shop's business rules). */
const FORM_RULES = new Set(['required', 'type', 'format', 'unknown']);

let t: TestApp & { doc: OpenApiDocument };
let token: string;
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await openDocsApp();
  account = await createAccount(t);
  token = await sessionFor(t, account);
}, 120_000);
afterAll(() => t?.close());

type Call = {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** Sends a call with the customer's session; signed in again when a call ended it (logout). */
async function send(call: Call) {
  const answer = await sendOnce(call);
  if (answer.statusCode !== 401) return answer;
  token = await sessionFor(t, account);
  return sendOnce(call);
}

function sendOnce(call: Call) {
  const path = call.url.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(call.params?.[name] ?? '1')),
  );
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return t.app.inject({
    method: call.method as 'GET' | 'POST' | 'PUT',
    url: query ? `${path}?${query}` : path,
    headers: { [SESSION_HEADER]: token, [CAPTCHA_HEADER]: SANDBOX_CAPTCHA_TOKEN },
    ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
  });
}

/** Each operation with its recorded call, keyed as the examples are. */
function recordedCalls(doc: OpenApiDocument) {
  return operationsOf(doc).flatMap(([key, op]) => {
    const [method, url] = key.split(' ') as [string, string];
    const example = EXAMPLES[`${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`];
    if (!example) return [];
    const raw = op as unknown as {
      parameters?: Parameter[];
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    };
    return [
      {
        key,
        method,
        url,
        example,
        body: raw.requestBody?.content?.['application/json']?.schema,
        query: (raw.parameters ?? []).filter((p) => p.in === 'query'),
      },
    ];
  });
}

/** The variants of a recorded call that the document calls invalid, each with its name. */
function invalidVariants(call: ReturnType<typeof recordedCalls>[number]) {
  const variants: { name: string; call: Call }[] = [];
  const base: Call = {
    method: call.method,
    url: call.url,
    params: call.example.params as Record<string, unknown>,
    query: call.example.query as Record<string, unknown>,
    body: call.example.body,
  };
  const body = call.example.body;
  if (call.body && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    for (const name of call.body.required ?? []) {
      const { [name]: _left, ...rest } = fields;
      variants.push({ name: `body without ${name}`, call: { ...base, body: rest } });
    }
    for (const [name, schema] of Object.entries(call.body.properties ?? {})) {
      if (!(name in fields)) continue;
      const type = schema.type;
      if (type === 'integer' || type === 'number' || type === 'boolean') {
        variants.push({
          name: `body ${name} as text`,
          call: { ...base, body: { ...fields, [name]: 'x' } },
        });
      }
      if (schema.enum && schema.enum.every((v) => typeof v === 'string')) {
        variants.push({
          name: `body ${name} outside its enum`,
          call: { ...base, body: { ...fields, [name]: 'not-a-documented-value' } },
        });
      }
    }
  }
  for (const parameter of call.query.filter((p) => p.required)) {
    const { [parameter.name]: _left, ...rest } = (base.query ?? {}) as Record<string, unknown>;
    variants.push({ name: `query without ${parameter.name}`, call: { ...base, query: rest } });
  }
  return variants;
}

describe('the request rules of the API document', () => {
  it('are the server’s: each recorded example passes its form, each documented-invalid variant is refused', async () => {
    const calls = recordedCalls(t.doc);
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.length).toBe(exampleKeys().length);
    const wrong: string[] = [];
    let variantsSent = 0;
    for (const call of calls) {
      const res = await send({
        method: call.method,
        url: call.url,
        params: call.example.params as Record<string, unknown>,
        query: call.example.query as Record<string, unknown>,
        body: call.example.body,
      });
      const answer = res.headers['content-type']?.toString().startsWith('application/json')
        ? (res.json() as { code?: number; data?: { reason?: { rule?: string; field?: string } } })
        : {};
      const reason = answer.data?.reason;
      if (
        res.statusCode === 400 &&
        answer.code === Code.INVALID_REQUEST &&
        FORM_RULES.has(reason?.rule ?? '')
      ) {
        wrong.push(
          `${call.key}: its example refused as malformed (${reason?.field} ${reason?.rule})`,
        );
      }
      for (const variant of invalidVariants(call)) {
        variantsSent += 1;
        const refused = await send(variant.call);
        const code = refused.headers['content-type']?.toString().startsWith('application/json')
          ? (refused.json() as { code?: number }).code
          : undefined;
        if (refused.statusCode !== 400 || code !== Code.INVALID_REQUEST) {
          wrong.push(`${call.key}: ${variant.name} answered ${refused.statusCode} code ${code}`);
        }
      }
    }
    expect(variantsSent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 300_000);
});

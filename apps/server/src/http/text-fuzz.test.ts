import { Code, SESSION_HEADER } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, md5, sessionFor, uniqueMsisdn } from '../modules/auth/auth-test-kit';
import { checkLedger } from '../modules/wallet/ledger';
import { openDocsApp, type OpenApiDocument } from '../plugins/docs-test-kit';
import type { TestApp } from '../test/test-app';

/**
 * Fuzzes every text field of the API as its own OpenAPI document describes it: each
 * string of a JSON body (nested objects, arrays and anyOf branches included), of a query,
 * of a path and of a documented header is replaced in turn by a control character, a lone
 * surrogate or a huge text. No answer may be a 5xx, every control character or lone
 * surrogate is refused with code 14 whatever else the request holds, and afterwards no
 * table has gained or lost a row and the ledger is clean.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

type Operation = {
  method: string;
  url: string;
  secured: boolean;
  body?: Schema;
  parameters: Array<{ name: string; in: string; schema: Schema }>;
};

type Path = Array<string | number>;

/** Texts that must be refused (code 14) wherever a string goes. */
const UNCLEAN = [
  '\u0000',
  'abc\u0000def',
  '\u0001',
  '\t',
  '\n',
  'a\r\nb',
  '\u001b[31m',
  '\u001f',
  '\u007f',
  '\ud800',
  'x\udfffy',
  '\udbff\ud800',
];
/** Far longer than any field allows (multi-byte, so beyond any index row too). */
const HUGE = 'Đ'.repeat(60_000);

function branches(schema: Schema): Schema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

function isType(schema: Schema, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}

/** A plausible value for a schema: the fuzz changes one string of it at a time. */
function sample(schema: Schema, texts: string[]): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = branches(schema);
  if (options.length > 0) {
    const chosen = options.find((o) => !isType(o, 'null')) ?? options[0];
    return chosen ? sample(chosen, texts) : null;
  }
  if (isType(schema, 'object') || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, texts)]),
    );
  }
  if (isType(schema, 'array')) {
    const item = sample(schema.items ?? {}, texts);
    return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    if (schema.minimum !== undefined) return Math.max(schema.minimum, 1);
    if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
    return 1;
  }
  if (isType(schema, 'boolean')) return false;
  if (isType(schema, 'null')) return null;
  // A string: the first candidate its pattern and lengths accept.
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (text: string) =>
    (!pattern || pattern.test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return texts.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Every place a string may go in a schema, as paths into its sample value. */
function stringPaths(schema: Schema, at: Path = []): Path[] {
  const options = branches(schema);
  const found: Path[] = [];
  if (options.length > 0) {
    for (const option of options) found.push(...stringPaths(option, at));
  } else if (schema.properties) {
    for (const [key, value] of Object.entries(schema.properties)) {
      found.push(...stringPaths(value, [...at, key]));
    }
  } else if (isType(schema, 'array') && schema.items) {
    found.push(...stringPaths(schema.items, [...at, 0]));
  } else if (isType(schema, 'string')) {
    found.push(at);
  }
  // The same place reached through several anyOf branches is fuzzed once.
  const seen = new Set<string>();
  return found.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `value` with `text` at `path` (objects and arrays created as needed). */
function withText(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withText(list[head], rest, text);
    return list;
  }
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[head as string] = withText(object[head as string], rest, text);
  return object;
}

/**
 * Percent-encodes a text for a URL, lone surrogates included (as the three bytes a
 * sloppy client would send for them, which `encodeURIComponent` refuses to produce).
 */
function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0) ?? 0;
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => {
      const raw = op as unknown as {
        security?: unknown[];
        parameters?: Array<{ name: string; in: string; schema: Schema }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      return {
        method: method.toUpperCase(),
        url,
        secured: (raw.security?.length ?? 0) > 0,
        body: raw.requestBody?.content?.['application/json']?.schema,
        parameters: raw.parameters ?? [],
      };
    }),
  );
}

/** The envelope code of an answer, if it is one. */
function codeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

let t: TestApp & { doc: OpenApiDocument };
let token: string;
/** Candidate texts for the strings of a sample: the signed-in account's, or a new number's. */
let variants: string[][];

type Base = { body: unknown; params: Record<string, unknown> };
type Target = { where: string; path: Path };

/**
 * The requests a route is fuzzed from: one for the signed-in account and, when the route
 * takes a phone number, one for an unregistered number (registering and sending a code
 * write to the database, where a NUL used to fail).
 */
function baseRequests(op: Operation): Base[] {
  const bases = variants.map((texts) => ({
    body: op.body ? sample(op.body, texts) : undefined,
    params: Object.fromEntries(
      op.parameters.map((p) => [`${p.in}:${p.name}`, sample(p.schema, texts)]),
    ),
  }));
  const seen = new Set<string>();
  return bases.filter((base) => {
    const key = JSON.stringify(base);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every string of a route's body, every text parameter, and the session header. */
function targetsOf(op: Operation): Target[] {
  return [
    ...(op.body ? stringPaths(op.body).map((path) => ({ where: 'body', path })) : []),
    ...op.parameters.flatMap((p) =>
      stringPaths(p.schema).length > 0 ? [{ where: `${p.in}:${p.name}`, path: [] }] : [],
    ),
    ...(op.secured ? [{ where: `header:${SESSION_HEADER}`, path: [] }] : []),
  ];
}

/**
 * Whether the server sees the bad text as such. A lone surrogate cannot travel in a URL:
 * its bytes are invalid UTF-8, which the query and path parsers leave percent-encoded.
 */
function mustRefuse(target: Target, text: string): boolean {
  // (Every surrogate of UNCLEAN is a lone one.)
  return text !== HUGE && (target.where === 'body' || !/[\ud800-\udfff]/.test(text));
}

/** Sends a route's base request with `text` at the target. */
function send(op: Operation, base: Base, target: Target, text: string) {
  const params = { ...base.params };
  if (target.where !== 'body') params[target.where] = text;
  const url = op.url.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeLoose(String(params[`path:${name}`] ?? '1')),
  );
  const query = op.parameters
    .filter((p) => p.in === 'query' && params[`query:${p.name}`] !== undefined)
    .map((p) => `${p.name}=${encodeLoose(String(params[`query:${p.name}`]))}`)
    .join('&');
  const headers: Record<string, string> = {};
  if (op.secured) headers[SESSION_HEADER] = token;
  for (const p of op.parameters.filter((p) => p.in === 'header')) {
    headers[p.name] = String(params[`header:${p.name}`]);
  }
  if (target.where === `header:${SESSION_HEADER}`) headers[SESSION_HEADER] = text;
  const payload = target.where === 'body' ? withText(base.body, target.path, text) : base.body;
  return t.app.inject({
    method: op.method as 'GET' | 'POST' | 'PUT',
    url: query ? `${url}?${query}` : url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Row counts of every table of the test's schema. */
async function tableCounts(): Promise<Record<string, number>> {
  return t.db.withSession(async (s) => {
    const tables = await s.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await s.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
      counts[name] = row?.n ?? 0;
    }
    return counts;
  });
}

beforeAll(async () => {
  t = await openDocsApp();
  const account = await createAccount(t);
  token = await sessionFor(t, account);
  const fresh = uniqueMsisdn();
  const common = [
    md5(account.password),
    '1700000000001',
    '2026-03-04',
    '2026-03-04T03:00:00.000Z',
    '123456789',
    '123456',
    '1',
    'NGUYEN VAN A',
    'abc',
  ];
  variants = [
    [account.msisdn, `0${account.msisdn.slice(2)}`, ...common],
    [fresh, `0${fresh.slice(2)}`, ...common],
  ];
});

afterAll(() => t?.close());

describe('text fields of every route', () => {
  it('refuses control characters and lone surrogates with code 14, huge texts without a 5xx, and changes nothing', async () => {
    const before = await tableCounts();
    // Signing out ends the session the other routes use: it goes last.
    const operations = operationsOf(t.doc)
      .filter((op) => op.body || op.parameters.length > 0)
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

    const failures: string[] = [];
    let requests = 0;
    for (const op of operations) {
      for (const base of baseRequests(op)) {
        for (const target of targetsOf(op)) {
          for (const text of [...UNCLEAN, HUGE]) {
            requests += 1;
            const res = await send(op, base, target, text);
            const where = `${op.method} ${op.url} ${target.where}${target.path.map((p) => `/${p}`).join('')}`;
            const shown = text === HUGE ? 'huge' : JSON.stringify(text);
            const code = codeOf(res.body);
            const refused = res.statusCode === 400 && code === Code.INVALID_REQUEST;
            // A sign-out signs out whatever its body (then its token answers 6).
            const loggedOut = op.url.endsWith('/logout') && (code === Code.OK || code === 6);
            if (res.statusCode >= 500 || (mustRefuse(target, text) && !refused && !loggedOut)) {
              failures.push(`${where} ${shown}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
            }
          }
        }
      }
    }

    // About 11 000 requests on 92 routes when written: a shrinking document shows here.
    expect(requests).toBeGreaterThan(8_000);
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    expect(await checkLedger(t.db.orm)).toEqual([]);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { manualClock } from '../providers/clock';
import { openTestDb, TEST_NOW, testConfig } from '../test/test-app';

/** PostgreSQL's `integer` (int4): no number a request may carry lies outside it. */
const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

/**
 * The request numbers that are not int4 values on purpose, each still a safe integer: none
 * is written to an integer column.
 */
const NOT_INT4: Record<string, string> = {
  requestId: 'epoch milliseconds; stored as text',
  time: 'epoch milliseconds of a signed embed payload; compared with the clock',
  requestDate: 'epoch milliseconds of a signed embed payload; part of its checksum',
  orderTime: "the Keno client's clock; informative, not stored",
  serverId: 'Keno routing id; informative, not stored',
  batchOrderId: 'Keno batch id; informative, not stored',
  advanceMs: 'the sandbox clock moved by milliseconds',
};

type JsonSchema = Record<string, unknown>;

/**
 * Every number of a request's JSON schema (as the API document states it, from the
 * route's zod schema) whose bounds are not within int4, a path per field.
 */
function unboundedNumbers(schema: unknown, path: string, refs: JsonSchema): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as JsonSchema;
  const found: string[] = [];
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').at(-1) ?? '';
    return unboundedNumbers(refs[name], path, refs);
  }
  const types = [s.type].flat();
  // A literal or an enum is bounded by its values.
  const values = 'const' in s ? [s.const] : Array.isArray(s.enum) ? s.enum : null;
  if (values) {
    const outside = values.filter(
      (v) => typeof v === 'number' && !(v >= INT4_MIN && v <= INT4_MAX),
    );
    if (outside.length > 0) found.push(`${path || '(root)'} ${outside.join(', ')}`);
  } else if (types.includes('number') || types.includes('integer')) {
    const min = (s.minimum ?? s.exclusiveMinimum ?? -Infinity) as number;
    const max = (s.maximum ?? s.exclusiveMaximum ?? Infinity) as number;
    const field = path.split('.').at(-1) ?? '';
    const safe = min >= Number.MIN_SAFE_INTEGER && max <= Number.MAX_SAFE_INTEGER;
    const bounded = field in NOT_INT4 ? safe : min >= INT4_MIN && max <= INT4_MAX;
    if (!bounded) found.push(`${path || '(root)'} [${min}, ${max}]`);
  }
  for (const [key, child] of Object.entries((s.properties ?? {}) as JsonSchema)) {
    found.push(...unboundedNumbers(child, path ? `${path}.${key}` : key, refs));
  }
  found.push(...unboundedNumbers(s.items, `${path}[]`, refs));
  if (Array.isArray(s.prefixItems)) {
    s.prefixItems.forEach((item, i) =>
      found.push(...unboundedNumbers(item, `${path}[${i}]`, refs)),
    );
  }
  found.push(...unboundedNumbers(s.additionalProperties, `${path}{}`, refs));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const option of (s[key] ?? []) as unknown[]) {
      found.push(...unboundedNumbers(option, path, refs));
    }
  }
  return found;
}

type Operation = {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

describe('request schemas', () => {
  it('bound every number a route takes within int4, so none reaches SQL out of range', async () => {
    const db = await openTestDb();
    const app = await buildApp({
      config: testConfig({ sandbox: true }),
      db,
      clock: manualClock(TEST_NOW),
    });
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const refs = (doc.components?.schemas ?? {}) as JsonSchema;
      const found: string[] = [];
      let checked = 0;
      for (const [url, operations] of Object.entries(
        doc.paths as Record<string, Record<string, Operation>>,
      )) {
        for (const [method, operation] of Object.entries(operations)) {
          const where = `${method.toUpperCase()} ${url}`;
          for (const parameter of operation.parameters ?? []) {
            checked += 1;
            found.push(
              ...unboundedNumbers(parameter.schema, `${parameter.in}.${parameter.name}`, refs).map(
                (field) => `${where} ${field}`,
              ),
            );
          }
          for (const content of Object.values(operation.requestBody?.content ?? {})) {
            checked += 1;
            found.push(
              ...unboundedNumbers(content.schema, 'body', refs).map((field) => `${where} ${field}`),
            );
          }
        }
      }
      // The walk saw the routes' parameters and bodies (hundreds of them).
      expect(checked).toBeGreaterThan(100);
      expect([...new Set(found)].sort()).toEqual([]);
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

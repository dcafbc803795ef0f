import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocsApp, type OpenApiDocument } from './docs-test-kit';

/** Every property schema of the document (responses and requests), with its path in it. */
function properties(node: unknown, at = '$'): Array<[string, string, Record<string, unknown>]> {
  if (Array.isArray(node)) return node.flatMap((item, i) => properties(item, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const found: Array<[string, string, Record<string, unknown>]> = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, schema] of Object.entries(value as Record<string, unknown>)) {
        if (schema && typeof schema === 'object') {
          found.push([`${at}.${name}`, name, schema as Record<string, unknown>]);
        }
      }
    }
    found.push(...properties(value, `${at}.${key}`));
  }
  return found;
}

/** A schema's own type strings, through `anyOf` (a nullable field). */
function variants(schema: Record<string, unknown>): Record<string, unknown>[] {
  const anyOf = schema.anyOf as Record<string, unknown>[] | undefined;
  return anyOf ? anyOf : [schema];
}

/** Spec §1/§3 date fields: `DD/MM/YYYY HH:mm:ss`, never an ISO instant. */
const SPEC_DATE_FIELDS = ['openDate', 'start_time'];

describe('dates in the OpenAPI document', () => {
  let doc: OpenApiDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await openDocsApp();
    doc = t.doc;
    close = t.close;
  });
  afterAll(() => close());

  it('marks every ISO instant as an extension field, and no spec date field as one', () => {
    const all = properties(doc.paths);
    const instants = all.filter(([, , schema]) =>
      variants(schema).some((v) => v.format === 'date-time'),
    );
    // The shop's instants are many (orders, tickets, payments, groups, draws…).
    expect(instants.length).toBeGreaterThan(40);
    const undescribed = instants.filter(
      ([, , schema]) =>
        !variants(schema).some((v) => String(v.description ?? '').startsWith('Extension field')) &&
        !String(schema.description ?? '').startsWith('Extension field'),
    );
    expect(undescribed.map(([at]) => at)).toEqual([]);
    const isoSpecDates = instants.filter(([, name]) => SPEC_DATE_FIELDS.includes(name));
    expect(isoSpecDates.map(([at]) => at)).toEqual([]);
    // Every instant field the shop answers (…At, …Until) is one of them, but for a day or an
    // hour written in the spec's own format (a pattern: a text's DD/MM/YYYY, Keno's HH:mm).
    const namedLikeInstants = all.filter(
      ([, name, schema]) =>
        /(At|Until)$/.test(name) &&
        variants(schema).some((v) => v.type === 'string' && v.pattern === undefined),
    );
    const notMarked = namedLikeInstants.filter(
      ([, , schema]) => !variants(schema).some((v) => v.format === 'date-time'),
    );
    expect(notMarked.map(([at]) => at)).toEqual([]);
  });

  it('documents the spec date fields in their own format', async () => {
    const periods = properties(doc.paths).filter(([, name]) => name === 'openDate');
    expect(periods.length).toBeGreaterThan(0);
  });
});

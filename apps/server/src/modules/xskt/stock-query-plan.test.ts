import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestDb, testDatabaseKind, type TestDatabase } from '../../test/test-app';
import { searchQueries, type StockFilter } from './stock-repo';

/**
 * The stock searches are index scans, not full scans: the plans PostgreSQL
 * chooses for the search statements on 40,000 tickets (statistics analysed).
 */

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe(`paper stock query plans (${testDatabaseKind()})`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDb({ seed: false });
    // 40,000 southern tickets: 20 provinces, 5 days, numbers spread over 000000–999999.
    await db.orm.execute(sql`
      insert into xskt_stock (product, province, draw_date, draw_at, sales_close_at, number,
        number_rev, series, copy, status, source, created_at, updated_at)
      select 'xsmn', 'Tỉnh ' || (g % 20), '2026-03-0' || (4 + g % 5),
        ${new Date(TEST_NOW.getTime() + 86_400_000)}, ${new Date(TEST_NOW.getTime() + 86_000_000)},
        lpad(((g * 7919) % 1000000)::text, 6, '0'), reverse(lpad(((g * 7919) % 1000000)::text, 6, '0')),
        '', g, 'available', 'plan', ${TEST_NOW}, ${TEST_NOW}
      from generate_series(1, 40000) as g`);
    await db.orm.execute(sql`analyze xskt_stock`);
  });
  afterAll(() => db.dispose());

  async function plan(filter: StockFilter, which: 'rows' | 'total'): Promise<PlanNode[]> {
    const query = searchQueries(db.orm, filter, TEST_NOW, { limit: 20, offset: 0 })[which].toSQL();
    const rows = await db.withSession((s) =>
      s.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        `EXPLAIN (FORMAT JSON) ${query.sql}`,
        query.params as unknown[],
      ),
    );
    const raw = rows[0]?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return nodes(parsed[0].Plan);
  }

  const cases: [string, string, StockFilter][] = [
    ['trailing digits', 'xskt_stock_number_rev_idx', { products: ['xsmn'], tail: '68' }],
    ['leading digits', 'xskt_stock_number_idx', { products: ['xsmn'], head: '123' }],
    ['exact number', 'xskt_stock_number_idx', { products: ['xsmn'], number: '123456' }],
    // Either index leading with the day or the province serves it.
    [
      'province and day',
      'xskt_stock_draw_idx|xskt_stock_ticket_idx',
      { products: ['xsmn'], province: 'Tỉnh 7', drawDates: ['2026-03-06'] },
    ],
  ];

  it.each(cases)(
    '%s: the page and its count use %s, no sequential scan',
    async (_name, index, filter) => {
      for (const which of ['rows', 'total'] as const) {
        const used = await plan(filter, which);
        expect(
          used.filter((n) => n['Node Type'] === 'Seq Scan'),
          which,
        ).toEqual([]);
        const names = used.map((n) => n['Index Name'] ?? '').filter(Boolean);
        expect(
          names.some((name) => index.split('|').includes(name)),
          `${which}: ${names.join(', ')}`,
        ).toBe(true);
      }
    },
  );
});

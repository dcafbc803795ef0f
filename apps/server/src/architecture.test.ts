import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { findSql } from './test/sql-detector';

/**
 * The server layout: in `src/modules/<name>/`, SQL lives in `repo.ts` only;
 * `routes.ts` and `service.ts` (and the helpers beside them) call the repo. Exceptions: test
 * code (`*.test.ts`, `*-test-kit.ts`, `*.fixture.ts`). Outside the modules, `db/` (schema,
 * migrator), `jobs/lease.ts` (the job runner's claim over any leased table) and the CLI's
 * and seed's composition are not checked.
 */

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');

/** Every schema area of `db/` (`schema-<area>.ts`), found by file name so a new area is in. */
const SCHEMA_FILES = readdirSync(path.join(SRC, 'db')).filter((f) => /^schema-[\w-]+\.ts$/.test(f));
const SCHEMA_AREAS: Record<string, unknown>[] = await Promise.all(
  SCHEMA_FILES.map((file) => import(`./db/${file.replace(/\.ts$/, '')}`)),
);

/** The drizzle tables of every schema area: importing one (a value) means building a query. */
const TABLE_NAMES = new Set(
  SCHEMA_AREAS.flatMap((area) =>
    Object.entries(area)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name),
  ),
);

/** Files of a module that may hold SQL. */
function mayHoldSql(name: string): boolean {
  return (
    name === 'repo.ts' ||
    // A module with several stores keeps each one's SQL in its own `<part>-repo.ts`.
    name.endsWith('-repo.ts') ||
    name.endsWith('.test.ts') ||
    name.endsWith('-test-kit.ts') ||
    name.endsWith('.fixture.ts')
  );
}

function moduleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleSources(full);
    return entry.name.endsWith('.ts') && !mayHoldSql(entry.name) ? [full] : [];
  });
}

const detect = (text: string) => findSql('fixture.ts', text, TABLE_NAMES);

describe('the SQL detector', () => {
  it('reads every schema area of db/', () => {
    expect(SCHEMA_FILES.length).toBeGreaterThanOrEqual(9);
    expect(SCHEMA_AREAS).toHaveLength(SCHEMA_FILES.length);
  });

  it('knows the tables of every schema area', () => {
    for (const table of [
      'accounts',
      'orders',
      'tickets',
      'ledgerEntries',
      'drawPeriods',
      'xsktStock',
      'contentEntries',
    ]) {
      expect(TABLE_NAMES).toContain(table);
    }
    expect(TABLE_NAMES).not.toContain('TicketStatus');
  });

  it('finds each kind of SQL', () => {
    const cases = [
      "import { eq } from 'drizzle-orm';",
      "import { and as both } from 'drizzle-orm';",
      "import { PgColumn } from 'drizzle-orm/pg-core';",
      "import { tickets } from '../../db/schema-orders';",
      "import { accounts } from '../../db/schema';",
      "import * as schema from '../../db/schema';",
      'const q = sql`select 1`;',
      "const q = sql.raw('now()');",
      'await tx.execute(query);',
      "await client.query('SELECT id FROM orders WHERE id = $1', [id]);",
      'const text = `insert into tickets (id) values (${id})`;',
      "const text = 'UPDATE orders SET state = $1';",
      "await session.query('delete from sessions');",
      "await session.query('LISTEN veso_results');",
    ];
    for (const text of cases) expect(detect(text), text).not.toEqual([]);
  });

  it('passes rules, type imports, constants and Vietnamese text', () => {
    const cases = [
      "import type { SQL } from 'drizzle-orm';",
      "import { type SQL } from 'drizzle-orm';",
      "import type { orders } from '../../db/schema-orders';",
      "import { TicketStatus } from '../../db/schema-orders';",
      "import { findOrder } from './repo';",
      'const order = await findOrder(orm, accountId, id);',
      'await orm.transaction(async (tx) => post(tx, movement));',
      "const title = 'Chọn số từ 1 đến 45 để mua vé';",
      "const text = 'Please select a date from the list';",
      'cache.delete(code); hash.update(text);',
    ];
    for (const text of cases) expect(detect(text), text).toEqual([]);
  });

  it('reports the line of each finding', () => {
    const findings = detect("import x from 'y';\n\nconst q = sql`select 1`;\n");
    expect(findings).toEqual([{ line: 3, what: 'a sql`…` template' }]);
  });
});

describe('the server layout', () => {
  const files = moduleSources(MODULES);

  it('reads every module', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(readdirSync(MODULES).length).toBeGreaterThan(20);
  });

  it('keeps SQL in the repo of each module', () => {
    const found = files.flatMap((file) =>
      findSql(file, readFileSync(file, 'utf8'), TABLE_NAMES).map(
        (f) => `${path.relative(SRC, file)}:${f.line}: ${f.what}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('module front doors', () => {
  const modules = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory());

  it('give every module an index.ts that only re-exports its files', () => {
    const problems = modules.flatMap(({ name }) => {
      const door = path.join(MODULES, name, 'index.ts');
      if (!existsSync(door)) return [`${name}: no index.ts`];
      const code = readFileSync(door, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/export\s+(type\s+)?\{[^}]*\}\s*from\s*'\.\/[\w/-]+';/g, '')
        .trim();
      return code ? [`${name}/index.ts holds more than re-exports: ${code.slice(0, 80)}`] : [];
    });
    expect(modules.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});

describe('the order path and the product families', () => {
  /** What in an `orders` file would name a family instead of calling the registered one. */
  const NAMING_A_FAMILY = [
    /from '\.\.\/(paper-stock|xskt)'/,
    /\bisPaperProduct\b/,
    /\bXSKT_PRODUCTS\b/,
    /\bfamily\.name\s*===/,
  ];
  const ordersFiles = readdirSync(path.join(MODULES, 'orders')).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('-test-kit.ts'),
  );

  it('orders calls the families the app registers and names none of them', () => {
    const found = ordersFiles.flatMap((name) => {
      const code = readFileSync(path.join(MODULES, 'orders', name), 'utf8');
      return NAMING_A_FAMILY.filter((pattern) => pattern.test(code)).map(
        (pattern) => `orders/${name}: ${pattern}`,
      );
    });
    expect(ordersFiles.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it('no service is handed a copy of the app with a transaction for its database', () => {
    // A callback's work in its own transaction calls the service's `…InTransaction` form.
    const found = moduleSources(MODULES).filter((file) =>
      /db:\s*\{\s*\.\.\.\w+\.db,\s*orm:/.test(readFileSync(file, 'utf8')),
    );
    expect(found.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('the detector finds a family named in orders', () => {
    const code =
      "import { isPaperProduct } from '../paper-stock';\nif (family.name === 'paper') {}";
    expect(NAMING_A_FAMILY.filter((pattern) => pattern.test(code))).toHaveLength(3);
  });
});

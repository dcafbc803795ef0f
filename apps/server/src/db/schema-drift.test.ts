import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateMigration } from 'drizzle-kit/api';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { emptyTestDbs } from '../test/test-app';
import {
  migrateFiles,
  migrationFiles,
  ORIGIN_ID,
  readCatalog,
  readJournal,
  readSnapshot,
  recreateFromSnapshot,
  schemaSnapshot,
  snapshotContent,
  type Catalog,
  type TableCatalog,
} from './migration-test-kit';
import { MIGRATIONS_DIR, migrate } from './migrator';
import { schema } from './schema';
import { ordersSchema } from './schema-orders';
import { groupsSchema } from './schema-groups';
import { xsktSchema } from './schema-xskt';

/**
 * The three descriptions of the database agree: the SQL migrations the migrator runs
 * (what real databases are made of), drizzle-kit's history of them (`migrations/meta`:
 * the journal and one snapshot per migration, what `drizzle-kit generate` diffs the schema
 * against) and the Drizzle schema (what the code queries with).
 *
 * A column or index added to a schema file without a migration, or a migration that creates
 * something the schema files do not declare, fails here. To change the schema: edit the
 * area's `schema-<area>.ts`, run `pnpm exec drizzle-kit generate --name <what_it_does>` in
 * apps/server, review the SQL.
 */

/**
 * What the migrations create with raw SQL drizzle cannot declare; the Drizzle side of the
 * comparison lacks exactly these.
 */
const RAW_SQL_ONLY: Pick<Catalog, 'triggers' | 'functions'> = {
  // 0003_results.sql: results are written once; 0011_settings_notify.sql: a change of the
  // settings is announced to the server processes; 0020_reads_notify.sql: so is a change of
  // the draws (the public reads' cache); 0024_stock_reads_notify.sql: and of the paper stock.
  triggers: {
    'app_settings.app_settings_changed':
      'CREATE TRIGGER app_settings_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app_settings FOR EACH STATEMENT EXECUTE FUNCTION app_settings_changed()',
    'draw_results.draw_results_write_once':
      'CREATE TRIGGER draw_results_write_once BEFORE DELETE OR UPDATE ON draw_results FOR EACH ROW EXECUTE FUNCTION draw_results_write_once()',
    ...Object.fromEntries(
      ['draw_periods', 'draw_results', 'jackpot_pools', 'xskt_stock'].flatMap((table) =>
        (['insert', 'update', 'delete'] as const).map((event) => [
          `${table}.${table}_${event}_changed`,
          `CREATE TRIGGER ${table}_${event}_changed AFTER ${event.toUpperCase()} ON ${table} REFERENCING ${event === 'delete' ? 'OLD' : 'NEW'} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION draws_changed()`,
        ]),
      ),
    ),
  },
  // 0021_purchase_function.sql: a paid order in one statement, and the spending-limits check.
  functions: [
    'app_settings_changed',
    'draw_results_write_once',
    'draws_changed',
    'play_limits_refusal',
    'purchase_order',
  ],
};

const emptyDb = emptyTestDbs();

/** drizzle's words for a column type in PostgreSQL's (`format_type`). */
function pgType(drizzleType: string): string {
  return drizzleType
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer')
    .replace(/^smallserial$/, 'smallint')
    .replace(/^varchar/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(
      /^(timestamp|time)(?: \((\d+)\))?( with time zone)?$/,
      (_, type: string, precision?: string, zone?: string) =>
        `${type}${precision ? `(${precision})` : ''}${zone ?? ' without time zone'}`,
    )
    .replace(/, /g, ',');
}

type TableOutline = { columns: Record<string, string>; constraints: string[]; indexes: string[] };

/**
 * A table as its Drizzle definition (`getTableConfig`) declares it: column types,
 * nullability, whether there is a default; names of constraints and indexes.
 */
function declaredOutline(table: PgTable): TableOutline {
  const config = getTableConfig(table);
  const columns = Object.fromEntries(
    config.columns.map((c) => {
      const type = c.getSQLType();
      const hasDefault = c.default !== undefined || type.endsWith('serial');
      const words = [pgType(type), c.notNull && 'not null', hasDefault && 'default'];
      return [c.name, words.filter(Boolean).join(' ')];
    }),
  );
  const constraints = [
    ...config.columns.filter((c) => c.primary).map(() => `${config.name}_pkey`),
    ...config.primaryKeys.map((pk) => pk.getName()),
    ...config.columns.filter((c) => c.isUnique).map((c) => c.uniqueName),
    ...config.uniqueConstraints.map((u) => u.getName()),
    ...config.foreignKeys.map((fk) => fk.getName()),
    ...config.checks.map((check) => check.name),
  ];
  const indexes = config.indexes.map((i) => `${i.config.unique ? 'unique ' : ''}${i.config.name}`);
  return { columns, constraints: constraints.map(String).sort(), indexes: indexes.sort() };
}

/** The same outline of a table of a database's catalog. */
function catalogOutline(table: TableCatalog | undefined): TableOutline {
  const constraints = Object.keys(table?.constraints ?? {}).sort();
  return {
    columns: Object.fromEntries(
      Object.entries(table?.columns ?? {}).map(([name, def]) => [
        name,
        def.replace(/ default .*$/, ' default'),
      ]),
    ),
    constraints,
    // Without the indexes behind primary keys and unique constraints.
    indexes: Object.entries(table?.indexes ?? {})
      .filter(([name]) => !constraints.includes(name))
      .map(([name, def]) => `${def.startsWith('CREATE UNIQUE') ? 'unique ' : ''}${name}`)
      .sort(),
  };
}

/** The catalog without the raw-SQL objects (compared on their own). */
function declarable(catalog: Catalog): Omit<Catalog, 'triggers' | 'functions'> {
  const { triggers: _triggers, functions: _functions, ...rest } = catalog;
  return rest;
}

describe('the migration history (migrations/meta)', () => {
  it('has a journal entry and a snapshot for every SQL migration, in one chain', async () => {
    const files = await migrationFiles();
    const journal = await readJournal();
    expect(journal.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.map((e) => e.idx)).toEqual(files.map((_, i) => i));
    for (const [i, entry] of journal.entries()) {
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal[i - 1]!.when);
    }
    let prevId = ORIGIN_ID;
    const ids = new Set<string>();
    for (const entry of journal) {
      const snapshot = await readSnapshot(entry.tag);
      expect(snapshot.prevId, `${entry.tag} snapshot's prevId`).toBe(prevId);
      expect(ids.has(snapshot.id), `${entry.tag} snapshot's id is new`).toBe(false);
      ids.add(snapshot.id);
      prevId = snapshot.id;
    }
  });

  it('names no schema, so the tables work in any (VESO_DB_SCHEMA, the test schemas)', async () => {
    // drizzle-kit writes `REFERENCES "public"."accounts"`: drop the `"public".` it adds.
    for (const file of await migrationFiles()) {
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      expect(text, file).not.toMatch(/"public"\./);
    }
  });

  it('ends with the Drizzle schema: drizzle-kit generate has nothing to write', async () => {
    const journal = await readJournal();
    const last = await readSnapshot(journal.at(-1)!.tag);
    const current = await schemaSnapshot();
    // The snapshots first (a readable diff, and generateMigration would ask about renames).
    expect(snapshotContent(current)).toEqual(snapshotContent(last));
    expect(await generateMigration(last, current)).toEqual([]);
  });

  it('declares every table of the ORM schema objects, and only those', async () => {
    const current = await schemaSnapshot();
    const ormTables = Object.values({
      ...schema,
      ...ordersSchema,
      ...xsktSchema,
      ...groupsSchema,
    }).map((table: PgTable) => getTableConfig(table).name);
    const declared = Object.values(current.tables as Record<string, { name: string }>);
    expect(declared.map((t) => t.name).sort()).toEqual(ormTables.sort());
  });
});

describe('the SQL migrations', () => {
  it('make, from zero, the database the Drizzle schema declares', async () => {
    const migrated = await emptyDb();
    await migrate(migrated);
    const declared = await emptyDb();
    await recreateFromSnapshot(declared, await schemaSnapshot());

    const actual = await readCatalog(migrated);
    const expected = await readCatalog(declared);
    expect(declarable(actual)).toEqual(declarable(expected));
    expect({ triggers: actual.triggers, functions: actual.functions }).toEqual(RAW_SQL_ONLY);
    expect(expected.triggers).toEqual({});
    expect(expected.functions).toEqual([]);
    // And table by table as drizzle-orm itself reads the definitions (no drizzle-kit).
    for (const table of Object.values({
      ...schema,
      ...ordersSchema,
      ...xsktSchema,
      ...groupsSchema,
    })) {
      const name = getTableConfig(table).name;
      expect(catalogOutline(actual.tables[name]), name).toEqual(declaredOutline(table));
    }
  });

  it('each leave the database their snapshot in migrations/meta describes', async () => {
    const files = await migrationFiles();
    const journal = await readJournal();
    const migrated = await emptyDb();
    const declared = await emptyDb();
    for (const [i, entry] of journal.entries()) {
      expect((await migrateFiles(migrated, files.slice(0, i + 1))).applied).toEqual([
        `${entry.tag}.sql`,
      ]);
      await recreateFromSnapshot(declared, await readSnapshot(entry.tag));
      expect(declarable(await readCatalog(migrated)), entry.tag).toEqual(
        declarable(await readCatalog(declared)),
      );
    }
  });
});

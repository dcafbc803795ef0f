import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import drizzleConfig from '../../drizzle.config';
import { SERVER_ROOT } from '../server-root';
import type { Database } from './database';
import { MIGRATIONS_DIR, migrate, type MigrationResult } from './migrator';

/**
 * Test helpers that compare the SQL migrations, drizzle-kit's snapshots of them and the
 * Drizzle schema (`schema-drift.test.ts`, `upgrade.test.ts`). Nothing here runs in the
 * server.
 */

/** The `*.sql` files of `migrations/`, in the order the migrator applies them. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Runs the real migrator over only `files` of `migrations/` (copied into a temporary
 * folder): a database of an earlier release, or one migration at a time.
 */
export async function migrateFiles(db: Database, files: string[]): Promise<MigrationResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veso-migrations-'));
  try {
    await Promise.all(
      files.map((file) => copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file))),
    );
    return await migrate(db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Migrates `db` with every migration before `migration` (a database of the release before
 * it); throws when `migration` is not one of `migrations/`.
 */
export async function migrateUpTo(db: Database, migration: string): Promise<MigrationResult> {
  const files = await migrationFiles();
  if (!files.includes(migration)) throw new Error(`no migration ${migration}`);
  return migrateFiles(
    db,
    files.filter((file) => file < migration),
  );
}

export type JournalEntry = { idx: number; version: string; when: number; tag: string };

/** drizzle-kit's journal (`migrations/meta/_journal.json`). */
export async function readJournal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The snapshot drizzle-kit wrote for a migration (`meta/0007_snapshot.json` for `0007_…`). */
export async function readSnapshot(tag: string): Promise<DrizzleSnapshotJSON> {
  const prefix = tag.split('_')[0] ?? tag;
  const file = path.join(MIGRATIONS_DIR, 'meta', `${prefix}_snapshot.json`);
  return JSON.parse(await readFile(file, 'utf8')) as DrizzleSnapshotJSON;
}

/** The `prevId` of the first snapshot: drizzle-kit's id of the empty database. */
export const ORIGIN_ID = '00000000-0000-0000-0000-000000000000';

/** drizzle-kit's snapshot of an empty database (what the first migration starts from). */
export const EMPTY_SNAPSHOT = {
  version: '7',
  dialect: 'postgresql',
  id: ORIGIN_ID,
  prevId: '',
  tables: {},
  enums: {},
  schemas: {},
  sequences: {},
  roles: {},
  policies: {},
  views: {},
  _meta: { schemas: {}, tables: {}, columns: {} },
} as DrizzleSnapshotJSON;

/**
 * Every export of the schema files `drizzle.config.ts` names: exactly what
 * `drizzle-kit generate` reads.
 */
export async function schemaExports(): Promise<Record<string, unknown>> {
  const files = [drizzleConfig.schema ?? []].flat();
  const modules = await Promise.all(
    files.map(async (file) => {
      const exports = (await import(path.resolve(SERVER_ROOT, file))) as Record<string, unknown>;
      return Object.entries(exports).map(([name, value]) => [`${file}#${name}`, value] as const);
    }),
  );
  return Object.fromEntries(modules.flat());
}

/** The snapshot drizzle-kit makes of the current Drizzle schema. */
export async function schemaSnapshot(): Promise<DrizzleSnapshotJSON> {
  return generateDrizzleJson(await schemaExports());
}

/** A snapshot without what changes from one generation to the next (ids, rename notes). */
export function snapshotContent(snapshot: DrizzleSnapshotJSON): Record<string, unknown> {
  const {
    id: _id,
    prevId: _prevId,
    _meta,
    ...content
  } = snapshot as DrizzleSnapshotJSON & {
    _meta?: unknown;
  };
  return content;
}

/** The SQL statements that create a snapshot's database from nothing. */
export async function createStatements(snapshot: DrizzleSnapshotJSON): Promise<string[]> {
  return generateMigration(EMPTY_SNAPSHOT, snapshot);
}

/**
 * Empties the database's schema, then creates what `snapshot` declares with the SQL
 * drizzle-kit generates for it (references to `"public".` dropped, as in the committed
 * migrations, so it works in the per-test schemas).
 */
export async function recreateFromSnapshot(
  db: Database,
  snapshot: DrizzleSnapshotJSON,
): Promise<void> {
  const statements = await createStatements(snapshot);
  await db.withSession(async (session) => {
    const [row] = await session.query<{ name: string }>(
      'SELECT quote_ident(current_schema()) AS name',
    );
    const name = row?.name;
    if (!name) throw new Error('No current schema');
    await session.exec(`DROP SCHEMA ${name} CASCADE; CREATE SCHEMA ${name};`);
    for (const statement of statements) {
      await session.exec(statement.replaceAll('"public".', ''));
    }
  });
}

/** What a table is made of, each item in PostgreSQL's own words (so both sides compare). */
export type TableCatalog = {
  /** Column name -> `type [not null] [default …]`. */
  columns: Record<string, string>;
  /** Constraint name -> its definition (primary key, unique, foreign key, check). */
  constraints: Record<string, string>;
  /** Index name -> `CREATE [UNIQUE] INDEX …` (without the schema name). */
  indexes: Record<string, string>;
};

export type Catalog = {
  tables: Record<string, TableCatalog>;
  /** `table.trigger` -> definition. */
  triggers: Record<string, string>;
  /** Functions of the schema (trigger functions of the migrations). */
  functions: string[];
  /** Sequences, views and enum types. */
  other: string[];
};

/** The bookkeeping table of the migrator: not part of the schema. */
const MIGRATOR_TABLE = 'schema_migrations';

/**
 * Reads the catalog of the database's current schema (the `public` of a PGlite, or a
 * test's own schema on PostgreSQL), leaving out the migrator's `schema_migrations`.
 */
export async function readCatalog(db: Database): Promise<Catalog> {
  return db.withSession(async (s) => {
    const columns = await s.query<{
      table_name: string;
      column_name: string;
      type: string;
      not_null: boolean;
      default_expr: string | null;
      identity: string;
      generated: string;
    }>(`
      SELECT c.relname AS table_name, a.attname AS column_name,
             format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
             pg_get_expr(d.adbin, d.adrelid) AS default_expr,
             a.attidentity::text AS identity, a.attgenerated::text AS generated
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`);
    const constraints = await s.query<{ table_name: string; name: string; def: string }>(`
      SELECT c.relname AS table_name, con.conname AS name, pg_get_constraintdef(con.oid) AS def
      FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND con.contype IN ('p', 'u', 'f', 'c', 'x')`);
    const indexes = await s.query<{ table_name: string; name: string; def: string }>(`
      SELECT c.relname AS table_name, i.relname AS name,
             replace(pg_get_indexdef(ix.indexrelid), ' ON ' || quote_ident(n.nspname) || '.', ' ON ')
               AS def
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_class c ON c.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema()`);
    const triggers = await s.query<{ table_name: string; name: string; def: string }>(`
      SELECT c.relname AS table_name, t.tgname AS name,
             replace(pg_get_triggerdef(t.oid), ' ON ' || quote_ident(n.nspname) || '.', ' ON ')
               AS def
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal`);
    const functions = await s.query<{ name: string }>(`
      SELECT p.proname AS name FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() ORDER BY 1`);
    const other = await s.query<{ name: string }>(`
      SELECT CASE c.relkind WHEN 'S' THEN 'sequence ' WHEN 'v' THEN 'view ' WHEN 'm' THEN
               'materialized view ' ELSE 'relation ' END || c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('S', 'v', 'm', 'f', 'c')
      UNION ALL
      SELECT 'enum ' || t.typname || ' (' ||
               (SELECT string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder)
                FROM pg_enum e WHERE e.enumtypid = t.oid) || ')'
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = current_schema() AND t.typtype = 'e'
      ORDER BY 1`);

    const tables: Record<string, TableCatalog> = {};
    const table = (name: string): TableCatalog =>
      (tables[name] ??= { columns: {}, constraints: {}, indexes: {} });
    for (const c of columns) {
      table(c.table_name).columns[c.column_name] = [
        c.type,
        c.not_null ? 'not null' : '',
        c.default_expr === null ? '' : `default ${c.default_expr}`,
        c.identity ? `identity ${c.identity}` : '',
        c.generated ? `generated ${c.generated}` : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    for (const c of constraints) table(c.table_name).constraints[c.name] = c.def;
    for (const i of indexes) table(i.table_name).indexes[i.name] = i.def;
    delete tables[MIGRATOR_TABLE];
    return {
      tables,
      triggers: Object.fromEntries(triggers.map((t) => [`${t.table_name}.${t.name}`, t.def])),
      functions: functions.map((f) => f.name),
      other: other.map((o) => o.name).filter((name) => !name.includes(MIGRATOR_TABLE)),
    };
  });
}

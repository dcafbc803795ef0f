import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { Orm } from './database';

/**
 * A statement of fixed text, run by {@link runStatement} as a named prepared statement on
 * PostgreSQL (parsed and planned once per connection). Its text never changes with its
 * input: lists go in as one JSON parameter (`jsonb_to_recordset($n::text::jsonb)`).
 */
export type Statement = { readonly name: string; readonly text: string };

const names = new Map<string, string>();

/** Declares a {@link Statement}; a name is given to one text only. */
export function statement(name: string, text: string): Statement {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`Statement ${name} declared twice`);
  names.set(name, text);
  return { name, text };
}

type DrizzleSession = {
  client: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
};

type PgliteClient = {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
};

/**
 * Runs a {@link Statement} on the handle's connection (the transaction's, inside one)
 * without the query builder (building a purchase's SQL and mapping its rows
 * with drizzle was a third of its CPU): PostgreSQL by name, PGlite by text. The handle's
 * query observers see it like any other statement. Rows come as the driver reads them
 * (timestamps as Dates, jsonb parsed, bigint as text unless cast: see {@link columnsOf}).
 */
export async function runStatement<R>(
  orm: Orm,
  { name, text }: Statement,
  values: readonly unknown[],
): Promise<R[]> {
  const session = (orm as unknown as { session: DrizzleSession }).session;
  session.logger.logQuery(text, values as unknown[]);
  const client = session.client;
  if (client instanceof pg.Client || client instanceof pg.Pool) {
    const result = await client.query<R & pg.QueryResultRow>({
      name,
      text,
      values: values as unknown[],
    });
    return result.rows;
  }
  return (await (client as PgliteClient).query<R>(text, values as unknown[])).rows;
}

const columnLists = new WeakMap<Table, string>();

/**
 * The select list of every column of `table` named as drizzle names them (camelCase),
 * with `qualifier.` before each column when given: a row read with it has the shape of
 * `table.$inferSelect` (64-bit integers, numbers in drizzle's schema, cast to float8 so
 * both drivers read them as numbers, exact up to 2^53).
 */
export function columnsOf(table: Table, qualifier?: string): string {
  const cached = qualifier === undefined ? columnLists.get(table) : undefined;
  if (cached !== undefined) return cached;
  const prefix = qualifier === undefined ? '' : `${qualifier}.`;
  const list = Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      const wide = column.columnType === 'PgBigInt53' || column.columnType === 'PgBigSerial53';
      return `${prefix}"${column.name}"${wide ? '::float8' : ''} AS "${key}"`;
    })
    .join(', ');
  if (qualifier === undefined) columnLists.set(table, list);
  return list;
}

/**
 * A row a server-side function answered as JSON (`to_jsonb(row)`: column names, timestamps
 * as ISO text) in the shape drizzle reads it (`table.$inferSelect`): keys named as drizzle
 * names them, timestamps as Dates. 64-bit integers come as JSON numbers (exact up to 2^53).
 */
export function rowOf<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[key] =
      column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return row as T['$inferSelect'];
}

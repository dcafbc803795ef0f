import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../env';
import { schema, type Schema } from './schema';

/** The drizzle handle every repo uses; the same type on PGlite and PostgreSQL. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL on one connection: what the migrator needs (multi-statement files, locks). */
export type SqlSession = {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<R[]>;
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  /** The schema the tables live in when one was requested (search_path). */
  schema?: string;
  orm: Orm;
  /** Runs `fn` on one dedicated connection. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** A `select 1` round trip; resolves with its latency in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function quoteSchema(name: string): string {
  if (!SCHEMA_NAME.test(name)) throw new Error(`Invalid schema name "${name}"`);
  return `"${name}"`;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}

/**
 * Opens the database of the configuration: embedded PGlite (in `dataDir`, or in memory
 * without one) or PostgreSQL through a node-postgres pool. With `schema`, the schema is
 * created when missing and becomes the connection's search_path, so several test runs
 * can share one PostgreSQL database without touching each other's tables.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config) : openPglite(config);
}

async function openPglite(config: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<Database> {
  const client = config.dataDir ? await PGlite.create(config.dataDir) : await PGlite.create();
  return pgliteDatabase(client, config.schema);
}

/** Wraps an open PGlite instance (tests start one from a prepared data dump). */
export async function pgliteDatabase(client: PGlite, schemaName?: string): Promise<Database> {
  if (schemaName) {
    const name = quoteSchema(schemaName);
    await client.exec(`CREATE SCHEMA IF NOT EXISTS ${name}; SET search_path TO ${name};`);
  }
  const orm: Orm = drizzlePglite({ client, schema });
  const session: SqlSession = {
    query: async (text, params) => (await client.query(text, params)).rows as never,
    exec: async (text) => {
      await client.exec(text);
    },
  };
  return {
    kind: 'pglite',
    schema: schemaName,
    orm,
    // PGlite is a single connection: the session is the database itself.
    withSession: (fn) => fn(session),
    ping: () => timed(() => orm.execute(sql`select 1`)),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: config.url,
    connectionTimeoutMillis: 5_000,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query
  // gets a fresh one (and fails with code -1 if the database is really gone).
  pool.on('error', () => undefined);
  if (config.schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(config.schema)}`);
  }
  const orm: Orm = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    schema: config.schema,
    orm,
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          query: async (text, params) => (await client.query(text, params)).rows,
          exec: async (text) => {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    ping: () => timed(() => orm.execute(sql`select 1`)),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

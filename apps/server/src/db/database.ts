import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
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

/** Where a handle reports the connections it lost (the server's logger; silent without one). */
export type DatabaseLog = { warn(obj: object, msg: string): void };

export type DatabaseOptions = { log?: DatabaseLog };

export type Database = {
  kind: 'pglite' | 'postgres';
  /** The schema the tables live in when one was requested (search_path). */
  schema?: string;
  orm: Orm;
  /** Runs `fn` on one dedicated connection. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** A `select 1` round trip; resolves with its latency in milliseconds. */
  ping(): Promise<number>;
  /**
   * Calls `onNotify` with the payload of every notification sent by {@link notify} on the
   * channel `name` of this database's schema, once the sender's transaction commits.
   * PostgreSQL: one dedicated connection (not from the pool) listens for every channel of
   * this handle; it reconnects after an error and then calls `onReconnect` (what was sent
   * while it was down is lost). PGlite: the instance's own notifications, in process.
   * Resolves when listening; the function it gives stops (the last one ends the connection).
   */
  listen(
    name: string,
    onNotify: (payload: string) => void,
    options?: { onReconnect?: () => void },
  ): Promise<() => Promise<void>>;
  /**
   * PostgreSQL: the pool's connections now (open, idle, callers waiting for one) and its
   * size; absent on PGlite (one in-process connection).
   */
  poolUse?: () => PoolUse;
  /** Test hook: `observer` sees the text of every statement run through this handle. */
  onQuery(observer: (text: string) => void): () => void;
  close(): Promise<void>;
};

/** A connection pool's use at one moment (see {@link Database.poolUse}). */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,30}$/;

/** The prefix of a logical channel's database channel (`<name>_`), once checked. */
function channelPrefix(name: string): string {
  if (!CHANNEL_NAME.test(name)) throw new Error(`Invalid channel name "${name}"`);
  return `${name}_`;
}

/**
 * The database-wide NOTIFY channel of the logical channel `name` in the connection's schema:
 * `<name>_<schema>`, cut to PostgreSQL's 63-byte identifiers. LISTEN/NOTIFY channels are
 * not per schema; naming them after it keeps test schemas (and shops sharing a database)
 * from hearing each other.
 */
function channelSql(name: string): SQL {
  return sql`left(${channelPrefix(name)}::text || coalesce(current_schema(), ''), 63)`;
}

/** The same channel asked by a listening connection (the prefix is checked: no quoting). */
const channelQuery = (name: string) =>
  `SELECT left('${channelPrefix(name)}' || coalesce(current_schema(), ''), 63) AS channel`;

/**
 * Sends `payload` to the listeners of channel `name` (see {@link Database.listen}); inside
 * a transaction PostgreSQL (and PGlite) deliver it on commit, never on rollback.
 */
export async function notify(
  executor: Pick<Orm, 'execute'>,
  name: string,
  payload: string,
): Promise<void> {
  await executor.execute(sql`SELECT pg_notify(${channelSql(name)}, ${payload})`);
}

/** The observers of {@link Database.onQuery} and a drizzle logger feeding them. */
function queryObservers() {
  const observers = new Set<(text: string) => void>();
  return {
    emit: (text: string) => {
      for (const observer of observers) observer(text);
    },
    logger: {
      logQuery: (text: string) => {
        for (const observer of observers) observer(text);
      },
    },
    add: (observer: (text: string) => void) => {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}

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
 *
 * A lost connection never ends the process: the query using it fails (the request answers
 * "busy", see http/errors.ts), the pool opens another for the next one, and the listening
 * connection reconnects (see {@link Database.listen}).
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: DatabaseOptions = {},
): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config, options) : openPglite(config);
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
  const queries = queryObservers();
  const orm: Orm = drizzlePglite({ client, schema, logger: queries.logger });
  const session: SqlSession = {
    query: async (text, params) => {
      queries.emit(text);
      return (await client.query(text, params)).rows as never;
    },
    exec: async (text) => {
      queries.emit(text);
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
    listen: async (name, onNotify) => {
      const [row] = await session.query<{ channel: string }>(channelQuery(name));
      queries.emit('LISTEN');
      // The channel is a lowercase identifier (validated schema names): PGlite's UNLISTEN
      // takes it unquoted.
      const unlisten = await client.listen(`"${row!.channel}"`, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    onQuery: queries.add,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Makes every connection of `pool` safe to lose, idle or checked out. node-postgres emits
 * 'error' on a client whose connection ends (a backend terminated, the server restarting,
 * the network gone); the pool listens only while the client is idle, so a client held by
 * a transaction or a session between two queries had no listener, and Node ended the
 * process on the unhandled 'error' event. Here every client keeps a listener
 * for its whole life: a checked-out client that lost its connection is given back at once
 * as broken (the pool ends and forgets it, and opens another when asked), and its holder's
 * own `release()` later does nothing. The holder's query fails with the connection error
 * (the request answers "busy"); a holder that never releases (drizzle's transaction whose
 * `BEGIN` failed) cannot leak the pool's slot.
 */
function guardPool(pool: pg.Pool, log?: DatabaseLog): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client));
  // An idle client: the pool has already dropped it; the next query gets a fresh one (and
  // fails with code -1 if the database is really gone).
  pool.on('error', (error) => {
    log?.warn({ err: error }, 'database: an idle connection was lost; the pool opens another');
  });
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      if (!checkedOut.delete(client)) return;
      log?.warn({ err: error }, 'database: a connection in use was lost; its work fails');
      const release = client.release;
      client.release = () => undefined;
      release(error);
    });
  });
}

/** The connections of one process's pool (a node's share of PostgreSQL's, or PgBouncer's). */
const POOL_SIZE = 10;

async function openPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  { log }: DatabaseOptions,
): Promise<Database> {
  const connection = {
    connectionString: config.url,
    connectionTimeoutMillis: 5_000,
    // A connection whose peer vanished without a word (a network cut) is found dead.
    keepAlive: true,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  };
  const pool = new pg.Pool({
    ...connection,
    max: POOL_SIZE,
    // The shop's connections in pg_stat_activity (operators, and the tests that cut them).
    application_name: `veso:${config.schema ?? 'public'}`,
  });
  guardPool(pool, log);
  if (config.schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(config.schema)}`);
  }
  const queries = queryObservers();
  const orm: Orm = drizzleNodePg({ client: pool, schema, logger: queries.logger });
  const listener = pgListener(
    {
      ...connection,
      keepAlive: true,
      application_name: `veso-listen:${config.schema ?? 'public'}`,
    },
    queries.emit,
    log,
  );
  let closed = false;
  return {
    kind: 'postgres',
    schema: config.schema,
    orm,
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          query: async (text, params) => {
            queries.emit(text);
            return (await client.query(text, params)).rows;
          },
          exec: async (text) => {
            queries.emit(text);
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    ping: () => timed(() => orm.execute(sql`select 1`)),
    listen: listener.listen,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE,
    }),
    onQuery: queries.add,
    close: async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

/** Waits before reconnecting the listening connection: 0.25 s, doubling up to 10 s. */
const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

type Subscription = { onNotify: (payload: string) => void; onReconnect?: () => void };

/**
 * The dedicated LISTEN connection of a PostgreSQL handle: opened by the first `listen`,
 * ended by the last stop (or `close`); after an error or a lost connection it reconnects,
 * listens again to every channel and tells the subscribers through `onReconnect`.
 */
function pgListener(config: pg.ClientConfig, emit: (text: string) => void, log?: DatabaseLog) {
  /** Subscriptions by database channel. */
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  /** The connection was lost while channels were listened to: notifications were missed. */
  let missed = false;
  let closed = false;
  // listen / stop / reconnect run one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  const query = async (c: pg.Client, text: string) => {
    emit(text);
    return (await c.query(text)).rows as Record<string, unknown>[];
  };
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  /** Runs a subscriber's callback: one that throws does not stop the others (nor the process). */
  const tell = (callback: () => void) => {
    try {
      callback();
    } catch (error) {
      log?.warn({ err: error }, 'database listener: a subscriber failed');
    }
  };

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client(config);
    // Errors after connecting (the server went away…) end up in `lost`.
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      for (const subscription of channels.get(message.channel) ?? []) {
        tell(() => subscription.onNotify(message.payload ?? ''));
      }
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await query(c, `LISTEN ${quote(channel)}`);
    } catch (error) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      throw error;
    }
    return c;
  };

  const connected = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().then(
      (c) => {
        connecting = undefined;
        client = c;
        attempt = 0;
        // Listening again after a loss, whoever reconnected (the retry, or a new `listen`
        // first): what was sent meanwhile is lost, so every subscriber of that time reads
        // its state again.
        if (missed) {
          missed = false;
          for (const set of channels.values()) {
            for (const subscription of set) tell(() => subscription.onReconnect?.());
          }
        }
        return c;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  };

  function lost(c: pg.Client, error?: Error) {
    if (client !== c) return;
    log?.warn({ err: error }, 'database listener: connection lost; reconnecting');
    client = undefined;
    missed = channels.size > 0;
    void c.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || channels.size === 0 || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void serial(async () => {
        if (closed || channels.size === 0 || client) return;
        try {
          await connected();
        } catch {
          scheduleReconnect();
        }
      });
    }, delay);
  }

  const stopAll = async () => {
    if (retry) clearTimeout(retry);
    retry = undefined;
    const c = client ?? (await connecting?.catch(() => undefined));
    client = undefined;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
    }
  };

  return {
    listen: (
      name: string,
      onNotify: (payload: string) => void,
      options: { onReconnect?: () => void } = {},
    ): Promise<() => Promise<void>> =>
      serial(async () => {
        if (closed) throw new Error('The database is closed');
        const c = await connected();
        const [row] = await query(c, channelQuery(name));
        const channel = String(row!.channel);
        const subscription: Subscription = { onNotify, onReconnect: options.onReconnect };
        let set = channels.get(channel);
        if (!set) {
          await query(c, `LISTEN ${quote(channel)}`);
          set = new Set();
          channels.set(channel, set);
        }
        set.add(subscription);
        return () =>
          serial(async () => {
            if (!set.delete(subscription) || set.size > 0) return;
            channels.delete(channel);
            if (channels.size === 0) await stopAll();
            // A connection lost meanwhile listens to nothing: it reconnects without it.
            else if (client) await query(client, `UNLISTEN ${quote(channel)}`).catch(() => []);
          });
      }),
    close: () =>
      serial(async () => {
        closed = true;
        channels.clear();
        await stopAll();
      }),
  };
}

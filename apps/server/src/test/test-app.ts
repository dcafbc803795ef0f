import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, pgliteDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrator';
import { seed } from '../seed';
import { checkLedger } from '../modules/wallet/ledger';
import { examplesDir, type DatabaseConfig, type ServerConfig } from '../env';
import { manualClock, type ManualClock } from '../providers/clock';
import { PRODUCT_FAMILIES } from '../families';
import type { ProductFamily } from '../product-family';

/** A fixed instant tests start from: 10:00 in Hà Nội on a Wednesday. */
export const TEST_NOW = new Date('2026-03-04T03:00:00.000Z');

/** The PostgreSQL URL of the "postgres" project, or undefined in the "pglite" project. */
export function testDatabaseUrl(): string | undefined {
  return inject('testDatabaseUrl') || undefined;
}

/** Where the tests run: `'postgres'` or `'pglite'`. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  return testDatabaseUrl() ? 'postgres' : 'pglite';
}

/** A configuration for tests: nothing from the environment, shells in a missing folder. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const missing = path.join(import.meta.dirname, '__no_dist__');
  return {
    port: 0,
    workers: 1,
    host: '127.0.0.1',
    nodeEnv: 'test',
    logLevel: 'silent',
    sandbox: false,
    database: { kind: 'pglite' },
    webDist: path.join(missing, 'web'),
    embedDist: path.join(missing, 'embed'),
    renderPages: true,
    rateLimit: { max: 0, windowMs: 60_000 },
    bodyLimit: 1_048_576,
    trustProxy: false,
    domainNotice: {},
    // Every answer of a contract route is held to its entry; a recording run (the API
    // document's examples) names its folder in the environment.
    answers: {
      check: true,
      ...examplesDir(),
    },
    ...overrides,
  };
}

export type TestDatabase = Database & {
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
};

/**
 * A fresh database: in-memory PGlite, or on PostgreSQL a new schema named `test_…`
 * (created on open, `DROP SCHEMA … CASCADE` on dispose; nothing else is touched).
 * Migrated and seeded unless told otherwise (in-memory ones start from the dump made by
 * global-setup.ts, then run the migrator and seed again, which must change nothing).
 * Disposing of a migrated database first runs the ledger check: every suite that moves
 * money ends with all entries summing to zero and every balance equal to its entries.
 */
export async function openTestDb(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  const schemaName = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: DatabaseConfig = url
    ? { kind: 'postgres', url, schema: schemaName }
    : { kind: 'pglite' };
  const migrated = options.migrate ?? true;
  const db = url
    ? await openDatabase(config)
    : await openPgliteFromTemplate(migrated ? 'pgliteTemplate' : 'pgliteEmptyTemplate');
  if (migrated) await migrate(db);
  if (migrated && (options.seed ?? true)) await seed(db);
  // A suite that closes the database itself (shutdown tests) has nothing left to check.
  let closed = false;
  return {
    ...db,
    close: async () => {
      closed = true;
      await db.close();
    },
    dispose: async () => {
      const problems = migrated && !closed ? await checkLedger(db.orm) : [];
      if (!closed) await db.close();
      if (url && schemaName) await dropSchema(url, schemaName);
      if (problems.length > 0) {
        throw new Error(`Ledger check failed after the suite:\n${problems.join('\n')}`);
      }
    },
  };
}

/**
 * For a test file that needs empty (unmigrated) databases: returns an opener; every
 * database it opened is disposed of after each test.
 */
export function emptyTestDbs(): () => Promise<TestDatabase> {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.dispose()));
  });
  return async () => {
    const db = await openTestDb({ migrate: false });
    opened.push(db);
    return db;
  };
}

async function openPgliteFromTemplate(
  name: 'pgliteTemplate' | 'pgliteEmptyTemplate',
): Promise<Database> {
  const template = inject(name);
  if (!template) return openDatabase({ kind: 'pglite' });
  const dump = new Blob([await readFile(template)]);
  return pgliteDatabase(await PGlite.create({ loadDataDir: dump }));
}

/** PostgreSQL's "deadlock detected": the victim's statement is rolled back, the other goes on. */
const DEADLOCK = '40P01';

/**
 * Drops a test schema through its own connection (the test's pool may be closed). A server
 * process still ending (its jobs or listener finishing a statement on the schema's tables)
 * can deadlock with the drop's locks; PostgreSQL then rolls the drop back and lets the other
 * finish, so the drop is sent again (a few times).
 */
export async function dropSchema(url: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export type TestApp = {
  app: App;
  db: TestDatabase;
  clock: ManualClock;
  config: ServerConfig;
  /** The app's product families (`AppDeps.families`): a test app is the app's deps too. */
  families: readonly ProductFamily[];
  /** Closes the app and disposes of the database. */
  close(): Promise<void>;
};

/**
 * Builds the whole app on a fresh, migrated and seeded database with a manual clock at
 * {@link TEST_NOW}. Call `close()` afterwards (typically in `afterAll`).
 */
export async function createTestApp(
  options: { config?: Partial<ServerConfig>; clock?: ManualClock } = {},
): Promise<TestApp> {
  const db = await openTestDb();
  const clock = options.clock ?? manualClock(TEST_NOW);
  const config = testConfig(options.config);
  const app = await buildApp({ config, db, clock });
  return {
    app,
    db,
    clock,
    config,
    families: PRODUCT_FAMILIES,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

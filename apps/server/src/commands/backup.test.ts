import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrator';
import { ledgerAccounts } from '../db/schema';
import { orders } from '../db/schema-orders';
import type { DatabaseConfig } from '../env';
import { buy, buyer, createPeriod, megaItem } from '../modules/orders/orders-test-kit';
import { manualClock } from '../providers/clock';
import { seed } from '../seed';
import { pgliteDataDir } from '../test/pglite-data-dir';
import {
  TEST_NOW,
  dropSchema,
  testConfig,
  testDatabaseUrl,
  type TestApp,
  type TestDatabase,
} from '../test/test-app';
import { runCli } from '.';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new database of the project's engine: a PostgreSQL schema, or a PGlite folder. */
async function freshEnv(
  options: { url?: string; schema?: string } = {},
): Promise<Record<string, string>> {
  const url = options.url ?? testDatabaseUrl();
  const noResults = path.join(tmpdir(), 'veso-no-results');
  if (url) {
    const schema = options.schema ?? `test_${randomBytes(6).toString('hex')}`;
    cleanups.push(() => dropSchema(url, schema));
    return { DATABASE_URL: url, VESO_DB_SCHEMA: schema, VESO_RESULTS_DIR: noResults };
  }
  const { dir, remove } = await pgliteDataDir('veso-restore', 'empty');
  cleanups.push(remove);
  return { VESO_DATA_DIR: dir, VESO_RESULTS_DIR: noResults };
}

function databaseOf(env: Record<string, string>): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.VESO_DB_SCHEMA }
    : { kind: 'pglite', dataDir: env.VESO_DATA_DIR };
}

/** A PostgreSQL database of its own (dropped after the test): a restore's fresh target. */
async function freshPostgresDatabase(url: string): Promise<string> {
  const name = `veso_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** What a customer and the operator see of a shop: every order and every balance. */
async function shopState(db: Database) {
  return {
    orders: await db.orm
      .select({
        id: orders.id,
        accountId: orders.accountId,
        state: orders.state,
        amount: orders.amount,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .orderBy(asc(orders.id)),
    balances: await db.orm
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .orderBy(asc(ledgerAccounts.id)),
  };
}

/** Opens a shop on `env`'s database, sells it some tickets, closes it; answers its state. */
async function busyShop(env: Record<string, string>) {
  const db = await openDatabase(databaseOf(env));
  await migrate(db);
  await seed(db);
  const clock = manualClock(TEST_NOW);
  const config = testConfig({ sandbox: true, database: databaseOf(env) });
  const app = await buildApp({ config, db, clock });
  const t = { app, db: db as TestDatabase, clock, config, close: async () => undefined } as TestApp;
  try {
    const period = await createPeriod(t, 'mega645');
    for (const balance of [50_000, 120_000, 30_000]) {
      const customer = await buyer(t, balance);
      await buy(t, customer.token, { orderItemInfos: [megaItem([period.drawCode])] });
    }
    // One reserved and never paid: kept as it is.
    const waiting = await buyer(t, 10_000);
    await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { authorization: `Bearer ${waiting.token}` },
      payload: {
        requestId: `r-${randomBytes(4).toString('hex')}`,
        orderItemInfos: [megaItem([period.drawCode])],
      },
    });
    return await shopState(db);
  } finally {
    await app.close();
    await db.close();
  }
}

describe('cli backup / restore', { timeout: 300_000 }, () => {
  it('restores a busy shop into a fresh database: the ledger checks out, the same orders and balances', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = await freshEnv();
    const before = await busyShop(env);
    expect(before.orders.filter((o) => o.paidAt !== null)).toHaveLength(3);
    expect(before.balances.length).toBeGreaterThan(3);

    const dir = await mkdtemp(path.join(tmpdir(), 'veso-backup-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'shop.backup');
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['backup', '--out', file], env, out)).toBe(0);
    expect(lines.at(-1)).toMatch(/^backup: .* written to /);
    expect(lines.at(-1)).not.toContain('@');
    expect(await readdir(dir)).toEqual(['shop.backup']);

    const url = testDatabaseUrl();
    const target = url
      ? await freshEnv({ url: await freshPostgresDatabase(url), schema: env.VESO_DB_SCHEMA })
      : await freshEnv();
    expect(await runCli(['restore', '--from', file], target, out)).toBe(0);
    expect(lines.at(-1)).toMatch(/^restore: .* restored into /);
    expect(await runCli(['ledger', 'check'], target, out)).toBe(0);
    expect(lines.at(-1)).toBe('ledger check: ok');

    const restored = await openDatabase(databaseOf(target));
    try {
      expect(await shopState(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('refuses to write over a file, to restore over a database or a backup of the other engine', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const env = await freshEnv();
    const out = () => undefined;
    expect(await runCli(['migrate'], env, out)).toBe(0);
    const dir = await mkdtemp(path.join(tmpdir(), 'veso-backup-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const taken = path.join(dir, 'taken');
    await writeFile(taken, 'an operator’s file');
    expect(await runCli(['backup', '--out', taken], env, out)).toBe(1);
    expect(errors.at(-1)).toBe(`backup: ${taken} exists: choose a new file`);

    const file = path.join(dir, 'shop.backup');
    expect(await runCli(['backup', '--out', file], env, out)).toBe(0);
    // The database backed up is not empty: restoring over it is refused, nothing changed.
    expect(await runCli(['restore', '--from', file], env, out)).toBe(1);
    expect(errors.at(-1)).toMatch(/never over/);
    expect(await runCli(['restore', '--from', taken], await freshEnv(), out)).toBe(1);
    expect(errors.at(-1)).toMatch(/is not a (backup of the embedded database|pg_dump)/);
    expect(await runCli(['backup'], env, out)).toBe(1);
    expect(errors.at(-1)).toMatch(/--out <file> is required/);
  });

  it.skipIf(!testDatabaseUrl())(
    'restores what deploy/pg-backup.sh wrote (PostgreSQL)',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const env = await freshEnv();
      const before = await busyShop(env);
      const dir = await mkdtemp(path.join(tmpdir(), 'veso-backup-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const file = path.join(dir, 'shop.dump');
      const script = path.resolve(import.meta.dirname, '../../../../deploy/pg-backup.sh');
      const run = spawnSync('sh', [script, file], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const target = await freshEnv({
        url: await freshPostgresDatabase(testDatabaseUrl()!),
        schema: env.VESO_DB_SCHEMA,
      });
      const out = () => undefined;
      expect(await runCli(['restore', '--from', file], target, out)).toBe(0);
      expect(await runCli(['ledger', 'check'], target, out)).toBe(0);
      const restored = await openDatabase(databaseOf(target));
      try {
        expect(await shopState(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
  );
});

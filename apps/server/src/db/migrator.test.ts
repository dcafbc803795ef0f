import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_KEYS } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../modules/catalog/default-config';
import { APP_CONFIG_KEY, readSetting, writeSetting } from '../modules/catalog/repo';
import { emptyTestDbs, testDatabaseUrl, type TestDatabase } from '../test/test-app';
import { openDatabase } from './database';
import { MIGRATIONS_DIR, migrate } from './migrator';
import { idempotencyKeys } from './schema';
import { seed } from '../seed';

const freshDb = emptyTestDbs();

async function tableNames(db: TestDatabase): Promise<string[]> {
  const rows = await db.withSession((s) =>
    s.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() ORDER BY table_name`,
    ),
  );
  return rows.map((r) => r.table_name);
}

describe('migrate', () => {
  it('applies the committed SQL once, then finds nothing to do', async () => {
    const db = await freshDb();
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    expect(files.slice(0, 2)).toEqual(['0000_init.sql', '0001_accounts.sql']);
    const first = await migrate(db);
    expect(first.applied).toEqual(files);
    expect(await tableNames(db)).toEqual(
      expect.arrayContaining([
        'accounts',
        'app_settings',
        'devices',
        'embed_nonces',
        'embed_partners',
        'idempotency_keys',
        'otp_outbox',
        'otp_requests',
        'schema_migrations',
        'sessions',
        'signin_attempts',
        'wallet_links',
      ]),
    );

    const second = await migrate(db);
    expect(second).toEqual({ applied: [], skipped: files });
  });

  it('rolls a failing file back completely and records nothing for it', async () => {
    const db = await freshDb();
    const dir = await mkdtemp(path.join(tmpdir(), 'veso-migrations-'));
    try {
      await writeFile(path.join(dir, '0001_ok.sql'), 'CREATE TABLE a_ok (id int);');
      await writeFile(
        path.join(dir, '0002_bad.sql'),
        'CREATE TABLE b_half (id int);\nSELECT * FROM no_such_table;',
      );
      await expect(migrate(db, dir)).rejects.toThrow(/0002_bad\.sql/);
      expect(await tableNames(db)).toEqual(['a_ok', 'schema_migrations']);
      const recorded = await db.withSession((s) =>
        s.query<{ name: string }>('SELECT name FROM schema_migrations'),
      );
      expect(recorded.map((r) => r.name)).toEqual(['0001_ok.sql']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(Boolean(testDatabaseUrl()))(
    'lets several processes start at once on PostgreSQL: one applies, the others wait and skip',
    async () => {
      const first = await freshDb();
      const url = testDatabaseUrl() as string;
      const others = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, schema: first.schema })),
      );
      try {
        const results = await Promise.all([first, ...others].map((db) => migrate(db)));
        const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
        expect(results.flatMap((r) => r.applied)).toEqual(files);
        expect(results.filter((r) => r.skipped.length === files.length)).toHaveLength(3);
      } finally {
        await Promise.all(others.map((db) => db.close()));
      }
    },
  );
});

describe('the drizzle schema', () => {
  // That the SQL migrations make exactly the tables, columns, constraints and indexes the
  // schema declares (and that drizzle-kit's history agrees) is schema-drift.test.ts's.

  it('keeps idempotency keys unique on (account, call, requestId)', async () => {
    const db = await freshDb();
    await migrate(db);
    const row = {
      accountId: '84912345678',
      call: 'order',
      requestId: '1700000000000',
      response: { code: 0 },
    };
    await db.orm.insert(idempotencyKeys).values(row);
    await expect(db.orm.insert(idempotencyKeys).values(row)).rejects.toThrow();
    await db.orm.insert(idempotencyKeys).values({ ...row, call: 'topup' });
  });
});

describe('seed', () => {
  it('writes the default app config and content once and never overwrites an operator change', async () => {
    const db = await freshDb();
    await migrate(db);
    expect(await seed(db)).toEqual({
      inserted: [APP_CONFIG_KEY, ...[...CONTENT_KEYS].sort().map((key) => `content:${key}`)],
    });
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toEqual(defaultAppConfig());

    const edited = { ...defaultAppConfig(), supportPhone: '1900 9999' };
    await writeSetting(db.orm, APP_CONFIG_KEY, edited);
    expect(await seed(db)).toEqual({ inserted: [] });
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toEqual(edited);
  });
});

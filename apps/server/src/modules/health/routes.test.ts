import {
  healthFailureSchema,
  healthSchema,
  messageForCode,
  readinessFailureSchema,
  readinessSchema,
} from '@veso/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_S } from '../../http/errors';
import { createTestApp, TEST_NOW, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * Makes writes to `table` fail as PostgreSQL fails them when the disk holding the data is
 * full: SQLSTATE 53100 (disk_full), "could not extend file … No space left on device". A
 * real full disk cannot be made here without a filesystem of its own for the database
 * server; the trigger answers exactly what the shop would see, in the test's own schema
 * only (other suites and the database's other schemas keep writing).
 */
async function diskFullOn(app: TestApp, table: string): Promise<void> {
  await app.db.orm.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION refuse_write_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'could not extend file "base/16384/%": No space left on device', TG_TABLE_NAME
        USING ERRCODE = 'disk_full', HINT = 'Check free disk space.';
    END $$`),
  );
  await app.db.orm.execute(
    sql.raw(`CREATE TRIGGER ${table}_disk_full BEFORE INSERT OR UPDATE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION refuse_write_disk_full()`),
  );
}

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('GET /api/healthz', () => {
  it('answers code 0 after a database round trip and a committed write, naming the database kind', async () => {
    t = await createTestApp();
    const res = await get(t, '/api/healthz');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    const data = healthSchema.parse(body.data);
    expect(data.database).toBe(testDatabaseKind());
    expect(data.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect(data.databaseWriteMs).toBeGreaterThanOrEqual(0);
    expect(data.checks).toEqual({ database: 'ok', write: 'ok' });
    expect(data.time).toBe(TEST_NOW.toISOString());
    expect(data.sandbox).toBe(false);
    // The probe row was written and committed.
    const probe = (await t.db.orm.execute(sql`SELECT id FROM health_probe`)) as unknown as {
      rows: { id: number }[];
    };
    expect(probe.rows).toEqual([{ id: 1 }]);
    // The Date header is the server's clock (clients count down on it), moved with it.
    expect(res.headers.date).toBe(TEST_NOW.toUTCString());
    t.clock.advance(3_600_000);
    const later = await get(t, '/api/healthz');
    expect(later.headers.date).toBe(new Date(TEST_NOW.getTime() + 3_600_000).toUTCString());
  });

  it('answers code -1 with HTTP 503 and Retry-After when the database is down, and so do other calls', async () => {
    t = await createTestApp();
    await t.app.ready();
    await t.db.close();

    const health = await get(t, '/api/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(health.json()).toEqual({
      code: -1,
      message: messageForCode(-1),
      data: {
        status: 'fail',
        failed: ['database'],
        checks: { database: 'fail', write: 'skipped' },
      },
    });
    healthFailureSchema.parse(health.json().data);

    const config = await get(t, '/api/customer/get_config_v2');
    expect(config.statusCode).toBe(503);
    expect(config.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(config.json()).toEqual({ code: -1, message: messageForCode(-1) });
  });

  it('answers 503 naming the write check when the database answers but cannot write', async () => {
    t = await createTestApp();
    expect((await get(t, '/api/healthz')).statusCode).toBe(200);
    await diskFullOn(t, 'health_probe');

    const health = await get(t, '/api/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(health.json()).toEqual({
      code: -1,
      message: messageForCode(-1),
      data: { status: 'fail', failed: ['write'], checks: { database: 'ok', write: 'fail' } },
    });
    const ready = await get(t, '/api/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({
      status: 'not_ready',
      failed: ['write'],
      checks: { app: 'ok', database: 'ok', write: 'fail', migrations: 'ok' },
    });
  });

  it('reports the shop’s own refused writes even while the probe row still takes one', async () => {
    // A full disk can leave room in the probe row's page while every insert needs a new one.
    t = await createTestApp({ config: { sandbox: true } });
    await diskFullOn(t, 'accounts');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dev/orders/customer',
      payload: { amount: 100_000 },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(refused.json()).toEqual({ code: -1, message: messageForCode(-1) });

    const health = await get(t, '/api/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json().data).toEqual({
      status: 'fail',
      failed: ['write'],
      checks: { database: 'ok', write: 'fail' },
    });
  });
});

describe('GET /api/readyz', () => {
  it('answers code 0 when started, reachable, writable and migrated', async () => {
    t = await createTestApp();
    const res = await get(t, '/api/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: messageForCode(0),
      data: {
        status: 'ready',
        checks: { app: 'ok', database: 'ok', write: 'ok', migrations: 'ok' },
      },
    });
    readinessSchema.parse(res.json().data);
  });

  it('is not ready when the database is unreachable', async () => {
    t = await createTestApp();
    await t.app.ready();
    await t.db.close();
    const res = await get(t, '/api/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(res.json()).toEqual({
      code: -1,
      message: messageForCode(-1),
      data: {
        status: 'not_ready',
        failed: ['database'],
        checks: { app: 'ok', database: 'fail', write: 'skipped', migrations: 'skipped' },
      },
    });
    readinessFailureSchema.parse(res.json().data);
  });

  it('is not ready while a migration this server knows is not applied', async () => {
    t = await createTestApp();
    await t.db.orm.execute(
      sql`DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)`,
    );
    const res = await get(t, '/api/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({ status: 'not_ready', failed: ['migrations'] });
    // Liveness does not care.
    expect((await get(t, '/api/healthz')).statusCode).toBe(200);
  });

  it('is not ready once the server is shutting down, while other calls answer busy', async () => {
    t = await createTestApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const closingStarted = new Promise<void>((resolve) => (entered = resolve));
    // A shutdown step that takes a while (the app's own hooks ran first: it is closing).
    t.app.addHook('preClose', async () => {
      entered();
      await held;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/readyz`)).status).toBe(200);

    const closing = t.app.close();
    await closingStarted;
    const ready = await fetch(`${base}/api/readyz`, { headers: { connection: 'close' } });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await ready.json()).toEqual({
      code: -1,
      message: messageForCode(-1),
      data: {
        status: 'not_ready',
        failed: ['app'],
        checks: { app: 'fail', database: 'ok', write: 'ok', migrations: 'ok' },
      },
    });
    const other = await fetch(`${base}/api/customer/get_config_v2`, {
      headers: { connection: 'close' },
    });
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await other.json()).toEqual({ code: -1, message: messageForCode(-1) });
    release();
    await closing;
    await t.db.dispose();
    t = undefined;
  });
});
